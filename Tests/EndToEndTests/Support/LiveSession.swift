import Foundation

/// A piped session of the real binary that a test drives step by step: send lines, wait for the
/// output they cause, change files on disk in between, then end it.
final class LiveSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var stdout = Data()
    private var stderr = Data()

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = StatetutorProcess.executable
        process.arguments = arguments
        var env = [
            "PATH": "/usr/bin:/bin", "HOME": StatetutorProcess.makeTemporaryDirectory("home").path, "LANG": "C.UTF-8",
            "STATETUTOR_LEARNER_ID": StatetutorProcess.learnerSeed,
        ]
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            self?.lock.withLock { self?.stdout.append(data) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            self?.lock.withLock { self?.stderr.append(data) }
        }
        try process.run()
    }

    var output: String { lock.withLock { String(decoding: stdout, as: UTF8.self) } }
    var errors: String { lock.withLock { String(decoding: stderr, as: UTF8.self) } }

    func send(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Waits until stdout holds `text` at least `count` times; false after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if output.components(separatedBy: text).count - 1 >= count { return true }
            usleep(20_000)
        }
        return false
    }

    /// Closes stdin (the session ends as at Ctrl-D) and waits for the process.
    func finish() -> (status: Int32, stdout: String, stderr: String) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        usleep(50_000)  // the last output, read on another thread
        return (process.terminationStatus, output, errors)
    }
}
