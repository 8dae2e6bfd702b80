import Foundation

/// The FSRS memory state and schedule of one reviewable item.
///
/// A card is a plain value: ``FSRSScheduler/review(_:rating:at:)`` returns an updated copy
/// rather than mutating anything, and the whole card can be stored in a JSON file.
/// A card that has never been reviewed is in ``State/learning`` at step 0 with no
/// stability or difficulty yet (see ``init(due:)``).
package struct FSRSCard: Codable, Equatable, Sendable {
    /// Which phase of the FSRS schedule a card is in.
    package enum State: String, Codable, Sendable, CaseIterable {
        /// New, or still working through the scheduler's learning steps.
        case learning
        /// Graduated; scheduled in whole days from its stability.
        case review
        /// Forgotten after graduating; working through the relearning steps.
        case relearning
    }

    /// The card's current phase.
    package var state: State
    /// Index into the learning or relearning steps; `nil` while in ``State/review``.
    package var step: Int?
    /// Memory stability in days (the interval at which recall probability falls to 90%); `nil` before the first review.
    package var stability: Double?
    /// Memory difficulty between 1 and 10; `nil` before the first review.
    package var difficulty: Double?
    /// When the card is next due.
    package var due: Date
    /// When the card was last reviewed; `nil` before the first review.
    package var lastReview: Date?

    /// Creates a card with an explicit memory state and schedule.
    package init(
        state: State,
        step: Int?,
        stability: Double?,
        difficulty: Double?,
        due: Date,
        lastReview: Date?
    ) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
    }

    /// Creates a new, never-reviewed card that is due at `due`.
    package init(due: Date) {
        self.init(state: .learning, step: 0, stability: nil, difficulty: nil, due: due, lastReview: nil)
    }
}
