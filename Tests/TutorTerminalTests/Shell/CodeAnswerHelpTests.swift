import Testing
import TutorCore

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

/// Tab after `@` offers the property wrappers and macros, inside `\(…)` too, and before SourceKit
/// is ready the names of the code around.
struct CompletionPlacesTests {
    private func request(_ line: String, word: String, before: String) -> LineEditor.CompletionRequest {
        LineEditor.CompletionRequest(word: word, before: before, line: line, cursor: line.utf8.count)
    }

    @Test func anOpenInterpolationIsClosedAfterTheCursor() throws {
        let (source, offset) = try #require(
            CodeAnswerHelp.source(
                request("    Text(\"Pages: \\(pagesR", word: "pagesR", before: "    Text(\"Pages: \\("),
                at: .code(previous: ["struct V: View {", "    var pagesRead = 0"])))
        #expect(source.contains("Text(\"Pages: \\(pagesR)\""), "\(source)")
        #expect(Array(source.utf8)[offset - 1] == UInt8(ascii: "R"))
    }

    @Test func noInterpolationIsClosedOutsideAString() {
        #expect(CodeAnswerHelp.closingInterpolation("let a = f(x") == nil)
        #expect(CodeAnswerHelp.closingInterpolation("let a = \"\\(f(x") == "))\"")
        #expect(CodeAnswerHelp.closingInterpolation("let a = \"\\(x) done\"") == nil)
    }

    @Test func theNamesAroundAreOfferedWhileSourceKitIsNotReady() {
        let completion = CodeAnswerHelp.namesAround("pages", in: "var pagesRead = 0\nlet pagesLeft = 2")
        #expect(completion?.candidates == ["pagesRead", "pagesLeft"])
    }

    @Test func theAttributesComeFromTheListOfWrappersAndMacros() {
        let matching = CodeAnswerHelp.attributes.filter { $0.lowercased().hasPrefix("st") }
        #expect(matching == ["State", "StateObject"])
        #expect(CodeAnswerHelp.attributes.contains("ObservationIgnored"))
    }
}

/// The live check of a code answer compiles what the grader compiles: a member in the starter's
/// type, a free function with the starter's imports, and an attribute alone waits.
struct LiveCheckPlacementTests {
    static let starter =
        "import Foundation\n\nstruct ReadingStreak {\n    var days = 0\n\n    mutating func logDay() {\n    }\n}"

    @Test func aMethodAloneIsCheckedInsideTheStartersTypeWithItsLinesInTheLearnersNumbering() {
        let unfinished = UnfinishedCode("mutating func logDay() {\n    days += 1")
        let (source, learnerLines) = CodeAnswerHelp.placed(unfinished, starter: Self.starter)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(source.hasPrefix("import Foundation"))
        #expect(lines.contains("    var days = 0"))
        let own = lines.firstIndex { CodeAnswerHelp.untagged($0) == "        days += 1" }
        #expect(own.map { learnerLines[$0] } == 2)
        // The starter's own lines are nobody's in the learner's numbering.
        #expect(learnerLines[lines.firstIndex(of: "    var days = 0") ?? 0] == nil)
    }

    @Test func aNewFreeFunctionIsCheckedWithTheStartersImports() {
        let unfinished = UnfinishedCode("func removeVisible(at offsets: IndexSet) {\n}")
        let (source, learnerLines) = CodeAnswerHelp.placed(unfinished, starter: Self.starter)
        #expect(source.hasPrefix("import Foundation\nfunc removeVisible"))
        #expect(learnerLines.prefix(2) == [nil, 1])
    }

    @Test func anAnswerAloneKeepsItsOwnNumbering() {
        let unfinished = UnfinishedCode("let a = 1\n\nlet b = c")
        let (_, learnerLines) = CodeAnswerHelp.placed(unfinished, starter: nil)
        #expect(learnerLines.prefix(3) == [1, 2, 3])
    }

    @Test func aLineOfAttributesAloneWaitsForItsDeclaration() {
        #expect(CodeAnswerHelp.waitsForDeclaration(["import Observation", "@Observable"]))
        #expect(CodeAnswerHelp.waitsForDeclaration(["    @MainActor @available(iOS 17, *)  "]))
        #expect(!CodeAnswerHelp.waitsForDeclaration(["@Observable final class Queue {"]))
        #expect(!CodeAnswerHelp.waitsForDeclaration(["let a = 1"]))
    }
}
