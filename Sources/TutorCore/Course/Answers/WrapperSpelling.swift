import Foundation

/// Normalises the ways a learner can name a property wrapper, so that `State`, `@State`, `state`
/// and `@State private var count` all mean the same answer, and `@Environment(AppTheme.self)`
/// matches with or without `private var theme`.
package enum WrapperSpelling {
    /// The canonical comparison key: the wrapper's name and arguments, lower-cased, without `@`
    /// or spaces. Text that does not look like a wrapper is case- and space-folded as is.
    package static func key(_ text: String) -> String {
        var spelling = text.trimmingCharacters(in: .whitespacesAndNewlines)
        while let first = spelling.first, let last = spelling.last, first == last, ["`", "\"", "'"].contains(first),
            spelling.count >= 2
        {
            spelling = String(spelling.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        let hasAt = spelling.hasPrefix("@")
        if hasAt { spelling.removeFirst() }
        // The attribute: an identifier, optionally with a balanced argument list.
        var name = ""
        var rest = Substring(spelling)
        while let character = rest.first,
            character.isLetter || character.isNumber || character == "_" || character == "."
        {
            name.append(character)
            rest = rest.dropFirst()
        }
        var arguments = ""
        if rest.first == "(" {
            var depth = 0
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if !character.isWhitespace { arguments.append(character) }
                if depth == 0 { break }
            }
        }
        let tail = rest.split(whereSeparator: \.isWhitespace)
        let declarationWords: Set<String> = ["private", "fileprivate", "internal", "public", "var", "let", "static"]
        let isDeclaration = tail.isEmpty || declarationWords.contains(String(tail[0]))
        guard !name.isEmpty, isDeclaration, hasAt || knownWrappers.contains(name.lowercased()) else {
            return TextPattern.fold(hasAt ? "@" + spelling : spelling)
        }
        return (name + arguments).lowercased()
    }

    /// Names recognised as wrappers even without `@`.
    private static let knownWrappers: Set<String> = [
        "state", "binding", "stateobject", "observedobject", "environmentobject", "environment", "bindable",
        "appstorage", "scenestorage", "focusstate", "published", "observable", "gesturestate", "namespace",
    ]

    package static func matches(_ answer: String, _ expected: String) -> Bool {
        let answerKey = key(answer)
        let expectedKey = key(expected)
        if answerKey == expectedKey { return true }
        // A tree leaf may name a family of answers: `@Environment(Type.self)` stands for any type,
        // `@Environment(\.keyPath)` for any key path.
        for placeholder in ["type", "keypath"] where expectedKey.contains(placeholder) {
            let parts = expectedKey.components(separatedBy: placeholder)
            guard parts.count == 2, answerKey.hasPrefix(parts[0]), answerKey.hasSuffix(parts[1]),
                answerKey.count > parts[0].count + parts[1].count
            else { continue }
            let middle = answerKey.dropFirst(parts[0].count).dropLast(parts[1].count)
            if middle.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return true }
        }
        return false
    }
}
