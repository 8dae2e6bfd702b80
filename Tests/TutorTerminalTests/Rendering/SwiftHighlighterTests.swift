import Testing

@testable import TutorTerminal

/// The renderer's ESC, as styled text holds it before a sink writes it.
private let esc = TerminalEscape.escape

@Suite struct SwiftHighlighterTests {
    typealias Token = SwiftHighlighter.Token

    private let highlighter = SwiftHighlighter(color: true)

    /// The tokens of `source` other than plain ones, as (kind, text) pairs.
    private func marked(_ source: String) -> [Token] {
        highlighter.tokens(source).filter { $0.kind != .plain }
    }

    @Test func sourceIsUnchangedWithoutColour() {
        let source = "@State private var count = 0 // \"x\"\n"
        #expect(SwiftHighlighter(color: false).highlight(source) == source)
    }

    @Test func tokensPutTogetherGiveBackTheSource() {
        let sources = [
            "let a = \"b \\(c + \"d\") e\"", "/* open /* nested */ still", "\"unterminated\nlet x = 1",
            "let s = \"\"\"\n  multi \\(x)\n  \"\"\"", "#\"raw\"#", "\"\\(", "@", "#", "`", "0x", "1e", "日本 = 🏠",
        ]
        for source in sources {
            #expect(highlighter.tokens(source).map(\.text).joined() == source, "\(source)")
        }
    }

    @Test func keywordsAreColouredAsKeywords() {
        #expect(
            marked("struct S { static func f() -> some View { return nil } }").filter { $0.kind == .keyword }
                .map(\.text) == ["struct", "static", "func", "some", "return", "nil"])
    }

    @Test func membersNamedLikeKeywordsAreNotKeywords() {
        #expect(marked("x.default").isEmpty)
        #expect(marked("Int.self").map(\.kind) == [.typeName, .keyword])
    }

    @Test func attributesIncludeTheirAtSign() {
        #expect(
            marked("@State @Observable @main @MainActor").map(\.text) == [
                "@State", "@Observable", "@main", "@MainActor",
            ])
        #expect(marked("@State").first?.kind == .attribute)
    }

    @Test func interpolatedExpressionsAreNotInTheStringColour() {
        #expect(
            highlighter.tokens("\"a \\(count) b\"") == [
                Token(.string, "\"a \\("), Token(.plain, "count"), Token(.string, ") b\""),
            ])
    }

    @Test func stringsInsideInterpolationsAreStrings() {
        let tokens = highlighter.tokens("\"a \\(f(\"b\")) c\"")
        #expect(tokens.filter { $0.kind == .string }.map(\.text) == ["\"a \\(", "\"b\"", ") c\""])
    }

    @Test func escapedQuotesDoNotEndAString() {
        #expect(highlighter.tokens("\"say \\\"hi\\\"\" + x").first == Token(.string, "\"say \\\"hi\\\"\""))
    }

    @Test func multiLineStringsSpanLines() {
        let source = "let s = \"\"\"\n    \"quoted\" text\n    \"\"\"\nlet t = 1"
        let strings = marked(source).filter { $0.kind == .string }
        #expect(strings.map(\.text) == ["\"\"\"\n    \"quoted\" text\n    \"\"\""])
    }

    @Test func rawStringsDoNotInterpolateWithAPlainBackslash() {
        #expect(marked("#\"a \\(b) c\"#") == [Token(.string, "#\"a \\(b) c\"#")])
    }

    @Test func rawStringsInterpolateWithHashes() {
        #expect(highlighter.tokens("#\"a \\#(b)\"#")[1] == Token(.plain, "b"))
    }

    @Test func lineCommentsRunToTheEndOfTheLine() {
        #expect(marked("x // note \"not a string\"\ny") == [Token(.comment, "// note \"not a string\"")])
    }

    @Test func blockCommentsNestAndSpanLines() {
        let source = "/* a /* b */ still\n comment */ let"
        #expect(highlighter.tokens(source).first == Token(.comment, "/* a /* b */ still\n comment */"))
    }

    @Test func unterminatedStringsEndAtTheEndOfTheLine() {
        let tokens = highlighter.tokens("let s = \"open\nlet t = 2")
        #expect(tokens.contains(Token(.string, "\"open")))
        #expect(tokens.filter { $0.kind == .keyword }.map(\.text) == ["let", "let"])
    }

    @Test func unterminatedCommentsAndMultiLineStringsRunToTheEnd() {
        #expect(highlighter.tokens("/* never closed\nlet x") == [Token(.comment, "/* never closed\nlet x")])
        #expect(highlighter.tokens("\"\"\"\nnever closed") == [Token(.string, "\"\"\"\nnever closed")])
    }

    @Test func numbersIncludeSeparatorsFractionsAndExponents() {
        #expect(marked("1_000 + 0.75e2 + 0xFF").map(\.text) == ["1_000", "0.75e2", "0xFF"])
    }

    @Test func capitalisedIdentifiersAreTypeNames() {
        #expect(marked("let v: View").last == Token(.typeName, "View"))
        #expect(SwiftHighlighter(color: true, colorsTypeNames: false).tokens("View") == [Token(.plain, "View")])
    }

    @Test func compilerDirectivesAreKeywords() {
        #expect(marked("#Preview").first == Token(.keyword, "#Preview"))
    }

    @Test func colouredTokensAreClosedBeforeEveryLineBreak() {
        let highlighted = highlighter.highlight("/* one\ntwo */")
        #expect(highlighted == "\(esc)[2m/* one\(esc)[0m\n\(esc)[2mtwo */\(esc)[0m")
    }

    @Test func plainTokensGetNoEscapeSequences() {
        #expect(highlighter.highlight("x + y") == "x + y")
    }
}
