import Foundation

/// Something the learner did that was just saved in the preferences file: what a class's
/// statements are made from (`ProgressTracker.observer`).
package enum ProgressEvent: Equatable, Sendable {
    /// One try at a question, saved.
    case answered(AttemptRecord)
    /// A lesson reached its end for the first time (since a reset).
    case lessonCompleted(lessonID: String, at: Date)
    /// A review of the questions due ended: its own id, when it started and ended, how many
    /// questions it asked and how many were answered right.
    case reviewEnded(id: String, start: Date, end: Date, asked: Int, right: Int)
}
