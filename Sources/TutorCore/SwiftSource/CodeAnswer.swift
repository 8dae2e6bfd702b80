/// Code as a learner may hand it in after reading lessons that show code in Markdown: a line in
/// backticks (`` `@State private var count = 0` ``) or a block in a ```` ```swift ```` fence.
/// The Markdown goes; the code stays exactly as typed.
package enum CodeAnswer {
    /// `text` without a Markdown code fence around it or one pair of backticks around a line.
    /// An identifier alone in backticks stays: in Swift that is an escaped name.
    package static func unwrapped(_ text: String) -> String {
        unfenced(withoutGutter(text))
    }

    /// `text` without the line numbers a listing shows (`  12 | code`), when every line that
    /// has code has one: lines copied from a lesson's listing.
    package static func withoutGutter(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let gutter = /^\s*\d+ *[|│](?: |$)/
        let written = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !written.isEmpty, written.allSatisfy({ $0.prefixMatch(of: gutter) != nil }) else { return text }
        return lines.map { line in
            guard let match = line.prefixMatch(of: gutter) else { return String(line) }
            return String(line[match.range.upperBound...])
        }.joined(separator: "\n")
    }

    /// A code answer that is only the function the starter declares and the prompt asks for
    /// (`func delete(at offsets: IndexSet, in visible: [Item]) { … }`), put in the starter in
    /// place of that function. Nil when the answer is more than one function, or the starter has
    /// no function of its name.
    package static func placedInStarter(_ answer: String, starter: String) -> String? {
        let given = answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let head = given.firstIndex(where: { !isCommentOrBlank($0) }), let name = functionName(given[head]),
            let span = extent(of: given, from: head), given[(span.upperBound + 1)...].allSatisfy(isCommentOrBlank)
        else { return nil }
        var lines = starter.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { functionName($0) == name }),
            let replaced = extent(of: lines, from: start)
        else { return nil }
        let indentation = lines[start].prefix { $0 == " " || $0 == "\t" }
        let own = given[head].prefix { $0 == " " || $0 == "\t" }.count
        let placed = given[head...span.upperBound].map { line in
            let lead = line.prefix { $0 == " " || $0 == "\t" }.count
            return line.trimmingCharacters(in: .whitespaces).isEmpty
                ? "" : String(indentation + line.dropFirst(min(own, lead)))
        }
        lines.replaceSubrange(replaced, with: placed)
        return lines.joined(separator: "\n")
    }

    /// The name of the function a line declares (`private func delete(` gives `delete`).
    private static func functionName(_ line: String) -> String? {
        let declaration =
            /^\s*(?:@\w+\s+)*(?:(?:private|fileprivate|internal|public|package|mutating|nonmutating|static|override|final|nonisolated)\s+)*func\s+([A-Za-z_][A-Za-z0-9_]*)/
        return line.prefixMatch(of: declaration).map { String($0.output.1) }
    }

    private static func isCommentOrBlank(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("//")
    }

    /// The lines from `start` to the one whose `}` closes the first `{` (braces in strings and
    /// comments aside, roughly: a `"` toggles a string).
    private static func extent(of lines: [String], from start: Int) -> ClosedRange<Int>? {
        var depth = 0
        var opened = false
        for index in lines.indices where index >= start {
            var inString = false
            var previous: Character = " "
            for character in lines[index] {
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString && character == "/" && previous == "/" { break }
                if !inString && character == "{" {
                    depth += 1
                    opened = true
                }
                if !inString && character == "}" { depth -= 1 }
                previous = character
            }
            if opened && depth <= 0 { return start...index }
        }
        return nil
    }

    private static func unfenced(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        if lines.count >= 2, isFence(lines[0], opening: true), isFence(lines[lines.count - 1], opening: false) {
            return lines.dropFirst().dropLast().joined(separator: "\n")
        }
        guard lines.count == 1 else { return text }
        let line = lines[0]
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.count > 2, trimmed.hasPrefix("`"), trimmed.hasSuffix("`") else { return text }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains("`"), !inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return text
        }
        // The indentation stays, for a fix that replaces an indented line.
        let indentation = line.prefix { $0 == " " || $0 == "\t" }
        return indentation + inner.trimmingCharacters(in: .whitespaces)
    }

    /// ```` ``` ```` or ```` ```swift ```` (an opening fence may name the language).
    private static func isFence(_ line: String, opening: Bool) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("```") else { return false }
        let info = trimmed.drop { $0 == "`" }.trimmingCharacters(in: .whitespaces)
        return opening ? info.isEmpty || info == "swift" : info.isEmpty
    }
}
