/// Reads the keys of a YAML mapping against a schema, reporting unknown, duplicate, missing and
/// wrongly typed keys as diagnostics at their position in the lesson file.
struct YAMLFieldReader {
    /// Maps a position in the YAML text to a position in the lesson file.
    struct Origin {
        var file: String
        /// Added to YAML line numbers (the YAML text's first line is file line `lineOffset + 1`).
        var lineOffset: Int
        /// Added to YAML column numbers.
        var columnOffset: Int
        /// The YAML text itself, when known: it lets messages quote what was written (a value
        /// that YAML read as a comment).
        var source: String? = nil

        func location(_ node: YAMLNode) -> SourceLocation {
            SourceLocation(file: file, line: node.line + lineOffset, column: node.column + columnOffset)
        }

        func location(line: Int, column: Int) -> SourceLocation {
            SourceLocation(file: file, line: line + lineOffset, column: column + columnOffset)
        }
    }

    let origin: Origin
    /// "front matter", "question 'state-private'": names the thing in messages.
    let context: String
    private(set) var values: [String: YAMLNode] = [:]
    private(set) var keyLocations: [String: SourceLocation] = [:]
    /// Keys that were written misspelt (`titel` for `title`): the unknown key is the one
    /// diagnostic, so the key is not also reported missing.
    private(set) var misspelt: [String: SourceLocation] = [:]
    /// True for the mapping at the margin of its text (front matter, a quiz block).
    private let isTopLevel: Bool
    var diagnostics: [Diagnostic] = []

    /// Checks that `node` is a mapping whose keys are all in `allowed`.
    init(_ node: YAMLNode, context: String, origin: Origin, allowed: [String]) {
        self.origin = origin
        self.context = context
        self.isTopLevel = node.column == 1
        guard let pairs = node.mapping else {
            diagnostics.append(
                .error(
                    "expected-mapping",
                    "\(context) must be a YAML mapping of keys to values, found \(node.typeDescription)",
                    at: origin.location(node),
                    help: node.sequence != nil
                        ? "write its keys as 'key: value' lines, without a '- ' before the first one"
                        : "write 'key: value' lines, one key per line"))
            return
        }
        for (key, value) in pairs {
            guard let name = key.scalar else {
                diagnostics.append(
                    .error("invalid-key", "keys in \(context) must be plain words", at: origin.location(key)))
                continue
            }
            if values[name] != nil {
                diagnostics.append(
                    .error(
                        "duplicate-key", "duplicate key '\(name)' in \(context)", at: origin.location(key),
                        help: "keep one '\(name):' and delete the other",
                        notes: keyLocations[name].map { [DiagnosticNote("'\(name)' is first written here", at: $0)] }
                            ?? []))
                continue
            }
            guard allowed.contains(name) else {
                var message = "unknown key '\(name)' in \(context)"
                var help: String
                if let suggestion = Self.synonym(of: name, in: allowed) ?? Suggestion.closest(to: name, in: allowed),
                    values[suggestion] == nil, misspelt[suggestion] == nil
                {
                    message += "; did you mean '\(suggestion)'?"
                    help = "rename it to '\(suggestion)'"
                    misspelt[suggestion] = origin.location(key)
                } else {
                    help = "use one of: \(allowed.joined(separator: ", ")); or remove it"
                }
                if allowed.isEmpty { help = "remove it" }
                // Moodle's and GIFT's habit: the answer as a key of the question, not on its choice.
                if ["answer", "correct"].contains(name), allowed.contains("choices"), !allowed.contains("answer") {
                    help = "remove it, and mark each right choice with 'correct: true' on the line under its '- text:'"
                }
                diagnostics.append(.error("unknown-key", message, at: origin.location(key), help: help))
                continue
            }
            values[name] = value
            keyLocations[name] = origin.location(key)
        }
        // A key indented under the one above it is read as part of that key's value (its text).
        for key in allowed where values[key] == nil && misspelt[key] == nil {
            guard let line = indentedKeyLine(key) else { continue }
            let location = origin.location(line: line, column: 1)
            let owner = origin.source.flatMap { YAMLSourceLines($0).owner(of: line) }
            diagnostics.append(
                .error(
                    "indented-key",
                    "'\(key):' is indented, so YAML reads it as part of "
                        + (owner.map { "the value of '\($0)' above it" } ?? "the value above it")
                        + ", not as a key of \(context)",
                    at: location, help: "start '\(key):' at the beginning of the line, like the other keys"))
            misspelt[key] = location
        }
    }

