import Foundation

/// Accepted answers of `text` questions: plain strings compared with case and spacing folded,
/// or `/regex/` entries matched case-insensitively against the whole folded answer.
package enum TextPattern {
    package static func isRegex(_ entry: String) -> Bool {
        entry.count >= 2 && entry.hasPrefix("/") && entry.hasSuffix("/")
    }

    /// Nil if the `/regex/` entry compiles, otherwise the reason.
    package static func regexError(_ entry: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: String(entry.dropFirst().dropLast()), options: [.caseInsensitive])
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Lower-cased, trimmed, inner runs of whitespace collapsed to one space.
    package static func fold(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    package static func matches(_ answer: String, entry: String) -> Bool {
        let folded = fold(answer)
        guard isRegex(entry) else { return folded == fold(entry) }
        let pattern = "^(?:" + String(entry.dropFirst().dropLast()) + ")$"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return false }
        return regex.firstMatch(in: folded, range: NSRange(folded.startIndex..., in: folded)) != nil
    }
}
