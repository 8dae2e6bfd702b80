/// What a course in assessment mode turns off (`mode: assessment` in `course.yaml`): the
/// session refuses it with ``SessionNotice/offInAssessment(_:)`` and the terminal words it.
package enum AssessmentLimit: Sendable, Equatable {
    /// `hint`: no hints.
    case hints
    /// `solution`: the answer is never shown.
    case solution
    /// `tests`: the checks an answer is judged by are not listed.
    case tests
    /// `explain`: no explanation of the answer.
    case explanation
    /// `review`: no spaced review of answers not judged yet.
    case review
    /// A question answered already (`quiz` again, a review): each question takes one answer.
    case secondAnswer
}
