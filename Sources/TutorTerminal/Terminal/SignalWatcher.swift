import Foundation

/// Turns the signals an interactive program must handle (SIGINT, SIGTERM, SIGHUP, SIGWINCH) into
/// bytes on a pipe, so that the input loop can wait for input and signals with one `poll`.
/// SIGPIPE is ignored: a closed output pipe shows up as a failed write instead.
package enum SignalWatcher {
    package enum Event: Equatable, Sendable {
        case interrupt
        case terminate(signal: Int32)
        case resize
    }

    /// The read end of the self-pipe; poll it for readability.
    package static var descriptor: Int32 { pipeDescriptors.read }

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

    /// Installs the handlers (idempotent). Not SA_RESTART: a blocking read returns EINTR.
    package static func install() {
        _ = pipeDescriptors
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started us with these blocked; the shell must see them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signo in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&unblock, signo) }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        for signo in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
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
    }

    /// Reads the signals that arrived since the last call, oldest first.
    package static func drain() -> [Event] {
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

    /// Waits until `fd` is readable or a signal arrives. Returns the signals, empty if `fd` is readable.
    package static func wait(forReadable fd: Int32) -> [Event] {
        while true {
            var fds = [
                pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return []
            }
            if fds[1].revents != 0 {
                let events = drain()
                if !events.isEmpty { return events }
            }
            if fds[0].revents != 0 { return [] }
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