    /// Words other formats use for the keys of this one (`question` for `prompt`), in the order
    /// they are tried.
    static let synonyms: [String: [String]] = [
        "question": ["prompt"], "text": ["prompt"], "options": ["choices"], "answers": ["choices", "accept", "blanks"],
        "choice": ["choices"], "explanation": ["explain"], "hint": ["hints"], "type": ["kind"], "name": ["title"],
        "description": ["summary"], "duration": ["minutes"], "time": ["minutes"], "tags": ["concepts"],
        "prerequisites": ["requires"], "depends": ["requires"], "after": ["requires"], "right": ["correct"],
        "isCorrect": ["correct"], "answer": ["correct", "accept", "blanks"], "accepted": ["accept"],
        "test": ["tests"], "starter_code": ["starter"], "template": ["starter"], "bug": ["line"],
        "lines": ["line"], "fixed": ["fix"], "items": ["steps", "choices"], "order": ["steps"],
    ]

    /// The key of `allowed` that `name` is another word for, if any.
    static func synonym(of name: String, in allowed: [String]) -> String? {
        (synonyms[name] ?? synonyms[name.lowercased()])?.first { allowed.contains($0) }
    }

    /// Whether the mapping itself could be read.
    var isMapping: Bool { !diagnostics.contains { $0.code == "expected-mapping" } }

    func has(_ key: String) -> Bool { values[key].map { !$0.isNull } ?? false }

    /// Reports each of `keys` that is absent or empty, except keys written misspelt (their
    /// unknown-key diagnostic says what to rename). `help` gives a key's own advice.
    mutating func require(_ keys: [String], at fallback: SourceLocation, help: [String: String] = [:]) {
        for key in keys where !has(key) && misspelt[key] == nil {
            if let location = keyLocations[key] {
                diagnostics.append(
                    .error(
                        "missing-key", "'\(key)' in \(context) is empty", at: location,
                        help: commentHelp(key, at: location) ?? help[key] ?? "write its value after '\(key):'"))
            } else {
                diagnostics.append(
                    .error(
                        "missing-key", "\(context) needs '\(key)'", at: fallback,
                        help: help[key] ?? "add a line '\(key): …'"))
            }
        }
    }

    /// The line (of the YAML text) where `key:` is written indented, inside the value of the key
    /// above it, when this is the mapping at the margin.
    private func indentedKeyLine(_ key: String) -> Int? {
        guard isTopLevel, let source = origin.source else { return nil }
        let lines = YAMLSourceLines(source)
        return (1...max(1, lines.count)).first { line in
            let text = lines.text(line)
            let indent = lines.indent(line)
            return indent > 0 && indent <= 4 && text.dropFirst(indent).hasPrefix(key + ":")
                && (text.count == indent + key.count + 1 || text.dropFirst(indent + key.count + 1).first == " ")
        }
    }

    /// When an empty value is in fact text after ` #` (which YAML reads as a comment), how to quote it.
    private func commentHelp(_ key: String, at location: SourceLocation) -> String? {
        guard let source = origin.source else { return nil }
        let lines = YAMLSourceLines(source, firstLine: origin.lineOffset + 1)
        let line = location.line - origin.lineOffset
        guard let value = lines.valueColumn(line: line), lines.character(line: line, column: value) == "#" else {
            return nil
        }
        return "YAML reads the text after '#' as a comment; \(lines.quoteHelp(line: line))"
    }

    mutating func string(_ key: String) -> String? {
        guard let node = values[key], !node.isNull else { return nil }
        guard let text = node.scalar else {
            typeError(key, expected: "text", found: node)
            return nil
        }
        return text
    }

    mutating func int(_ key: String, range: ClosedRange<Int>? = nil) -> Int? {
        guard let node = values[key], !node.isNull else { return nil }
        guard let number = node.int else {
            typeError(key, expected: "a whole number", found: node)
            return nil
        }
        if let range, !range.contains(number) {
            diagnostics.append(
                .error(
                    "value-out-of-range",
                    "'\(key)' must be between \(range.lowerBound) and \(range.upperBound), found \(number)",
                    at: origin.location(node),
                    help: "write a whole number from \(range.lowerBound) to \(range.upperBound)"))
            return nil
        }
        return number
    }

    /// Text written as a block, or as a list of lines (`tests:` either way).
    mutating func linesOfText(_ key: String) -> String? {
        guard let node = values[key], !node.isNull else { return nil }
        if let text = node.scalar { return text }
        guard let items = node.sequence, items.allSatisfy({ $0.scalar != nil }) else {
            typeError(key, expected: "text or a list of lines", found: node)
            return nil
        }
        return items.compactMap(\.scalar).joined(separator: "\n")
    }

