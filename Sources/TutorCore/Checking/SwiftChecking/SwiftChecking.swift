import Foundation

/// What the checker needs from a Swift compiler: type-check learner code against the SwiftUI
/// surface, and compile and run a program. `TutorCompiler.SwiftCompiler` is the real one; the
/// checker only knows this protocol, so checking rules never depend on how code is compiled.
package protocol SwiftChecking: Sendable {
    /// Seconds a program may run before it is stopped.
    var timeLimit: TimeInterval { get }

    /// Type-checks `source` without running it. Diagnostics name the file `displayName`.
    func typecheck(_ source: String, displayName: String) throws -> CompileResult

    /// Compiles `source` as a program and runs it, feeding it `input` on standard input.
    func run(_ source: String, displayName: String, input: String?) throws -> ProgramRun
}

/// The error a ``SwiftChecking`` throws when its work was stopped from outside (Ctrl-C): the
/// checker then has no verdict, and says ``CheckOutcome/cancelled``.
package protocol CheckCancellation: Error {}

extension SwiftChecking {
    package func run(_ source: String, displayName: String) throws -> ProgramRun {
        try run(source, displayName: displayName, input: nil)
    }
}
