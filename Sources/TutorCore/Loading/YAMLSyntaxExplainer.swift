/// Turns libyaml's syntax errors into diagnostics in plain words, at the line that holds the
/// mistake, with a `help:` that says how to fix it.
///
/// libyaml names what it was reading when it failed ("while parsing a block mapping") and where
/// that began, which is often lines above the mistake; its problem mark is usually the line that
/// is wrong. The common mistakes of lesson authors are recognised from the marks and the text:
/// a tab in the indentation, a value that starts with a character YAML reserves (`@`, `` ` ``,
/// `*`, `&`, `%`, `!`, `[`), a `: ` inside a value, a key indented differently from the keys
/// around it, an item indented like the list's `-` but without one, a quote that is not closed.
enum YAMLSyntaxExplainer {
    /// The diagnostic for `error` in `source` (the YAML text of `place`: "front matter", "quiz
    /// block", "course.yaml"); `origin` maps the text's positions to the file.
    static func diagnostic(for error: YAMLError, source: String, place: String, origin: YAMLFieldReader.Origin)
        -> Diagnostic
    {
        guard error.reason == .syntax else {
            let help: String? =
                switch error.reason {
                case .secondDocument where place == "quiz block":
                    "a quiz block holds one question: close this block with ``` and start a new ```quiz block"
                case .secondDocument: "remove the line with '---' or '...', or what follows it"
                default: nil
                }
            return .error(
                error.code, error.message(in: place), at: origin.location(line: error.line, column: error.column),
                help: help)
        }
        let lines = YAMLSourceLines(source, firstLine: origin.lineOffset + 1)
        let explanation =
            unclosedQuote(error, lines) ?? explain(error, lines)
            ?? Explanation(
                message: error.message, line: error.line, column: error.column,
                help: "check the quoting and the indentation of this line and the ones above it")
        var notes: [DiagnosticNote] = []
        if let context = error.context, error.line != explanation.line, let what = contextName(context) {
            notes.append(
                DiagnosticNote("\(what) starts here", at: origin.location(line: error.line, column: error.column)))
        }
        return .error(
            error.code, "invalid YAML in \(place): \(explanation.message)",
            at: origin.location(line: explanation.line, column: explanation.column), help: explanation.help,
            notes: notes)
    }

    /// libyaml's context in plain words ("while parsing a block mapping" is "the mapping").
    private static func contextName(_ context: String) -> String? {
        if context.contains("block mapping") || context.contains("flow mapping") { return "the mapping" }
        if context.contains("block collection") || context.contains("sequence") { return "the list" }
        if context.contains("block scalar") { return "the block text" }
        if context.contains("quoted scalar") { return "the quoted text" }
        return nil
    }

    /// How many anchors and tags of one block get an error each; the rest are counted in one
    /// more. Each error quotes its line, so ten thousand anchors on one line would otherwise
    /// cost time and output in the square of the line's length.
    static let remarksReportedPerBlock = 20

    /// Errors for what YAML reads but an author rarely means: `&word` and `!word` at the start
    /// of a value are an anchor and a tag, and silently leave the text. At most
    /// ``remarksReportedPerBlock`` of them, then one error for the others.
    static func diagnostics(for remarks: [YAMLParser.Remark], source: String, origin: YAMLFieldReader.Origin)
        -> [Diagnostic]
    {
        let lines = YAMLSourceLines(source)
        var helps: [Int: String] = [:]
        func help(_ line: Int) -> String {
            if let known = helps[line] { return known }
            let help = lines.quoteHelp(line: line)
            helps[line] = help
            return help
        }
        var diagnostics = remarks.prefix(remarksReportedPerBlock).map { remark in
            if case .typeTag(let name) = remark.kind {
                return Diagnostic.error(
                    "yaml-anchor-or-tag",
                    "'\(name)' is a YAML type tag, which statetutor does not read: each value is read as what its "
                        + "key needs (text, true or false, a number)",
                    at: origin.location(line: remark.line, column: remark.column),
                    help: "remove '\(name)' and write the value itself, such as answer: true")
            }
            let (mark, name, what): (String, String, String) = {
                switch remark.kind {
                case .unusedAnchor(let name): return ("&", name, "a YAML anchor")
                case .tag(let name), .typeTag(let name): return ("!", name, "a YAML tag")
                }
            }()
            let written = name.hasPrefix(mark) ? name : mark + name
            return Diagnostic.error(
                "yaml-anchor-or-tag",
                "'\(written)' at the start of this value is read as \(what), so it is left out of the text",
                at: origin.location(line: remark.line, column: remark.column),
                help: help(remark.line))
        }
        if remarks.count > remarksReportedPerBlock {
            let next = remarks[remarksReportedPerBlock]
            diagnostics.append(
                .error(
                    "yaml-anchor-or-tag",
                    "\(remarks.count - remarksReportedPerBlock) more values from here on start with '&' or '!' and are read as YAML anchors or tags (only the first \(remarksReportedPerBlock) of a block are listed)",
                    at: origin.location(line: next.line, column: next.column),
                    help: "quote the values that start with '&' or '!'"))
        }
        return diagnostics
    }

