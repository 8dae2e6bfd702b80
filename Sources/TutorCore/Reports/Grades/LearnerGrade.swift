import Foundation

/// One learner's grade in one course: points earned per question, per lesson and in all, the
/// lessons completed, the solutions viewed, the last activity and where the learner is
/// (docs/REPORTS.md, "Grades").
package struct LearnerGrade: Encodable, Sendable, Equatable {
    /// How far the learner got in the course.
    package enum Status: String, Encodable, Sendable {
        /// Nothing recorded: no attempt, page, completed lesson, session or place.
        case notStarted
        case inProgress
        /// Every lesson completed (``LessonGrade/isCompleted``).
        case completed
    }

    package var name: String
    /// From the roster, else from the learner's statements (`mailto:`) or file name.
    package var email: String?
    /// From the roster, else from the learner's xAPI account or file name.
    package var id: String?
    /// Whether the learner is on the roster; nil when no roster was given.
    package var onRoster: Bool?
    package var status: Status
    /// The sum of the course's questions' `points`.
    package var points: Int
    package var earned: Double
    /// `earned / points`; nil for a course without points.
    package var grade: Double?
    package var lessonsCompleted: Int
    package var solutionsViewed: Int
    /// The latest attempt, page opened, session start or end, or lesson completion.
    package var lastActivity: Date?
    package var place: LearnerPlace?
    /// One per lesson of the course, in course order.
    package var lessons: [LessonGrade]
    /// One per question of the course, in course order.
    package var questions: [QuestionGrade]

    package init(preferences: Preferences, course: Course, name: String) {
        let records = LearnerReport.QuestionRecord.all(in: preferences, course: course)
        let progress = preferences.progress(course: course.id)
        self.name = name
        questions = records.map(QuestionGrade.init)
        var byLesson: [String: [QuestionGrade]] = [:]
        for grade in questions { byLesson[grade.lessonID, default: []].append(grade) }
        lessons = course.lessons.map { lesson in
            LessonGrade(
                lesson: lesson, questions: byLesson[lesson.id] ?? [],
                reachedEnd: progress.lessons[lesson.id]?.completedAt != nil)
        }
        points = questions.map(\.points).reduce(0, +)
        earned = questions.map(\.earned).reduce(0, +)
        grade = points > 0 ? earned / Double(points) : nil
        lessonsCompleted = lessons.filter(\.isCompleted).count
        solutionsViewed = questions.map(\.solutionsViewed).reduce(0, +)
        place = LearnerPlace(progress: progress, records: records, course: course)

        let lessonIDs = Set(course.lessons.map(\.id))
        var moments = records.flatMap { $0.attempts.map(\.at) }
        moments += progress.sessions.flatMap { [$0.start, $0.end].compactMap { $0 } }
        moments += progress.lessons.filter { lessonIDs.contains($0.key) }.compactMap(\.value.completedAt)
        if let last = progress.lastPlace { moments.append(last.at) }
        lastActivity = moments.max()
        let seen = progress.lessons.contains { lessonIDs.contains($0.key) && !$0.value.sectionsSeen.isEmpty }
        if lastActivity == nil, !seen {
            status = .notStarted
        } else {
            status = !lessons.isEmpty && lessonsCompleted == lessons.count ? .completed : .inProgress
        }
    }
}
