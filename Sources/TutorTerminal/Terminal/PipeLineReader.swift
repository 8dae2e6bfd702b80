import Foundation

/// Reads lines from a non-terminal stdin (a pipe or a file): no prompt, no echo, no editing.
/// Over-long lines and bytes that are not UTF-8 text are reported instead of returned.
package final class PipeLineReader {
    package enum Input: Equatable, Sendable {
        case line(String)
        case tooLong(bytes: Int)
        case notText
        case endOfInput
        case signal(SignalWatcher.Event)
    }

    /// Lines longer than this are refused.
    package static let lineLimit = 65_536

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var atEnd = false

    package init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
        SignalWatcher.install()
    }

    package func readLine() -> Input {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return decode(line)
            }
            if buffer.count > Self.lineLimit {
                // Skip the rest of the over-long line.
                var skipped = buffer.count
                buffer.removeAll()
                while true {
                    guard fill() else { return .tooLong(bytes: skipped) }
                    if let newline = buffer.firstIndex(of: 0x0A) {
                        skipped += newline
                        buffer.removeSubrange(...newline)
                        return .tooLong(bytes: skipped)
                    }
                    skipped += buffer.count
                    buffer.removeAll()
                }
            }
            if atEnd {
                guard !buffer.isEmpty else { return .endOfInput }
                let line = buffer
                buffer.removeAll()
                return decode(line)
            }
            let signals = SignalWatcher.wait(forReadable: descriptor)
            if let first = signals.first { return .signal(first) }
            _ = fill()
        }
    }

    /// Reads what is available; false at end of input.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                atEnd = true
                return false
            }
            buffer += chunk[0..<count]
            return true
        }
    }

    private func decode(_ bytes: [UInt8]) -> Input {
        var bytes = bytes
        if bytes.last == 0x0D { bytes.removeLast() }
        guard let text = String(validating: bytes, as: UTF8.self),
            !text.unicodeScalars.contains(where: { $0.value == 0 })
        else {
            return .notText
        }
        return .line(text)
    }
}
