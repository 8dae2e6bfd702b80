import Foundation
import Observation
import Testing

@testable import TutorCore

@Suite struct TutorSessionTests {
    static func session() -> TutorSession {
        TutorSession(course: AnswerCheckerTests.course, clock: { Date(timeIntervalSince1970: 1_000) })
    }

    @Test func startingALessonShowsItsFirstPage() {
        let session = Self.session()
        #expect(session.start("kinds") == [.page(lessonID: "kinds", index: 0)])
        #expect(session.lesson?.id == "kinds")
    }

    @Test func nextAsksThePageQuestionsInOrder() {
        let session = Self.session()
        _ = session.start("kinds")
        guard case .ask(let attempt) = session.next().first else {
            Issue.record("expected a question")
            return
        }
        #expect(attempt.question.id == "q-choice")
    }

    @Test func anAnswerIsRecordedWithHintsUsed() {
        let session = Self.session()
        _ = session.start("kinds")
        _ = session.next()
        _ = session.hint()
        _ = session.answer("a")
        #expect(session.attempts.count == 1)
        #expect(session.attempts[0].hintsUsed == 0)
        #expect(session.attempts[0].isCorrect)
    }

    @Test func codeCheckedWithoutACompilerSaysSoOnlyTheFirstTime() {
        let session = Self.session()
        var notes: [Int] = []
        for _ in 0..<2 {
            _ = session.ask("q-code")
            for case .verdict(_, let verdict) in session.answer("struct A { @State private var count = 0 }") {
                #expect(verdict.checkedWithoutCompiler)
                notes.append(verdict.feedback.filter { $0 == AnswerChecker.noCompilerNote }.count)
            }
        }
        #expect(notes == [1, 0])
    }

    /// A compiler whose type-check or test run is stopped from outside (Ctrl-C).
    struct CancelledCompiler: SwiftChecking {
        struct Stopped: CheckCancellation {}
        var cancelsTypecheck: Bool
        var timeLimit: TimeInterval { 10 }

        func typecheck(_ files: [LearnerFile], target: DeploymentTarget?) throws -> CompileResult {
            if cancelsTypecheck { throw Stopped() }
            return CompileResult(diagnostics: [], succeeded: true)
        }

        func run(_ source: String, displayName: String, input: String?) throws -> ProgramRun {
            throw Stopped()
        }

        func runViews(_ files: [LearnerFile], rootView: String?, steps: [String]) throws -> ProgramRun {
            throw Stopped()
        }
    }

    static let testedCode = CourseLoader().load(files: [
        LessonFile(
            path: "tested.md",
            text: """
                ---
                id: tested
                title: Tested
                summary: S.
                minutes: 1
                ---

                ## Page

                ```quiz
                id: tested-code
                kind: code
                prompt: Write f.
                starter: "func f() -> Int { 0 }"
                solution: "func f() -> Int { 1 }"
                tests: "precondition(f() == 1)"
                ```
                """)
    ]).course

    @Test(arguments: [true, false])
    func aCancelledCheckRecordsNothingAndLeavesTheQuestionOpen(duringTypecheck: Bool) {
        let checker = AnswerChecker(
            trees: [:], compiler: CancelledCompiler(cancelsTypecheck: duringTypecheck))
        let session = TutorSession(course: Self.testedCode, checker: checker)
        _ = session.ask("tested-code")
        #expect(session.answer("func f() -> Int { 1 }") == [.checkCancelled])
        #expect(session.attempts.isEmpty)
        #expect(session.attempt?.isAnswered == false)
        #expect(session.attempt?.question.id == "tested-code")
    }

    @Test func anInvalidAnswerIsNotRecorded() {
        let session = Self.session()
        _ = session.start("kinds")
        _ = session.next()
        #expect(session.answer("zz").first == .invalidAnswer("answer with a letter a–b (or the text of a choice)"))
        #expect(session.attempts.isEmpty)
    }

    @Test func skippingLeavesTheQuestionUnansweredAndMovesOn() throws {
        let session = Self.session()
        _ = session.start("kinds")
        _ = session.next()
        let events = session.skip()
        #expect(session.attempts.isEmpty)
        guard case .ask(let next) = try #require(events.last) else {
            Issue.record("expected the next question, got \(events)")
            return
        }
        #expect(next.question.id == "q-multi")
        guard case .ask(let again) = try #require(session.quizNow().first) else {
            Issue.record("expected a question")
            return
        }
        #expect(again.question.id == "q-choice")
    }

    @Test func solutionRecordsAMissAndShowsTheAnswer() {
        let session = Self.session()
        _ = session.start("kinds")
        _ = session.next()
        guard case .verdict(_, let verdict) = session.solution().first else {
            Issue.record("expected a verdict")
            return
        }
        #expect(verdict.expected == "a) Right one")
        #expect(session.attempts.first?.skipped == true)
    }

    @Test func nextIsRefusedWhileAQuestionIsOpen() {
        let session = Self.session()
        _ = session.start("kinds")
        _ = session.next()
        guard case .notice = session.next().first else {
            Issue.record("expected a notice")
            return
        }
        #expect(session.attempt?.question.id == "q-choice")
    }
}
