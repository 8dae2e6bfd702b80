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
        self.step = Self.firstStep(of: question, trees: course.trees)
    }

    /// Where answering `question` starts: its first gap, its tree's root, or the answer.
    package static func firstStep(of question: Question, trees: [String: DecisionTree]) -> Step {
        switch question.payload {
        case .blank(_, let blanks) where blanks.count > 1: return .gap(0)
        case .tree(let treeID, _, _): return trees[treeID]?.root.map { .treeNode($0.id) } ?? .answer
        default: return .answer
        }
    }

    package var isAnswered: Bool {
        if case .done = step { return true }
        return false
    }

    package var verdict: Verdict? {
        if case .done(let verdict) = step { return verdict }
        return nil
    }
}
