/// The instructor's verdict on one stored answer, as the verdict cache keeps it.
package struct JudgedAnswer: Equatable, Sendable {
    package var score: Double
    /// A short label of the check the answer failed: the first failed test's message, else the
    /// compiler's first error, else the first line of feedback; empty when right or unknown.
    package var failedCheck: String

    package var isCorrect: Bool { score >= 1 }

    package init(score: Double, failedCheck: String = "") {
        self.score = score
        self.failedCheck = failedCheck
    }

    /// What a checker's outcome says about a stored answer: nil when it could not be judged,
    /// including code compared by tokens for want of a compiler (a guess, not a verdict).
    /// An answer the checker refuses as no answer at all (`invalid`, which no session records as
    /// a try) is wrong.
    package init?(_ outcome: CheckOutcome) {
        switch outcome {
        case .verdict(let verdict):
            guard !verdict.checkedWithoutCompiler else { return nil }
            let label =
                verdict.failedChecks.first?.message
                ?? verdict.diagnostics.first(where: { $0.severity == .error })?.message
                ?? verdict.feedback.first ?? ""
            self.init(score: verdict.score, failedCheck: verdict.isCorrect ? "" : label)
        case .invalid(let message): self.init(score: 0, failedCheck: message)
        case .cancelled, .couldNotCheck: return nil
        }
    }
}
