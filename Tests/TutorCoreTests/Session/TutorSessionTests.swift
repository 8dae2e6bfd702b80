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
        #expect(session.quiz?.score == 1)
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

    @Test func anInvalidAnswerIsNotRecorded() {
        let session = Self.session()
        _ = session.start("kinds")
        _ = session.next()
        #expect(session.answer("zz").first == .invalidAnswer("answer with a letter a–b (or the text of a choice)"))
        #expect(session.attempts.isEmpty)
    }

    @Test func skippingRecordsAMissAndShowsTheAnswer() {
        let session = Self.session()
        _ = session.start("kinds")
        _ = session.next()
        guard case .verdict(_, let verdict) = session.skip().first else {
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