    private struct Explanation {
        var message: String
        var line: Int
        var column: Int
        var help: String?
    }

    private static func explain(_ error: YAMLError, _ lines: YAMLSourceLines) -> Explanation? {
        let (line, column) = (error.problemLine, error.problemColumn)
        let problem = error.problem
        if problem.contains("could not find expected ':'") || problem.contains("mapping values are not allowed")
            || problem.contains("did not find expected key"),
            let missing = (max(1, min(error.line, line - 2))...max(1, line)).first(where: {
                lines.keyWithoutSpace($0) != nil
            }),
            let key = lines.keyWithoutSpace(missing)
        {
            return Explanation(
                message: "'\(key):' is not followed by a space, so YAML does not read it as a key",
                line: missing, column: lines.indent(missing) + 1,
                help: "write a space after the ':': \(key): …")
        }
        let character = lines.character(line: line, column: column)
        let context = error.context ?? ""

        if problem.contains("tab character") || character == "\t" {
            return Explanation(
                message: "this line is indented with a tab; YAML does not allow tabs for indentation",
                line: line, column: column, help: "indent with spaces instead of the tab")
        }
        if context.contains("alias") || context.contains("anchor") || problem.contains("names no anchor") {
            let mark = context.contains("anchor") ? "&" : "*"
            let what = mark == "&" ? "an anchor" : "an alias (a reference to an '&' anchor)"
            let at = error.context == nil ? (line, column) : (error.line, error.column)
            return Explanation(
                message: "a value that starts with '\(mark)' is read as \(what)", line: at.0, column: at.1,
                help: lines.quoteHelp(line: at.0))
        }
        if problem.contains("cannot start any token"), let character {
            guard let name = reservedName(character) else {
                return Explanation(
                    message: "YAML cannot read '\(character)' here", line: line, column: column,
                    help: lines.quoteHelp(line: line))
            }
            return Explanation(
                message: "a value cannot start with \(name): YAML reserves it", line: line, column: column,
                help: lines.quoteHelp(line: line))
        }
        if problem.contains("mapping values are not allowed") {
            // A second ': ' on a line whose key already had one: the value holds a colon.
            if lines.keyColumn(line: line) != nil || lines.text(line).drop(while: { $0 == " " }).hasPrefix("- ") {
                let before = lines.text(line).prefix(max(0, column - 1))
                if before.contains(": ") || before.drop(while: { $0 == " " }).hasPrefix("- ") {
                    return Explanation(
                        message: "this value contains ': ', which YAML reads as the start of another key",
                        line: line, column: column, help: lines.quoteHelp(line: line))
                }
            }
            if let item = lines.item(before: line), lines.item(before: item) == nil,
                let explanation = oddFirstItem(item, lines)
            {
                return explanation
            }
            return indentation(line: line, lines: lines)
                ?? Explanation(
                    message: "YAML does not expect a key here", line: line, column: column,
                    help: "line this key up with the keys above it, or quote the value if the ':' is part of the text")
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-'")
            || problem.contains("did not find expected node content")
        {
            if let explanation = misindentedItem(error, lines) { return explanation }
            // On a line that started a flow value ("prompt: [Int] or Int?"): the value needs quotes.
            if let valueStart = lines.valueColumn(line: line), column > valueStart,
                let first = lines.character(line: line, column: valueStart), "[{\"'".contains(first)
            {
                let what = first == "[" ? "a list" : first == "{" ? "a mapping" : "a quoted text"
                return Explanation(
                    message: "a value that starts with '\(first)' is read as \(what), and text follows its end",
                    line: line, column: valueStart, help: lines.quoteHelp(line: line))
            }
            if problem.contains("'-'"), error.context != nil, error.line == 1, error.column == 1,
                lines.indent(line) == 0,
                lines.keyColumn(line: line) != nil
            {
                return Explanation(
                    message:
                        "the text starts with '- ', so YAML reads it as a list, and the keys below are not part of it",
                    line: 1, column: 1, help: "remove the '- ' before the first key: write 'key: value' lines")
            }
            if problem.contains("'-'") {
                let keys = lines.itemKeyColumn(before: line)
                return Explanation(
                    message: "this line is indented like the '- ' items of the list above, but it is not one",
                    line: line, column: column,
                    help: keys.map {
                        "indent it \($0 - 1) spaces to make it a key of the item above, or start it with '- ' to make it a new item"
                    } ?? "start it with '- ', or indent it under the item above")
            }
            if problem.contains("node content"), let character, let name = reservedName(character) {
                return Explanation(
                    message: "a value cannot start with \(name): YAML reserves it", line: line, column: column,
                    help: lines.quoteHelp(line: line))
            }
            return indentation(
                line: line, lines: lines, mappingColumn: context.contains("mapping") ? error.column : nil)
        }
        if context.contains("block scalar"), problem.contains("comment or line break"),
            let first = lines.character(line: error.line, column: error.column)
        {
            return Explanation(
                message:
                    "a value that starts with '\(first)' begins a block of text, which must start on the next line",
                line: error.line, column: error.column, help: lines.quoteHelp(line: error.line))
        }
        if problem.contains("could not find expected ':'") {
            let at = error.context == nil ? line : error.line
            return Explanation(
                message:
                    "this line is not 'key: value': YAML found no ':' after '\(lines.text(at).trimmingCharacters(in: .whitespaces).prefix(30))'",
                line: at, column: lines.indent(at) + 1, help: "write a ': ' (colon and space) after the key")
        }
        if problem.contains("end of stream"), context.contains("quoted scalar") {
            let quote = lines.character(line: error.line, column: error.column) ?? "\""
            return Explanation(
                message: "this quoted value is never closed", line: error.line, column: error.column,
                help: "end the value with a closing \(quote)")
        }
        if problem.contains("did not find expected ',' or ']'") || problem.contains("did not find expected ',' or '}'")
        {
            let close = problem.contains("]") ? "]" : "}"
            let open = close == "]" ? "[" : "{"
            return Explanation(
                message:
                    "the '\(open)' here starts a \(close == "]" ? "list" : "mapping") that is not closed on its line",
                line: error.line, column: error.column,
                help:
                    "close it with '\(close)', or quote the value if the '\(open)' is part of the text: \(lines.quotedValue(line: error.line))"
            )
        }
        if problem.contains("block sequence entries are not allowed") {
            return Explanation(
                message: "a '- ' list item cannot follow a key on the same line", line: line, column: column,
                help: "put each '- ' item on its own line, indented under the key")
        }
        if problem.contains("tag") {
            return Explanation(
                message: "a value cannot start with '!': YAML reads it as a tag", line: line, column: column,
                help: lines.quoteHelp(line: line))
        }
        return nil
    }

