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

    /// A short text (a choice, feedback, an answer): Swift's `\.dismiss` keeps its backslash.
    package func markdown(_ text: String) -> String {
        markdown(MarkdownParser.parseSwiftText(text).children)
    }

    /// `text` as Markdown after a label such as `  b) `: wrapped to the width left beside the
    /// label, the following lines aligned under the text, so no word is broken or pushed past
    /// the edge.
    package func labelled(_ label: String, _ text: String) -> String {
        var narrower = self
        let indent = TextWidth.columns(label)
        narrower.width = max(10, min(width, options.textWidth + indent) - indent)
        let lines = narrower.markdown(text).trimmingTrailingNewlines().split(
            separator: "\n", omittingEmptySubsequences: false)
        let pad = String(repeating: " ", count: indent)
        return lines.enumerated().map { ($0.offset == 0 ? label : pad) + $0.element }.joined(separator: "\n")
    }

    /// The shell's own text after a label, wrapped to the text width with the following lines
    /// aligned under the text (`hanging` overrides the indent). Ends without a newline.
    package func hanging(_ label: String, _ text: String, indent hanging: Int? = nil) -> String {
        let indent = hanging ?? TextWidth.columns(label)
        return WordWrapper(
            width: options.textWidth, firstPrefix: label, continuationPrefix: String(repeating: " ", count: indent)
        ).wrap(ascii(text)).joined(separator: "\n")
    }

    /// In plain mode, the shell's symbols as ASCII before text is measured.
    private func ascii(_ text: String) -> String {
        plain ? Self.asciiSymbols(text) : text
    }

    package func tree(_ tree: DecisionTree) -> String {
        renderer.render(tree)
    }

    /// A code listing (a question's code), highlighted, optionally with line numbers. Lines wider
    /// than the terminal go on over continuation lines marked `↪` (`>` in plain mode), after the
    /// line numbers' gutter.
    package func code(_ source: String, numbered: Bool) -> String {
        let highlighted = SwiftHighlighter(color: color && !plain).highlight(ascii(source))
        var lines = highlighted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let digits = String(lines.count).count
        let gutter = plain ? " | " : " │ "
        let marker = CodeWrapper.marker(plain: plain, color: options.usesColor)
        return lines.enumerated().flatMap { index, line -> [String] in
            let number = numbered ? painter.paint(String(index + 1).leftPadded(to: digits), .dim) + gutter : ""
            let blankNumber = numbered ? String(repeating: " ", count: digits) + gutter : ""
            if !numbered && line.allSatisfy({ $0 == " " }) { return [""] }
            return CodeWrapper(
                width: width, firstPrefix: "    " + number, continuationPrefix: "    " + blankNumber, marker: marker
            ).wrap(line)
        }.joined(separator: "\n") + "\n"
    }

    /// `[#####-----] 50%` (ASCII) or `█████░░░░░ 50%`.
    /// What follows a lesson's bar: ✓ when it is complete and every question is right; a lesson
    /// read to its end with questions still to get right says so, so that ✓ and the percentage
    /// never disagree.
    package func completionMark(isCompleted: Bool, fractionRight: Double) -> String {
        guard isCompleted else { return "" }
        if fractionRight >= 1 { return plain ? " (done)" : " ✓" }
        return " (read to the end)"
    }

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
        guard text.contains(where: { asciiSpellings[$0] != nil }) else { return text }
        return text.map { asciiSpellings[$0] ?? String($0) }.joined()
    }

    private static let asciiSpellings: [Character: String] = [
        "✓": "ok", "✗": "x", "◐": "~", "·": "-", "→": "->", "–": "-", "—": "--", "▸": ">", "…": "...", "█": "#",
        "░": "-",
        "•": "*", "─": "-", "│": "|", "├": "|", "└": "`", "┌": "+", "┐": "+", "┘": "+", "┬": "+", "┴": "+",
        "┼": "+", "┤": "|",
    ]

    /// Word-wraps the shell's own text to the text width.
    package func wrap(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            WordWrapper(width: options.textWidth).wrap(ascii(String(line))).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Text laid out in two columns, as help texts are (`  name   what it does`), wrapped to the
    /// text width: a long line goes on under its second column (after the first gap of two or
    /// more spaces), or under its own indent plus two when the second column starts too far right.
    /// Lines without such a gap wrap under their indent.
    package func columns(_ text: String) -> String {
        ascii(text).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            guard TextWidth.columns(line) > options.textWidth else { return line }
            let indent = line.prefix { $0 == " " }.count
            var hanging = indent
            if let gap = line.dropFirst(indent).range(of: "  ") {
                let start = line[gap.upperBound...].prefix { $0 == " " }.count
                let column = TextWidth.columns(String(line[..<gap.upperBound])) + start
                hanging = column <= options.textWidth / 2 ? column : indent + 2
                if column > options.textWidth / 2 {
                    // The second column moves under the first, indented.
                    let first = String(line[..<gap.lowerBound])
                    let rest = String(line[gap.upperBound...].drop { $0 == " " })
                    return hangingLines(first, indent: indent) + "\n"
                        + hangingLines(String(repeating: " ", count: indent + 4) + rest, indent: indent + 4)
                }
            }
            return hangingLines(line, indent: hanging)
        }.joined(separator: "\n")
    }

    private func hangingLines(_ line: String, indent: Int) -> String {
        let leading = line.prefix { $0 == " " }
        return WordWrapper(
            width: options.textWidth, firstPrefix: String(leading),
            continuationPrefix: String(repeating: " ", count: indent)
        ).wrap(String(line.dropFirst(leading.count))).joined(separator: "\n")
    }

    /// The width of a progress bar that fits after `used` columns of a line (with room for the
    /// percentage and a mark after it): `preferred`, or narrower, never under 5.
    package func barWidth(after used: Int, preferred: Int = 16) -> Int {
        max(5, min(preferred, options.textWidth - used - 8))
    }

    /// The rule under a page's heading: as wide as the text below it.
    package var rule: String {
        String(repeating: plain ? "-" : "─", count: max(0, options.textWidth))
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
