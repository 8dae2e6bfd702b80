import Foundation

/// Where a learner is in a course: the lesson (and page, and question) they were at last, and
/// whether they are stuck at that question.
///
/// The place is the preferences' `lastPlace` when it names a lesson of the course, else the
/// question of the latest attempt. A learner is **stuck** at a question they have not answered
/// right yet when their last ``stuckTries`` attempts at it all failed (a shown solution counts as
/// a failed try).
package struct LearnerPlace: Encodable, Sendable, Equatable {
    /// How many failed tries in a row, at a question never answered right, make a learner stuck.
    package static let stuckTries = 2

    package var lessonID: String
    /// The page, counted from 1; nil when it is not known.
    package var page: Int?
    package var questionID: String?
    package var isStuck: Bool

    package init(lessonID: String, page: Int?, questionID: String?, isStuck: Bool) {
        self.lessonID = lessonID
        self.page = page
        self.questionID = questionID
        self.isStuck = isStuck
    }

    /// The learner's place, or nil when nothing places them (no `lastPlace`, no attempt).
    package init?(progress: Preferences.CourseProgress, records: [LearnerReport.QuestionRecord], course: Course) {
        if let last = progress.lastPlace, let lesson = course.lessons.first(where: { $0.id == last.lessonID }) {
            let question = last.questionID.flatMap { id in lesson.questions.contains { $0.id == id } ? id : nil }
            self.init(
                lessonID: lesson.id, page: lesson.sections.indices.contains(last.page) ? last.page + 1 : nil,
                questionID: question, isStuck: question.map { Self.isStuck(at: $0, records) } ?? false)
            return
        }
        let latest = records.compactMap { record in record.attempts.last.map { (record, $0.at) } }
            .max { $0.1 < $1.1 }?.0
        guard let latest else { return nil }
        let page = latest.lesson.sections.firstIndex { $0.questions.contains { $0.id == latest.question.id } }
        self.init(
            lessonID: latest.lesson.id, page: page.map { $0 + 1 }, questionID: latest.question.id,
            isStuck: Self.isStuck(at: latest.question.id, records))
    }

    private static func isStuck(at questionID: String, _ records: [LearnerReport.QuestionRecord]) -> Bool {
        guard let record = records.first(where: { $0.question.id == questionID }), !record.wasAnsweredRight else {
            return false
        }
        let last = record.attempts.suffix(stuckTries)
        return last.count == stuckTries && last.allSatisfy { $0.skipped || !$0.isCorrect }
    }
}
