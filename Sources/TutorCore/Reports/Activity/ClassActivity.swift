import Foundation

/// What a class did over time, and who is stuck: the dashboard's view of activity.
///
/// - A day is a UTC calendar day; only days with at least one attempt or completed lesson are
///   listed, oldest first.
/// - A learner is stuck as the grades say (``LearnerPlace``): at the question they are at, never
///   answered right, their last tries all failed. The failed tries are the run of attempts at it,
///   latest back, that were not right (a shown solution counts as one).
package struct ClassActivity: Encodable, Sendable, Equatable {
    /// One day of the class's work.
    package struct Day: Encodable, Sendable, Equatable {
        /// The day's start, midnight UTC.
        package var date: Date
        /// Attempts made that day, skips included.
        package var attempts: Int
        /// Learners with at least one attempt that day.
        package var learners: Int
        /// Lessons completed that day, over all learners.
        package var lessonsCompleted: Int
    }

    /// A learner whose last tries failed.
    package struct StuckLearner: Encodable, Sendable, Equatable {
        package var name: String
        package var lessonID: String
        package var questionID: String
        /// The attempts at the question, latest back, that were not right.
        package var failedTries: Int
        package var lastAttemptAt: Date
    }

    package var days: [Day]
    /// In the order the students were given.
    package var stuck: [StuckLearner]

    private static let secondsPerDay = 86_400.0

    package init(students: [(name: String, preferences: Preferences)], course: Course) {
        var attempts: [Double: Int] = [:]
        var learners: [Double: Set<Int>] = [:]
        var completions: [Double: Int] = [:]
        var stuck: [StuckLearner] = []
        for (position, student) in students.enumerated() {
            let records = LearnerReport.QuestionRecord.all(in: student.preferences, course: course)
            for attempt in records.flatMap(\.attempts) {
                let day = Self.day(of: attempt.at)
                attempts[day, default: 0] += 1
                learners[day, default: []].insert(position)
            }
            for lesson in course.lessons {
                if let completed = student.preferences.progress(course: course.id, lesson: lesson.id).completedAt {
                    completions[Self.day(of: completed), default: 0] += 1
                }
            }
            let progress = student.preferences.progress(course: course.id)
            if let found = Self.stuck(in: records, progress: progress, course: course, name: student.name) {
                stuck.append(found)
            }
        }
        days = Set(attempts.keys).union(completions.keys).sorted().map { day in
            Day(
                date: Date(timeIntervalSince1970: day), attempts: attempts[day] ?? 0,
                learners: learners[day]?.count ?? 0, lessonsCompleted: completions[day] ?? 0)
        }
        self.stuck = stuck
    }

    private static func day(of date: Date) -> Double {
        (date.timeIntervalSince1970 / secondsPerDay).rounded(.down) * secondsPerDay
    }

    private static func stuck(
        in records: [LearnerReport.QuestionRecord], progress: Preferences.CourseProgress, course: Course, name: String
    ) -> StuckLearner? {
        guard let place = LearnerPlace(progress: progress, records: records, course: course), place.isStuck,
            let record = records.first(where: { $0.question.id == place.questionID }), let last = record.attempts.last
        else { return nil }
        let failed = record.attempts.reversed().prefix { $0.skipped || !$0.isCorrect }.count
        return StuckLearner(
            name: name, lessonID: record.lesson.id, questionID: record.question.id, failedTries: failed,
            lastAttemptAt: last.at)
    }
}
