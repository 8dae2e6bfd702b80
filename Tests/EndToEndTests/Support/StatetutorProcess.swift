import Foundation
import Testing
import TutorTestSupport

/// Runs the real `statetutor` binary built next to the test bundle, with a clean environment.
struct StatetutorProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built executable: the tests run from the same build folder.
    static let executable: URL = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("statetutor")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        let fallback = Repository.root().appendingPathComponent(".build/debug/statetutor")
        return fallback
    }()

    /// The package root, for paths such as `Lessons/`.
    static let packageRoot = Repository.root()

    /// Runs `statetutor` with `arguments`, feeding `input` on stdin. The environment holds only what
    /// is given (plus PATH and a temporary HOME), so user settings cannot leak into tests.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], directory: URL? = nil,
        executable: URL = executable
    ) throws -> Outcome {
        try run(
            arguments, inputData: Data(input.utf8), environment: environment, directory: directory,
            executable: executable)
    }

    /// Runs with stdout connected to a pipe whose reader closes after the first bytes (like `| head -1`).
    static func runPipedIntoClosedReader(_ arguments: [String], input: String) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": temporaryHome.path]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        _ = stdout.fileHandleForReading.availableData
        try stdout.fileHandleForReading.close()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: "", stderr: String(decoding: err, as: UTF8.self))
    }

    static func run(
        _ arguments: [String], inputData: Data, environment: [String: String] = [:], directory: URL? = nil,
        executable: URL = executable
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // A fresh HOME per run (so saved progress never leaks between tests), one shared cache
        // (so the SwiftUI surface is compiled once per test run).
        var env = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": makeTemporaryDirectory("home").path,
            "XDG_CACHE_HOME": temporaryHome.appendingPathComponent("cache").path, "LANG": "C.UTF-8",
            "STATETUTOR_LEARNER_ID": learnerSeed,
        ]
        env.merge(environment) { $1 }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Both pipes are read at once: a program that fills one while we wait on the other
        // would otherwise never finish.
        let errors = PipeDrain(stderr.fileHandleForReading)
        stdin.fileHandleForWriting.write(inputData)
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = errors.wait()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    static let temporaryHome: URL = makeTemporaryDirectory("home")

    /// The seed of the order of choices in every test run: under it the fixture course's choices
    /// are shown in the file's order, so that transcripts and answers read as the file does.
    static let learnerSeed = "fixture-5"

    static func makeTemporaryDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "statetutor-tests-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
