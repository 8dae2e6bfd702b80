import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A key pressed on the interactive `statetutor run` screen, read from standard input in raw mode.
enum RunKey: Equatable {
    case next, previous, activate, left, right, home, end, escape, backspace, delete, relaunch, quit, none
    case character(Character)

    /// What waiting for a key gave.
    enum Wait: Equatable {
        /// A key was pressed.
        case key(RunKey)
        /// No key came within the time: time to look whether the program's screen changed.
        case timeout
        /// A signal arrived (a resize: SIGWINCH, where the tutor catches it).
        case interrupted
        /// Standard input ended.
        case end
    }

    /// Waits at most `timeout` seconds for a key on standard input.
    static func wait(timeout: TimeInterval) -> Wait {
        var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&descriptors, 1, Int32(timeout * 1000))
        if ready < 0 { return errno == EINTR ? .interrupted : .end }
        if ready == 0 { return .timeout }
        return readKey().map(Wait.key) ?? .end
    }

    /// Reads one key press (nil at end of input).
    static func readKey() -> RunKey? {
        guard let byte = readByte() else { return nil }
        switch byte {
        case 3, 4: return .quit
        case 9: return .next
        case 13, 10: return .activate
        case 18: return .relaunch
        case 127, 8: return .backspace
        case 27: return readEscapeSequence()
        case 0..<32: return RunKey.none
        default:
            var bytes = [byte]
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            while bytes.count < length, let next = readByte() { bytes.append(next) }
            guard let character = String(decoding: bytes, as: UTF8.self).first else { return RunKey.none }
            return .character(character)
        }
    }

    /// The key an escape sequence stands for: an arrow, Shift-Tab, Delete, Home, End; a lone Esc
    /// (no sequence arrives at once after it) is Esc.
    private static func readEscapeSequence() -> RunKey {
        var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
        guard poll(&descriptors, 1, 30) > 0, let next = readByte() else { return .escape }
        guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else { return .escape }
        var parameters: [UInt8] = []
        var final: UInt8 = 0
        repeat {
            guard let byte = readByte() else { return .escape }
            final = byte
            if !(64...126).contains(final) { parameters.append(final) }
        } while !(64...126).contains(final)
        if final == UInt8(ascii: "~") {
            switch parameters {
            case [UInt8(ascii: "3")]: return .delete
            case [UInt8(ascii: "1")], [UInt8(ascii: "7")]: return .home
            case [UInt8(ascii: "4")], [UInt8(ascii: "8")]: return .end
            default: return RunKey.none
            }
        }
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "Z"): return .previous
        case UInt8(ascii: "B"): return .next
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        // Another key (a function key) does nothing; it is not the end of input.
        default: return RunKey.none
        }
    }

    /// One byte of standard input, read again when a signal interrupts the read; nil at its end.
    private static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}
