/// A fenced ` ```swift ` block of a lesson, with what `validate` must do with it.
package struct CodeSample: Sendable, Equatable {
    package enum Expectation: Sendable, Equatable {
        /// The code must type-check against the SwiftUI surface.
        case compiles
        /// The code must fail to compile with a diagnostic containing this text.
        case fails(message: String)
        /// Not checked (`swift norun <reason>` or `swift skip <reason>`).
        case skipped(reason: String)
        /// A program the learner can run from the shell (`swift run`, optionally `view=TYPE`):
        /// it must build with the terminal runtime and show its first screen without crashing.
        case runs(view: String?)
    }

    package var code: String
    package var expectation: Expectation
    /// The line of the opening fence; the code starts on the next line.
    package var location: SourceLocation
    /// For a program that runs: the one line the tutor shows after its crash (`note="…"`).
    package var note: String? = nil
}
