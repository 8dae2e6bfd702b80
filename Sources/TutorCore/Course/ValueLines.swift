/// Where each line of a key's text is in the lesson file, so that a message about line 3 of a
/// question's `solution` (a compiler's, a failed test's) can point at that line of the `.md`
/// file, as messages about ` ```swift ` blocks do.
///
/// A block scalar (`solution: |`) maps every line: YAML keeps its lines and strips one
/// indentation from all of them, so line k of the text is the k-th line under the key, one
/// indentation in. A list of lines (`tests:` as a list) maps each item. A plain or quoted
/// scalar maps when it is on one line, and a folded one (`>`) or one written over several lines
/// without `|` nothing: YAML joined its lines.
/// Every mapped line is checked against the file, so a mapping is never a guess.
package enum ValueLines {
    /// The place of the first character of each line of `node`'s text (index 0: line 1), or
    /// fewer places when lines cannot be mapped. `source` is the YAML text `node` was parsed
    /// from; `place` turns a line and column of it into a place in the file.
    package static func of(
        _ node: YAMLNode, in source: [Substring], place: (_ line: Int, _ column: Int) -> SourceLocation
    ) -> [SourceLocation] {
        if let items = node.sequence {
            var places: [SourceLocation] = []
            for item in items {
                guard let text = item.scalar else { return places }
                let lines = of(item, in: source, place: place)
                places += lines
                // An item of several lines that could not all be mapped ends the mapping.
                if lines.count != text.split(separator: "\n", omittingEmptySubsequences: false).count { break }
            }
            return places
        }
        guard let text = node.scalar, source.indices.contains(node.line - 1) else { return [] }
        let header = Array(source[node.line - 1].unicodeScalars.dropFirst(node.column - 1))
        var rest = Substring(String(String.UnicodeScalarView(header)))
        if rest.hasSuffix("\r") { rest = rest.dropLast() }
        switch header.first {
        case "|": return blockLines(text, after: node.line, in: source, place: place)
        case ">": return []
        case let quote? where quote == "\"" || quote == "'":
            // On one line: the closing quote is on the same line.
            guard !text.contains("\n"), rest.dropFirst().contains(Character(quote)) else { return [] }
            return [place(node.line, node.column + 1)]
        default:
            // A plain scalar written over several lines was joined into one: its columns are
            // not the file's.
            guard rest.hasPrefix(text) else { return [] }
            return [place(node.line, node.column)]
        }
    }

    /// The lines of a literal block whose header (`|`) is on line `header` of `source`.
    private static func blockLines(
        _ text: String, after header: Int, in source: [Substring], place: (Int, Int) -> SourceLocation
    ) -> [SourceLocation] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        // The block's indentation is that of its first line with text.
        var indentation: Int?
        for offset in lines.indices where !lines[offset].isEmpty {
            guard source.indices.contains(header + offset) else { return [] }
            indentation = source[header + offset].prefix { $0 == " " }.count
            break
        }
        guard let indentation else { return [] }
        var places: [SourceLocation] = []
        for (offset, line) in lines.enumerated() {
            let index = header + offset
            guard source.indices.contains(index) else { break }
            var written = source[index]
            if written.hasSuffix("\r") { written = written.dropLast() }
            if !line.isEmpty {
                guard written.count >= indentation, written.dropFirst(indentation) == line else { break }
            }
            places.append(place(index + 1, indentation + 1))
        }
        return places
    }
}
