import TutorCore

/// Which characters never reach a terminal as themselves, and how they are shown instead: C0
/// controls other than tab and newline, DEL, the C1 controls, and the bidirectional embedding,
/// override and isolate controls, each written as `\u{1B}` (a carriage return as `\r`).
///
/// Every sink applies this to all it writes (``TerminalText``); ``escape(_:)`` is the same rule for
/// callers that measure or lay out text from a file before it reaches a sink, so that what they
/// measure is what will be shown.
package enum ControlCharacters {
    /// True for the characters that are written escaped.
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        SourceText.isControl(scalar) || SourceText.isBidiControl(scalar)
    }

    /// `\u{1B}`, `\u{202E}`; `\r` for a carriage return.
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        scalar == "\r" ? "\\r" : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                result += escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