    /// A `- ` item indented unlike the other items of its list: the first item (YAML takes the
    /// list's indentation from it, and fails at the next line), or a later one indented like the
    /// keys of the item above it.
    private static func misindentedItem(_ error: YAMLError, _ lines: YAMLSourceLines) -> Explanation? {
        let problemLine = error.problemLine
        // A later item indented like the keys of the item above.
        if lines.isItem(problemLine), let above = lines.item(before: problemLine),
            lines.indent(above) < lines.indent(problemLine)
        {
            let indent = lines.indent(above)
            return Explanation(
                message:
                    "this '- ' item is indented like the keys of the item above it, so YAML does not read it as a new item",
                line: problemLine, column: lines.indent(problemLine) + 1,
                help: "indent it \(spaces(indent)), like the '- ' item on line \(lines.fileLine(above))")
        }
        // The first item indented further than the items after it, at the item YAML stops at.
        if lines.isItem(problemLine), let above = lines.item(before: problemLine),
            lines.indent(above) > lines.indent(problemLine), lines.item(before: above) == nil,
            let explanation = oddFirstItem(above, lines)
        {
            return explanation
        }
        // The first item indented unlike the items after it.
        guard error.context != nil, lines.isItem(error.line), error.line < problemLine else { return nil }
        return oddFirstItem(error.line, lines)
    }

