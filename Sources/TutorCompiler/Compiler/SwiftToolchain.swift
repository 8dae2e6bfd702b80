import Foundation
import TutorCore

/// The Swift compiler to check learners' code with: `SWIFTC`, else `swiftc` on `PATH`.
package struct SwiftToolchain: Sendable, Equatable {
    package var swiftc: String
    /// The first line of `swiftc --version`, part of every cache key.
    package var version: String

    /// Finds the compiler; nil when there is none (code questions then fall back to token checks).
    /// With a cache folder, the version is remembered per compiler file (path, size and
    /// modification time), which saves running `swiftc --version` on every check.
    package static func locate(environment: [String: String], cacheDirectory: URL? = nil) -> SwiftToolchain? {
        guard let cacheDirectory else { return locateUncached(environment: environment) }
        guard let path = candidates(environment).first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
            let attributes = try? FileManager.default.attributesOfItem(
                atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        else { return nil }
        let stamp =
            "\(path)|\(attributes[.size] ?? 0)|\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        let file = cacheDirectory.appendingPathComponent("toolchain-\(ContentHash.of(stamp)).txt")
        if let version = try? String(contentsOf: file, encoding: .utf8), !version.isEmpty {
            return SwiftToolchain(swiftc: path, version: version)
        }
        guard let toolchain = locateUncached(environment: environment) else { return nil }
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        try? Data(toolchain.version.utf8).write(to: file, options: .atomic)
        return toolchain
    }

    /// The folder the toolchain is installed in: the compiler's real location (symbolic links
    /// resolved) minus `usr/bin/…`, e.g. `/opt/swift`. The sandbox shows it read-only.
    package var installation: String {
        let binary = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        let usr = binary.deletingLastPathComponent().deletingLastPathComponent()
        return (usr.lastPathComponent == "usr" ? usr.deletingLastPathComponent() : usr).path
    }

    /// What the compiler needs to read: its installation, and the folder of the `swiftc` it is
    /// called by (when that is a symbolic link from elsewhere, e.g. `/usr/local/bin`).
    package var compilerPaths: [String] {
        [installation, URL(fileURLWithPath: swiftc).deletingLastPathComponent().path]
    }

    /// The Swift runtime libraries programs built by this toolchain load (`usr/lib/swift`).
    package var runtimeLibraries: String {
        URL(fileURLWithPath: installation).appendingPathComponent("usr/lib/swift").path
    }

    private static func candidates(_ environment: [String: String]) -> [String] {
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"], !explicit.isEmpty { candidates.append(explicit) }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            candidates.append(String(folder) + "/swiftc")
        }
        return candidates
    }

    private static func locateUncached(environment: [String: String]) -> SwiftToolchain? {
        for candidate in candidates(environment) where FileManager.default.isExecutableFile(atPath: candidate) {
            guard let result = try? ProcessRunner(timeLimit: 20).run(candidate, ["--version"]), result.status == 0
            else { continue }
            let text = result.stdout.isEmpty ? result.stderr : result.stdout
            let version = text.split(separator: "\n").first.map(String.init) ?? "unknown"
            return SwiftToolchain(swiftc: candidate, version: version)
        }
        return nil
    }
}
