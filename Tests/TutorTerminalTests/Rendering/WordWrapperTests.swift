import Testing

@testable import TutorTerminal

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
        let bold = "\u{1B}[1mabc\u{1B}[0m"
        #expect(WordWrapper(width: 7).wrap("\(bold) \(bold)") == ["\(bold) \(bold)"])
    }

    @Test func aStyleOpenAtALineBreakIsClosedAndReopened() {
        let lines = WordWrapper(width: 5).wrap("\u{1B}[3mone two\u{1B}[0m")
        #expect(lines == ["\u{1B}[3mone\u{1B}[0m", "\u{1B}[3mtwo\u{1B}[0m"])
    }

    @Test func aStyleEndingBeforeTheBreakIsNotReopened() {
        let lines = WordWrapper(width: 5).wrap("\u{1B}[1mone\u{1B}[0m two")
        #expect(lines == ["\u{1B}[1mone\u{1B}[0m", "two"])
    }

    @Test func aHyperlinkOpenAtALineBreakIsEndedAndReopened() {
        let open = "\u{1B}]8;;https://swift.org\u{1B}\\"
        let end = "\u{1B}]8;;\u{1B}\\"
        let lines = WordWrapper(width: 5).wrap("\(open)one two\(end)")
        #expect(lines == ["\(open)one\(end)", "\(open)two\(end)"])
    }

    @Test func aStyleIsCarriedAcrossABrokenWord() {
        let lines = WordWrapper(width: 3).wrap("\u{1B}[32mabcdef\u{1B}[0m")
        #expect(lines == ["\u{1B}[32mabc\u{1B}[0m", "\u{1B}[32mdef\u{1B}[0m"])
    }

    @Test func tinyWidthsStillMakeProgress() {
        #expect(WordWrapper(width: 0).wrap("abc") == ["a", "b", "c"])
    }
}