    /// `first`, the first `- ` item of a list, when it is indented unlike the items after it.
    private static func oddFirstItem(_ first: Int, _ lines: YAMLSourceLines) -> Explanation? {
        let indent = lines.indent(first)
        let others = lines.items(after: first).map { lines.indent($0) }
        guard let usual = others.first, usual != indent, abs(usual - indent) <= 2, others.allSatisfy({ $0 == usual })
        else { return nil }
        return Explanation(
            message:
                "this first '- ' item is indented \(spaces(indent)), but the items after it are indented \(spaces(usual)), and YAML takes the list's indentation from its first item",
            line: first, column: indent + 1, help: "indent it \(spaces(usual)), like the other items")
    }

    /// A key indented differently from the keys of its mapping, or a line of block text (`|`)
    /// indented less than the lines above it.
    private static func indentation(line: Int, lines: YAMLSourceLines, mappingColumn: Int? = nil) -> Explanation? {
        guard line <= lines.count else { return nil }
        let indent = lines.indent(line)
        if let block = lines.blockText(above: line), indent > block.keyIndent, indent < block.indent {
            // YAML takes a block's indentation from its first line: when this line has the usual
            // two spaces more than the key and the first line has more, the first line is wrong.
            if indent == block.keyIndent + 2, lines.indent(block.firstLine) == block.indent, block.firstLine < line {
                return Explanation(
                    message:
                        "the first line of '\(block.key)' is indented \(spaces(block.indent)), more than the lines after it, and YAML takes the block's indentation from its first line",
                    line: block.firstLine, column: 1,
                    help: "indent it \(spaces(indent)), like the lines after it")
            }
            return Explanation(
                message:
                    "this line is indented less than the lines of '\(block.key)' above it, so it ends the block text",
                line: line, column: indent + 1,
                help: "indent it \(spaces(block.indent)), like the other lines of '\(block.key)'")
        }
        guard let (siblingLine, siblingIndent) = lines.sibling(before: line, mappingColumn: mappingColumn),
            siblingIndent != indent
        else { return nil }
        let key = lines.keyName(line: siblingLine).map { "'\($0)'" } ?? "the line"
        let how = siblingIndent == 0 ? "start it at the beginning of the line" : "indent it \(spaces(siblingIndent))"
        return Explanation(
            message: "this line is indented \(spaces(indent)), which does not match the keys around it",
            line: line, column: indent + 1,
            help: "\(how), like \(key) on line \(lines.fileLine(siblingLine))")
    }

    private static func spaces(_ count: Int) -> String {
        count == 1 ? "1 space" : "\(count) spaces"
    }

    /// A quoted value left open on its line, which swallows the text up to the next quote and
    /// makes libyaml fail there.
    private static func unclosedQuote(_ error: YAMLError, _ lines: YAMLSourceLines) -> Explanation? {
        let last = error.problemLine
        guard last > 1, last <= lines.count else { return nil }
        for line in stride(from: last - 1, through: max(1, last - 20), by: -1) {
            if let (quote, column) = lines.openQuote(line: line) {
                // Every line in between is inside the quotes, and the quote closes on the error's line.
                guard lines.text(last).contains(quote) else { return nil }
                return Explanation(
                    message:
                        "this quoted value is not closed on its line, so it runs on to line \(lines.fileLine(last))",
                    line: line, column: column, help: "end the value with a closing \(quote) on this line")
            }
            if lines.text(line).contains("\"") || lines.text(line).contains("'") { return nil }
        }
        return nil
    }

