/// Finds fenced blocks that are never closed: a ` ```quiz ` whose closing fence was forgotten
/// swallows the text after it up to the next bare ` ``` ` (the next question's closing fence),
/// so that question, and any heading in between, silently vanish.
///
/// A block is unclosed when a line inside it opens another fence (a fence line with a language
/// can never close a block), or when it runs to the end of the file. The finding says where the
/// block's own text probably ends and, when a blank line follows there, where a closing fence
/// can be put back so that the rest of the lesson still loads.
struct FenceChecker {
    struct Finding {
        var diagnostic: Diagnostic
        /// The 1-based line that `closingFence` can replace without moving any other line: a blank
        /// line where a closing fence belongs, or a fence written where Markdown cannot see it.
        var closingLine: Int?
        /// The fence to put there.
        var closingFence: String
    }

    /// The lines of the parsed text (the lesson, with its front matter blanked).
    let lines: [Substring]
    let path: String

    init(text: Substring, path: String) {
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self.path = path
    }

    /// The first fenced block of `document` that is not closed.
    func firstUnclosed(in document: MarkdownNode) -> Finding? {
        var blocks: [MarkdownNode] = []
        var pending = [document]
        while let node = pending.popLast() {
            if case .codeBlock = node.kind { blocks.append(node) }
            pending += node.children
        }
        let topLevel = Set(document.children.map(\.startLine))
        for node in blocks.sorted(by: { $0.startLine < $1.startLine }) where topLevel.contains(node.startLine) {
            if let finding = indentedFence(node) { return finding }
        }
        for node in blocks.sorted(by: { $0.startLine < $1.startLine }) {
            if let finding = check(node, isTopLevel: topLevel.contains(node.startLine)) { return finding }
        }
        return nil
    }

    /// A ` ```quiz ` (or mermaid, swift) fence indented by a tab or four spaces: Markdown reads it
    /// as indented code, and the block's lines after it as text. The fence is put back at the
    /// margin so that the lesson reads on.
    private func indentedFence(_ node: MarkdownNode) -> Finding? {
        guard case .codeBlock(let info, _) = node.kind, info.isEmpty, node.startLine >= 1, node.startLine <= lines.count
        else { return nil }
        let text = lines[node.startLine - 1]
        let content = text.drop { $0 == " " || $0 == "\t" }
        guard text.first == "\t" || text.prefix(while: { $0 == " " }).count >= 4 else { return nil }
        let marks = content.prefix { $0 == "`" }
        let language = content.dropFirst(marks.count).prefix { $0.isLetter }.lowercased()
        guard marks.count >= 3, ["quiz", "mermaid", "swift"].contains(language) else { return nil }
        let how = text.first == "\t" ? "a tab" : "\(text.count - content.count) spaces"
        return Finding(
            diagnostic: .error(
                "indented-fence",
                "this \(marks)\(language) fence is indented by \(how), so Markdown reads it as indented code, not as a \(language) block",
                at: SourceLocation(file: path, line: node.startLine, column: 1),
                help: "start the fence at the beginning of the line"),
            closingLine: node.startLine, closingFence: String(content))
    }

    /// A fence line: its indentation, character (` or ~), length and what follows.
    private struct Fence {
        var indent: Int
        var character: Character
        var length: Int
        var info: Substring
    }

