import Foundation

/// Item scores for the item analysis, as Moodle's quiz statistics take them: what each question
/// earned on the learner's first visit to it, with the penalties for tries and hints.
enum ItemScores {
    /// For each question of a learner's records, the question's points times the credit
    /// (``AttemptRecord/credit``) of the try that ended the first visit (0 when the answer was
    /// shown); nil when no try has ended a visit yet.
    static func scores(of records: [LearnerReport.QuestionRecord]) -> [Double?] {
        records.map { record in
            record.attempts.first { !$0.continued }.map { Double(max(1, record.question.points)) * $0.credit }
        }
    }
}
