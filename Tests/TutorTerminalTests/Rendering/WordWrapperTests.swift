import Testing

@testable import TutorTerminal

/// The renderer's ESC, as styled text holds it before a sink writes it.
private let esc = TerminalEscape.escape

@Suite struct WordWrapperTests {
    @Test func shortTextStaysOnOneLine() {
        #expect(WordWrapper(width: 20).wrap("a few words") == ["a few words"])
    }

    @Test func wordsWrapAtTheLastSpaceThatFits() {
        #expect(WordWrapper(width: 10).wrap("one two three four") == ["one two", "three four"])
    }

    @Test func aWordThatExactlyFillsTheLineStaysOnIt() {
        #expect(WordWrapper(width: 9).wrap("abcd efgh ij") == ["abcd efgh", "ij"])
    }

    @Test func spacesAtALineBreakAreDropped() {
        let lines = WordWrapper(width: 5).wrap("abc    def")
        #expect(lines == ["abc", "def"])
    }

    @Test func spacesInsideALineAreKept() {
        #expect(WordWrapper(width: 20).wrap("a  b") == ["a  b"])
    }

    @Test func wordsJoinedByNoBreakSpacesMoveToTheNextLineTogetherAsPlainSpaces() {
        #expect(
            WordWrapper(width: 12).wrap("say `let\u{00A0}x\u{00A0}=\u{00A0}0` now") == ["say", "`let x = 0`", "now"])
    }

    @Test func joinedWordsLongerThanALineBreakAtTheirSpaces() {
        #expect(WordWrapper(width: 10).wrap("aaaa\u{00A0}bbbb\u{00A0}cccc") == ["aaaa bbbb", "cccc"])
    }

    @Test func overlongCodeBreaksBeforeADot() {
        #expect(
            WordWrapper(width: 20).wrap("Bindable(planner).selectedDestination") == [
                "Bindable(planner)", ".selectedDestination",
            ])
    }

    @Test func overlongWordsAreBrokenBetweenCharacters() {
        #expect(WordWrapper(width: 4).wrap("go abcdefghij") == ["go", "abcd", "efgh", "ij"])
    }

    @Test func overlongURLsBreakAfterASlash() {
        let lines = WordWrapper(width: 20).wrap("see https://example.com/documentation/state")
        #expect(lines == ["see", "https://example.com/", "documentation/state"])
    }

    @Test func wideCharactersWrapByDisplayWidthWithoutSpaces() {
        #expect(WordWrapper(width: 6).wrap("日本語の説明") == ["日本語", "の説明"])
    }

    @Test func newlinesForceALineBreak() {
        #expect(WordWrapper(width: 40).wrap("first\nsecond") == ["first", "second"])
    }

    @Test func continuationLinesGetTheHangingIndent() {
        let wrapper = WordWrapper(width: 12, firstPrefix: "1. ", continuationPrefix: "   ")
        #expect(wrapper.wrap("one two three four") == ["1. one two", "   three", "   four"])
    }

    @Test func prefixesCountTowardsTheWidth() {
        let wrapper = WordWrapper(width: 8, firstPrefix: "> ", continuationPrefix: "> ")
        #expect(wrapper.wrap("abc def ghi") == ["> abc", "> def", "> ghi"])
    }

    @Test func emptyTextGivesThePrefixWithoutTrailingSpaces() {
        #expect(WordWrapper(width: 10, firstPrefix: "│ ").wrap("") == ["│"])
    }

    @Test func escapeSequencesDoNotCountTowardsTheWidth() {
        let bold = "\(esc)[1mabc\(esc)[0m"
        #expect(WordWrapper(width: 7).wrap("\(bold) \(bold)") == ["\(bold) \(bold)"])
    }

    @Test func aStyleOpenAtALineBreakIsClosedAndReopened() {
        let lines = WordWrapper(width: 5).wrap("\(esc)[3mone two\(esc)[0m")
        #expect(lines == ["\(esc)[3mone\(esc)[0m", "\(esc)[3mtwo\(esc)[0m"])
    }

    @Test func aStyleEndingBeforeTheBreakIsNotReopened() {
        let lines = WordWrapper(width: 5).wrap("\(esc)[1mone\(esc)[0m two")
        #expect(lines == ["\(esc)[1mone\(esc)[0m", "two"])
    }

    @Test func aHyperlinkOpenAtALineBreakIsEndedAndReopened() {
        let open = "\(esc)]8;;https://swift.org\(esc)\\"
        let end = "\(esc)]8;;\(esc)\\"
        let lines = WordWrapper(width: 5).wrap("\(open)one two\(end)")
        #expect(lines == ["\(open)one\(end)", "\(open)two\(end)"])
    }

    @Test func aStyleIsCarriedAcrossABrokenWord() {
        let lines = WordWrapper(width: 3).wrap("\(esc)[32mabcdef\(esc)[0m")
        #expect(lines == ["\(esc)[32mabc\(esc)[0m", "\(esc)[32mdef\(esc)[0m"])
    }

    @Test func tinyWidthsStillMakeProgress() {
        #expect(WordWrapper(width: 0).wrap("abc") == ["a", "b", "c"])
    }
}
