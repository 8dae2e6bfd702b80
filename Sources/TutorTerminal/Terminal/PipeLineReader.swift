import Foundation

/// Reads lines from a non-terminal stdin (a pipe or a file): no prompt, no echo, no editing.
/// Over-long lines and bytes that are not UTF-8 text are reported instead of returned.
///
/// Linear in the input: lines are cut at a read offset into the buffer, which is compacted only
/// before the next read, and bytes already searched for a newline are not searched again.
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

    private static let chunkSize = 65_536

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// The first byte of `buffer` not yet returned.
    private var start = 0
    /// How many bytes from `start` on are known to hold no newline.
    private var searched = 0
    private var chunk = [UInt8](repeating: 0, count: PipeLineReader.chunkSize)
    private var atEnd = false

    /// - Parameter watchesSignals: installs the ``SignalWatcher`` handlers (tests that read a
    ///   file leave the process's own signal handling alone).
    package init(descriptor: Int32 = STDIN_FILENO, watchesSignals: Bool = true) {
        self.descriptor = descriptor
        if watchesSignals { SignalWatcher.install() }
    }

    package func readLine() -> Input {
        while true {
            if let line = takeLine() {
                return line.count > Self.lineLimit ? .tooLong(bytes: line.count) : decode(line)
            }
            if buffer.count - start > Self.lineLimit { return skipLongLine() }
            if atEnd {
                guard start < buffer.count else {
                    // A signal sent just before the input ended wins: it decides the exit status.
                    return SignalWatcher.drain().first.map { .signal($0) } ?? .endOfInput
                }
                let line = buffer[start...]
                discardBuffered()
                return decode(line)
            }
            if case .signals(let signals) = SignalWatcher.wait(forReadable: descriptor), let first = signals.first {
                return .signal(first)
            }
            _ = fill()
        }
    }

    /// The next complete line in the buffer (without its newline), if there is one.
    private func takeLine() -> ArraySlice<UInt8>? {
        guard let newline = Self.newline(in: buffer, from: start + searched) else {
            searched = buffer.count - start
            return nil
        }
        let line = buffer[start..<newline]
        start = newline + 1
        searched = 0
        return line
    }

    /// Drops the rest of an over-long line, up to and including its newline.
    private func skipLongLine() -> Input {
        var skipped = buffer.count - start
        discardBuffered()
        while fill() {
            if let newline = Self.newline(in: buffer, from: 0) {
                skipped += newline
                start = newline + 1
                return .tooLong(bytes: skipped)
            }
            skipped += buffer.count
            discardBuffered()
        }
        return .tooLong(bytes: skipped)
    }

    /// The index of the first newline at or after `offset`.
    private static func newline(in bytes: [UInt8], from offset: Int) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            guard offset < bytes.count, let base = bytes.baseAddress,
                let hit = memchr(base + offset, 0x0A, bytes.count - offset)
            else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func discardBuffered() {
        buffer.removeAll(keepingCapacity: true)
        start = 0
        searched = 0
    }

    /// Reads what is available; false at end of input (or on a read error).
    private func fill() -> Bool {
        if start > 0 {
            buffer.removeSubrange(..<start)
            start = 0
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                atEnd = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }

    private func decode(_ bytes: ArraySlice<UInt8>) -> Input {
        var bytes = bytes
        if bytes.last == 0x0D { bytes.removeLast() }
        if bytes.isEmpty { return .line("") }
        // NUL is only ever the byte 0 in UTF-8; ASCII needs no further validation.
        if bytes.contains(0) { return .notText }
        if bytes.allSatisfy({ $0 < 0x80 }) { return .line(String(decoding: bytes, as: UTF8.self)) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .notText }
        return .line(text)
    }
}