    /// How to name a character YAML reserves at the start of a plain value, or nil.
    private static func reservedName(_ character: Character) -> String? {
        switch character {
        case "@": return "'@'"
        case "`": return "a backtick (`)"
        case "%": return "'%'"
        case "!": return "'!'"
        case "|", ">": return "'\(character)'"
        default: return nil
        }
    }
}

/// The lines of a YAML text, with the small readings the explanations need.
struct YAMLSourceLines {
    private let lines: [String]
    /// The file line of the text's first line, for messages that name another line.
    private let firstLine: Int

    init(_ source: String, firstLine: Int = 1) {
        self.firstLine = firstLine
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
    }

    var count: Int { lines.count }

    /// The line of the file a line of the text is.
    func fileLine(_ line: Int) -> Int { line + firstLine - 1 }

    /// The block text (`key: |`) that the lines just above `line` belong to: its key, the key's
    /// indentation and the indentation of its text.
    func blockText(above line: Int) -> (key: String, keyIndent: Int, indent: Int, firstLine: Int)? {
        var candidate = line - 1
        var textIndent = Int.max
        var firstLine = line
        while candidate >= 1 {
            defer { candidate -= 1 }
            if text(candidate).trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let lineIndent = indent(candidate)
            if let key = keyName(line: candidate), let value = valueColumn(line: candidate),
                let first = character(line: candidate, column: value), first == "|" || first == ">",
                lineIndent < textIndent, textIndent != Int.max
            {
                return (key, lineIndent, textIndent, firstLine)
            }
            textIndent = min(textIndent, lineIndent)
            firstLine = candidate
            if lineIndent == 0 { return nil }
        }
        return nil
    }

    /// The text of a 1-based line ("" past the end).
    func text(_ line: Int) -> String {
        line >= 1 && line <= lines.count ? lines[line - 1] : ""
    }

    /// The character at a 1-based line and column (columns count Unicode scalars, as libyaml does).
    func character(line: Int, column: Int) -> Character? {
        let scalars = Array(text(line).unicodeScalars)
        guard column >= 1, column <= scalars.count else { return nil }
        return Character(scalars[column - 1])
    }

    /// Leading spaces.
    func indent(_ line: Int) -> Int {
        text(line).prefix { $0 == " " }.count
    }

