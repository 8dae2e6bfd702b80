import Testing

@testable import TutorTerminal

/// Where Tab completes in the Swift a learner is typing: the whole source and the cursor in it.
struct CodeAnswerHelpTests {
    private func request(_ line: String, cursor: Int? = nil) -> LineEditor.CompletionRequest {
        LineEditor.CompletionRequest(word: "", before: "", line: line, cursor: cursor ?? line.utf8.count)
    }

    @Test func aCodeAnswerIsTheLinesBeforeAndTheLineTypedClosedAfterwards() throws {
        let (source, offset) = try #require(
            CodeAnswerHelp.source(request("    Text(\"a\").fo"), at: .code(previous: ["struct V: View {"])))
        #expect(source == "struct V: View {\n    Text(\"a\").fo\n}\n")
        #expect(offset == "struct V: View {\n    Text(\"a\").fo".utf8.count)
    }

    @Test func aGapIsCompletedInsideTheQuestionsCode() throws {
        let code = "struct V {\n    ___ var minutes = 5\n}"
        let (source, offset) = try #require(
            CodeAnswerHelp.source(request("@Sta"), at: .gap(code: code, index: 0, blanks: [["@State"]])))
        #expect(source == "struct V {\n    @Sta var minutes = 5\n}")
        #expect(offset == "struct V {\n    @Sta".utf8.count)
    }

    @Test func theOtherGapsAreFilledWithTheirAnswers() throws {
        let code = "___ var a = 1\n___ var b = 2"
        let (source, _) = try #require(
            CodeAnswerHelp.source(request("@Bin"), at: .gap(code: code, index: 1, blanks: [["@State"], ["@Binding"]])))
        #expect(source == "@State var a = 1\n@Bin var b = 2")
    }

    @Test func aBugFixReplacesItsLine() throws {
        let code = "struct C {\n    let count = 0\n}"
        let (source, offset) = try #require(
            CodeAnswerHelp.source(request("    var cou", cursor: 11), at: .fix(code: code, line: 2)))
        #expect(source == "struct C {\n    var cou\n}")
        #expect(offset == "struct C {\n    var cou".utf8.count)
    }

    @Test func aBugFixOfALineThatIsNotThereHasNoPlace() {
        #expect(CodeAnswerHelp.source(request("x"), at: .fix(code: "a\nb", line: 5)) == nil)
    }

    @Test func theCursorInTheMiddleOfTheLineIsWhereCompletionHappens() throws {
        let (_, offset) = try #require(CodeAnswerHelp.source(request("abc.de + 1", cursor: 6), at: .code(previous: [])))
        #expect(offset == 6)
    }
}
