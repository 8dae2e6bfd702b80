/// Text as it may reach a terminal: the only thing a ``TextSink`` writes, and made only here.
///
/// Making one from a string is the sanitiser that every output goes through: ``TerminalEscape``
/// tokens become the real ESC (or CR) they stand for, and everything that could control the
/// terminal is shown escaped instead (``ControlCharacters``): C0 controls other than tab and
/// newline, DEL, C1 controls, bidirectional controls, and a private-use lead without this
/// process's key. A carriage return is kept only in CRLF (it cannot overwrite anything there, and
/// CSV lines end in it); a bare one is shown as `\r`. Text without any of these is kept as it is.
package struct TerminalText: Sendable, Equatable {
    /// What the terminal gets.
    package let text: String

    package init(_ text: String) {
        self.text = Self.needsWork(text.utf8) ? Self.sanitise(text) : text
    }

    /// A quick look at the bytes: does the text hold anything that must change? C0 (not tab or
    /// newline), DEL, C1 (0xC2 0x80-0x9F), a bidirectional control (0xE2 0x80 0xAA-0xAE, 0xE2 0x81
    /// 0xA6-0xA9), a private-use lead (0xF4 0x8F 0xBC). Box drawing, arrows and other text that
    /// shares these lead bytes is passed without a closer look.
    private static func needsWork(_ utf8: String.UTF8View) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                let third = index + 2 < bytes.count ? bytes[index + 2] : 0
                switch byte {
                case 0x09, 0x0A: break
                case 0..<0x20, 0x7F: return true
                case 0xC2 where (0x80...0x9F).contains(next): return true
                case 0xE2 where next == 0x80 && (0xAA...0xAE).contains(third): return true
                case 0xE2 where next == 0x81 && (0xA6...0xA9).contains(third): return true
                case 0xF4 where next == 0x8F && third == 0xBC: return true
                default: break
                }
                index += 1
            }
            return false
        }
        return utf8.withContiguousStorageIfAvailable(scan) ?? Array(utf8).withUnsafeBufferPointer(scan)
    }

    private static func sanitise(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let key = TerminalEscape.key
        var result = String.UnicodeScalarView()
        var index = 0
        func hasKey(after lead: Int) -> Bool {
            lead + key.count < scalars.count && scalars[(lead + 1)...(lead + key.count)].elementsEqual(key)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if TerminalEscape.isLead(scalar) {
                if scalar == TerminalEscape.escapeLead && hasKey(after: index) {
                    result.append("\u{1B}")
                    index += 1 + key.count
                } else if scalar == TerminalEscape.carriageReturnLead && hasKey(after: index) {
                    result.append("\r")
                    index += 1 + key.count
                } else {
                    result.append(contentsOf: ControlCharacters.escaped(scalar).unicodeScalars)
                    index += 1
                }
                continue
            }
            if scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" {
                result.append(scalar)
            } else if ControlCharacters.isEscaped(scalar) {
                result.append(contentsOf: ControlCharacters.escaped(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }
}
