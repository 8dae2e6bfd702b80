import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's `chromium`, run headless for the dashboard tests: a fresh profile folder per run,
/// no sandbox only when running as root (Chromium refuses to start otherwise), no network
/// (every host name resolves to nothing), and a time limit after which it is killed.
///
/// Found through `STATETUTOR_CHROMIUM`, else `chromium` on `PATH`.
struct HeadlessChromium {
    static let variable = "STATETUTOR_CHROMIUM"
    /// Set (as CI does) to make a missing Chromium a failure instead of a skipped test.
    static let requiredVariable = "STATETUTOR_REQUIRE_CHROMIUM"

    static var executable: String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[variable], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let path = folder + "/" + name
                if FileManager.default.isExecutableFile(atPath: String(path)) { return String(path) }
            }
        }
        return nil
    }

    static var isRequired: Bool { ProcessInfo.processInfo.environment[requiredVariable] == "1" }

    /// Why the browser tests cannot run here, or nil when they can.
    static var unavailableReason: String? {
        executable == nil
            ? "Chromium is not installed (apt-get install chromium, or set \(variable)); "
                + "\(requiredVariable)=1 makes this a failure" : nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// How long one run may take before it is killed.
    var timeLimit: TimeInterval = 60

    /// Runs Chromium on `page` with a window `width` × `height` pixels and `arguments` added;
    /// returns its standard output.
    func run(_ page: URL, width: Int, height: Int, arguments: [String]) throws -> String {
        guard let executable = Self.executable else { throw Failure(description: "no chromium") }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-chromium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var flags = [
            "--headless", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--user-data-dir=\(profile.path)",
            "--window-size=\(width),\(height)",
        ]
        if geteuid() == 0 { flags.append("--no-sandbox") }
        process.arguments = flags + arguments + [page.absoluteString]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = profile.path
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let drainOut = PipeDrain(output.fileHandleForReading)
        let drainErr = PipeDrain(errors.fileHandleForReading)
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            throw Failure(description: "chromium took more than \(Int(timeLimit)) s")
        }
        let text = String(decoding: drainOut.wait(), as: UTF8.self)
        let stderr = String(decoding: drainErr.wait(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with \(process.terminationStatus): \(stderr.suffix(2000))")
        }
        return text
    }

    /// The width and height of a PNG file, from its IHDR chunk.
    static func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
        let bytes = Array(try Data(contentsOf: url))
        guard bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure(description: "\(url.lastPathComponent) is not a PNG")
        }
        func number(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
