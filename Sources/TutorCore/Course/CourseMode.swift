/// How a course treats answers (`mode:` in `course.yaml`).
package enum CourseMode: String, Sendable, Equatable, CaseIterable {
    /// Every answer is judged at once, with tries, hints, solutions and feedback.
    case practice
    /// One answer per question, recorded for the instructor's verdict: no hints, solutions,
    /// tests, explanations or verdicts (docs/LESSON_FORMAT.md, "Assessment mode").
    case assessment
}
