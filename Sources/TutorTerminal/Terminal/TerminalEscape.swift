/// statetutor's own terminal controls (SGR colours, OSC 8 hyperlinks, the progress line's carriage
/// return and erase), spelled so that text from anywhere else cannot spell them.
///
/// Styled text on its way to a sink never holds a real ESC. It holds ``escape``: a private-use
/// scalar (U+10FF1B) followed by a key of eight variation selectors drawn at random when the
/// process starts. A ``TerminalText`` (what every sink writes) turns each such token into ESC and
/// shows every real control character, and every private-use lead not followed by the key, escaped
/// as `\u{…}`. A lesson, a program's output or a preferences file is written before this process
/// chose its key and cannot read it, so it cannot make a token: only the code that uses this type
/// (``Painter``, the renderer, ``TextWidth``) can style the terminal.
///
/// The token is one grapheme cluster (the selectors extend the lead), so code that counts or
/// compares `Character`s treats it exactly as it treated ESC.
package enum TerminalEscape {
    /// The lead scalar of the ESC token.
    static let escapeLead: Unicode.Scalar = "\u{10FF1B}"
    /// The lead scalar of the carriage-return token.
    static let carriageReturnLead: Unicode.Scalar = "\u{10FF0D}"

    /// Leads the sink recognises or escapes: the private-use scalars U+10FF00 to U+10FF1F.
    static func isLead(_ scalar: Unicode.Scalar) -> Bool {
        (0x10FF00...0x10FF1F).contains(scalar.value)
    }

    /// This process's key: eight of the 240 variation selectors U+E0100 to U+E01EF (63 bits).
    static let key: [Unicode.Scalar] = {
        var generator = SystemRandomNumberGenerator()
        return (0..<8).map { _ in
            Unicode.Scalar(0xE0100 + UInt32.random(in: 0..<240, using: &generator)) ?? "\u{E0100}"
        }
    }()

    private static func token(_ lead: Unicode.Scalar) -> String {
        var text = String(Character(lead))
        text.unicodeScalars.append(contentsOf: key)
        return text
    }

    /// Stands for ESC.
    package static let escape = token(escapeLead)
    /// ``escape`` as a character, for code that walks text by characters.
    package static let escapeCharacter = Character(escape)
    /// Stands for a carriage return (a bare CR from anywhere else is shown as `\r`).
    package static let carriageReturn = token(carriageReturnLead)

    /// An SGR sequence, `ESC [ parameters m`.
    package static func sgr(_ parameters: String) -> String {
        escape + "[" + parameters + "m"
    }

    /// Ends every SGR style.
    package static let reset = sgr("0")

    /// Opens an OSC 8 hyperlink to `target`, which must be printable ASCII (see
    /// `TerminalRenderer.hyperlinkTarget`).
    package static func hyperlink(to target: String) -> String {
        escape + "]8;;" + target + escape + "\\"
    }

    /// Ends an OSC 8 hyperlink.
    package static let hyperlinkEnd = hyperlink(to: "")

    /// Erases from the cursor to the end of the line (`ESC [ K`).
    package static let eraseLine = escape + "[K"
}
