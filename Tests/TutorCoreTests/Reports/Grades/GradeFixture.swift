import Foundation

@testable import TutorCore

/// A course whose questions carry different `points`, and helpers to build a learner's tries,
/// shared by the grade, roster and gradebook tests.
enum GradeFixture {
    static let first = """
        ---
        id: first
        title: First lesson
        summary: Two questions on two pages.
        minutes: 5
        ---

        ## Page one

        ```quiz
        id: q-four
        kind: choice
        prompt: Pick.
        points: 4
        choices:
          - text: Right
            correct: true
          - text: Wrong
        ```

        ## Page two

        ```quiz
        id: q-two
        kind: truefalse
        prompt: True?
        points: 2
        answer: true
        ```
        """

    static let second = """
        ---
        id: second
        title: Second, and last
        summary: One question.
        minutes: 5
        ---

        ## Only page

        ```quiz
        id: q-three
        kind: text
        prompt: Word?
        points: 3
        accept: [let]
        ```
        """

    static let course = CourseLoader().load(
        files: [LessonFile(path: "01-first.md", text: first), LessonFile(path: "02-second.md", text: second)],
        defaultID: ReportFixture.course.id
    ).course

    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func time(_ minutes: Double) -> Date {
        start.addingTimeInterval(minutes * 60)
    }

    /// One try. `continued` marks a miss that left the question open.
    static func attempt(
        _ question: String, minute: Double = 0, score: Double, try number: Int = 1, hints: Int = 0,
        continued: Bool = false, skipped: Bool = false
    ) -> AttemptRecord {
        var record = AttemptRecord(
            lessonID: course.lesson(containing: question)?.id ?? "", questionID: question,
            contentHash: course.question(withID: question)?.contentHash ?? "", at: time(minute), answer: "x",
            score: score, hintsUsed: hints, seconds: 10, skipped: skipped)
        record.tryNumber = number
        record.continued = continued
        return record
    }

    /// The attempts under their lessons and questions; the course shares the report tests' id.
    static func preferences(_ attempts: [AttemptRecord]) -> Preferences {
        ReportFixture.preferences(attempts)
    }

    static func grade(_ attempts: [AttemptRecord]) -> LearnerGrade {
        LearnerGrade(preferences: preferences(attempts), course: course, name: "Ada")
    }

    static func grade(_ preferences: Preferences) -> LearnerGrade {
        LearnerGrade(preferences: preferences, course: course, name: "Ada")
    }
}
