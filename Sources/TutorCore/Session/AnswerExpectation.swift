/// What the open step of a question takes when the line typed is not an answer to it (nothing is
/// recorded); the terminal words it.
package enum AnswerExpectation: Equatable, Sendable {
    /// The fix of a bug question: the corrected line.
    case correctedLine
    /// A tree question's node: one of `count` branches, by letter or by text.
    case branch(count: Int)
}
