import Observation

/// A lesson's questions asked in order, with a running score: the same shape as the model the
/// course teaches (`question`, `score`, `finished`, `answer(correct:)`), and testable without any UI.
@Observable
package final class QuizModel {
    package private(set) var questions: [Question]
    package private(set) var index = 0
    /// Points earned so far (partial credit counts).
    package private(set) var score: Double = 0
    package private(set) var answered = 0

    package init(questions: [Question]) {
        self.questions = questions
    }

    /// The question to answer now, nil when finished.
    package var question: Question? {
        index < questions.count ? questions[index] : nil
    }

    package var finished: Bool { index >= questions.count }

    /// Records a right or wrong answer and moves to the next question.
    package func answer(correct: Bool) {
        answer(score: correct ? 1 : 0)
    }

    /// Records an answer worth `score` (0...1) and moves to the next question.
    package func answer(score: Double) {
        guard !finished else { return }
        self.score += min(1, max(0, score))
        answered += 1
        index += 1
    }

    /// Moves past the current question without scoring it.
    package func skip() {
        guard !finished else { return }
        index += 1
    }

    /// Makes `id` the current question (a learner may jump around a lesson).
    package func move(to id: String) {
        if let position = questions.firstIndex(where: { $0.id == id }) { index = position }
    }
}
