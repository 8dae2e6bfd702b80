import TutorCore

/// Renders Markdown and decision trees for the terminal: wrapped to a width, with colours, box
/// drawing and hyperlinks as ``RenderOptions`` allow.
///
/// Text that comes from the document goes through ``ControlCharacters/escape(_:)`` before it is
/// measured, so widths count what will be shown; the only escape sequences in the output are the
/// renderer's own SGR and OSC 8 sequences, as ``TerminalEscape`` tokens that a sink turns into
/// ESC. Without colour there are none at all; in plain mode the structure (bullets, rules,
/// borders) is ASCII.
package struct TerminalRenderer: Sendable {
    package var options: RenderOptions

    /// Nested blocks never get narrower than this (or than the whole width, if that is smaller);
    /// deeper nesting runs past the right edge instead.
    private static let narrowestBlock = 20

    package init(options: RenderOptions) {
        self.options = options
    }

    /// Renders blocks separated by one blank line. The result has no trailing newline.
    package func render(_ blocks: [MarkdownNode]) -> String {
        lines(for: blocks, width: options.width, depth: 0, isTight: false).joined(separator: "\n")
    }

    /// Renders one node: a document, any block, or inline content as a paragraph.
    package func render(_ node: MarkdownNode) -> String {
        lines(for: node, width: options.width, depth: 0).joined(separator: "\n")
    }

    /// Draws a decision tree as an indented tree, each edge labelled with its answer:
    ///
    ///     Does this view change the value?
    ///     ├─ no → let property
    ///     └─ yes → Does this view own it?
    ///        ├─ yes → @State
    ///        └─ no → @Binding
    package func render(_ tree: DecisionTree) -> String {
        guard let root = tree.root else { return "" }
        var lines = WordWrapper(width: options.textWidth).wrap(nodeText(root))
        var visited: Set<String> = [root.id]
        drawChildren(of: root, in: tree, prefix: "", depth: 1, lines: &lines, visited: &visited)
        return lines.joined(separator: "\n")
    }

    // MARK: - Blocks

    private var usesUnicode: Bool { !options.plain }

    /// In plain mode, the document's own arrows, dashes and ellipses as ASCII, before the text is
    /// measured (so `…` becoming `...` cannot push a line past the width).
    private func ascii(_ text: String) -> String {
        options.plain ? ShellStyle.asciiSymbols(text) : text
    }

    private func lines(for blocks: [MarkdownNode], width: Int, depth: Int, isTight: Bool) -> [String] {
        var result: [String] = []
        for block in blocks {
            let blockLines = lines(for: block, width: width, depth: depth)
            guard !blockLines.isEmpty else { continue }
            if !result.isEmpty && !isTight { result.append("") }
            result += blockLines
        }
        return result
    }

    private func lines(for node: MarkdownNode, width: Int, depth: Int) -> [String] {
        switch node.kind {
        case .document, .item:
            return lines(for: node.children, width: width, depth: depth, isTight: false)
        case .paragraph:
            return WordWrapper(width: proseWidth(width)).wrap(inline(node.children))
        case .heading(let level):
            return heading(node, level: level, width: proseWidth(width))
        case .codeBlock(let info, let literal):
            return codeBlock(literal, info: info, width: width)
        case .htmlBlock(let html):
            return htmlBlock(html, width: proseWidth(width))
        case .thematicBreak:
            return [paint(String(repeating: usesUnicode ? "─" : "-", count: max(1, proseWidth(width))), [.dim])]
        case .blockQuote:
            return blockQuote(node, width: width, depth: depth)
        case .list(let isOrdered, let start, let isTight):
            return list(node, isOrdered: isOrdered, start: start, isTight: isTight, width: width, depth: depth)
        case .table(let alignments):
            return table(node, alignments: alignments, width: width)
        case .other:
            if node.children.contains(where: { Self.isBlock($0.kind) }) {
                return lines(for: node.children, width: width, depth: depth, isTight: false)
            }
            return WordWrapper(width: proseWidth(width)).wrap(inline(node.children))
        case .tableRow, .tableCell:
            return WordWrapper(width: proseWidth(width)).wrap(inline(node.children))
        default:
            return WordWrapper(width: proseWidth(width)).wrap(inline([node]))
        }
    }

    /// The width prose is wrapped to in a block `width` wide: at most
    /// ``RenderOptions/comfortableTextWidth`` columns from the left edge of the page (code blocks and
    /// tables use the whole width).
    private func proseWidth(_ width: Int) -> Int {
        let indent = max(0, options.width - width)
        return min(width, max(RenderOptions.comfortableTextWidth - indent, min(Self.narrowestBlock, width)))
    }

    private func heading(_ node: MarkdownNode, level: Int, width: Int) -> [String] {
        let styles: [Painter.Style]
        switch level {
        case 1: styles = [.boldMagenta]
        case 2: styles = [.boldCyan]
        default: styles = [.bold]
        }
        var text = inline(node.children, styles: styles)
        if level >= 3 && !options.usesColor {
            text = String(repeating: "#", count: min(level, 6)) + " " + text
        }
        var result = WordWrapper(width: width).wrap(text)
        if level <= 2 {
            let longest = result.map(TextWidth.columns).max() ?? 0
            let rule: String
            if level == 1 {
                rule = usesUnicode ? "═" : "="
            } else {
                rule = usesUnicode ? "─" : "-"
            }
            let ruleStyle: Painter.Style = level == 1 ? .magenta : .cyan
            result.append(paint(String(repeating: rule, count: max(1, min(width, longest))), [ruleStyle]))
        }
        return result
    }

    /// Code is indented by two columns; a line wider than the room goes on over continuation lines
    /// marked `↪` (``CodeWrapper``), so no code is ever hidden.
    private func codeBlock(_ literal: String, info: String, width: Int) -> [String] {
        var code = ascii(ControlCharacters.escape(literal.replacingOccurrences(of: "\t", with: "    ")))
        while code.hasSuffix("\n") { code.removeLast() }
        guard !code.isEmpty else { return [] }
        let isSwift = info.lowercased().hasPrefix("swift")
        if isSwift {
            code = SwiftHighlighter(color: options.usesColor).highlight(code)
        }
        let wrapper = CodeWrapper(
            width: width, firstPrefix: "  ", continuationPrefix: "  ",
            marker: CodeWrapper.marker(plain: options.plain, color: options.usesColor))
        return code.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            line.isEmpty ? [""] : wrapper.wrap(String(line))
        }
    }

    private func htmlBlock(_ html: String, width: Int) -> [String] {
        var text = ascii(ControlCharacters.escape(html))
        while text.hasSuffix("\n") { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            WordWrapper(width: width).wrap(paint(String(line), [.dim]))
        }
    }

    private func blockQuote(_ node: MarkdownNode, width: Int, depth: Int) -> [String] {
        let bar = paint(usesUnicode ? "│" : ">", [.dim])
        let inner = lines(for: node.children, width: narrower(width, by: 2), depth: depth, isTight: false)
        return (inner.isEmpty ? [""] : inner).map { $0.isEmpty ? bar : bar + " " + $0 }
    }

    private func list(
        _ node: MarkdownNode, isOrdered: Bool, start: Int, isTight: Bool, width: Int, depth: Int
    ) -> [String] {
        let lastNumber = start + max(0, node.children.count - 1)
        let numberWidth = max(String(start).count, String(lastNumber).count)
        var result: [String] = []
        for (index, item) in node.children.enumerated() {
            var marker: String
            if isOrdered {
                marker = TextWidth.pad("\(start + index).", to: numberWidth + 1, alignment: .right) + " "
            } else {
                marker = bullet(depth: depth) + " "
            }
            if case .item(let isChecked?) = item.kind {
                let box = checkbox(isChecked)
                marker = isOrdered || options.plain ? marker + box + " " : box + " "
            }
            let indent = TextWidth.columns(marker)
            let body = lines(for: item.children, width: narrower(width, by: indent), depth: depth + 1, isTight: isTight)
            if !result.isEmpty && !isTight { result.append("") }
            let hanging = String(repeating: " ", count: indent)
            let trimmedMarker = String(marker.reversed().drop { $0 == " " }.reversed())
            if body.isEmpty {
                result.append(trimmedMarker)
                continue
            }
            for (lineIndex, line) in body.enumerated() {
                if lineIndex == 0 {
                    result.append(line.isEmpty ? trimmedMarker : marker + line)
                } else {
                    result.append(line.isEmpty ? "" : hanging + line)
                }
            }
        }
        return result
    }

    private func bullet(depth: Int) -> String {
        if options.plain { return depth % 2 == 0 ? "-" : "*" }
        return ["•", "◦", "▪"][depth % 3]
    }

    private func checkbox(_ isChecked: Bool) -> String {
        if options.plain { return isChecked ? "[x]" : "[ ]" }
        return isChecked ? paint("☑", [.green]) : "☐"
    }

    private func table(_ node: MarkdownNode, alignments: [MarkdownNode.Alignment], width: Int) -> [String] {
        var header: [String] = []
        var rows: [[String]] = []
        for row in node.children {
            let cells = row.children.map { inline($0.children) }
            if case .tableRow(isHeader: true) = row.kind, header.isEmpty {
                header = cells
            } else {
                rows.append(cells)
            }
        }
        var tableOptions = options
        tableOptions.width = width
        return TableLayout(header: header, rows: rows, alignments: alignments, options: tableOptions).lines()
    }

    private func narrower(_ width: Int, by indent: Int) -> Int {
        max(width - indent, min(Self.narrowestBlock, options.width))
    }

    private static func isBlock(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading, .thematicBreak,
            .table, .tableRow, .tableCell:
            return true
        default:
            return false
        }
    }

    // MARK: - Inline content

    /// Inline nodes as one line of styled text (hard breaks as `\n`), ready for ``WordWrapper``.
    private func inline(_ nodes: [MarkdownNode], styles: [Painter.Style] = []) -> String {
        var text = StyledText(color: options.usesColor)
        for node in nodes {
            append(node, styles: styles, to: &text)
        }
        return text.finished()
    }

    private func append(_ node: MarkdownNode, styles: [Painter.Style], to text: inout StyledText) {
        switch node.kind {
        case .text(let string):
            text.append(ascii(ControlCharacters.escape(string)), styles)
        case .code(let code):
            // A code span's words stay on one line when the span fits on one (no-break spaces).
            let span = ascii(ControlCharacters.escape(code)).replacingOccurrences(
                of: " ", with: String(WordWrapper.noBreakSpace))
            if options.usesColor {
                text.append(span, styles + [.cyan])
            } else {
                text.append("`" + span + "`", styles)
            }
        case .softBreak:
            text.append(" ", styles)
        case .lineBreak:
            text.append("\n", styles)
        case .emphasis:
            appendChildren(of: node, styles: styles + [.italic], to: &text)
        case .strong:
            appendChildren(of: node, styles: styles + [.bold], to: &text)
        case .strikethrough:
            if options.usesColor {
                appendChildren(of: node, styles: styles + [.strikethrough], to: &text)
            } else {
                text.append("~~", styles)
                appendChildren(of: node, styles: styles, to: &text)
                text.append("~~", styles)
            }
        case .link(let url, _):
            appendLink(node, url: url, styles: styles, to: &text)
        case .image(let url, _):
            text.append("[image: ", styles)
            appendChildren(of: node, styles: styles, to: &text)
            text.append("]", styles)
            if !url.isEmpty {
                text.append(" (", styles)
                text.append(ControlCharacters.escape(url), styles + [.dim])
                text.append(")", styles)
            }
        case .htmlInline(let html):
            text.append(ControlCharacters.escape(html), styles)
        default:
            appendChildren(of: node, styles: styles, to: &text)
        }
    }

    private func appendChildren(of node: MarkdownNode, styles: [Painter.Style], to text: inout StyledText) {
        for child in node.children {
            append(child, styles: styles, to: &text)
        }
    }

    /// A link is an OSC 8 hyperlink around its text, or its text followed by the URL in parentheses
    /// (the URL alone when the text is the URL, as in autolinks).
    private func appendLink(_ node: MarkdownNode, url: String, styles: [Painter.Style], to text: inout StyledText) {
        let linkStyles = styles + [.underline, .blue]
        let shown = node.plainText
        let isAutolink = shown == url || "mailto:" + shown == url
        if options.usesHyperlinks && !url.isEmpty {
            text.appendEscape(TerminalEscape.hyperlink(to: Self.hyperlinkTarget(url)))
            appendChildren(of: node, styles: linkStyles, to: &text)
            text.appendEscape(TextWidth.EscapeState.hyperlinkEnd)
            return
        }
        if url.isEmpty || isAutolink {
            appendChildren(of: node, styles: url.isEmpty ? styles : linkStyles, to: &text)
            return
        }
        appendChildren(of: node, styles: linkStyles, to: &text)
        text.append(" (", styles)
        text.append(ControlCharacters.escape(url), styles + [.dim])
        text.append(")", styles)
    }

    /// The URL as OSC 8 accepts it: printable ASCII only, everything else percent-encoded, so no
    /// byte of a lesson's URL can end the sequence early or reach the terminal as a control.
    static func hyperlinkTarget(_ url: String) -> String {
        var result = ""
        for byte in url.utf8 {
            if (0x21...0x7E).contains(byte) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// Styles a piece of the renderer's own text; blanks stay unstyled.
    private func paint(_ text: String, _ styles: [Painter.Style]) -> String {
        guard text.contains(where: { $0 != " " }) else { return text }
        var styled = StyledText(color: options.usesColor)
        styled.append(text, styles)
        return styled.finished()
    }

    // MARK: - Decision trees

    private func nodeText(_ node: DecisionTree.Node) -> String {
        inlineMarkdown(node.text, styles: node.shape == .leaf ? [.boldGreen] : [.cyan])
    }

    /// A one-line label (a tree's node or edge) with its inline Markdown rendered: code spans,
    /// emphasis, strong. Text that is not a single paragraph is shown as it is.
    package func inlineMarkdown(_ text: String, styles: [Painter.Style] = []) -> String {
        let document = MarkdownParser.parseSwiftText(text)
        guard document.children.count == 1, let paragraph = document.children.first,
            case .paragraph = paragraph.kind
        else { return paint(ascii(ControlCharacters.escape(text)), styles) }
        return inline(paragraph.children, styles: styles)
    }

    /// Levels of a tree drawn below its root; deeper answers are summed up in one line, so that a
    /// tree thousands deep neither exhausts the stack nor draws lines thousands of columns wide.
    static let maximumTreeDepth = 24

    /// Draws the edges below `node`; `prefix` is the unstyled tree drawing to the left of them.
    private func drawChildren(
        of node: DecisionTree.Node, in tree: DecisionTree, prefix: String, depth: Int, lines: inout [String],
        visited: inout Set<String>
    ) {
        guard depth <= Self.maximumTreeDepth else {
            let more = usesUnicode ? "└─ …" : "`-- ..."
            lines.append(paint(prefix + more, [.dim]) + paint(" deeper answers are not drawn", [.dim]))
            return
        }
        let edges = tree.edges(from: node.id)
        for (index, edge) in edges.enumerated() {
            guard let child = tree.node(edge.to) else { continue }
            let isLast = index == edges.count - 1
            let branch: String
            let continuation: String
            if usesUnicode {
                branch = isLast ? "└─ " : "├─ "
                continuation = isLast ? "   " : "│  "
            } else {
                branch = isLast ? "`-- " : "|-- "
                continuation = isLast ? "    " : "|   "
            }
            let arrow = usesUnicode ? " → " : " -> "
            let label = inlineMarkdown(edge.label, styles: [.yellow])
            let isFirstVisit = visited.insert(child.id).inserted
            let hasChildren = isFirstVisit && !tree.edges(from: child.id).isEmpty
            var text = nodeText(child)
            if !isFirstVisit && !tree.edges(from: child.id).isEmpty {
                text += paint(" (see above)", [.dim])
            }
            // Wrapped node text lines up under its first line, with the bar down to its children;
            // when the label leaves too little room for that, label and text wrap as one, under
            // the label.
            let width = options.textWidth
            let bar = hasChildren ? (usesUnicode ? "│" : "|") : " "
            let textColumn = TextWidth.columns(prefix + branch + label + arrow)
            let longestWord = text.split(separator: " ").map { TextWidth.columns(String($0)) }.max() ?? 0
            let keepsColumn = width - textColumn >= max(6, longestWord)
            let hanging = String(
                repeating: " ",
                count: max(
                    0,
                    (keepsColumn ? textColumn : TextWidth.columns(prefix + branch) + 2)
                        - TextWidth.columns(prefix + continuation) - 1))
            let wrapper = WordWrapper(
                width: width,
                firstPrefix: paint(prefix + branch, [.dim]) + (keepsColumn ? label + paint(arrow, [.dim]) : ""),
                continuationPrefix: paint(prefix + continuation + bar, [.dim]) + hanging)
            lines += wrapper.wrap(keepsColumn ? text : label + paint(arrow, [.dim]) + text)
            if hasChildren {
                drawChildren(
                    of: child, in: tree, prefix: prefix + continuation, depth: depth + 1, lines: &lines,
                    visited: &visited)
            }
        }
    }
}

/// Inline text with SGR styles, written so that every change of style resets and sets the full
/// style again: nested styles stay correct, and ``WordWrapper`` can carry a style across lines.
private struct StyledText {
    let color: Bool
    private var text = ""
    /// The SGR sequence in effect, empty when no style is.
    private var current = ""

    init(color: Bool) {
        self.color = color
    }

    mutating func append(_ piece: String, _ styles: [Painter.Style]) {
        guard !piece.isEmpty else { return }
        let sequence = color && !styles.isEmpty ? Self.sequence(for: styles) : ""
        if sequence != current {
            if !current.isEmpty { text += TextWidth.EscapeState.reset }
            text += sequence
            current = sequence
        }
        text += piece
    }

    /// An escape sequence of the renderer's own (an OSC 8 hyperlink), written only with colour on.
    mutating func appendEscape(_ sequence: String) {
        guard color else { return }
        text += sequence
    }

    func finished() -> String {
        current.isEmpty ? text : text + TextWidth.EscapeState.reset
    }

    /// One SGR sequence setting all the styles, each parameter once (`1;36` and `36` give `1;36`).
    private static func sequence(for styles: [Painter.Style]) -> String {
        var parameters: [Substring] = []
        for style in styles {
            for parameter in style.rawValue.split(separator: ";") where !parameters.contains(parameter) {
                parameters.append(parameter)
            }
        }
        return TerminalEscape.sgr(parameters.joined(separator: ";"))
    }
}
