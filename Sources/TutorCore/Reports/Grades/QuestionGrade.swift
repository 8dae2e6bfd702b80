import Foundation

/// What one question earned a learner: its `points` times the credit of the best try that ended
/// a visit to it (docs/REPORTS.md, "Grades").
///
/// A try ends a visit when it is not `continued`: a right answer, the last try, or a shown
/// solution. Tries that left the question open earn nothing on their own; a question answered in
/// several visits (a review brings it back) keeps the best of the visits.
package struct QuestionGrade: Encodable, Sendable, Equatable {
    package var questionID: String
    package var lessonID: String
    package var points: Int
    /// `points` × the best credit, 0 when no visit has ended.
    package var earned: Double
    /// A visit ended with an answer of the learner's own (right or wrong); a shown solution is
    /// not an answer.
    package var isAnswered: Bool
    /// Answered right at least once.
    package var isAnsweredRight: Bool
    /// Attempts where the solution was shown instead of an answer.
    package var solutionsViewed: Int
    /// Every attempt, skips included.
    package var attempts: Int

    package init(_ record: LearnerReport.QuestionRecord) {
        questionID = record.question.id
        lessonID = record.lesson.id
        points = record.question.points
        let ending = record.attempts.filter { !$0.continued }
        earned = Double(record.question.points) * (ending.map(\.credit).max() ?? 0)
        isAnswered = ending.contains { !$0.skipped }
        isAnsweredRight = record.wasAnsweredRight
        solutionsViewed = record.attempts.filter(\.skipped).count
        attempts = record.attempts.count
    }
}
