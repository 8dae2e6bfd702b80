/// The result of checking an answer.
package struct Verdict: Equatable, Sendable, Codable {
    /// 0 (wrong) to 1 (right); partial credit in between.
    package var score: Double
    /// Per-answer feedback (the choice's `feedback`, notes such as "differs only in case").
    package var feedback: [String]
    /// The right answer, shown on a miss.
    package var expected: String?
    /// True when code was compared by Swift tokens because no compiler was found; the session
    /// says so once.
    package var checkedWithoutCompiler = false

    package init(score: Double, feedback: [String] = [], expected: String? = nil) {
        self.score = min(1, max(0, score))
        self.feedback = feedback
        self.expected = expected
    }

    package var isCorrect: Bool { score >= 1 }

    package static func right(_ feedback: [String] = []) -> Verdict { Verdict(score: 1, feedback: feedback) }

    package static func wrong(expected: String?, _ feedback: [String] = []) -> Verdict {
        Verdict(score: 0, feedback: feedback, expected: expected)
    }
}

/// What checking a line of input gives: a verdict, or a reason the input is not an answer at all
/// (not counted as an attempt), or nothing because the learner stopped the check (Ctrl-C while
/// the compiler or the tests ran; not counted either).
package enum CheckOutcome: Equatable, Sendable {
    case verdict(Verdict)
    case invalid(String)
    case cancelled
}
