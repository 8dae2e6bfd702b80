/// The result of checking an answer.
package struct Verdict: Equatable, Sendable, Codable {
    /// 0 (wrong) to 1 (right); partial credit in between.
    package var score: Double
    /// Per-answer feedback (the choice's `feedback`, notes such as "differs only in case").
    package var feedback: [String]
    /// The right answer, shown on a miss.
    package var expected: String?
    /// The compiler's errors (each followed by its notes) and the tests' failed checks, in the
    /// learner's numbering: `file` is empty for what the learner wrote or was shown (their code,
    /// the blank's or bug's listing) and ``TestProgram/testFile`` for the question's tests.
    /// Printed under ``feedback`` with the line and a caret, as swiftc prints them.
    package var diagnostics: [CompilerDiagnostic] = []
    /// The question's tests that failed (already in ``feedback`` as sentences), for `validate`
    /// to point at their lines.
    package var failedChecks: [TestProgram.FailedCheck] = []
    /// Feedback that would give the answer away (a wrapper's path in the tree to the right
    /// leaf): shown with the final verdict, never after a miss with tries left.
    package var afterLastTry: [String] = []
    /// True when code was compared by Swift tokens because no compiler was found; the session
    /// says so once.
    package var checkedWithoutCompiler = false

    package init(score: Double, feedback: [String] = [], expected: String? = nil) {
        self.score = min(1, max(0, score))
        self.feedback = feedback
        self.expected = expected
    }

    package var isCorrect: Bool { score >= 1 }

    /// True when the compiler found an error in the learner's own code (not in the question's
    /// tests): the answer never ran.
    package var learnerCodeDoesNotCompile: Bool {
        !isCorrect && diagnostics.contains { $0.severity == .error && $0.file.isEmpty }
    }

    package static func right(_ feedback: [String] = []) -> Verdict { Verdict(score: 1, feedback: feedback) }

    package static func wrong(
        expected: String?, _ feedback: [String] = [], diagnostics: [CompilerDiagnostic] = []
    ) -> Verdict {
        var verdict = Verdict(score: 0, feedback: feedback, expected: expected)
        verdict.diagnostics = diagnostics
        return verdict
    }

    /// ``feedback`` and then ``diagnostics`` as plain lines (`line 3: error: …`), for a message
    /// that has room for one sentence.
    package var summary: String {
        (feedback + diagnostics.filter { $0.severity != .note }.map(\.learnerFormatted)).joined(separator: " ")
    }
}

/// What checking a line of input gives: a verdict, or a reason the input is not an answer at all
/// (not counted as an attempt), or nothing because the learner stopped the check (Ctrl-C while
/// the compiler or the tests ran; not counted either), or a failure of the machinery that
/// judges it (not counted, never a verdict).
package enum CheckOutcome: Equatable, Sendable {
    case verdict(Verdict)
    case invalid(String)
    case cancelled
    case couldNotCheck(CheckFailure)
}
