import Foundation

/// Where text goes: a file descriptor in the real program, a buffer in tests.
///
/// A sink is the one door to the terminal: it can only be handed ``TerminalText``, and the only
/// way to make that is the sanitiser, so whatever a caller writes (a file name, a compiler's
/// message, a program's output) is escaped here even when the caller forgot.
package protocol TextSink: AnyObject, Sendable {
    /// Writes text that is already safe. Sinks implement this; callers write a `String`.
    func write(_ text: TerminalText)
    /// True once nothing written can arrive any more (the reader closed the pipe).
    var isClosed: Bool { get }
    /// The error (`errno`) of the first write that failed, if one did: a full disk, `/dev/full`,
    /// a closed descriptor, a reader that went away (EPIPE).
    var writeError: Int32? { get }
}

extension TextSink {
    package var isClosed: Bool { false }
    package var writeError: Int32? { nil }

    /// Sanitises `text` and writes it.
    package func write(_ text: String) {
        write(TerminalText(text))
    }
}

/// Writes to a file descriptor, retrying short writes. A failed write (a closed pipe, a full disk)
/// marks the sink closed and keeps its error; callers stop producing output when `isClosed` is
/// set, and the program's exit says the output is incomplete (`Application`).
///
/// Unchecked Sendable because `closed` and `error` are `var`s: they are read and written only under `lock`,
/// and each write to the descriptor happens under it too, so output from two threads is never
/// interleaved within one write.
package final class FileDescriptorSink: TextSink, @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var closed = false
    private var error: Int32?

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    package var isClosed: Bool {
        lock.withLock { closed }
    }

    package var writeError: Int32? {
        lock.withLock { error }
    }

    package func write(_ text: TerminalText) {
        lock.withLock {
            guard !closed else { return }
            var bytes = Array(text.text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    closed = true
                    error = errno
                    return
                }
                bytes = bytes.dropFirst(written)
            }
        }
    }
}

/// Collects text in memory (tests): what a terminal would have been sent.
///
/// Unchecked Sendable because `buffer` is a `var`: it is read and written only under `lock`.
package final class BufferSink: TextSink, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    package init() {}

    package var text: String { lock.withLock { buffer } }

    package func write(_ text: TerminalText) {
        lock.withLock { buffer += text.text }
    }
}
