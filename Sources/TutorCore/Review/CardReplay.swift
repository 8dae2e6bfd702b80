import Foundation

/// The FSRS card of a question, replayed from its attempts: each visit to a question is one
/// review, rated by the try that ended it (not right, or the answer shown → again; right after
/// a miss or with hints → hard; right on the first try → good; right on the first try, the
/// first time, without hints and quickly → easy). Tries that left the question open are not
/// reviews. Replaying makes merged histories from two sessions schedule correctly.
package enum CardReplay {
    /// "Quickly" for an easy rating.
    package static let quickSeconds: Double = 20

    package static func rating(for attempt: AttemptRecord, isFirstTry: Bool) -> FSRSRating {
        guard attempt.isCorrect, !attempt.skipped else { return .again }
        if attempt.hintsUsed > 0 || attempt.tryNumber > 1 { return .hard }
        if isFirstTry && attempt.seconds <= quickSeconds { return .easy }
        return .good
    }

    /// The card after every attempt of the current content, in time order; nil without attempts.
    package static func card(
        for attempts: [AttemptRecord], contentHash: String, scheduler: FSRSScheduler = FSRSScheduler()
    ) -> FSRSCard? {
        // An answer awaiting the instructor's verdict (assessment mode) is never reviewed.
        let relevant = attempts.filter { $0.contentHash == contentHash && !$0.continued && !$0.awaitingVerdict }
            .sorted { $0.at < $1.at }
        guard let first = relevant.first else { return nil }
        var card = FSRSCard(due: first.at)
        for (index, attempt) in relevant.enumerated() {
            card = scheduler.review(card, rating: rating(for: attempt, isFirstTry: index == 0), at: attempt.at)
        }
        return card
    }
}
