/// How well the learner recalled a card during a review, on the four-point FSRS scale.
///
/// The raw values match FSRS (and py-fsrs) exactly, so they can be stored or exchanged as plain integers.
package enum FSRSRating: Int, Codable, Sendable, CaseIterable {
    /// The learner forgot the answer.
    case again = 1
    /// The learner recalled the answer with serious difficulty.
    case hard = 2
    /// The learner recalled the answer after a hesitation.
    case good = 3
    /// The learner recalled the answer easily.
    case easy = 4
}
