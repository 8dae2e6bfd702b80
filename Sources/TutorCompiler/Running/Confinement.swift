import Foundation

/// What one confined process may see and use. Everything else on the machine (the user's home,
/// `/root`, the real `/tmp`, the course folder, statetutor's cache) is not there at all. Paths
/// appear inside the sandbox at the same place as outside, so command lines need no rewriting.
package struct Confinement: Sendable, Equatable {
    /// How the scratch folder, the one place the process may write, is provided.
    package enum Scratch: Sendable, Equatable {
        /// The folder itself, writable: for the compiler, whose output statetutor reads afterwards.
        case folder
        /// A fresh in-memory folder of at most `size` bytes at the scratch folder's path, holding
        /// read-only views of `files` (the program). Nothing the process writes reaches the disk,
        /// and all of it is gone when the sandbox ends. (macOS: the folder itself.)
        case memory(size: Int, files: [String])
    }

    /// The working directory and `HOME` of the process.
    package var scratch: URL
    package var scratchKind: Scratch
    /// Folders and files visible read-only (the toolchain, the compiled SwiftUI surface), besides
    /// the system's `/usr` and the loader's cache.
    package var readOnlyPaths: [String]
    /// Folders visible read-write besides the scratch folder (the compiler's module cache).
    package var writablePaths: [String]
    package var limits: ResourceLimits
    /// The size of the private `/tmp`, in bytes.
    package var temporarySize: Int
    /// Variables besides `PATH`, `LANG` and `HOME` (on macOS the compiler needs `SDKROOT`).
    package var extraEnvironment: [String: String]

    package init(
        scratch: URL, scratchKind: Scratch = .folder, readOnlyPaths: [String] = [], writablePaths: [String] = [],
        limits: ResourceLimits, temporarySize: Int = 64 << 20, extraEnvironment: [String: String] = [:]
    ) {
        self.scratch = scratch
        self.scratchKind = scratchKind
        self.readOnlyPaths = readOnlyPaths
        self.writablePaths = writablePaths
        self.limits = limits
        self.temporarySize = temporarySize
        self.extraEnvironment = extraEnvironment
    }

    /// The whole environment of the confined process.
    package var environment: [String: String] {
        var environment = extraEnvironment
        environment["PATH"] = "/usr/bin:/bin"
        environment["LANG"] = "C.UTF-8"
        environment["HOME"] = scratch.path
        return environment
    }
}
