import Foundation

/// A question the learner is answering: which step they are on, hints used, time started.
package struct QuestionAttempt: Equatable, Sendable {
    package enum Step: Equatable, Sendable {
        /// Waiting for the answer (single-step kinds, and the first step of the others).
        case answer
        /// `blank`: waiting for gap `n`.
        case gap(Int)
        /// `bug`: waiting for the fix after the right line was named.
        case fix
        /// `tree`: standing at this node.
        case treeNode(String)
        /// Answered; the verdict is shown and Enter moves on.
        case done(Verdict)
    }

    package var question: Question
    package var step: Step
    package var hintsShown = 0
    package var startedAt: Date
    /// Answers given so far, for the record ("b", or "line 4 / fix", or the tree labels).
    package var given: [String] = []
    /// Scores of the steps so far (gaps, tree steps).
    package var stepScores: [Double] = []

    package init(question: Question, startedAt: Date, course: Course) {
        self.question = question
        self.startedAt = startedAt
        self.step = AnswerSteps.first(of: question, trees: course.trees)
    }

    /// True when the answer to the current step is typed over several lines.
    package var takesMultipleLines: Bool { AnswerSteps.takesMultipleLines(question, at: step) }

    package var isAnswered: Bool {
        if case .done = step { return true }
        return false
    }

    package var verdict: Verdict? {
        if case .done(let verdict) = step { return verdict }
        return nil
    }
}
