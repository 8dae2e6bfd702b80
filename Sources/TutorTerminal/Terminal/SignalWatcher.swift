import Foundation
import TutorCore

/// Turns the signals an interactive program must handle (SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGWINCH) into bytes on a pipe, so that the input loop can wait for input and signals with one
/// `poll`. SIGPIPE is ignored: a closed output pipe shows up as a failed write instead.
///
/// SIGQUIT is caught here like SIGTERM, which also keeps the Swift runtime's crash handler (it
/// hooks SIGQUIT and prints a backtrace) out of the way. SIGHUP, SIGINT and SIGQUIT that the
/// parent set to be ignored (`nohup`, a background job of a script) stay ignored.
package enum SignalWatcher {
    package enum Event: Equatable, Sendable {
        case interrupt
        case terminate(signal: Int32)
        case resize
    }

    /// What ended a wait.
    package enum Wakeup: Equatable, Sendable {
        /// The descriptor can be read. `hungUp` is set when it reports a hangup or an error: for
        /// a terminal this means it is gone (reads return 0 or fail), even if it also says POLLIN.
        case readable(hungUp: Bool)
        /// Signals arrived, oldest first.
        case signals([Event])
    }

    /// The read end of the self-pipe; poll it for readability.
    package static var descriptor: Int32 { pipeDescriptors.read }

    /// The signals that end the program: the exit status is 128 + the signal's number.
    package static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private static let pipeDescriptors: (read: Int32, write: Int32) = {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return (-1, -1) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        signalWriteDescriptor = fds[1]
        return (fds[0], fds[1])
    }()

    private static let installation: Void = {
        _ = pipeDescriptors
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started us with these blocked; the shell must see them.
        let watched = terminatingSignals + [SIGWINCH]
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signo in watched { sigaddset(&unblock, signo) }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        for signo in watched {
            if signo != SIGTERM && signo != SIGWINCH && wasIgnoredAtStart(signo) { continue }
            var action = sigaction()
            #if os(Linux)
                action.__sigaction_handler.sa_handler = forwardSignal
            #else
                action.__sigaction_u.__sa_handler = forwardSignal
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signo, &action, nil)
        }
    }()

    /// Installs the handlers, once. Not SA_RESTART: a blocking read returns EINTR.
    package static func install() {
        _ = installation
    }

    /// Whether `signo`'s disposition is SIG_IGN (inherited through exec from the parent).
    private static func wasIgnoredAtStart(_ signo: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signo, nil, &current) == 0 else { return false }
        #if os(Linux)
            let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #else
            let handler = unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #endif
        return handler == 1  // SIG_IGN
    }

    /// Signals read from the pipe by ``stopRequested()`` and not yet handed to the input loop.
    private static let held = Locked<[Event]>([])

    /// Reads the signals that arrived since the last call, oldest first (those a check's
    /// ``stopRequested()`` already read come first).
    package static func drain() -> [Event] {
        takeHeld() + readPipe()
    }

    /// Asked while a check runs (the compiler or a learner's program; see
    /// `ProcessCancellation`): whether Ctrl-C, SIGTERM, SIGHUP or SIGQUIT arrived since the input
    /// loop last looked. What it reads stays for the input loop, so no signal is lost: SIGTERM
    /// still ends the session once the check is stopped, and in a pipe Ctrl-C still ends it.
    package static func stopRequested() -> Bool {
        let arrived = readPipe()
        return held.withLock { events in
            events += arrived
            return events.contains { $0 != .resize }
        }
    }

    /// Forgets the Ctrl-Cs that arrived so far, keeping other signals: on a terminal, a Ctrl-C
    /// that stopped a check has done its work, and one meant for an editor run in the
    /// foreground was not for us.
    package static func discardInterrupts() {
        let arrived = readPipe()
        held.withLock { events in
            events += arrived
            events.removeAll { $0 == .interrupt }
        }
    }

    /// The held signals, which are held no longer.
    private static func takeHeld() -> [Event] {
        held.withLock { events in
            defer { events.removeAll() }
            return events
        }
    }

    private static func readPipe() -> [Event] {
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            for byte in buffer[0..<count] {
                switch Int32(byte) {
                case SIGINT: events.append(.interrupt)
                case SIGWINCH: events.append(.resize)
                default: events.append(.terminate(signal: Int32(byte)))
                }
            }
        }
        return events
    }

    /// Waits until `fd` is readable (or hung up) or a signal arrives. Signals are reported first.
    package static func wait(forReadable fd: Int32) -> Wakeup {
        let pending = takeHeld()
        if !pending.isEmpty { return .signals(pending) }
        while true {
            var fds = [
                pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .readable(hungUp: true)
            }
            // Drained whatever poll said about the pipe: a signal that woke poll may have been
            // handled only as poll returned, after the other descriptor (say a hangup) was seen.
            let events = drain()
            if !events.isEmpty { return .signals(events) }
            let revents = Int32(fds[0].revents)
            if revents != 0 {
                return .readable(hungUp: revents & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL)) != 0)
            }
        }
    }
}

nonisolated(unsafe) private var signalWriteDescriptor: Int32 = -1

private func forwardSignal(_ signo: Int32) {
    var byte = UInt8(truncatingIfNeeded: signo)
    let saved = errno
    _ = write(signalWriteDescriptor, &byte, 1)
    errno = saved
}
