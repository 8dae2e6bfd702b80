/// Why an answer could not be judged: the checking machinery failed (the compiler, its cache,
/// the sandbox), not the answer. It is never a verdict: the learner is told, the try is not
/// counted and nothing is saved as right or wrong.
package enum CheckFailure: Error, Equatable, Sendable {
    /// The compiler ended without a diagnostic of its own (it crashed, was killed, or printed
    /// nothing and failed); `detail` is its exit status or last line.
    case compilerCrashed(detail: String)
    /// The compiler was stopped after `seconds`.
    case compilerTimedOut(seconds: Int)
    /// The SwiftUI surface, which answers are compiled against, does not build with this compiler.
    case surfaceDoesNotBuild
    /// The compile cache cannot be written (`path`).
    case cacheNotWritable(path: String)
    /// The compile cache was damaged or stale, and building it again did not help.
    case cacheDamaged(detail: String)
    /// Running code needs a sandbox and there is none (`reason`).
    case sandboxUnavailable(reason: String)
    /// Code must be compiled or run to judge this answer, and no Swift compiler was found.
    case noCompiler
    /// Any other failure to compile, run or test, described.
    case other(String)

    /// The reason as a learner reads it after "couldn't check this answer: ".
    package var reason: String {
        switch self {
        case .compilerCrashed(let detail): "the Swift compiler stopped without a message (\(detail))"
        case .compilerTimedOut(let seconds): "the Swift compiler was stopped after \(seconds) s"
        case .surfaceDoesNotBuild: "the SwiftUI module answers are compiled against does not build with this compiler"
        case .cacheNotWritable(let path): "the compile cache \(path) cannot be written"
        case .cacheDamaged(let detail): "the compile cache is damaged and could not be rebuilt (\(detail))"
        case .sandboxUnavailable(let reason): "there is no sandbox to run the tests in (\(reason))"
        case .noCompiler: "no Swift compiler was found (set SWIFTC or add swiftc to PATH)"
        case .other(let detail): detail
        }
    }

    /// `error` as a failure of the machinery: itself when it is one, else described.
    package static func from(_ error: any Error) -> CheckFailure {
        if let failure = error as? CheckFailure { return failure }
        if let convertible = error as? any CheckFailureConvertible { return convertible.checkFailure }
        return .other(String(describing: error))
    }
}

/// An error of a ``SwiftChecking`` that says which ``CheckFailure`` it is.
package protocol CheckFailureConvertible: Error {
    var checkFailure: CheckFailure { get }
}
