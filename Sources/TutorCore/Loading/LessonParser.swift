import Foundation

/// Parses one lesson file: front matter (libyaml), body (cmark-gfm), sections, code samples,
/// quiz blocks and decision trees. Every problem becomes a diagnostic; parsing goes on after
/// a problem so that one run reports them all.
package struct LessonParser {
    package static let frontMatterKeys = [
        "id", "title", "summary", "order", "concepts", "requires", "minutes", "platforms",
        "target",
    ]

    package private(set) var diagnostics: [Diagnostic] = []
    /// True for a students' copy (`published: true` in `course.yaml`): answer keys are absent by
    /// design, and each question carries the full question's hash.
    package var isPublished = false

    package init() {}

    /// The lesson, or nil when the file is unusable (the reason is in `diagnostics`).
    package mutating func parse(path: String, bytes: [UInt8]) -> Lesson? {
        let source = SourceText(path: path, bytes: bytes)
        diagnostics += source.diagnostics
        guard source.isReadable else { return nil }
        let utf8 = Array(source.text.utf8)
        let fileStart = SourceLocation(file: path, line: 1)
        if utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            diagnostics.append(
                .error("empty-file", "empty lesson file; run 'statetutor new <id>' for a skeleton", at: fileStart))
            return nil
        }
        // Line starts, found on bytes: lessons can be large and this runs for every file.
        var lineStarts = [0]
        for (offset, byte) in utf8.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        func isFenceLine(_ line: Int) -> Bool {
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : utf8.count
            let content = utf8[lineStarts[line]..<end].drop { $0 == 0x20 || $0 == 0x09 }
            var trimmed = content[...]
            while let last = trimmed.last, last == 0x20 || last == 0x09 || last == 0x0D { trimmed = trimmed.dropLast() }
            return trimmed.elementsEqual([0x2D, 0x2D, 0x2D])
        }
        guard isFenceLine(0) else {
            diagnostics.append(
                .error(
                    "missing-front-matter",
                    "a lesson starts with front matter: a '---' line, YAML keys (id, title, …), then '---'",
                    at: fileStart,
                    help: "add the front matter above the first line, or run 'statetutor new <id>' to see one"))
            return nil
        }
        guard let closing = (1..<lineStarts.count).first(where: isFenceLine) else {
            diagnostics.append(Self.unterminatedFrontMatter(lines: source.text, at: fileStart))
            return nil
        }

        // Front matter: lines 2 ..< closing+1 of the file.
        let yamlEnd = max(lineStarts[1], lineStarts[closing] - 1)
        let yaml = String(decoding: utf8[lineStarts[1]..<yamlEnd], as: UTF8.self)
        let origin = YAMLFieldReader.Origin(file: path, lineOffset: 1, columnOffset: 0, source: yaml)
        guard let header = readFrontMatter(yaml, origin: origin, fileStart: fileStart) else { return nil }

        // Body: the front matter's lines left empty, so that cmark-gfm's line numbers are the file's.
        var body = [UInt8](repeating: 0x0A, count: closing + 1)
        if closing + 1 < lineStarts.count { body += utf8[lineStarts[closing + 1]...] }
        var document = MarkdownParser.parse(bytes: body)
        // A fence that is never closed is reported at its opening line; where a blank line ends
        // its text, a closing fence is put there, so that the blocks after it still load.
        for _ in 0..<20 {
            let checker = FenceChecker(text: Substring(String(decoding: body, as: UTF8.self)), path: path)
            guard let finding = checker.firstUnclosed(in: document) else { break }
            diagnostics.append(finding.diagnostic)
            guard let line = finding.closingLine else { break }
            var lines = checker.lines
            lines[line - 1] = Substring(finding.closingFence)
            body = Array(lines.joined(separator: "\n").utf8)
            document = MarkdownParser.parse(bytes: body)
        }
        for row in MarkdownParser.wideRows(in: body) {
            diagnostics.append(
                .warning(
                    "table-too-wide",
                    "this line has \(row.pipes) '|'; a line with more than \(MarkdownParser.maximumTableCells) is not read as a table row (its '|' show as text); split the table",
                    at: SourceLocation(file: path, line: row.line)))
        }
        var sections: [Section] = []
        var pending: (title: String, items: [SectionItem], location: SourceLocation)?

        func flush() {
            guard let current = pending else { return }
            sections.append(Section(title: current.title, items: current.items, location: current.location))
            pending = nil
        }

        for block in document.children {
            let location = SourceLocation(file: path, line: block.startLine, column: block.startColumn)
            if case .heading(let level) = block.kind, level <= 2 {
                if level == 1 && sections.isEmpty && pending == nil { continue }
                if level == 1 {
                    diagnostics.append(
                        .warning(
                            "heading-level", "a '#' heading inside a lesson starts a new page; use '##' for sections",
                            at: location, help: "write '## ' for a section heading"))
                }
                flush()
                pending = (block.plainText, [], location)
                continue
            }
            if pending == nil { pending = (header.title, [], location) }
            if case .codeBlock(let info, let literal) = block.kind {
                if let item = item(forCodeBlock: block, info: info, literal: literal, path: path) {
                    pending?.items.append(item)
                }
            } else {
                warnAboutNestedBlocks(in: block, path: path)
                pending?.items.append(.prose(block))
            }
        }
        flush()
        if sections.isEmpty {
            diagnostics.append(
                .error(
                    "no-sections", "lesson '\(header.id)' has no content after its front matter", at: fileStart,
                    help: "write the lesson below the closing '---': a '## Section' heading, text and questions"))
        }
        if let target = header.target {
            for index in sections.indices {
                for item in sections[index].items.indices {
                    guard case .question(var question) = sections[index].items[item] else { continue }
                    question.target = target
                    sections[index].items[item] = .question(question)
                }
            }
        }
        return Lesson(
            id: header.id, title: header.title, summary: header.summary, order: header.order, concepts: header.concepts,
            requires: header.requires, minutes: header.minutes, platforms: header.platforms, target: header.target,
            sections: sections, location: fileStart, keyLocations: header.keyLocations)
    }

    /// Front matter without its closing `---`: a file that is only the opening line, a closing
    /// line that is almost `---` (`----`, `- - -`, `...`), or keys that run into the lesson.
    private static func unterminatedFrontMatter(lines text: String, at fileStart: SourceLocation) -> Diagnostic {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        let rest = lines.dropFirst()
        if rest.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            return .error(
                "unterminated-front-matter", "the file holds only the opening '---' of a lesson's front matter",
                at: fileStart,
                help:
                    "write the keys (id, title, summary, minutes) and a closing '---' line, or run 'statetutor new <id>' for a skeleton"
            )
        }
        // The keys end where a line stops looking like YAML (a heading after a blank line, prose);
        // a line there that is almost '---' was meant to close them.
        var lastKey = 1
        var previousBlank = false
        for (index, line) in rest.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                previousBlank = true
                continue
            }
            let isDashes = trimmed.count >= 2 && trimmed.allSatisfy { $0 == "-" || $0 == " " }
            if isDashes || trimmed == "..." || trimmed.allSatisfy({ $0 == "—" || $0 == "–" }) {
                return .error(
                    "unterminated-front-matter",
                    "front matter is never closed: this line looks like its end, but the closing line must be exactly '---'",
                    at: SourceLocation(file: fileStart.file, line: index + 2), help: "write '---' on this line",
                    notes: [DiagnosticNote("the front matter opens here", at: fileStart)])
            }
            let isKey =
                line.first.map { $0 == " " || $0 == "-" } ?? false
                || line.contains(":")
                    && line.prefix { $0 != ":" }.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            let isComment = line.hasPrefix("#") && !previousBlank
            guard isKey || isComment else { break }
            lastKey = index + 2
            previousBlank = false
        }
        return .error(
            "unterminated-front-matter", "front matter is never closed", at: fileStart,
            help: "add a '---' line after line \(lastKey), its last key")
    }

    private struct Header {
        var id: String
        var title: String
        var summary: String
        var order: Int?
        var concepts: [String]
        var requires: [String]
        var minutes: Int
        var platforms: String?
        var target: DeploymentTarget?
        var keyLocations: [String: SourceLocation]
    }

    private mutating func readFrontMatter(_ yaml: String, origin: YAMLFieldReader.Origin, fileStart: SourceLocation)
        -> Header?
    {
        let node: YAMLNode
        switch YAMLParser.parseNoting(yaml) {
        case .success(let parsed):
            node = parsed.node
            diagnostics += YAMLSyntaxExplainer.diagnostics(for: parsed.remarks, source: yaml, origin: origin)
        case .failure(let error):
            diagnostics.append(
                YAMLSyntaxExplainer.diagnostic(for: error, source: yaml, place: "front matter", origin: origin))
            return nil
        }
        diagnostics += YAMLFieldReader.escapedControlWarnings(in: node, source: yaml, origin: origin)
        if node.isNull {
            diagnostics.append(
                .error("missing-key", "front matter is empty; it needs at least 'id' and 'title'", at: fileStart))
            return nil
        }
        var fields = YAMLFieldReader(node, context: "front matter", origin: origin, allowed: Self.frontMatterKeys)
        defer { diagnostics += fields.diagnostics }
        guard fields.isMapping else { return nil }
        fields.require(["id", "title", "summary", "minutes"], at: fileStart)
        let id = fields.string("id")
        if let id, !Identifier.isValid(id) {
            fields.diagnostics.append(
                .error(
                    "invalid-id", "invalid lesson id '\(id)'; \(Identifier.rule)",
                    at: fields.location(of: "id", fallback: fileStart), help: YAMLFieldReader.idHelp(id)))
        }
        let title = fields.string("title")
        let summary = fields.string("summary")
        let order = fields.int("order", range: 0...100_000)
        let concepts = fields.strings("concepts", allowSingle: true) ?? []
        let requires = fields.strings("requires", allowSingle: true) ?? []
        let minutes = fields.int("minutes", range: 1...600)
        let platforms = fields.string("platforms")
        var target: DeploymentTarget?
        if let text = fields.string("target") {
            target = DeploymentTarget(text)
            if target == nil {
                fields.diagnostics.append(
                    .error(
                        "invalid-target",
                        "invalid target '\(text)'; write a platform and a version, such as 'iOS 16' or 'macOS 14.0'",
                        at: fields.location(of: "target", fallback: fileStart)))
            }
        }
        for concept in concepts where !Identifier.isValid(concept) {
            fields.diagnostics.append(
                .error(
                    "invalid-id", "invalid concept id '\(concept)'; \(Identifier.rule)",
                    at: fields.location(of: "concepts", fallback: fileStart), help: YAMLFieldReader.idHelp(concept)))
        }
        guard let id, let title else { return nil }
        return Header(
            id: id, title: title, summary: summary ?? "", order: order, concepts: concepts, requires: requires,
            minutes: minutes ?? 10, platforms: platforms, target: target, keyLocations: fields.keyLocations)
    }

    /// What a fenced block is: a question, a tree, a checked Swift sample, or prose. A quiz or
    /// tree block that cannot be read is left out (its diagnostics say why).
    private mutating func item(forCodeBlock block: MarkdownNode, info: String, literal: String, path: String)
        -> SectionItem?
    {
        let fence = SourceLocation(file: path, line: block.startLine, column: block.startColumn)
        let words = info.split(separator: " ", maxSplits: 1).map(String.init)
        let language = words.first?.lowercased() ?? ""
        // The body starts on the line after the opening fence, at the fence's indentation.
        let origin = YAMLFieldReader.Origin(
            file: path, lineOffset: block.startLine, columnOffset: block.startColumn - 1, source: literal)
        switch language {
        case "quiz":
            var reader = QuizBlockReader()
            reader.isPublished = isPublished
            defer { diagnostics += reader.diagnostics }
            return reader.read(literal, origin: origin).map(SectionItem.question)
        case "mermaid":
            guard MermaidTreeReader.treeID(in: literal) != nil else { return .prose(block) }
            var reader = MermaidTreeReader()
            defer { diagnostics += reader.diagnostics }
            return reader.read(literal, file: path, firstLine: block.startLine + 1, column: block.startColumn)
                .map(SectionItem.tree)
        case "swift":
            let attributes = words.count > 1 ? words[1] : ""
            guard let expectation = codeExpectation(attributes, at: fence) else { return .prose(block) }
            var sample = CodeSample(code: literal, expectation: expectation, location: fence)
            if case .runs = expectation { sample.note = Self.runAttributes(attributes)?.note }
            return .sample(sample, block: block)
        default:
            // ```quizz, ```Quiz: or ```swfit would silently become prose (and the question vanish).
            if !language.isEmpty, !Self.knownLanguages.contains(language),
                let meant = Suggestion.closest(to: language, in: ["quiz", "mermaid", "swift"])
            {
                diagnostics.append(
                    .warning(
                        "unknown-fence",
                        "a fenced block marked '\(words.first ?? language)' is shown as code; did you mean '\(meant)'?",
                        at: fence, help: "write the fence as ```\(meant)"))
            }
            return .prose(block)
        }
    }

    /// Languages a fence may name without a warning: those the tutor reads and common others.
    private static let knownLanguages: Set<String> = [
        "quiz", "mermaid", "swift", "text", "sh", "shell", "bash", "console", "yaml", "json", "markdown", "md",
        "diff", "plaintext", "objc", "c",
    ]

    /// The attributes of `run [view=TypeName] [note="…"]`, in either order; nil when something
    /// else is written there (or `view=` names no type, or a note is empty or not closed).
    static func runAttributes(_ info: String) -> (view: String?, note: String?)? {
        var rest = Substring(info.trimmingCharacters(in: .whitespaces).dropFirst(3))
        var view: String?
        var note: String?
        while true {
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { return (view, note) }
            if rest.hasPrefix("view="), view == nil {
                let name = rest.dropFirst(5).prefix { $0 != " " }
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                    return nil
                }
                view = String(name)
                rest = rest.dropFirst(5 + name.count)
            } else if rest.hasPrefix("note=\""), note == nil {
                let text = rest.dropFirst(6)
                guard let end = text.firstIndex(of: "\""), end > text.startIndex else { return nil }
                note = String(text[..<end])
                rest = text[text.index(after: end)...]
            } else {
                return nil
            }
        }
    }

    /// Reads the rest of a ` ```swift ` info string: nothing, `fails="…"`, `norun <reason>`, `skip <reason>`.
    private mutating func codeExpectation(_ attributes: String, at fence: SourceLocation) -> CodeSample.Expectation? {
        let trimmed = attributes.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .compiles }
        if trimmed == "run" || trimmed.hasPrefix("run ") {
            guard let attributes = Self.runAttributes(trimmed) else {
                let rest = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                diagnostics.append(
                    .error(
                        "invalid-fence",
                        "write the view to start from as swift run view=TypeName, and a note on its crash as "
                            + "note=\"…\" (not '\(rest)')",
                        at: fence))
                return nil
            }
            return .runs(view: attributes.view)
        }
        for word in ["norun", "skip"] where trimmed == word || trimmed.hasPrefix(word + " ") {
            let reason = trimmed.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            if reason.isEmpty {
                diagnostics.append(
                    .warning(
                        "skip-without-reason", "'swift \(word)' should say why the code is not checked", at: fence,
                        help: "write the reason after it: ```swift \(word) <why it is not checked>"))
            }
            return .skipped(reason: reason)
        }
        if trimmed.hasPrefix("fails=") {
            let value = trimmed.dropFirst("fails=".count)
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else {
                diagnostics.append(
                    .error(
                        "invalid-fence", "write the expected message in double quotes: swift fails=\"message\"",
                        at: fence))
                return nil
            }
            let message = String(value.dropFirst().dropLast())
            if message.isEmpty {
                diagnostics.append(
                    .error("invalid-fence", "fails=\"\" needs the compiler message the code must produce", at: fence))
                return nil
            }
            return .fails(message: message)
        }
        diagnostics.append(
            .error(
                "invalid-fence",
                "unknown attribute '\(trimmed)' after 'swift'; expected run, fails=\"…\", norun <reason> or skip <reason>",
                at: fence))
        return nil
    }

    /// Quiz and tree blocks are read only at the top level of a lesson: one inside a list item
    /// or a quote would silently not be a question (or a tree), so it is an error.
    private mutating func warnAboutNestedBlocks(in block: MarkdownNode, path: String, container: String? = nil) {
        let here: String? = {
            switch block.kind {
            case .item: return "a list item"
            case .blockQuote: return "a quote"
            case .tableCell: return "a table"
            default: return container
            }
        }()
        for child in block.children {
            if case .codeBlock(let info, let literal) = child.kind {
                let language = info.split(separator: " ").first?.lowercased()
                if language == "quiz" || (language == "mermaid" && MermaidTreeReader.treeID(in: literal) != nil) {
                    let what = language == "quiz" ? "question" : "decision tree"
                    diagnostics.append(
                        .error(
                            "nested-block",
                            "this \(language ?? "") block is inside \(here ?? "another block"), so it is not read as a \(what)",
                            at: SourceLocation(file: path, line: child.startLine, column: child.startColumn),
                            help:
                                "move the block out of \(here ?? "the block"), to the start of the line (no '-', '>' or indentation before its fences)"
                        ))
                }
            }
            warnAboutNestedBlocks(in: child, path: path, container: here)
        }
    }
}
