/// Judging one answer outside the shell, as `statetutor check` does.
extension TutorSession {
    /// `answer` to question `questionID` judged as one try: choice letters in the file's order,
    /// a multi-step answer split into its steps (``AnswerSteps/split(_:for:)``). An answer that
    /// stops before the question is complete is `.invalid`.
    package static func judge(_ answer: String, questionID: String, course: Course, checker: AnswerChecker)
        -> CheckOutcome
    {
        guard let question = course.question(withID: questionID) else { return .invalid("no such question") }
        var course = course
        course.tries = 1
        // Judging is the instructor's side even of an assessment: the answer gets its verdict.
        course.mode = .practice
        let session = TutorSession(course: course, checker: checker, shufflesChoices: false)
        _ = session.ask(questionID)
        for step in AnswerSteps.split(answer, for: question) {
            for event in session.answer(step) {
                switch event {
                // Judged once, code that does not compile is wrong (in the shell it costs no try).
                case .verdict(_, let verdict), .doesNotCompile(_, let verdict): return .verdict(verdict)
                case .invalidAnswer(let message): return .invalid(message)
                case .checkCancelled: return .cancelled
                case .checkFailed(let failure): return .couldNotCheck(failure)
                default: break
                }
            }
        }
        return .invalid("the answer ended before the question was complete")
    }
}
