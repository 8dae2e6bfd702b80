import Foundation

/// The Swift compiler to check learners' code with: `SWIFTC`, else `swiftc` on `PATH`.
package struct SwiftToolchain: Sendable, Equatable {
    package var swiftc: String
    /// The first line of `swiftc --version`, part of every cache key.
    package var version: String

    /// Finds the compiler; nil when there is none (code questions then fall back to token checks).
    package static func locate(environment: [String: String]) -> SwiftToolchain? {
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"], !explicit.isEmpty { candidates.append(explicit) }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            candidates.append(String(folder) + "/swiftc")
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            guard let result = try? ProcessRunner(timeLimit: 20).run(candidate, ["--version"]), result.status == 0
            else { continue }
            let text = result.stdout.isEmpty ? result.stderr : result.stdout
            let version = text.split(separator: "\n").first.map(String.init) ?? "unknown"
            return SwiftToolchain(swiftc: candidate, version: version)
        }
        return nil
    }
}
