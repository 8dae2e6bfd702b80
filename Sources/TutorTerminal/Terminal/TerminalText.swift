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

    /// A quick look at the bytes: could any of them start something that must change?
    private static func needsWork(_ bytes: String.UTF8View) -> Bool {
        bytes.contains { byte in
            // C0 (not tab or newline), DEL; the lead bytes of C1 (0xC2), of the bidirectional
            // controls (0xE2) and of the private-use leads (0xF4).
            (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2
                || byte == 0xF4
        }
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
