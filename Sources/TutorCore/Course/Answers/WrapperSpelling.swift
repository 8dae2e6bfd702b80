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
        /// True for a `static` (or `class`) property: a view's wrappers belong to each view.
        package var isStatic = false
        /// True when the declaration gives the property a starting value (`= false`).
        package var hasInitialValue = false
        /// True when that starting value makes a new object (`= Trip()`), not a value passed in.
        package var makesObject = false
        /// True for a stored setting declared with a type that is not optional but no starting value.
        package var needsInitialValue = false
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
        // `@AppStorage(wrappedValue: false, "k")` is `@AppStorage("k") … = false` spelt out.
        let (given, startingValue) = withoutWrappedValue(arguments)
        arguments = given
        let tail = rest.split(whereSeparator: \.isWhitespace).map(String.init)
        let isDeclaration = tail.isEmpty || modifiers.contains(tail[0]) || tail[0] == "var" || tail[0] == "let"
        guard !name.isEmpty, isDeclaration, hasAt || knownWrappers.contains(name) else {
            return Spelling(name: "", arguments: "", declaresLet: false, text: original)
        }
        let introducer = tail.first { !modifiers.contains($0) }
        var result = Spelling(name: name, arguments: arguments, declaresLet: introducer == "let", text: original)
        result.isStatic = tail.prefix { !["var", "let"].contains($0) }.contains { $0 == "static" || $0 == "class" }
        let declaration = rest.replacingOccurrences(of: "==", with: "")
        result.hasInitialValue = declaration.contains("=") || startingValue
        if let equals = declaration.firstIndex(of: "=") {
            let value = declaration[declaration.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            result.makesObject = value.prefixMatch(of: /[A-Z][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\s*\(/) != nil
        }
        // `@AppStorage("k") var on: Bool` has no value to use before one is saved.
        let typed = declaration.split(separator: ":", maxSplits: 1)
        result.needsInitialValue =
            ["AppStorage", "SceneStorage"].contains(name) && !result.hasInitialValue && typed.count == 2
            && !typed[1].trimmingCharacters(in: .whitespaces).hasSuffix("?")
        return result
    }

    /// An argument list (without spaces) without its `wrappedValue:` argument, and whether it
    /// had one.
    private static func withoutWrappedValue(_ arguments: String) -> (String, Bool) {
        guard arguments.hasPrefix("(wrappedValue:"), arguments.hasSuffix(")") else { return (arguments, false) }
        var depth = 0
        var inString = false
        let inner = arguments.dropFirst().dropLast()
        for index in inner.indices {
            let character = inner[index]
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { return ("(" + inner[inner.index(after: index)...] + ")", true) }
        }
        return ("", true)
    }

    /// Words that may come between the wrapper and `var`.
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "package", "static", "class", "nonisolated",
        "private(set)", "fileprivate(set)", "internal(set)", "package(set)", "public(set)",
    ]

    /// Wrappers whose value always comes from outside the view, so a starting value is a mistake
    /// (for `@ObservedObject`, the classic one: the view would make the object itself).
    private static let givenFromOutside: Set<String> = [
        "Binding", "Environment", "EnvironmentObject", "ObservedObject",
    ]

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
        guard !given.declaresLet, !given.isStatic, given.name == wanted.name else { return false }
        if given.hasInitialValue && givenFromOutside.contains(given.name) { return false }
        if given.makesObject && given.name == "Bindable" { return false }
        if given.needsInitialValue { return false }
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
        if given.needsInitialValue && given.name == spelling(expected).name {
            return "`@\(given.name)` needs a starting value (`= false`), used until a value is saved, "
                + "or an optional type."
        }
        if given.isStatic {
            return "A `static` property belongs to the type, not to each view: SwiftUI keeps a wrapper's "
                + "storage per view, so leave out `static`."
        }
        if given.hasInitialValue && givenFromOutside.contains(given.name) && given.name == spelling(expected).name {
            return given.name == "ObservedObject"
                ? "With a starting value the view makes the object itself, and makes it again each time its "
                    + "parent re-creates the view: `@ObservedObject` is for an object passed in."
                : "`@\(given.name)` gets its value from outside the view: leave out the starting value."
        }
        if given.makesObject && given.name == "Bindable" && spelling(expected).name == "Bindable" {
            return "With a new object as its starting value the view makes the object itself, and makes it "
                + "again each time its parent re-creates the view: `@Bindable` is for an object passed in "
                + "(a view that makes its own keeps it in `@State`)."
        }
        if answer.contains("presentationMode") && expected.contains("dismiss") {
            return "`presentationMode` is the older way to close a view, deprecated since iOS 15: "
                + "read the `dismiss` action from the environment and call it."
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
