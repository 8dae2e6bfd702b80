import Foundation
import TutorCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program kept running (in its sandbox) for a conversation: lines are sent to its standard
/// input and its answers read back up to a marker line. Used by the interactive `statetutor run`
/// and by the SourceKit service.
package final class ProcessSession {
    private let child: ProcessRunner.Child
    private var pending: [UInt8] = []
    private var errors: [UInt8] = []
    private var outputOpen = true
    private(set) var ended = false
    /// Lets the thread that started the program end, once the program has ended.
    private let releaseStarter: DispatchSemaphore

    /// Starts `command`, from a thread of its own that waits until the session ends: bubblewrap's
    /// `--die-with-parent` ends the sandbox when the thread that started it ends, and a session
    /// outlives the call that starts it (SourceKit's is started on a dispatch queue, whose
    /// threads come and go).
    package init(_ command: Sandbox.Command) throws {
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        // What the starting thread hands back.
        let outcome = Locked<Result<ProcessRunner.Child, any Error>>(.failure(CancellationError()))
        Thread.detachNewThread {
            let spawned = Result { try ProcessRunner.spawn(command) }
            outcome.withLock { $0 = spawned }
            started.signal()
            release.wait()
        }
        started.wait()
        releaseStarter = release
        do {
            child = try outcome.current.get()
        } catch {
            release.signal()
            throw error
        }
        // bubblewrap's report (descriptor 3) is read and dropped: closing it would end bubblewrap.
        for descriptor in [child.output, child.errors, child.info] where descriptor >= 0 {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }

    /// What the program said in answer to one request.
    package struct Answer {
        /// The lines before the marker.
        package var lines: [String]
        /// False when the program ended (or stopped answering) before the marker.
        package var complete: Bool
    }

    /// Sends `request` (one or more lines) and reads until a line equal to `marker`, for at
    /// most `timeLimit` seconds.
    package func ask(_ request: String, marker: String, timeLimit: TimeInterval) -> Answer {
        if !ended { send(Array(request.utf8)) }
        var lines: [String] = []
        let deadline = Date().addingTimeInterval(timeLimit)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline {
            while let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if line == marker { return Answer(lines: lines, complete: true) }
                lines.append(line)
            }
            if !outputOpen { break }
            var descriptors = [child.output, child.errors, child.info].filter { $0 >= 0 }.map {
                pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
            }
            if poll(&descriptors, nfds_t(descriptors.count), 50) <= 0 {
                if ProcessRunner.hasExited(child.pid) { drain(&buffer) }
                continue
            }
            drain(&buffer)
        }
        return Answer(lines: lines, complete: false)
    }

    /// Writes `bytes` to the program's standard input, as far as it takes them. A program that
    /// has ended (its CPU limit, a crash) has closed that pipe, and a write to it raises SIGPIPE,
    /// which would end statetutor before it could say why the program ended: the signal is
    /// blocked for this thread while it writes, and one the write raised is taken back.
    private func send(_ bytes: [UInt8]) {
        #if canImport(Glibc)
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        #else
            _ = fcntl(child.input, F_SETNOSIGPIPE, 1)
        #endif
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(child.input, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 {
                #if canImport(Glibc)
                    if errno == EPIPE {
                        var now = timespec()
                        _ = sigtimedwait(&pipeSignal, nil, &now)
                    }
                #endif
                break
            }
            offset += written
        }
    }

    private func drain(_ buffer: inout [UInt8]) {
        while true {
            let count = read(child.output, &buffer, buffer.count)
            if count > 0 {
                pending += buffer[0..<count]
                continue
            }
            if count == 0 { outputOpen = false }
            break
        }
        while true {
            let count = read(child.errors, &buffer, buffer.count)
            if count > 0 {
                errors += buffer[0..<count]
                continue
            }
            break
        }
        while child.info >= 0 && read(child.info, &buffer, buffer.count) > 0 {}
    }

    /// The process statetutor started (bubblewrap's, when it is sandboxed).
    package var pid: pid_t { child.pid }

    /// True once the program has ended, by itself or through `end()`.
    package var hasExited: Bool { ended || ProcessRunner.hasExited(child.pid) }

    /// How the program ended, once `end()` has collected it: its exit status, or 128 + the
    /// number of the signal that ended it (152 for the CPU limit's SIGXCPU).
    package private(set) var exitStatus: Int32?

    /// What the program wrote to standard error so far.
    package var standardError: String { String(decoding: errors, as: UTF8.self) }

    /// Ends the program and everything it started.
    package func end() {
        guard !ended else { return }
        ended = true
        close(child.input)
        let until = Date().addingTimeInterval(0.5)
        while !ProcessRunner.hasExited(child.pid) && Date() < until { usleep(2000) }
        kill(-child.pid, SIGKILL)
        var status: Int32 = 0
        var reaped = waitpid(child.pid, &status, 0)
        while reaped < 0 && errno == EINTR { reaped = waitpid(child.pid, &status, 0) }
        if reaped == child.pid { exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        drain(&buffer)
        close(child.output)
        close(child.errors)
        if child.info >= 0 { close(child.info) }
        if child.lifeline >= 0 { close(child.lifeline) }
        releaseStarter.signal()
    }

    deinit { end() }
}
