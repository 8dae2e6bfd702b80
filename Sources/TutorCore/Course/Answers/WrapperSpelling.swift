import Foundation

/// Normalises the ways a learner can name a property wrapper, so that `State`, `@State`,
/// `` `@State` `` and `@State private var count = 0` all mean the same answer, and
/// `@Environment(AppTheme.self)` matches with or without `private var theme`. Case counts, as
/// it does in Swift: `@state` is not a wrapper.
package enum WrapperSpelling {
    /// A wrapper spelling taken apart.
    package struct Spelling: Equatable {
        /// `State`, `AppStorage`, `Environment`; empty when the text is not a wrapper.
        package var name: String
        /// The argument list without spaces, `(\.dismiss)`, or empty.
        package var arguments: String
        /// True when the declaration after the wrapper starts with `let` (not allowed).
        package var declaresLet: Bool
        /// The text itself, stripped, when it is not a wrapper.
        package var text: String
    }

    /// Reads `text` as a wrapper, optionally followed by a declaration.
    package static func spelling(_ text: String) -> Spelling {
        var spelling = TextPattern.stripped(text)
        let original = spelling
        let hasAt = spelling.hasPrefix("@")
        if hasAt { spelling.removeFirst() }
        if spelling.hasPrefix("SwiftUI.") { spelling.removeFirst("SwiftUI.".count) }
        // The attribute: an identifier, optionally with a balanced argument list.
        var name = ""
        var rest = Substring(spelling)
        while let character = rest.first, character.isLetter || character.isNumber || character == "_" {
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
        let tail = rest.split(whereSeparator: \.isWhitespace).map(String.init)
        let declarationWords: Set<String> = ["private", "fileprivate", "internal", "public", "var", "let", "static"]
        let isDeclaration = tail.isEmpty || declarationWords.contains(tail[0])
        guard !name.isEmpty, isDeclaration, hasAt || knownWrappers.contains(name) else {
            return Spelling(name: "", arguments: "", declaresLet: false, text: original)
        }
        let declaresLet =
            tail.first(where: { !["private", "fileprivate", "internal", "public", "static"].contains($0) })
            == "let"
        return Spelling(name: name, arguments: arguments, declaresLet: declaresLet, text: original)
    }

    /// The comparison key: the wrapper's name and arguments, or the folded text of a non-wrapper.
    package static func key(_ text: String) -> String {
        let parts = spelling(text)
        return parts.name.isEmpty ? TextPattern.fold(parts.text) : parts.name + parts.arguments
    }

    /// Names recognised as wrappers even without `@`.
    private static let knownWrappers: Set<String> = [
        "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Bindable",
        "AppStorage", "SceneStorage", "FocusState", "Published", "Observable", "GestureState", "Namespace",
        "ObservationIgnored", "Query",
    ]

    package static func matches(_ answer: String, _ expected: String) -> Bool {
        let given = spelling(answer)
        let wanted = spelling(expected)
        guard !given.name.isEmpty, !wanted.name.isEmpty else { return key(answer) == key(expected) }
        guard !given.declaresLet, given.name == wanted.name else { return false }
        // `@AppStorage("units")` names the wrapper the answer `@AppStorage` asks for.
        if wanted.arguments.isEmpty { return true }
        if given.arguments == wanted.arguments { return true }
        // A tree leaf may name a family of answers: `@Environment(Type.self)` stands for any type,
        // `@Environment(\.keyPath)` for any key path.
        for placeholder in ["Type", "keyPath"] where wanted.arguments.contains(placeholder) {
            let parts = wanted.arguments.components(separatedBy: placeholder)
            let argument = given.arguments
            guard parts.count == 2, argument.hasPrefix(parts[0]), argument.hasSuffix(parts[1]),
                argument.count > parts[0].count + parts[1].count
            else { continue }
            let middle = argument.dropFirst(parts[0].count).dropLast(parts[1].count)
            if middle.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) { return true }
        }
        return false
    }

    /// True when `answer` is a tree leaf's placeholder (`@Environment(\.keyPath)`) rather than a
    /// real wrapper.
    package static func isPlaceholder(_ answer: String) -> Bool {
        let arguments = spelling(answer).arguments
        return arguments == "(Type.self)" || arguments == "(\\.keyPath)"
    }

    /// Why a near miss is wrong, when it is one of the common slips: wrong case, `let`.
    package static func note(_ answer: String, _ expected: String) -> String? {
        let given = spelling(answer)
        if given.declaresLet, matches(answer.replacingOccurrences(of: " let ", with: " var "), expected) {
            return "A property wrapper needs `var`: the wrapper keeps the storage, and `let` cannot have one."
        }
        let wanted = spelling(expected)
        let givenName =
            given.name.isEmpty ? given.text.drop(while: { $0 == "@" }).prefix(while: \.isLetter) : given.name[...]
        if !wanted.name.isEmpty, givenName.lowercased() == wanted.name.lowercased(), givenName != wanted.name[...] {
            return "Swift is case-sensitive: the wrapper is spelled `@\(wanted.name)`."
        }
        return nil
    }
}
