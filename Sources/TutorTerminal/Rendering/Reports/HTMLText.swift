import Foundation

/// Text from the files made safe for an HTML page, in element content and in quoted attribute
/// values alike: control characters written as statetutor shows them everywhere (`\u{1B}`), then
/// `&`, `<`, `>`, `"` and `'` as character references. A learner's name or answer is text on the
/// page, never markup.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in ControlCharacters.escape(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
