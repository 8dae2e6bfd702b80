import Foundation

/// Where text goes: a file descriptor in the real program, a buffer in tests.
package protocol TextSink: AnyObject, Sendable {
    func write(_ text: String)
    /// True once nothing written can arrive any more (the reader closed the pipe).
    var isClosed: Bool { get }
}

extension TextSink {
    package var isClosed: Bool { false }
}

/// Writes to a file descriptor, retrying short writes. A closed pipe (EPIPE) marks the sink
/// closed; callers stop producing output when `isClosed` is set.
package final class FileDescriptorSink: TextSink, @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var closed = false

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    package var isClosed: Bool {
        lock.withLock { closed }
    }

    package func write(_ text: String) {
        lock.withLock {
            guard !closed else { return }
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    closed = true
                    return
                }
                bytes = bytes.dropFirst(written)
            }
        }
    }
}

/// Collects text in memory (tests).
package final class BufferSink: TextSink, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    package init() {}

    package var text: String { lock.withLock { buffer } }

    package func write(_ text: String) {
        lock.withLock { buffer += text }
    }
}
