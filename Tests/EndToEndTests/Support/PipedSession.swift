import Foundation

/// Runs the `statetutor` shell with stdin, stdout and stderr on pipes that stay open while the
/// test runs, so that it can wait for output, send lines and signals, and read the exit status.
final class PipedSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()
    private var openStreams = 0

    init(arguments: [String], home: URL, environment: [String: String] = [:]) throws {
        // Writes to a child that has exited must fail with EPIPE, not kill the test runner.
        Foundation.signal(SIGPIPE, SIG_IGN)
        process.executableURL = StatetutorProcess.executable
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8",
            "XDG_CACHE_HOME": StatetutorProcess.temporaryHome.appendingPathComponent("cache").path,
            "STATETUTOR_LEARNER_ID": StatetutorProcess.learnerSeed,
        ].merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        collect(output.fileHandleForReading.fileDescriptor) { self.out.append($0) }
        collect(errors.fileHandleForReading.fileDescriptor) { self.err.append($0) }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Reads `descriptor` on a thread of its own until its end.
    private func collect(_ descriptor: Int32, into append: @escaping @Sendable (Data) -> Void) {
        openStreams += 1
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let data = Data(buffer[0..<count])
                lock.withLock { append(data) }
            }
            lock.withLock { openStreams -= 1 }
        }
    }

    var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress, $0.count) }
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    func signal(_ signo: Int32) {
        kill(process.processIdentifier, signo)
    }

    /// Waits until stdout contains `marker`; false on timeout.
    @discardableResult
    func waitForOutput(_ marker: String, timeout: TimeInterval = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if stdout.contains(marker) { return true }
            usleep(10_000)
        }
        return false
    }

    /// The exit status (minus the signal's number when a signal killed it), or nil on timeout
    /// (the process is then killed).
    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning || lock.withLock({ openStreams > 0 }) {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                return nil
            }
            usleep(10_000)
        }
        return process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    }
}
