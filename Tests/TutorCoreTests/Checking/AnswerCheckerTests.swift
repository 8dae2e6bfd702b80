import Foundation
import Testing

@testable import TutorCore

@Suite struct AnswerCheckerTests {
    static let lesson = """
        ---
        id: kinds
        title: Kinds
        summary: One question of each kind.
        minutes: 5
        ---

        ## Page

        ```mermaid
        %% tree: pick
        graph TD
            A{Does the view own it?} -->|yes| B["@State"]
            A -->|no| C["@Binding"]
        ```

        ```quiz
        id: q-choice
        kind: choice
        prompt: Pick.
        choices:
          - text: Right one
            correct: true
          - text: Wrong one
            feedback: Not this.
        ```

        ```quiz
        id: q-multi
        kind: multi
        prompt: Pick all.
        choices:
          - text: A
            correct: true
          - text: B
            correct: true
          - text: C
            feedback: C is not one of them.
        ```

        ```quiz
        id: q-tf
        kind: truefalse
        prompt: True?
        answer: false
        ```

        ```quiz
        id: q-wrapper
        kind: wrapper
        tree: pick
        scenario: A child edits its parent's value.
        answer: "@Binding"
        ```

        ```quiz
        id: q-text
        kind: text
        prompt: Word?
        accept: [let, "/let ?constant/"]
        ```

        ```quiz
        id: q-order
        kind: order
        prompt: Order.
        steps: [first, second, third]
        ```

        ```quiz
        id: q-output
        kind: output
        prompt: Prints?
        code: print("Hi")
        answer: |
          Hello World
          2
        ```

        ```quiz
        id: q-blank
        kind: blank
        prompt: Fill.
        code: "___ var count = 0"
        blanks: [["@State private"]]
        ```

        ```quiz
        id: q-two-gaps
        kind: blank
        prompt: Fill both.
        code: |
          let total = ___
          let shown = ___
        blanks: [["max(1, 2)"], ["total"]]
        ```

        ```quiz
        id: q-code
        kind: code
        prompt: Write.
        starter: "struct A {}"
        solution: "struct A { @State private var count = 0 }"
        must: ["@State private var count"]
        must_not: ["@Published"]
        ```
        """

    static let course = CourseLoader().load(files: [LessonFile(path: "kinds.md", text: lesson)]).course
    static let checker = AnswerChecker(trees: course.trees)

