/// What happened in answer to a learner's action; the shell renders these and nothing else.
package enum SessionEvent: Equatable, Sendable {
    /// A page of a lesson to show.
    case page(lessonID: String, index: Int)
    /// A question (or its next step) to ask.
    case ask(QuestionAttempt)
    /// A step of a multi-step question was right; the next step follows as `.ask`.
    case stepRight(StepProgress)
    /// A wrong try with tries left: its feedback (no answer shown); the question stays open.
    case tryAgain(QuestionAttempt, Verdict)
    /// Code that does not compile (a code answer, or the fix of a bug that compiled): the
    /// compiler's errors, not counted as a try and not recorded; the question stays open.
    case doesNotCompile(QuestionAttempt, Verdict)
    /// The final verdict on a question, with its explanation.
    case verdict(QuestionAttempt, Verdict)
    /// Assessment mode: the answer is recorded for the instructor's verdict, and nothing about
    /// it is told; Enter moves on.
    case answerRecorded(QuestionAttempt)
    /// The answer could not be read as an answer; nothing was recorded.
    case invalidAnswer(String)
    /// The line typed is not what the open step takes (a letter, a corrected line); nothing was
    /// recorded.
    case answerExpected(AnswerExpectation)
    /// The learner stopped the check of the answer (Ctrl-C); nothing was recorded and the
    /// question is still open.
    case checkCancelled
    /// The answer could not be judged because the machinery failed (the compiler, its cache,
    /// the sandbox); nothing was recorded, no try was used, and the question is still open.
    case checkFailed(CheckFailure)
    /// Hint `number` of `total`.
    case hint(String, number: Int, total: Int)
    case explanation(String)
    /// The open question's tests (Swift source), which run against the learner's code once it
    /// compiles.
    case tests(String)
    /// The learner finished every page and question of a lesson.
    case lessonFinished(lessonID: String, score: Double, points: Int, nextLessonID: String?)
    /// Something to tell the learner besides the above (no more hints, a review's summary);
    /// the terminal words it.
    case notice(SessionNotice)
}
