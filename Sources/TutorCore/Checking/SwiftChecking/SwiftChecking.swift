import Foundation

/// What the checker needs from a Swift compiler: type-check learner code against the SwiftUI
/// surface, and compile and run a program. `TutorCompiler.SwiftCompiler` is the real one; the
/// checker only knows this protocol, so checking rules never depend on how code is compiled.
package protocol SwiftChecking: Sendable {
    /// Seconds a program may run before it is stopped.
    var timeLimit: TimeInterval { get }

    /// Type-checks `files` together as one module (as Xcode builds an app target), without
    /// running anything. With a `target`, APIs newer than it are errors, as in Xcode.
    func typecheck(_ files: [LearnerFile], target: DeploymentTarget?) throws -> CompileResult

    /// Compiles `source` as a program and runs it, feeding it `input` on standard input.
    func run(_ source: String, displayName: String, input: String?) throws -> ProgramRun

    /// Compiles `files` as a SwiftUI program for the terminal runtime, starts it from `rootView`
    /// (else the `@main` App, else the first `#Preview`) and carries out the script `steps`.
    func runViews(_ files: [LearnerFile], rootView: String?, steps: [String]) throws -> ProgramRun
}

/// The error a ``SwiftChecking`` throws when its work was stopped from outside (Ctrl-C): the
/// checker then has no verdict, and says ``CheckOutcome/cancelled``.
package protocol CheckCancellation: Error {}

extension SwiftChecking {
    /// Type-checks one file. Diagnostics name the file `displayName`.
    package func typecheck(_ source: String, displayName: String, target: DeploymentTarget? = nil) throws
        -> CompileResult
    {
        try typecheck([LearnerFile(source, displayName: displayName)], target: target)
    }

    package func run(_ source: String, displayName: String) throws -> ProgramRun {
        try run(source, displayName: displayName, input: nil)
    }
}