    /// A whole number, or a list of them (`line: 4` or `line: [4, 9]`).
    mutating func ints(_ key: String) -> [Int]? {
        guard let node = values[key], !node.isNull else { return nil }
        if let number = node.int { return [number] }
        guard let items = node.sequence, !items.isEmpty, items.allSatisfy({ $0.int != nil }) else {
            typeError(key, expected: "a whole number or a list of them", found: node)
            return nil
        }
        return items.compactMap(\.int)
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let node = values[key], !node.isNull else { return nil }
        guard let flag = node.bool else {
            typeError(key, expected: "true or false", found: node)
            return nil
        }
        return flag
    }

    /// A list of text items. A single value is accepted as a one-item list only if `allowSingle`.
    mutating func strings(_ key: String, allowSingle: Bool = false) -> [String]? {
        guard let node = values[key], !node.isNull else { return nil }
        if allowSingle, let text = node.scalar { return [text] }
        guard let items = node.sequence else {
            typeError(key, expected: "a list", found: node)
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.scalar, !item.isNull else {
                diagnostics.append(
                    .error(
                        "wrong-type", "items of '\(key)' must be text, found \(item.typeDescription)",
                        at: origin.location(item),
                        help: item.mapping != nil
                            ? "quote the item if its ': ' is part of the text: \(origin.source.map { YAMLSourceLines($0).quotedValue(line: item.line) } ?? "- \"…\"")"
                            : "write each item as text: '- item'"))
                continue
            }
            result.append(text)
        }
        return result
    }

    func node(_ key: String) -> YAMLNode? {
        values[key].flatMap { $0.isNull ? nil : $0 }
    }

    func location(of key: String, fallback: SourceLocation) -> SourceLocation {
        keyLocations[key] ?? fallback
    }

    /// Warnings for control characters (and bidirectional controls) that quoted YAML spells as
    /// escapes, such as `"\e"` or `"\u202E"`. ``SourceText`` warns about the raw ones in a file;
    /// these exist only once YAML has decoded the scalars, so they are looked for in the values: a
    /// control character in a value that `source` (the YAML text) does not hold raw came from an
    /// escape. At most 20, like the raw ones.
    static func escapedControlWarnings(in node: YAMLNode, source: String, origin: Origin) -> [Diagnostic] {
        func isFlagged(_ scalar: Unicode.Scalar) -> Bool {
            SourceText.isControl(scalar) || SourceText.isBidiControl(scalar)
        }
        guard source.unicodeScalars.contains("\\") else { return [] }
        let raw = Set(source.unicodeScalars.filter(isFlagged))
        var warnings: [Diagnostic] = []
        var pending = [node]
        while let next = pending.popLast(), warnings.count < 20 {
            switch next.value {
            case .scalar(let text, _):
                var seen: Set<Unicode.Scalar> = []
                for scalar in text.unicodeScalars where isFlagged(scalar) && !raw.contains(scalar) {
                    guard seen.insert(scalar).inserted, warnings.count < 20 else { continue }
                    warnings.append(
                        SourceText.controlCharacterWarning(scalar, escaped: true, at: origin.location(next)))
                }
            case .sequence(let items):
                pending += items.reversed()
            case .mapping(let pairs):
                for pair in pairs.reversed() { pending += [pair.value, pair.key] }
            }
        }
        return warnings
    }

    /// How to fix an invalid id: the id it could be ("Optionals_Basics" gives "optionals-basics").
    static func idHelp(_ id: String) -> String {
        let folded = String(id.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        let suggestion = folded.split(separator: "-").joined(separator: "-")
        guard !suggestion.isEmpty, suggestion != id else {
            return "use only lower-case letters, digits and single dashes"
        }
        return "write it as '\(suggestion)'"
    }

    mutating func typeError(_ key: String, expected: String, found node: YAMLNode) {
        let help: String
        switch expected {
        case "a whole number": help = "write a number without quotes or decimals, such as '\(key): 10'"
        case "true or false": help = "write '\(key): true' or '\(key): false', without quotes"
        case "text": help = "write the value as text after '\(key):', or as a block under '\(key): |'"
        default:
            help =
                expected.hasPrefix("a list")
                ? "write a list: '\(key): [first, second]', or one '- item' per line under '\(key):'"
                : "write \(expected) after '\(key):'"
        }
        diagnostics.append(
            .error(
                "wrong-type", "'\(key)' in \(context) must be \(expected), found \(node.typeDescription)",
                at: origin.location(node), help: help))
    }
}
