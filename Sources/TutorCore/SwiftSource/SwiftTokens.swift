/// Swift tokens for comparing code answers: the ``SwiftLexer`` tokens without whitespace and
/// comments, with differences that do not change meaning normalised away (trailing commas, a
/// redundant `self.`, the order of attributes and modifiers before a declaration). Code inside
/// string interpolations is compared token by token too.
package enum SwiftTokens {
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "final", "lazy", "weak", "nonisolated",
        "override",
        "mutating",
    ]

    private static let declarationKeywords: Set<String> = ["var", "let", "func", "class", "struct", "init"]

    /// The tokens of `code` that are not trivia (whitespace, line breaks, comments).
    package static func significantTokens(_ code: String) -> [SwiftToken] {
        SwiftLexer.tokens(code).filter { !$0.isTrivia }
    }

    /// The texts of the tokens of `code` that are not trivia.
    package static func tokenize(_ code: String) -> [String] {
        significantTokens(code).map(\.text)
    }

    /// Token texts with meaning-preserving differences removed.
    package static func normalized(_ code: String) -> [String] {
        sortingModifiers(droppingRedundantSelf(droppingTrailingCommas(significantTokens(code))))
    }

    package static func equivalent(_ a: String, _ b: String) -> Bool {
        normalized(a) == normalized(b)
    }

    /// True when `a` and `b` are the same tokens in the same order, apart from trailing commas
    /// and a redundant `self.`: the order of attributes and modifiers counts (`private @State`
    /// does not compile), unlike ``equivalent(_:_:)``.
    /// True when `a` and `b` are the same tokens, a trailing comma aside: the fast path of a
    /// blank or a bug fix, where a dropped `self.` can change what the code means (`id = self.id`
    /// in an initializer is not `self.id = id`).
    package static func sameTokens(_ a: String, _ b: String) -> Bool {
        droppingTrailingCommas(significantTokens(a)).map(\.text)
            == droppingTrailingCommas(significantTokens(b)).map(\.text)
    }

    package static func sameCode(_ a: String, _ b: String) -> Bool {
        droppingModuleNames(droppingRedundantSelf(droppingTrailingCommas(significantTokens(a)))).map(\.text)
            == droppingModuleNames(droppingRedundantSelf(droppingTrailingCommas(significantTokens(b)))).map(\.text)
    }

    /// The modules a lesson's names come from, which may prefix them (`Foundation.UserDefaults`).
    private static let moduleNames: Set<String> = ["Swift", "SwiftUI", "Foundation", "Observation", "Combine"]

    /// Without a module's name and its `.` before a name (`SwiftUI.Binding` is `Binding`), unless
    /// it follows a `.` itself.
    private static func droppingModuleNames(_ tokens: [SwiftToken]) -> [SwiftToken] {
        var result: [SwiftToken] = []
        var index = 0
        while index < tokens.count {
            if tokens[index].kind == .identifier, moduleNames.contains(tokens[index].text), index + 2 < tokens.count,
                tokens[index + 1].isPunctuation("."), tokens[index + 2].kind == .identifier,
                result.last?.isPunctuation(".") != true
            {
                index += 2
                continue
            }
            result.append(tokens[index])
            index += 1
        }
        return result
    }

    /// Without a `,` right before a closing `)` or `]`.
    private static func droppingTrailingCommas(_ tokens: [SwiftToken]) -> [SwiftToken] {
        tokens.indices.compactMap { index in
            let isTrailingComma =
                tokens[index].isPunctuation(",") && index + 1 < tokens.count
                && (tokens[index + 1].isPunctuation(")") || tokens[index + 1].isPunctuation("]"))
            return isTrailingComma ? nil : tokens[index]
        }
    }

    /// Without a redundant `self.` before a member name (not `self` alone, not `self.init`, not in
    /// `x.self.y`).
    private static func droppingRedundantSelf(_ tokens: [SwiftToken]) -> [SwiftToken] {
        var result: [SwiftToken] = []
        var index = 0
        while index < tokens.count {
            if tokens[index].kind == .keyword, tokens[index].text == "self", index + 2 < tokens.count,
                tokens[index + 1].isPunctuation("."), tokens[index + 2].kind == .identifier,
                tokens[index + 2].text != "init", tokens[index + 2].text.first?.isLetter == true,
                result.last?.isPunctuation(".") != true
            {
                index += 2
                continue
            }
            result.append(tokens[index])
            index += 1
        }
        return result
    }

    /// Token texts where each run of attributes (with their arguments) and modifiers right
    /// before a declaration keyword is sorted.
    private static func sortingModifiers(_ tokens: [SwiftToken]) -> [String] {
        var sorted: [String] = []
        var run: [String] = []
        var openParentheses = 0
        for token in tokens {
            if openParentheses > 0 {
                run[run.count - 1] += token.text
                if token.isPunctuation("(") { openParentheses += 1 }
                if token.isPunctuation(")") { openParentheses -= 1 }
                continue
            }
            let isWord = token.kind == .keyword || token.kind == .identifier
            if token.kind == .attribute || (isWord && modifiers.contains(token.text)) {
                run.append(token.text)
                continue
            }
            if token.isPunctuation("("), let last = run.last, last.hasPrefix("@") {
                run[run.count - 1] = last + token.text
                openParentheses = 1
                continue
            }
            if isWord && declarationKeywords.contains(token.text) {
                sorted += run.sorted()
            } else {
                sorted += run
            }
            run = []
            sorted.append(token.text)
        }
        return sorted + run
    }
}