    @Test func aBugLineOnePastTheListingIsNotALineOfIt() {
        // A `|` block ends with a line break: three lines of code, not four.
        let checker = AnswerChecker()
        let code = "let a = 1\nlet b = 2\nlet c = 3\n"
        #expect(
            checker.checkBugLine("4", code: code, lines: [2]) == .invalid("answer with a line number from 1 to 3"))
        #expect(checker.checkBugLine("3", code: code, lines: [2]) == .verdict(.wrong(expected: "line 2")))
    }

    static func check(_ answer: String, _ id: String) -> CheckOutcome {
        guard let question = course.question(withID: id) else { return .invalid("missing fixture question \(id)") }
        return checker.check(answer, for: question)
    }

    static func score(_ answer: String, _ id: String) -> Double? {
        if case .verdict(let verdict) = check(answer, id) { return verdict.score }
        return nil
    }

    @Test func aChoiceAcceptsTheLetterOrTheText() {
        #expect(Self.score("a", "q-choice") == 1)
        #expect(Self.score("A)", "q-choice") == 1)
        #expect(Self.score("right ONE", "q-choice") == 1)
        #expect(Self.score("`Right one`.", "q-choice") == 1)
        #expect(Self.score("b", "q-choice") == 0)
    }

    @Test(arguments: ["4", "line 4", "Line 4.", "#4", "L4", " line: 4 "])
    func aBugLineMayBeWrittenAsPeopleWriteLineNumbers(_ answer: String) {
        #expect(AnswerChecker.lineNumber(in: answer) == 4)
    }

    @Test func aTrueFalseAnswerMayEndWithAPeriod() {
        #expect(Self.score("False.", "q-tf") == 1)
        #expect(Self.score("`false`", "q-tf") == 1)
    }

    @Test func aWrongChoiceCarriesItsFeedbackAndTheRightAnswer() {
        guard case .verdict(let verdict) = Self.check("b", "q-choice") else {
            Issue.record("expected a verdict")
            return
        }
        #expect(verdict.feedback == ["Not this."])
        #expect(verdict.expected == "a) Right one")
    }

    @Test func aLetterOutsideTheChoicesSaysWhatIsExpected() {
        #expect(Self.check("z", "q-choice") == .invalid("answer with a letter a–b (or the text of a choice)"))
    }

    @Test func multiGivesPartialCreditAndSubtractsWrongPicks() {
        #expect(Self.score("ab", "q-multi") == 1)
        #expect(Self.score("a", "q-multi") == 0.5)
        #expect(Self.score("a, c", "q-multi") == 0)
        #expect(Self.score("abc", "q-multi") == 0.5)
    }

    @Test(arguments: ["no", "n", "false", "F", "f", "False!", "incorrect", "Wrong."])
    func trueFalseAcceptsEverySpellingOfNo(_ answer: String) {
        #expect(Self.score(answer, "q-tf") == 1)
    }

    @Test func trueFalseRejectsOtherWords() {
        #expect(Self.score("maybe", "q-tf") == nil)
        #expect(Self.score("true-ish", "q-tf") == nil)
    }

    @Test(arguments: [
        "It's false", "false, because the view is made again", "False - it resets", "**false**",
        "False because it resets", "False. It resets.", "not true", "nope",
    ])
    func aTrueFalseAnswerMayComeInASentenceOrWithItsReason(_ answer: String) {
        #expect(Self.score(answer, "q-tf") == 1)
    }

    @Test func theReasonAfterTrueDoesNotMakeItFalse() {
        #expect(Self.score("true, because it is not false", "q-tf") == 0)
    }

    @Test func aPrivateBindingIsWrongBecauseNoParentCouldPassItIn() {
        guard case .verdict(let verdict) = Self.check("@Binding private var isOn: Bool", "q-wrapper") else {
            Issue.record("expected a verdict")
            return
        }
        #expect(!verdict.isCorrect)
        #expect(verdict.feedback.first?.contains("no parent could pass the value in") == true)
    }

    @Test func aBindingToABindingIsWrongBecauseTheWrapperMakesTheBinding() {
        guard case .verdict(let verdict) = Self.check("@Binding var isOn: Binding<Bool>", "q-wrapper") else {
            Issue.record("expected a verdict")
            return
        }
        #expect(!verdict.isCorrect)
        #expect(verdict.feedback.first?.contains("not `Binding<Bool>`") == true)
    }

    /// A compiler that knows no type `Field` unless the code declares one.
    struct UnknownTypes: SwiftChecking {
        var timeLimit: TimeInterval { 10 }
        func typecheck(_ files: [LearnerFile], target: DeploymentTarget?) throws -> CompileResult {
            let source = files.map(\.source).joined()
            guard source.contains("Field"), !source.contains("class Field") else {
                return CompileResult(diagnostics: [], succeeded: true)
            }
            let error = CompilerDiagnostic(
                file: "answer.swift", line: 4, column: 5, severity: .error,
                message: "cannot find type 'Field' in scope")
            return CompileResult(diagnostics: [error], succeeded: false)
        }
        func run(_ source: String, displayName: String, input: String?) throws -> ProgramRun {
            ProgramRun(compile: CompileResult(diagnostics: [], succeeded: true), execution: nil)
        }
        func runViews(_ files: [LearnerFile], rootView: String?, steps: [String]) throws -> ProgramRun {
            try run("", displayName: "", input: nil)
        }
    }

    @Test func aWrapperDeclaredWithTheLearnersOwnTypeIsJudgedByTheWrapper() {
        let checker = AnswerChecker(trees: Self.course.trees, compiler: UnknownTypes())
        let question = Self.course.question(withID: "q-wrapper")!
        #expect(checker.check("@Binding var focus: Field?", for: question) == .verdict(.right()))
    }

    @Test func aWrapperMissShowsThePathThroughTheTree() {
        #expect(Self.score("Binding", "q-wrapper") == 1)
        guard case .verdict(let verdict) = Self.check("@State", "q-wrapper") else {
            Issue.record("expected a verdict")
            return
        }
        #expect(verdict.feedback.isEmpty)
        #expect(verdict.afterLastTry == ["Does the view own it? → [no] → @Binding"])
    }

    @Test func textIgnoresBackticksQuotesAndAFinalPeriodAndMatchesRegexEntries() {
        #expect(Self.score("  let ", "q-text") == 1)
        #expect(Self.score("`let`.", "q-text") == 1)
        #expect(Self.score("\"let\"", "q-text") == 1)
        #expect(Self.score("let  constant", "q-text") == 1)
        #expect(Self.score("var", "q-text") == 0)
    }

    @Test func textKeepsTheCaseOfSwiftCode() {
        #expect(Self.score("LET", "q-text") == 0)
        #expect(Self.score("Let constant", "q-text") == 0)
    }

    @Test func orderIsCheckedInTheFilesLetters() throws {
        #expect(Self.score("abc", "q-order") == 1)
        #expect(Self.score("cba", "q-order") == 0)
        #expect(Self.score("ab", "q-order") == nil)
    }

    @Test func inASessionOrderIsAnsweredWithTheShownLetters() throws {
        let session = TutorSession(course: Self.course)
        guard case .ask(let attempt) = try #require(session.ask("q-order").first) else {
            Issue.record("expected a question")
            return
        }
        #expect(attempt.shownOrder == QuestionOrder.permutation(count: 3, seed: "q-order"))
        let right = (0..<3).map { step in ChoiceLetters.letter(attempt.shownOrder.firstIndex(of: step)!) }.joined()
        guard case .verdict(_, let verdict) = try #require(session.answer(right).first) else {
            Issue.record("expected a verdict")
            return
        }
        #expect(verdict.isCorrect)
    }

    @Test func outputComparesTrimmedLinesAndNotesCaseOnlyDifferences() {
        #expect(Self.score("  Hello World\n2\n\n", "q-output") == 1)
        guard case .verdict(let verdict) = Self.check("hello world\n2", "q-output") else {
            Issue.record("expected a verdict")
            return
        }
        #expect(verdict.score == 0)
        #expect(verdict.feedback.first?.contains("case") == true)
    }

    @Test func blankComparesSwiftTokensNotSpacingWithoutACompiler() {
        #expect(Self.score("@State   private", "q-blank") == 1)
        #expect(Self.score("@Binding", "q-blank") == 0)
    }

    @Test func withoutACompilerABlankInAnotherOrderIsNotTakenAsRight() {
        // `private @State` does not compile; only the compiler can tell an unlisted filling is right.
        #expect(Self.score("private @State", "q-blank") == 0)
    }

    @Test func blankComparesTheCodeInsideAnInterpolationByTokens() {
        let outcome = Self.checker.checkGap(
            "\"x\":\"y\"", gap: 0, code: "Text(\"\\(done ? ___)\")", blanks: [["\"x\" : \"y\""]])
        guard case .verdict(let verdict) = outcome else {
            Issue.record("expected a verdict, got \(outcome)")
            return
        }
        #expect(verdict.score == 1)
    }

    @Test func codeMustMeetItsTokenPatterns() {
        #expect(Self.score("struct A {\n  @State  private var count = 0\n}", "q-code") == 1)
        #expect(Self.score("struct A { var count = 0 }", "q-code") == 0)
        #expect(Self.score("struct A { @State private var count = 0; @Published var x = 1 }", "q-code") == 0)
    }
}
