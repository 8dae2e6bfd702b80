/// A step of a multi-step question that was right, before the next step is asked; the terminal
/// words it.
package enum StepProgress: Equatable, Sendable {
    /// The line picked in a bug question (1-based); its fix is asked next.
    case line(Int)
    /// The branch taken at a node of a tree question.
    case branch(String)
    /// The gaps of a fill-in question judged together, 1-based (one gap: `n...n`).
    case gaps(ClosedRange<Int>)
}
