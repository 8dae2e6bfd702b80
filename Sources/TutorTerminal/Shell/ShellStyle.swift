import TutorCore

/// How the shell and the commands draw: the renderer's options (width, colour, ASCII-only,
/// hyperlinks) and what is drawn with them besides Markdown: code listings, bars, rules.
package struct ShellStyle: Sendable {
    package var options: RenderOptions

    package init(width: Int, color: Bool, plain: Bool, hyperlinks: Bool = false) {
        options = RenderOptions(width: width, color: color, plain: plain, hyperlinks: hyperlinks)
    }

    package var width: Int {
        get { options.width }
        set { options.width = newValue }
    }
    package var color: Bool { options.color }
    package var plain: Bool { options.plain }
    package var hyperlinks: Bool { options.hyperlinks }

    package var painter: Painter { Painter(enabled: options.usesColor) }

    package var renderer: TerminalRenderer {
        TerminalRenderer(options: options)
    }

    package func markdown(_ blocks: [MarkdownNode]) -> String {
        renderer.render(blocks)
    }

    package func markdown(_ text: String) -> String {
        markdown(MarkdownParser.parse(text).children)
    }

    /// `text` as Markdown after a label such as `  b) `: wrapped to the width left beside the
    /// label, the following lines aligned under the text, so no word is broken or pushed past
    /// the edge.
    package func labelled(_ label: String, _ text: String) -> String {
        var narrower = self
        let indent = TextWidth.columns(label)
        narrower.width = max(10, width - indent)
        let lines = narrower.markdown(text).trimmingTrailingNewlines().split(
            separator: "\n", omittingEmptySubsequences: false)
        let pad = String(repeating: " ", count: indent)
        return lines.enumerated().map { ($0.offset == 0 ? label : pad) + $0.element }.joined(separator: "\n")
    }

    package func tree(_ tree: DecisionTree) -> String {
        renderer.render(tree)
    }

    /// A code listing (a question's code), highlighted, optionally with line numbers.
    package func code(_ source: String, numbered: Bool) -> String {
        let highlighted = SwiftHighlighter(color: color && !plain).highlight(source)
        var lines = highlighted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let width = String(lines.count).count
        return lines.enumerated().map { index, line in
            let number =
                numbered ? painter.paint(String(index + 1).leftPadded(to: width), .dim) + (plain ? " | " : " │ ") : ""
            let text = "    " + number + line
            return text.allSatisfy { $0 == " " } ? "" : text
        }.joined(separator: "\n") + "\n"
    }

    /// `[#####-----] 50%` (ASCII) or `█████░░░░░ 50%`.
    package func progressBar(_ fraction: Double, width: Int = 20) -> String {
        let filled = Int((min(1, max(0, fraction)) * Double(width)).rounded())
        let bar =
            plain
            ? "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
            : String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return bar + " \(Int((fraction * 100).rounded()))%"
    }

    /// The shell's own symbols spelled in ASCII, for `--plain`.
    package static func asciiSymbols(_ text: String) -> String {
        let table: [Character: String] = [
            "✓": "ok", "✗": "x", "◐": "~", "·": "-", "→": "->", "–": "-", "—": "--", "▸": ">", "…": "...", "█": "#",
            "░": "-",
            "•": "*", "─": "-", "│": "|", "├": "|", "└": "`", "┌": "+", "┐": "+", "┘": "+", "┬": "+", "┴": "+",
            "┼": "+", "┤": "|",
        ]
        guard text.contains(where: { table[$0] != nil }) else { return text }
        return text.map { table[$0] ?? String($0) }.joined()
    }

    /// Word-wraps the shell's own text to the width.
    package func wrap(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            WordWrapper(width: width).wrap(String(line)).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    package var rule: String {
        String(repeating: plain ? "-" : "─", count: max(0, min(width, 72)))
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
