import Foundation

/// One answer to one question, as stored in the progress file.
package struct AttemptRecord: Equatable, Sendable {
    /// Unique, so that two sessions writing the same file merge without losing or doubling attempts.
    package var id: String
    package var lessonID: String
    package var questionID: String
    /// The question's content hash when it was answered, to notice later edits.
    package var contentHash: String
    package var at: Date
    package var answer: String
    package var score: Double
    package var isCorrect: Bool
    package var hintsUsed: Int
    package var seconds: Double
    /// True when the learner skipped and saw the answer instead of answering.
    package var skipped: Bool

    package init(
        lessonID: String, questionID: String, contentHash: String, at: Date, answer: String, score: Double,
        hintsUsed: Int,
        seconds: Double, skipped: Bool = false, id: String = UUID().uuidString
    ) {
        self.id = id
        self.lessonID = lessonID
        self.questionID = questionID
        self.contentHash = contentHash
        self.at = at
        self.answer = answer
        self.score = score
        self.isCorrect = score >= 1
        self.hintsUsed = hintsUsed
        self.seconds = seconds
        self.skipped = skipped
    }
}