    private func fence(_ line: Int) -> Fence? {
        guard line >= 1, line <= lines.count else { return nil }
        var text = lines[line - 1]
        if text.hasSuffix("\r") { text = text.dropLast() }
        // Inside a list or a quote the fence follows the container's marks; only plain
        // indentation is read here, which is where a forgotten fence matters.
        let indent = text.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = text.dropFirst(indent)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let length = rest.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).drop { $0 == " " || $0 == "\t" }
        if character == "`" && info.contains("`") { return nil }
        return Fence(indent: indent, character: character, length: length, info: info)
    }

    private func check(_ node: MarkdownNode, isTopLevel: Bool) -> Finding? {
        guard case .codeBlock(let info, _) = node.kind, let open = fence(node.startLine), node.endLine >= node.startLine
        else { return nil }
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        let name =
            String(repeating: open.character, count: open.length)
            + (info.split(separator: " ").first.map(String.init) ?? "")
        // A line inside that opens another block: this one was never closed.
        var swallowed: Int?
        if node.endLine > node.startLine + 1 {
            for line in (node.startLine + 1)..<node.endLine {
                if let inner = fence(line), inner.character == open.character, inner.length >= open.length,
                    !inner.info.trimmingCharacters(in: .whitespaces).isEmpty
                {
                    swallowed = line
                    break
                }
            }
        }
        let last = node.endLine
        let isClosed: Bool = {
            guard let close = fence(last), last > node.startLine else { return false }
            return close.character == open.character && close.length >= open.length
                && close.info.trimmingCharacters(in: .whitespaces).isEmpty
        }()
        let runsToEnd = isTopLevel && !isClosed && swallowed == nil
        let opening = String(repeating: open.character, count: open.length)
        let closing = String(repeating: " ", count: open.indent) + opening
        let at = SourceLocation(file: path, line: node.startLine, column: open.indent + 1)

        // Closed by a fence with fewer backticks than it opened with: that line does not close it.
        if runsToEnd,
            let short = ((node.startLine + 1)...max(node.startLine + 1, last)).first(where: { line in
                guard let inner = fence(line) else { return false }
                return inner.character == open.character && inner.length < open.length
                    && inner.info.trimmingCharacters(in: .whitespaces).isEmpty
            }), short <= lines.count
        {
            return Finding(
                diagnostic: .error(
                    "unclosed-fence",
                    "this \(name) block opens with \(open.length) \(open.character == "`" ? "backticks" : "tildes"), so the shorter fence on line \(short) does not close it",
                    at: at, help: "write the closing fence on line \(short) as \(opening)",
                    notes: [
                        DiagnosticNote(
                            "this fence is read as part of the block",
                            at: SourceLocation(file: path, line: short, column: (fence(short)?.indent ?? 0) + 1))
                    ]),
                closingLine: short, closingFence: closing)
        }
        // A quiz closed by the opening fence of a later code block: its YAML runs into Markdown.
        if swallowed == nil, !runsToEnd, language == "quiz", case .codeBlock(_, let literal) = node.kind,
            let end = contentEnd(language: language, from: node.startLine + 1, before: last), end + 1 < last,
            let prose = ((end + 1)..<last).first(where: { !lines[$0 - 1].trimmingCharacters(in: .whitespaces).isEmpty }
            ),
            isProse(prose), case .failure = YAMLParser.parse(literal)
        {
            return Finding(
                diagnostic: .error(
                    "unclosed-fence",
                    "this \(name) block is not closed where its YAML ends, so the Markdown on line \(prose) is read as part of it",
                    at: at, help: "add a line with \(opening) after line \(end), where the block ends",
                    notes: [
                        DiagnosticNote(
                            "the fence that closes the block instead", at: SourceLocation(file: path, line: last))
                    ]),
                closingLine: end + 1 < prose && lines[end].trimmingCharacters(in: .whitespaces).isEmpty ? end + 1 : nil,
                closingFence: closing)
        }
        guard swallowed != nil || runsToEnd else { return nil }

        let stop = swallowed ?? (lines.count + 1)
        let end = contentEnd(language: language, from: node.startLine + 1, before: stop)
        var notes: [DiagnosticNote] = []
        let message: String
        if let swallowed {
            message =
                "this \(name) block is never closed, so it runs on to line \(swallowed), where another block starts"
            notes.append(
                DiagnosticNote(
                    "this fence is read as part of the \(name) block above",
                    at: SourceLocation(file: path, line: swallowed, column: (fence(swallowed)?.indent ?? 0) + 1)))
        } else {
            message = "this \(name) block is never closed: it runs to the end of the file"
        }
        let help =
            end.map { "add a line with \(opening) after line \($0), where the block ends" }
            ?? "add a line with \(opening) where the block ends"
        var closingLine: Int?
        if let end, end + 1 < stop, lines.indices.contains(end),
            lines[end].trimmingCharacters(in: .whitespaces).isEmpty
        {
            closingLine = end + 1
        }
        return Finding(
            diagnostic: .error("unclosed-fence", message, at: at, help: help, notes: notes),
            closingLine: closingLine, closingFence: closing)
    }

    /// The last line of the block's own text, before `stop`: for a quiz, the last line that reads
    /// as YAML; for a tree, the last line that reads as Mermaid; otherwise the last line before
    /// a heading. Nil when no such line is found.
    private func contentEnd(language: String, from first: Int, before stop: Int) -> Int? {
        var end: Int?
        var line = first
        var previousBlank = false
        while line < stop, line <= lines.count {
            let text = lines[line - 1]
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                previousBlank = true
                line += 1
                continue
            }
            let isHeading = text.first == "#" && text.drop { $0 == "#" }.first == " "
            let belongs: Bool
            switch language {
            case "quiz":
                belongs =
                    text.first == " " || text.first == "\t" || Self.looksLikeYAML(text) && !(previousBlank && isHeading)
            case "mermaid": belongs = text.first == " " || text.first == "\t" || Self.looksLikeMermaid(trimmed)
            default: belongs = !(isHeading && previousBlank)
            }
            guard belongs else { break }
            end = line
            previousBlank = false
            line += 1
        }
        return end
    }

    /// A line of Markdown after a blank line: it starts at the margin and does not read as YAML.
    private func isProse(_ line: Int) -> Bool {
        guard line >= 2, line <= lines.count, lines[line - 2].trimmingCharacters(in: .whitespaces).isEmpty,
            let first = lines[line - 1].first, first != " ", first != "\t"
        else { return false }
        let text = lines[line - 1]
        return text.first == "#" ? text.drop { $0 == "#" }.first == " " : !Self.looksLikeYAML(text)
    }

    private static func looksLikeYAML(_ text: Substring) -> Bool {
        if text.hasPrefix("- ") || text == "-" || text.hasPrefix("#") { return true }
        guard let colon = text.firstIndex(of: ":") else { return false }
        return text[..<colon].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    private static func looksLikeMermaid(_ text: String) -> Bool {
        if text.hasPrefix("%%") || text.hasPrefix("graph") || text.hasPrefix("flowchart") { return true }
        let id = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !id.isEmpty else { return false }
        let after = text.dropFirst(id.count).drop { $0 == " " }
        guard let next = after.first else { return true }
        return "-[{(;".contains(next)
    }
}
