/// Something in a learner's progress that an instructor should look at: a stored claim the
/// instructor's verdict disagrees with, an answer that cannot be, or a file that looks copied.
/// A flag changes no grade by itself; the terminal words it (docs/REPORTS.md, "Flags").
package struct ReportFlag: Equatable, Sendable {
    /// Why the flag was raised, with what the words need; ``code`` is the stable name.
    package enum Reason: Equatable, Sendable {
        /// The file says right (score 1), the instructor's copy of the course says otherwise.
        case claimedRightJudgedWrong(judged: Double)
        /// The file says not right, the instructor's copy says right.
        case claimedWrongJudgedRight(claimed: Double)
        /// Both say partly right, with different scores.
        case claimedScoreDiffers(claimed: Double, judged: Double)
        /// The answer could not be judged here (the compiler, its cache or the sandbox failed, or
        /// judging was stopped): its stored score stands, and it is not called wrong.
        case notRejudged
        /// A try that was not a shown solution, with no answer text.
        case noAnswerText
        /// Typed faster than a person can (``ClassRejudging/fasterThanTyping(seconds:characters:)``).
        case fasterThanTyping(seconds: Double, characters: Int)
        /// The same attempt id is in another learner's progress: one file copied from the other.
        case sameAttemptAsAnotherLearner(other: String)
        /// Two learners of the class go by the same name.
        case sameNameAsAnotherLearner
        /// A score outside 0…1.
        case scoreOutOfRange(Double)
        /// A try number that does not follow the tries before it at the question.
        case triesDoNotAddUp(tryNumber: Int, expected: Int)

        /// The reason's stable name, for programs (`--format json`).
        package var code: String {
            switch self {
            case .claimedRightJudgedWrong: return "claimed-right-judged-wrong"
            case .claimedWrongJudgedRight: return "claimed-wrong-judged-right"
            case .claimedScoreDiffers: return "claimed-score-differs"
            case .notRejudged: return "not-rejudged"
            case .noAnswerText: return "no-answer-text"
            case .fasterThanTyping: return "faster-than-typing"
            case .sameAttemptAsAnotherLearner: return "same-attempt-as-another-learner"
            case .sameNameAsAnotherLearner: return "same-name-as-another-learner"
            case .scoreOutOfRange: return "score-out-of-range"
            case .triesDoNotAddUp: return "tries-do-not-add-up"
            }
        }
    }

    package var learner: String
    package var questionID: String?
    package var attemptID: String?
    package var reason: Reason

    package init(learner: String, questionID: String? = nil, attemptID: String? = nil, reason: Reason) {
        self.learner = learner
        self.questionID = questionID
        self.attemptID = attemptID
        self.reason = reason
    }
}
