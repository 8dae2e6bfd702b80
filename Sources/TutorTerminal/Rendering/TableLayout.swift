import TutorCore

/// Lays out a GitHub-flavoured Markdown table in a given width.
///
/// Columns take the display width of their widest cell. When the table is too wide, the part of
/// each column above a small floor shrinks in proportion to its size; cells are then word-wrapped
/// over several lines, or cut with an ellipsis in columns narrower than four. Borders are box
/// drawing characters, or `+`, `-` and `|` in plain mode:
///
///     ┌──────┬───────┐
///     │ Code │ Error │
///     ├──────┼───────┤
///     │ a    │ b     │
///     └──────┴───────┘
package struct TableLayout: Sendable {
    /// The header cells, as styled text (escape sequences allowed).
    package var header: [String]
    /// The body rows; rows with fewer cells than the header are padded with empty cells.
    package var rows: [[String]]
    /// One alignment per column; missing entries mean left.
    package var alignments: [MarkdownNode.Alignment]
    /// `width` is the room for the whole table, borders included.
    package var options: RenderOptions

    /// Columns narrower than this cut their cells instead of wrapping them.
    static let narrowestWrappedColumn = 4

    package init(header: [String], rows: [[String]], alignments: [MarkdownNode.Alignment], options: RenderOptions) {
        self.header = header
        self.rows = rows
        self.alignments = alignments
        self.options = options
    }

    /// The number of columns: the widest of the header and the rows.
    package var columnCount: Int {
        max(header.count, rows.map(\.count).max() ?? 0)
    }

    /// The width of each column's content, without padding or borders.
    package func columnWidths() -> [Int] {
        let count = columnCount
        guard count > 0 else { return [] }
        var natural = Array(repeating: 1, count: count)
        var longestWords = Array(repeating: 1, count: count)
        for row in [header] + rows {
            for (column, cell) in row.enumerated() {
                natural[column] = max(natural[column], TextWidth.columns(cell))
                longestWords[column] = max(longestWords[column], Self.longestWord(in: cell))
            }
        }
        let available = options.width - (3 * count + 1)
        return Self.fit(natural, keepingWords: longestWords, into: available)
    }

    /// Whether the grid fits the width without breaking a word inside a cell.
    package var fitsAsGrid: Bool {
        let count = columnCount
        var longestWords = Array(repeating: 1, count: count)
        for row in [header] + rows {
            for (column, cell) in row.enumerated() {
                longestWords[column] = max(longestWords[column], Self.longestWord(in: cell))
            }
        }
        return longestWords.reduce(0, +) <= options.width - (3 * count + 1)
    }

    /// The table as lines of text, without line terminators. A table too wide for its words is
    /// drawn as one record per row instead (see ``records()``), so that no word is broken.
    package func lines() -> [String] {
        guard fitsAsGrid else { return records() }
        let widths = columnWidths()
        guard !widths.isEmpty else { return [] }
        let border = Border(plain: options.plain)
        var lines = [border.rule(widths, left: border.topLeft, middle: border.topMiddle, right: border.topRight)]
        lines += layOut(row: header, widths: widths, isHeader: true, border: border)
        let separator = border.rule(widths, left: border.midLeft, middle: border.midMiddle, right: border.midRight)
        let bodies = rows.map { layOut(row: $0, widths: widths, isHeader: false, border: border) }
        let separatesRows = bodies.contains { $0.count > 1 }
        for (index, body) in bodies.enumerated() {
            if index == 0 || separatesRows { lines.append(separator) }
            lines += body
        }
        lines.append(
            border.rule(widths, left: border.bottomLeft, middle: border.bottomMiddle, right: border.bottomRight))
        return lines
    }

    /// Widths that fit `available` columns. Natural widths are kept when they fit. Otherwise each
    /// column keeps a floor (its longest word when all the longest words fit, else up to
    /// ``narrowestWrappedColumn``) and the part above the floor shrinks in proportion.
    static func fit(_ natural: [Int], keepingWords longestWords: [Int] = [], into available: Int) -> [Int] {
        guard natural.reduce(0, +) > available else { return natural }
        let wordFloors = natural.indices.map { min(natural[$0], $0 < longestWords.count ? longestWords[$0] : 0) }
        if wordFloors.reduce(0, +) <= available {
            return shrink(natural, floors: wordFloors, into: available)
        }
        let floors = natural.map { min($0, narrowestWrappedColumn) }
        if floors.reduce(0, +) <= available {
            return shrink(natural, floors: floors, into: available)
        }
        // Not even the floors fit: share out what there is, one column each at least.
        let share = max(1, available / natural.count)
        var widths = natural.map { min($0, share) }
        var spare = available - widths.reduce(0, +)
        for index in widths.indices where spare > 0 && widths[index] < natural[index] {
            widths[index] += 1
            spare -= 1
        }
        return widths
    }

    private static func shrink(_ natural: [Int], floors: [Int], into available: Int) -> [Int] {
        let extra = available - floors.reduce(0, +)
        let shrinkable = zip(natural, floors).map { $0 - $1 }
        let shrinkableTotal = max(1, shrinkable.reduce(0, +))
        var widths = zip(floors, shrinkable).map { floor, part in floor + part * extra / shrinkableTotal }
        var spare = available - widths.reduce(0, +)
        // Hand out the columns lost to rounding, largest shortfall first.
        let order = widths.indices.sorted { natural[$0] - widths[$0] > natural[$1] - widths[$1] }
        for index in order where spare > 0 && widths[index] < natural[index] {
            widths[index] += 1
            spare -= 1
        }
        return widths
    }

    /// The width of the longest unbreakable run of characters in styled text.
    private static func longestWord(in text: String) -> Int {
        var longest = 0
        var current = 0
        for segment in TextWidth.segments(text) {
            guard case .character(let character, let columns) = segment else { continue }
            if character == " " || character == "\n" {
                current = 0
            } else if columns > 1 {
                // A line may break around a wide character, as ``WordWrapper`` does.
                longest = max(longest, columns)
                current = 0
            } else {
                current += columns
                longest = max(longest, current)
            }
        }
        return longest
    }

    /// The rows one after another, for a terminal too narrow for the grid: each cell as
    /// `header: text`, the first on a line of its own (bold with colour), the others below it,
    /// wrapped with a hanging indent; a blank line between rows.
    package func records() -> [String] {
        var lines: [String] = []
        let count = columnCount
        // A table of a header alone is one record of its cells.
        let records = rows.isEmpty ? [header] : rows
        let header = rows.isEmpty ? [] : header
        for row in records {
            if !lines.isEmpty { lines.append("") }
            for column in 0..<count {
                let text = column < row.count ? row[column] : ""
                let name = column < header.count ? header[column] : ""
                if column == 0 {
                    let title = name.isEmpty || text.isEmpty ? text : name + ": " + text
                    let wrapped = WordWrapper(width: options.width, continuationPrefix: "  ").wrap(title)
                    lines += options.usesColor ? wrapped.map(Self.bold) : wrapped
                    continue
                }
                guard !text.isEmpty else { continue }
                let label = name.isEmpty ? "" : name + ": "
                lines += WordWrapper(width: options.width, firstPrefix: "  ", continuationPrefix: "    ").wrap(
                    label + text)
            }
        }
        return lines
    }

    private func layOut(row: [String], widths: [Int], isHeader: Bool, border: Border) -> [String] {
        let cells: [[String]] = widths.indices.map { column in
            let text = column < row.count ? row[column] : ""
            return cellLines(text, width: widths[column])
        }
        let height = cells.map(\.count).max() ?? 1
        return (0..<height).map { lineIndex in
            var line = border.vertical
            for (column, width) in widths.enumerated() {
                var text = lineIndex < cells[column].count ? cells[column][lineIndex] : ""
                if isHeader && options.usesColor && !text.isEmpty {
                    text = Self.bold(text)
                }
                line += " " + TextWidth.pad(text, to: width, alignment: alignment(of: column)) + " " + border.vertical
            }
            return line
        }
    }

    private func cellLines(_ text: String, width: Int) -> [String] {
        if width < Self.narrowestWrappedColumn {
            let flat = text.replacingOccurrences(of: "\n", with: " ")
            return [TextWidth.cut(flat, to: width, plain: options.plain)]
        }
        return WordWrapper(width: width).wrap(text).map { TextWidth.cut($0, to: width, plain: options.plain) }
    }

    private func alignment(of column: Int) -> TextWidth.Alignment {
        guard column < alignments.count else { return .left }
        switch alignments[column] {
        case .none, .left: return .left
        case .center: return .center
        case .right: return .right
        }
    }

    /// Makes styled text bold throughout: bold is turned back on after every reset inside it.
    private static func bold(_ text: String) -> String {
        let reset = TextWidth.EscapeState.reset
        var text = text
        if text.hasSuffix(reset) { text.removeLast(reset.count) }
        return TerminalEscape.sgr("1") + text.replacingOccurrences(of: reset, with: TerminalEscape.sgr("0;1")) + reset
    }

    /// The characters that draw the grid.
    private struct Border {
        let horizontal: String
        let vertical: String
        let topLeft, topMiddle, topRight: String
        let midLeft, midMiddle, midRight: String
        let bottomLeft, bottomMiddle, bottomRight: String

        init(plain: Bool) {
            if plain {
                horizontal = "-"
                vertical = "|"
                (topLeft, topMiddle, topRight) = ("+", "+", "+")
                (midLeft, midMiddle, midRight) = ("+", "+", "+")
                (bottomLeft, bottomMiddle, bottomRight) = ("+", "+", "+")
            } else {
                horizontal = "─"
                vertical = "│"
                (topLeft, topMiddle, topRight) = ("┌", "┬", "┐")
                (midLeft, midMiddle, midRight) = ("├", "┼", "┤")
                (bottomLeft, bottomMiddle, bottomRight) = ("└", "┴", "┘")
            }
        }

        func rule(_ widths: [Int], left: String, middle: String, right: String) -> String {
            left + widths.map { String(repeating: horizontal, count: $0 + 2) }.joined(separator: middle) + right
        }
    }
}
