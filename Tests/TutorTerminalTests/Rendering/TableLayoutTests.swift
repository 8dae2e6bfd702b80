import Testing

@testable import TutorCore
@testable import TutorTerminal

/// The renderer's ESC, as styled text holds it before a sink writes it.
private let esc = TerminalEscape.escape

@Suite struct TableLayoutTests {
    private func layout(
        _ header: [String], _ rows: [[String]], alignments: [MarkdownNode.Alignment] = [], width: Int = 80,
        color: Bool = false, plain: Bool = false
    ) -> TableLayout {
        TableLayout(
            header: header, rows: rows, alignments: alignments,
            options: RenderOptions(width: width, color: color, plain: plain))
    }

    @Test func columnsTakeTheDisplayWidthOfTheirWidestCell() {
        #expect(layout(["a", "b"], [["日本語", "🏠"]]).columnWidths() == [6, 2])
    }

    @Test func aTableThatFitsIsDrawnWithBoxDrawing() {
        #expect(
            layout(["Key", "Value"], [["a", "1"], ["bb", "22"]]).lines() == [
                "┌─────┬───────┐",
                "│ Key │ Value │",
                "├─────┼───────┤",
                "│ a   │ 1     │",
                "│ bb  │ 22    │",
                "└─────┴───────┘",
            ])
    }

    @Test func plainTablesUseASCIIBorders() {
        #expect(
            layout(["Key", "Value"], [["a", "1"]], plain: true).lines() == [
                "+-----+-------+",
                "| Key | Value |",
                "+-----+-------+",
                "| a   | 1     |",
                "+-----+-------+",
            ])
    }

    @Test func columnsAlignLeftCentreAndRight() {
        let lines = layout(["left", "centre", "right"], [["a", "b", "c"]], alignments: [.left, .center, .right]).lines()
        #expect(lines[3] == "│ a    │   b    │     c │")
    }

    @Test func tooWideTablesShrinkToTheWidth() {
        let long = String(repeating: "word ", count: 30)
        let lines = layout(["Name", "Description"], [["short", long]], width: 40).lines()
        #expect(lines.allSatisfy { TextWidth.columns($0) <= 40 })
        #expect(TextWidth.columns(lines[0]) == 40)
    }

    @Test func shrinkingKeepsWholeWordsWhenTheyAllFit() {
        #expect(TableLayout.fit([17, 68], keepingWords: [17, 10], into: 73) == [17, 56])
    }

    @Test func shrinkingIsProportionalAboveTheFloor() {
        #expect(TableLayout.fit([20, 40], keepingWords: [4, 4], into: 32) == [11, 21])
    }

    @Test func widthsThatFitAreKept() {
        #expect(TableLayout.fit([3, 5], into: 10) == [3, 5])
    }

    @Test func cellsWrapOverSeveralLinesAndRowsAreThenSeparated() {
        let lines = layout(["A", "B"], [["one two three", "x"], ["y", "z"]], width: 15).lines()
        #expect(
            lines == [
                "┌─────────┬───┐",
                "│ A       │ B │",
                "├─────────┼───┤",
                "│ one two │ x │",
                "│ three   │   │",
                "├─────────┼───┤",
                "│ y       │ z │",
                "└─────────┴───┘",
            ])
    }

    @Test func aTableTooNarrowForItsWordsIsDrawnAsOneRecordPerRow() {
        let lines = layout(
            ["Wrapper", "Owner"], [["@State", "the view itself"], ["@Binding", "a parent"]], width: 16
        )
        .lines()
        #expect(
            lines == [
                "Wrapper: @State", "  Owner: the", "    view itself", "", "Wrapper:", "  @Binding", "  Owner: a",
                "    parent",
            ])
    }

    @Test func theHeaderIsBoldWithColour() {
        let lines = layout(["Key"], [["a"]], color: true).lines()
        #expect(lines[1] == "│ \(esc)[1mKey\(esc)[0m │")
        #expect(lines[3] == "│ a   │")
    }

    @Test func boldHeadersStayBoldAfterAStyledPart() {
        let lines = layout(["\(esc)[36mcode\(esc)[0m text"], [], color: true).lines()
        #expect(lines[1] == "│ \(esc)[1m\(esc)[36mcode\(esc)[0;1m text\(esc)[0m │")
    }

    @Test func missingCellsAreDrawnEmpty() {
        let lines = layout(["a", "b"], [["1"]]).lines()
        #expect(lines[3] == "│ 1 │   │")
    }

    @Test func anEmptyTableDrawsNothing() {
        #expect(layout([], []).lines().isEmpty)
    }
}
