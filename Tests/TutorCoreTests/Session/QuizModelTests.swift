import Foundation
import Observation
import Testing

@testable import TutorCore

@Suite struct QuizModelTests {
    static let questions = AnswerCheckerTests.course.questions

    @Test func answeringMovesToTheNextQuestionAndCountsTheScore() {
        let quiz = QuizModel(questions: Array(Self.questions.prefix(2)))
        #expect(quiz.question?.id == "q-choice")
        quiz.answer(correct: true)
        #expect(quiz.question?.id == "q-multi")
        #expect(quiz.score == 1)
        #expect(!quiz.finished)
        quiz.answer(correct: false)
        #expect(quiz.finished)
        #expect(quiz.score == 1)
    }

    @Test func theModelIsObservable() {
        let quiz = QuizModel(questions: Self.questions)
        let changed = ChangeFlag()
        withObservationTracking {
            _ = quiz.score
        } onChange: {
            changed.set()
        }
        quiz.answer(correct: true)
        #expect(changed.isSet)
    }
}

final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
