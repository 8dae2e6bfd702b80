import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The SourceKit service process as statetutor's side sees it: started in the background,
/// asked one ``SourceKitCall`` at a time with a time limit, and started again when it crashed or
/// stopped answering. Nothing here can take statetutor down with it: the library lives in the
/// other process, and a call that gets no answer returns nil (the caller then uses `swiftc`).
///
/// Unchecked Sendable because it is a small state machine the compiler cannot follow: the
/// state, counts and last failure are reached only under `lock` (an `NSCondition`, waited on for
/// state changes), and the process and its launch only from the serial `queue`.
package final class SourceKitService: @unchecked Sendable {
    package enum State: Equatable, Sendable {
        /// Not started yet (or stopped).
        case stopped
        /// Starting: the process is loading SourceKit and the SwiftUI module.
        case starting
        case ready
        /// Given up on: it could not be started, or failed ``failureLimit`` times in a row.
        case unavailable(String)
    }

    /// What starts the service process: the command, and what to do once it has ended.
    package struct Launch: Sendable {
        package var command: Sandbox.Command
        package var cleanup: @Sendable () -> Void

        package init(command: Sandbox.Command, cleanup: @escaping @Sendable () -> Void = {}) {
            self.command = command
            self.cleanup = cleanup
        }
    }

    /// Failures in a row (crashes, hangs, failed starts) after which the service is given up
    /// on for the rest of the session.
    package static let failureLimit = 3

    private let prepare: @Sendable () throws -> Launch
    private let warmUp: @Sendable () -> SourceKitCall?
    private let startTimeLimit: TimeInterval
    private let queue = DispatchQueue(label: "statetutor.sourcekit")
    /// Guards the state, and signals each change of it.
    private let lock = NSCondition()
    private var currentState: State = .stopped {
        didSet { lock.broadcast() }
    }
    /// Only touched on `queue`.
    private var process: ProcessSession?
    private var launch: Launch?
    private var failures = 0
    private var startCount = 0
    private var lastFailure: String?

    /// `prepare` makes the command (it may build what the service reads first: it runs in the
    /// background); `warmUp` is sent once after each start, so that the first real call finds
    /// the modules loaded (nil: none); a start may take `startTimeLimit` seconds.
    package init(
        startTimeLimit: TimeInterval = 60, warmUp: @escaping @Sendable () -> SourceKitCall?,
        prepare: @escaping @Sendable () throws -> Launch
    ) {
        self.prepare = prepare
        self.warmUp = warmUp
        self.startTimeLimit = startTimeLimit
    }

    deinit {
        process?.end()
        launch?.cleanup()
    }

    package var state: State { lock.withLock { currentState } }

    /// How many times the process was started (1 after the first start; more after restarts).
    package var starts: Int { lock.withLock { startCount } }

    /// Why the last call or start failed, if one did.
    package var failureReason: String? { lock.withLock { lastFailure } }

    private func set(_ state: State) { lock.withLock { currentState = state } }

    /// Starts the service in the background, unless it is running, starting or given up on.
    package func start() {
        let begins: Bool = lock.withLock {
            guard currentState == .stopped else { return false }
            currentState = .starting
            return true
        }
        guard begins else { return }
        // A write to a service that has just crashed must fail, not end statetutor.
        signal(SIGPIPE, SIG_IGN)
        queue.async { self.launchProcess() }
    }

    /// Waits until a start under way has finished, and the tries after it when it fails, for at
    /// most `seconds`; true when the service is ready.
    @discardableResult
    package func waitUntilStarted(within seconds: TimeInterval = .infinity) -> Bool {
        if state == .stopped { start() }
        let deadline = Date().addingTimeInterval(seconds.isFinite ? seconds : 0)
        lock.lock()
        defer { lock.unlock() }
        while currentState == .starting {
            // Foundation's wait with a far deadline traps: without a limit, wait without one.
            if !seconds.isFinite {
                lock.wait()
            } else if !lock.wait(until: deadline) {
                break
            }
        }
        return currentState == .ready
    }

    /// Runs on `queue`.
    private func launchProcess() {
        process?.end()
        process = nil
        launch?.cleanup()
        launch = nil
        do {
            let launch = try prepare()
            self.launch = launch
            let process = try ProcessSession(launch.command)
            self.process = process
            lock.withLock { startCount += 1 }
            if let warmUp = warmUp() {
                guard exchange(warmUp, with: process, timeLimit: startTimeLimit) != nil else {
                    let reason = Self.lastLine(process.standardError) ?? "it did not answer"
                    return failed("SourceKit did not start: \(reason)")
                }
            }
            // The failures in a row are counted on: a start that works does not make up for a
            // call that kills the service every time (the count is cleared by an answer).
            lock.withLock { currentState = .ready }
        } catch {
            failed("SourceKit did not start: \(error)")
        }
    }

    /// Runs on `queue`: the process is ended, and started again unless it failed too often.
    private func failed(_ reason: String) {
        process?.end()
        process = nil
        launch?.cleanup()
        launch = nil
        let retries: Bool = lock.withLock {
            failures += 1
            lastFailure = reason
            if failures >= Self.failureLimit {
                currentState = .unavailable(reason)
                return false
            }
            currentState = .starting
            return true
        }
        if retries { queue.async { self.launchProcess() } }
    }

    /// Sends `call` and waits at most `timeLimit` seconds for the answer (a little more when a
    /// call before it is still running). Returns nil when the service is not ready (with
    /// `waitForStart`, a start under way is waited for, and the tries after it if it fails, for
    /// at most the start's time limit), when it gave no answer in time (it is
    /// then stopped and started again), when its turn did not come in time, or when SourceKit
    /// failed the request.
    package func send(_ call: SourceKitCall, timeLimit: TimeInterval, waitForStart: Bool = false)
        -> SourceKitCall.Reply?
    {
        switch state {
        case .ready: break
        case .starting, .stopped:
            guard waitForStart else {
                start()
                return nil
            }
            // A start that fails queues the next try behind this call: the tries are waited for.
            guard waitUntilStarted(within: startTimeLimit) else { return nil }
        case .unavailable: return nil
        }
        // The call waits its turn behind the one running (a line's check, a start), but never
        // longer than its own limit allows: a call given up on is skipped when its turn comes.
        // The caller waits `timeLimit`; the service is taken for hung only when a request runs
        // much longer (a busy machine makes SourceKit slow, and a restart would only add to it):
        // a call given up on finishes in the background, its answer dropped.
        let outcome = Outcome()
        let hangLimit = Self.hangLimit(for: timeLimit)
        queue.async {
            guard outcome.begin() else { return }
            outcome.finish(self.exchangeNow(call, timeLimit: hangLimit))
        }
        let waited = timeLimit + 0.2 + (state == .ready ? 0 : startTimeLimit)
        return outcome.wait(waited) ?? nil
    }

    /// How long a request with the caller's `timeLimit` may run before the service is taken for
    /// hung, ended and started again.
    package static func hangLimit(for timeLimit: TimeInterval) -> TimeInterval {
        max(5, timeLimit * 4)
    }

    /// Runs on `queue`.
    private func exchangeNow(_ call: SourceKitCall, timeLimit: TimeInterval) -> SourceKitCall.Reply? {
        guard state == .ready, let process else { return nil }
        guard let reply = exchange(call, with: process, timeLimit: timeLimit) else {
            let reason =
                ProcessRunner.hasExited(process.pid)
                ? "SourceKit stopped" + (Self.lastLine(process.standardError).map { ": " + $0 } ?? "")
                : "SourceKit did not answer within \(Self.seconds(timeLimit))"
            failed(reason)
            return nil
        }
        lock.withLock { failures = 0 }
        if let failure = reply.failure {
            lock.withLock { lastFailure = failure }
            return nil
        }
        return reply
    }

    /// One call's answer, handed from the service's queue to the caller, who may have stopped
    /// waiting for it. Unchecked Sendable because its two `var`s are reached only while
    /// `condition` is locked (a condition, not a `Locked`, since the caller waits with a deadline).
    private final class Outcome: @unchecked Sendable {
        private let condition = NSCondition()
        private var reply: SourceKitCall.Reply??
        private var abandoned = false

        /// False when the caller gave up before the call's turn came.
        func begin() -> Bool {
            condition.lock()
            defer { condition.unlock() }
            return !abandoned
        }

        func finish(_ value: SourceKitCall.Reply?) {
            condition.lock()
            reply = .some(value)
            condition.broadcast()
            condition.unlock()
        }

        func wait(_ seconds: TimeInterval) -> SourceKitCall.Reply?? {
            let deadline = Date().addingTimeInterval(seconds)
            condition.lock()
            defer { condition.unlock() }
            while reply == nil, condition.wait(until: deadline) {}
            if reply == nil { abandoned = true }
            return reply
        }
    }

    /// Stops the process (it is started again by the next ``start()`` or call).
    package func stop() {
        queue.sync {
            process?.end()
            process = nil
            launch?.cleanup()
            launch = nil
            lock.withLock {
                if case .unavailable = currentState { return }
                currentState = .stopped
            }
        }
    }

    private func exchange(_ call: SourceKitCall, with process: ProcessSession, timeLimit: TimeInterval)
        -> SourceKitCall.Reply?
    {
        guard let request = try? JSONEncoder().encode(call) else { return nil }
        let answer = process.ask(
            String(decoding: request, as: UTF8.self) + "\n", marker: SourceKitServer.endOfReply, timeLimit: timeLimit)
        guard answer.complete, let line = answer.lines.last else { return nil }
        return try? JSONDecoder().decode(SourceKitCall.Reply.self, from: Data(line.utf8))
    }

    private static func lastLine(_ text: String) -> String? {
        text.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map { String($0.prefix(300)) }
    }

    private static func seconds(_ value: TimeInterval) -> String {
        value < 1 ? "\(Int((value * 1000).rounded())) ms" : String(format: "%.1f s", value)
    }
}