    private func isBlankOrComment(_ line: Int) -> Bool {
        let trimmed = text(line).trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// The range of the key on a `key: value` line (after any `- `), as 1-based columns.
    private func keySpan(line: Int) -> (start: Int, colon: Int)? {
        let scalars = Array(text(line).unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] == " " { index += 1 }
        while index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] == " " {
            index += 2
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }
        let start = index
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ":" && (index + 1 == scalars.count || scalars[index + 1] == " " || scalars[index + 1] == "\t")
            {
                return index > start ? (start + 1, index + 1) : nil
            }
            guard
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "-"
            else { return nil }
            index += 1
        }
        return nil
    }

    func keyColumn(line: Int) -> Int? { keySpan(line: line)?.start }

    func keyName(line: Int) -> String? {
        guard let span = keySpan(line: line) else { return nil }
        let scalars = Array(text(line).unicodeScalars)
        return String(String.UnicodeScalarView(scalars[(span.start - 1)..<(span.colon - 1)]))
    }

    /// The 1-based column where the value of a `key: value` or `- value` line starts.
    func valueColumn(line: Int) -> Int? {
        let scalars = Array(text(line).unicodeScalars)
        var index: Int
        if let span = keySpan(line: line) {
            index = span.colon
        } else {
            index = 0
            while index < scalars.count, scalars[index] == " " { index += 1 }
            guard index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] == " " else { return nil }
            index += 2
        }
        while index < scalars.count, scalars[index] == " " { index += 1 }
        return index < scalars.count ? index + 1 : nil
    }

    /// The line as it should be written with its value quoted: `answer: "@State"`.
    func quotedValue(line: Int) -> String {
        let text = text(line)
        guard let start = valueColumn(line: line) else { return text.trimmingCharacters(in: .whitespaces) }
        let scalars = Array(text.unicodeScalars)
        let lead = String(String.UnicodeScalarView(scalars[..<(start - 1)])).trimmingCharacters(in: .whitespaces)
        var value = String(String.UnicodeScalarView(scalars[(start - 1)...])).trimmingCharacters(in: .whitespaces)
        if value.count > 40 { value = String(value.prefix(37)) + "…" }
        let quoted =
            value.contains("\"") && !value.contains("'")
            ? "'\(value)'"
            : "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        return lead.isEmpty ? quoted : "\(lead) \(quoted)"
    }

    func quoteHelp(line: Int) -> String {
        "quote the value: \(quotedValue(line: line))"
    }

    /// The quote character and column of a value that opens a quote it does not close on its line.
    func openQuote(line: Int) -> (Character, Int)? {
        guard let start = valueColumn(line: line), let quote = character(line: line, column: start),
            quote == "\"" || quote == "'"
        else { return nil }
        let rest = Array(text(line).unicodeScalars.dropFirst(start))
        var index = 0
        while index < rest.count {
            if quote == "\"" && rest[index] == "\\" {
                index += 2
                continue
            }
            if Character(rest[index]) == quote {
                if quote == "'" && index + 1 < rest.count && rest[index + 1] == "'" {
                    index += 2
                    continue
                }
                return nil
            }
            index += 1
        }
        return (quote, start)
    }

    /// The nearest earlier key line that belongs to the same mapping: at `mappingColumn` when it
    /// is known, else the nearest key line that is not inside a list item or block text.
    func sibling(before line: Int, mappingColumn: Int?) -> (line: Int, indent: Int)? {
        var candidate = line - 1
        while candidate >= 1 {
            defer { candidate -= 1 }
            if isBlankOrComment(candidate) { continue }
            guard let key = keyColumn(line: candidate) else { continue }
            let isItem = text(candidate).trimmingCharacters(in: .whitespaces).hasPrefix("- ")
            if let mappingColumn {
                if key == mappingColumn { return (candidate, mappingColumn - 1) }
                continue
            }
            if isItem { continue }
            return (candidate, indent(candidate))
        }
        return nil
    }

    /// The key at the margin whose value `line` is part of.
    func owner(of line: Int) -> String? {
        var candidate = line - 1
        while candidate >= 1 {
            if indent(candidate) == 0, let key = keyName(line: candidate) { return key }
            candidate -= 1
        }
        return nil
    }

    /// The key of a line written `key:value`, without the space YAML needs after the colon.
    func keyWithoutSpace(_ line: Int) -> String? {
        var rest = Substring(text(line)).drop { $0 == " " }
        if rest.hasPrefix("- ") { rest = rest.dropFirst(2).drop { $0 == " " } }
        let key = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard !key.isEmpty, key.first?.isLetter == true else { return nil }
        let after = rest.dropFirst(key.count)
        guard after.first == ":", let next = after.dropFirst().first, next != " ", next != "\t", next != ":",
            next != "/"
        else { return nil }
        return String(key)
    }

    /// True for a `- ` list item line.
    func isItem(_ line: Int) -> Bool {
        let trimmed = text(line).drop { $0 == " " }
        return trimmed.hasPrefix("- ") || trimmed == "-"
    }

    /// The nearest `- ` item line above `line`, within the same block of keys.
    func item(before line: Int) -> Int? {
        var candidate = line - 1
        while candidate >= 1 {
            if isItem(candidate) { return candidate }
            if indent(candidate) == 0 && !text(candidate).isEmpty { return nil }
            candidate -= 1
        }
        return nil
    }

    /// The `- ` item lines after `line`, up to the next key at the margin.
    func items(after line: Int) -> [Int] {
        var found: [Int] = []
        var candidate = line + 1
        while candidate <= count {
            let content = text(candidate)
            if indent(candidate) == 0 && !content.isEmpty && !content.hasPrefix("-") && !content.hasPrefix("#") {
                break
            }
            if isItem(candidate) { found.append(candidate) }
            candidate += 1
        }
        return found
    }

    /// The column of the first key of the `- ` item above `line` (`  - text: …` gives 5).
    func itemKeyColumn(before line: Int) -> Int? {
        var candidate = line - 1
        while candidate >= 1 {
            if text(candidate).trimmingCharacters(in: .whitespaces).hasPrefix("- ") {
                return keyColumn(line: candidate)
            }
            candidate -= 1
        }
        return nil
    }
}
