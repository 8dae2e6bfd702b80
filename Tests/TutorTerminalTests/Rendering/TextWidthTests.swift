import Testing

@testable import TutorTerminal

/// The renderer's ESC, as styled text holds it before a sink writes it.
private let esc = TerminalEscape.escape

@Suite struct TextWidthTests {
    @Test func asciiCharactersTakeOneColumnEach() {
        #expect(TextWidth.columns("hello, world") == 12)
    }

    @Test func wideCharactersCountAsTwoColumns() {
        #expect(TextWidth.columns("日本語") == 6)
        #expect(TextWidth.columns("한국어") == 6)
    }

    @Test func emojiCountAsTwoColumns() {
        #expect(TextWidth.columns("🏠") == 2)
        #expect(TextWidth.columns("a🔗b") == 4)
    }

    @Test func combiningMarksTakeNoColumns() {
        #expect(TextWidth.columns("e\u{301}") == 1)
        #expect(TextWidth.columns(of: "\u{301}" as Unicode.Scalar) == 0)
    }

    @Test func controlCharactersTakeNoColumns() {
        #expect(TextWidth.columns(of: "\u{07}" as Unicode.Scalar) == 0)
        #expect(TextWidth.columns(of: "\u{9B}" as Unicode.Scalar) == 0)
    }

    @Test func escapeSequencesTakeNoColumns() {
        #expect(TextWidth.columns("\(esc)[1;36mbold\(esc)[0m") == 4)
        #expect(TextWidth.columns("\(esc)]8;;https://swift.org\(esc)\\link\(esc)]8;;\(esc)\\") == 4)
        #expect(TextWidth.columns("\(esc)]8;;https://swift.org\u{07}link") == 4)
    }

    @Test func segmentsSeparateEscapeSequencesFromCharacters() {
        let segments = TextWidth.segments("\(esc)[3ma日\(esc)[0m")
        #expect(
            segments == [
                .escape("\(esc)[3m"), .character("a", columns: 1), .character("日", columns: 2), .escape("\(esc)[0m"),
            ])
    }

    @Test func textThatFitsIsNotCut() {
        #expect(TextWidth.cut("short", to: 5, plain: false) == "short")
    }

    @Test func cutTextEndsWithAnEllipsis() {
        #expect(TextWidth.cut("abcdefgh", to: 5, plain: false) == "abcd…")
    }

    @Test func plainModeCutsWithThreeDots() {
        #expect(TextWidth.cut("abcdefgh", to: 5, plain: true) == "ab...")
    }

    @Test func cuttingNeverSplitsAWideCharacter() {
        #expect(TextWidth.cut("日本語", to: 4, plain: false) == "日…")
        #expect(TextWidth.columns(TextWidth.cut("日本語です", to: 7, plain: false)) <= 7)
    }

    @Test func cuttingStyledTextClosesTheStyleItLeavesOpen() {
        let cut = TextWidth.cut("\(esc)[32mgreen text\(esc)[0m", to: 6, plain: false)
        #expect(cut == "\(esc)[32mgreen\(esc)[0m…")
    }

    @Test func cuttingInsideAHyperlinkEndsTheHyperlink() {
        let cut = TextWidth.cut("\(esc)]8;;https://swift.org\(esc)\\a long link", to: 4, plain: false)
        #expect(cut.hasSuffix("\(esc)]8;;\(esc)\\…"))
    }

    @Test func limitsNarrowerThanTheEllipsisCutWithoutOne() {
        #expect(TextWidth.cut("abcdef", to: 2, plain: true) == "ab")
    }

    @Test func paddingPlacesTextByDisplayWidth() {
        #expect(TextWidth.pad("日本", to: 6) == "日本  ")
        #expect(TextWidth.pad("日本", to: 6, alignment: .right) == "  日本")
        #expect(TextWidth.pad("ab", to: 5, alignment: .center) == " ab  ")
    }

    @Test func escapeStateReopensAStyleAndAHyperlink() {
        var state = TextWidth.EscapeState()
        state.apply("\(esc)]8;;https://swift.org\(esc)\\")
        state.apply("\(esc)[1m")
        #expect(state.closing == "\(esc)[0m\(esc)]8;;\(esc)\\")
        #expect(state.opening == "\(esc)]8;;https://swift.org\(esc)\\\(esc)[1m")
        state.apply("\(esc)[0m")
        state.apply("\(esc)]8;;\(esc)\\")
        #expect(state.isEmpty)
    }
}
