import Foundation
import Testing

@testable import TutorCore

@Suite struct MarkdownParserTests {
    @Test func aSwiftKeyPathOrInterpolationInShortTextKeepsItsBackslash() {
        #expect(MarkdownParser.parseSwiftText("@Environment(\\.dismiss)").plainText == "@Environment(\\.dismiss)")
        #expect(MarkdownParser.parseSwiftText("Text(\"\\(count)\")").plainText == "Text(\"\\(count)\")")
    }

    @Test func aCodeSpanInShortTextKeepsItsBackslashOnce() {
        #expect(MarkdownParser.parseSwiftText("`\\.dismiss` and \\.locale").plainText == "\\.dismiss and \\.locale")
    }

    @Test func otherMarkdownEscapesInShortTextStillEscape() {
        #expect(MarkdownParser.parseSwiftText("\\*not bold\\*").plainText == "*not bold*")
    }

    @Test func taskListItemsKnowWhetherTheyAreChecked() {
        let document = MarkdownParser.parse("- [x] done\n- [ ] open\n- plain\n")
        let items = document.children.first?.children.map(\.kind)
        #expect(items == [.item(isChecked: true), .item(isChecked: false), .item(isChecked: nil)])
    }

    @Test func tablesKeepTheirColumnAlignments() {
        let document = MarkdownParser.parse("| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n")
        #expect(document.children.first?.kind == .table(alignments: [.left, .center, .right]))
        #expect(document.children.first?.children.first?.kind == .tableRow(isHeader: true))
    }

    @Test func bareURLsBecomeLinks() {
        let paragraph = MarkdownParser.parse("See https://swift.org today.").children.first
        #expect(paragraph?.children.contains { $0.kind == .link(url: "https://swift.org", title: "") } == true)
    }

    @Test func blocksKnowTheirSourceLines() {
        let document = MarkdownParser.parse("# Title\n\nText\n\n```swift\nlet a = 1\n```\n")
        #expect(document.children.map(\.startLine) == [1, 3, 5])
        #expect(document.children.last?.kind == .codeBlock(info: "swift", literal: "let a = 1\n"))
    }

    @Test func deeplyNestedQuotesDoNotExhaustTheStack() {
        let document = MarkdownParser.parse(String(repeating: ">", count: 50_000) + " deep\n")
        #expect(document.children.count == 1)
    }

    @Test func aCodeBlockNestedPastTheDepthLimitIsKeptBelowTheFlattenedText() {
        let quote = String(repeating: "> ", count: 150)
        let document = MarkdownParser.parse("\(quote)```quiz\n\(quote)id: deep\n\(quote)```\n")
        var node = document
        var depth = 0
        while let child = node.children.first, node.kind != .text("id: deep\n") {
            node = child
            depth += 1
        }
        #expect(depth == 101)
        #expect(node.children.first?.kind == .codeBlock(info: "quiz", literal: "id: deep\n"))
        #expect(node.children.first?.startLine == 1)
        #expect(node.children.first?.startColumn == 301)
    }

    static func table(columns: Int) -> String {
        "|" + Array(repeating: "a", count: columns).joined(separator: "|") + "|\n|"
            + Array(repeating: "-", count: columns).joined(separator: "|") + "|\n"
    }

    @Test func aTableAsWideAsTheCapIsATable() {
        let document = MarkdownParser.parse(Self.table(columns: MarkdownParser.maximumTableCells - 1))
        guard case .table(let alignments) = document.children.first?.kind else {
            Issue.record("expected a table, got \(String(describing: document.children.first?.kind))")
            return
        }
        #expect(alignments.count == MarkdownParser.maximumTableCells - 1)
    }

    @Test func aRowWiderThanTheCapIsTextWithItsBarsShown() {
        let text = Self.table(columns: 100_000)
        let document = MarkdownParser.parse(text)
        #expect(document.children.first?.kind == .paragraph)
        #expect(document.plainText.count { $0 == "|" } == 2 * 100_001)
        #expect(MarkdownParser.wideRows(in: Array(text.utf8)).map(\.line) == [1, 2])
        #expect(MarkdownParser.wideRows(in: Array(text.utf8)).first?.pipes == 100_001)
    }

    @Test func anEscapedBarInAWideRowStaysOneBar() {
        let text = "a\\|b" + String(repeating: "|", count: MarkdownParser.maximumTableCells) + "\n"
        #expect(MarkdownParser.parse(text).plainText.count { $0 == "|" } == MarkdownParser.maximumTableCells + 1)
        #expect(!MarkdownParser.parse(text).plainText.contains("\\"))
    }

    @Test func parsesOnManyThreadsAtOnceAllSeeTheExtensions() {
        let results = StrikeCounter()
        DispatchQueue.concurrentPerform(iterations: 400) { _ in
            let paragraph = MarkdownParser.parse("a ~~b~~ c and https://swift.org\n").children.first
            let found = paragraph?.children.contains { $0.kind == .strikethrough } == true
            let linked =
                paragraph?.children.contains { if case .link = $0.kind { return true } else { return false } } == true
            results.add(found && linked)
        }
        #expect(results.misses == 0)
    }
}

final class StrikeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ ok: Bool) { lock.withLock { if !ok { count += 1 } } }
    var misses: Int { lock.withLock { count } }
}
