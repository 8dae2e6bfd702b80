import TutorCore

/// Makes text from a lesson file safe to print: control characters (ESC, BEL, C1, DEL…) are shown
/// escaped as `\u{1B}` instead of reaching the terminal.
package enum ControlCharacters {
    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: SourceText.isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if SourceText.isControl(scalar) && scalar != "\r" {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else if scalar == "\r" {
                result += "\\r"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
