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
    /// Which try at the question this was (1 for the first).
    package var tryNumber = 1
    /// True when the question stayed open after this try (a miss with tries left); only the
    /// try that ends a question counts as a review.
    package var continued = false
    /// The steps of the answer as given, one per input the question takes (a tree's branch
    /// labels, a blank's gaps, a bug's `line N` and its fix, choice letters in the file's order);
    /// nil in files written before steps were kept, where `answer` joins them with " / ".
    package var steps: [String]? = nil
    /// True when the answer was recorded without a verdict (a course in assessment mode): the
    /// instructor's report judges it; its `score` is 0 until then and it is never reviewed.
    package var awaitingVerdict = false

    /// What the try earns, 0 to 1: its score, less a quarter for each earlier try and a tenth
    /// for each hint, but at least a quarter of the score for an answer that got there;
    /// nothing when the answer was shown instead (docs/LESSON_FORMAT.md, "Tries, hints and score").
    package var credit: Double {
        guard !skipped, score > 0 else { return 0 }
        let penalty = 0.25 * Double(max(0, tryNumber - 1)) + 0.1 * Double(hintsUsed)
        return score * max(0.25, 1 - penalty)
    }

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
