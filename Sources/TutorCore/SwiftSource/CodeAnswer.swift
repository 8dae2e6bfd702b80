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

    /// A code answer that rewrites part of the starter, put in the starter: each type, function
    /// or property the starter declares at the top level is replaced by the answer's of the same
    /// name (new ones go at the end); an answer of members only (methods, properties,
    /// initializers) goes into the starter's type that has members of those names, in their
    /// place (new ones before the type's closing brace). The starter's imports and everything
    /// else in it stay. A whole file (every declaration of the starter) is the program itself,
    /// with the starter's imports it lacks. Nil when the answer cannot be placed: it is then
    /// compiled alone.
    package static func placedInStarter(_ answer: String, starter: String) -> String? {
        let given = SwiftDeclaration.topLevel(answer)
        let answerLines = lines(of: answer)
        var result = lines(of: starter)
        let existing = SwiftDeclaration.topLevel(starter)
        let pieces = given.filter { $0.kind != .import }
        guard !pieces.isEmpty, pieces.allSatisfy({ $0.kind != .other && $0.name != nil }) else { return nil }
        let missingImports = imports(of: existing, lines: result, notIn: given)
        // The answer's own imports the starter lacks go above the starter's code.
        let addedImports = imports(of: given, lines: answerLines, notIn: existing)
        let starterKeys = Set(existing.compactMap(key))
        if starterKeys.isSubset(of: Set(pieces.compactMap(key))) {
            // The whole file: the learner's program, as long as it imports what the starter does.
            return missingImports.isEmpty ? nil : (missingImports + answerLines).joined(separator: "\n")
        }
        var replacements: [(lines: ClosedRange<Int>, with: [String])] = []
        var added: [String] = []
        for piece in pieces {
            let text = Array(answerLines[piece.lines])
            if let home = existing.first(where: { key($0) == key(piece) && key(piece) != nil }) {
                replacements.append((home.lines, indented(text, like: result[home.lines.lowerBound])))
            } else {
                added += [""] + text
            }
        }
        if replacements.isEmpty {
            return placedAsMembers(pieces, answerLines: answerLines, starter: starter, existing: existing)
                .map { (addedImports + $0).joined(separator: "\n") }
        }
        for replacement in replacements.sorted(by: { $0.lines.lowerBound > $1.lines.lowerBound }) {
            result.replaceSubrange(replacement.lines, with: replacement.with)
        }
        return (addedImports + result + added).joined(separator: "\n")
    }

    /// Members (methods, properties, initializers) put into the starter's type that declares
    /// members of the same names: each in place of its namesake, the others before the type's
    /// closing brace. Nil when no type of the starter has any of them.
    private static func placedAsMembers(
        _ pieces: [SwiftDeclaration], answerLines: [String], starter: String, existing: [SwiftDeclaration]
    ) -> [String]? {
        let memberKinds: Set<SwiftDeclaration.Kind> = [.function, .property, .initializer]
        guard pieces.allSatisfy({ memberKinds.contains($0.kind) }) else { return nil }
        var result = lines(of: starter)
        let types = existing.filter { ($0.kind == .type || $0.kind == .extension) && $0.closingLine != nil }
        let members = types.map { SwiftDeclaration.members(of: $0, in: starter) }
        let matches = types.indices.map { index in
            pieces.count { piece in members[index].contains { key($0) == key(piece) } }
        }
        // The type with most of the answer's members; two types with as many is a guess not taken.
        guard let best = matches.indices.max(by: { matches[$0] < matches[$1] }), matches[best] > 0,
            matches.count(where: { $0 == matches[best] }) == 1, let closing = types[best].closingLine
        else { return nil }
        var replacements: [(lines: ClosedRange<Int>, with: [String])] = []
        var added: [String] = []
        let memberIndent =
            members[best].first.map { String(result[$0.lines.lowerBound].prefix { $0 == " " || $0 == "\t" }) }
            ?? String(result[types[best].lines.lowerBound].prefix { $0 == " " || $0 == "\t" }) + "    "
        for piece in pieces {
            let text = Array(answerLines[piece.lines])
            let home =
                members[best].first { key($0) == key(piece) }
                ?? members.joined().first { key($0) == key(piece) }
            if let home {
                replacements.append((home.lines, indented(text, like: result[home.lines.lowerBound])))
            } else {
                added += [""] + indented(text, like: memberIndent)
            }
        }
        var insertions = replacements.map { ($0.lines, $0.with) }
        if !added.isEmpty { insertions.append((closing...closing, added + [result[closing]])) }
        for (range, lines) in insertions.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            result.replaceSubrange(range, with: lines)
        }
        return result
    }

    /// What a declaration is matched by: its kind (types of any kind together) and its name.
    private static func key(_ declaration: SwiftDeclaration) -> String? {
        guard let name = declaration.name else { return nil }
        switch declaration.kind {
        case .type: return "type " + name
        case .extension: return "extension " + name
        case .function: return "func " + name
        case .property: return "var " + name
        case .initializer: return "init"
        case .import, .other: return nil
        }
    }

    /// The `import` lines of `declarations` (in `lines`) whose module `other` does not import,
    /// with a blank line after them.
    private static func imports(
        of declarations: [SwiftDeclaration], lines: [String], notIn other: [SwiftDeclaration]
    ) -> [String] {
        let imported = Set(other.filter { $0.kind == .import }.compactMap(\.name))
        let found = declarations.filter { $0.kind == .import && !imported.contains($0.name ?? "") }.flatMap {
            lines[$0.lines]
        }
        return found.isEmpty ? [] : found + [""]
    }

    /// `text` moved so that its first line has the indentation of `line`, its other lines kept
    /// where they are relative to the first.
    private static func indented(_ text: [String], like line: String) -> [String] {
        let indentation = line.prefix { $0 == " " || $0 == "\t" }
        let own = text.first.map { $0.prefix { $0 == " " || $0 == "\t" }.count } ?? 0
        return text.map { line in
            let lead = line.prefix { $0 == " " || $0 == "\t" }.count
            return line.trimmingCharacters(in: .whitespaces).isEmpty
                ? "" : String(indentation + line.dropFirst(min(own, lead)))
        }
    }

    /// The names the starter declares at the top level that `answer` does not: what an answer
    /// compiled alone lacks.
    package static func starterNamesMissing(from answer: String, starter: String) -> [String] {
        let given = Set(SwiftDeclaration.topLevel(answer).compactMap(\.name))
        return SwiftDeclaration.topLevel(starter).filter { $0.kind == .type || $0.kind == .function }
            .compactMap(\.name).filter { !given.contains($0) }
    }

    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
