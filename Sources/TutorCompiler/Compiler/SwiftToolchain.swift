import Foundation
import TutorCore

/// The Swift compiler to check learners' code with: `SWIFTC`, else `swiftc` on `PATH`.
package struct SwiftToolchain: Sendable, Equatable {
    package var swiftc: String
    /// What identifies the compiler in every cache key: the first line of `swiftc --version`, or
    /// a hash of the compiler's files (see ``locate(environment:cacheDirectory:)``).
    package var version: String

    /// Finds the compiler; nil when there is none (code questions then fall back to token checks).
    /// With a cache folder, the compiler is identified by its files instead of by running
    /// `swiftc --version` (a third of a second): the driver's and the frontend's real paths,
    /// sizes and modification times, which change whenever the toolchain does.
    package static func locate(environment: [String: String], cacheDirectory: URL? = nil) -> SwiftToolchain? {
        guard cacheDirectory != nil else { return locateUncached(environment: environment) }
        guard let path = candidates(environment).first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
            let stamp = stamp(of: path)
        else { return nil }
        return SwiftToolchain(swiftc: path, version: "swiftc files " + ContentHash.of(stamp))
    }

    /// Path, size and modification time of the compiler driver at `path` and of the frontend
    /// beside it, symbolic links resolved.
    private static func stamp(of path: String) -> String? {
        let driver = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let frontend = driver.deletingLastPathComponent().appendingPathComponent("swift-frontend")
            .resolvingSymlinksInPath()
        var parts: [String] = []
        for file in [driver, frontend] {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else {
                if file == frontend { continue }
                return nil
            }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            parts.append("\(file.path)|\(attributes[.size] ?? 0)|\(modified)")
        }
        return parts.joined(separator: "\n")
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

    /// SourceKit's library beside the compiler (`usr/lib/libsourcekitdInProc.so`; on macOS the
    /// toolchain's `sourcekitd.framework`), found from the `swiftc` it is called by and from the
    /// compiler's real location; nil when the toolchain has none.
    package var sourceKitLibrary: String? {
        let names = ["libsourcekitdInProc.so", "sourcekitd.framework/sourcekitd", "libsourcekitdInProc.dylib"]
        var folders = [
            URL(fileURLWithPath: swiftc).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib"),
            URL(fileURLWithPath: installation).appendingPathComponent("usr/lib"),
        ]
        #if os(macOS)
            // Xcode's /usr/bin/swiftc is a shim: its toolchain is the selected developer folder's.
            if let developer = try? String(contentsOfFile: "/var/db/xcode_select_link", encoding: .utf8) {
                folders.append(
                    URL(fileURLWithPath: developer.trimmingCharacters(in: .whitespacesAndNewlines))
                        .appendingPathComponent("Toolchains/XcodeDefault.xctoolchain/usr/lib"))
            }
            folders.append(
                URL(
                    fileURLWithPath:
                        "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib"))
        #endif
        for folder in folders {
            for name in names {
                let path = folder.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
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
