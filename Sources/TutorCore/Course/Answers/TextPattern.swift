import Foundation

/// Accepted answers of `text` questions. The answer is first stripped of what only wraps it:
/// surrounding backticks and quotes, and a final period. Then an entry that is code (it has
/// Swift punctuation, an inner capital, or is a keyword: `\.openURL`, `UserDefaults`, `self`)
/// is compared as Swift tokens, case kept and spacing ignored; a prose entry (`one`) with case
/// and spacing folded. `/regex/` entries match the whole stripped answer, case kept (`(?i)`
/// makes one ignore case).
package enum TextPattern {
    package static func isRegex(_ entry: String) -> Bool {
        entry.count >= 2 && entry.hasPrefix("/") && entry.hasSuffix("/")
    }

    /// Nil if the `/regex/` entry compiles, otherwise the reason.
    package static func regexError(_ entry: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: String(entry.dropFirst().dropLast()))
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Lower-cased, trimmed, inner runs of whitespace collapsed to one space.
    package static func fold(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `text` without what only wraps it: surrounding backticks or quotes (straight or curly),
    /// a final period, and spacing at either end; `\EnvironmentValues.x` is written `\.x`.
    package static func stripped(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var changed = true
        while changed, !text.isEmpty {
            changed = false
            if text.count > 1, text.hasSuffix("."), !text.hasSuffix("..") {
                text.removeLast()
                text = text.trimmingCharacters(in: .whitespaces)
                changed = true
            }
            for (open, close) in wrappers where text.count >= 2 && text.hasPrefix(open) && text.hasSuffix(close) {
                text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                changed = true
                break
            }
        }
        return text.replacingOccurrences(of: "\\EnvironmentValues.", with: "\\.")
    }

    private static let wrappers: [(String, String)] = [
        ("`", "`"), ("\"", "\""), ("'", "'"), ("\u{201C}", "\u{201D}"), ("\u{2018}", "\u{2019}"),
    ]

    /// True when `entry` is Swift code rather than words: compared with case kept.
    package static func isCode(_ entry: String) -> Bool {
        if entry.contains(where: { "\\.@()<>?[]:$_!".contains($0) }) { return true }
        if entry.dropFirst().contains(where: \.isUppercase) { return true }
        return swiftKeywords.contains(entry)
    }

    private static let swiftKeywords: Set<String> = [
        "self", "Self", "nil", "true", "false", "let", "var", "func", "class", "struct", "enum", "protocol",
        "extension", "init", "deinit", "inout", "some", "any", "static", "private", "fileprivate", "internal",
        "public", "open", "final", "mutating", "nonmutating", "lazy", "weak", "unowned", "didSet", "willSet", "get",
        "set", "throws", "async", "await", "try", "return", "guard", "if", "else", "switch", "case", "default",
        "for", "while", "repeat", "in", "where", "import", "typealias", "associatedtype", "super", "override",
    ]

    package static func matches(_ answer: String, entry: String) -> Bool {
        let answer = stripped(answer)
        guard !isRegex(entry) else {
            let spaced = answer.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let pattern = "^(?:" + String(entry.dropFirst().dropLast()) + ")$"
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
            return [answer, spaced].contains { text in
                regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        }
        let expected = stripped(entry)
        if isCode(expected) {
            return SwiftTokens.sameCode(answer, expected)
        }
        return fold(answer) == fold(expected)
    }

    /// True when `answer` would match `entry` if case did not count (for a "case matters" note).
    package static func matchesIgnoringCase(_ answer: String, entry: String) -> Bool {
        guard !isRegex(entry) else { return false }
        return fold(stripped(answer)).filter { !$0.isWhitespace } == fold(stripped(entry)).filter { !$0.isWhitespace }
    }
}
