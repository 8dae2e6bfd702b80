/// A small Swift tokenizer for comparing code answers: whitespace and comments are dropped, and
/// differences that do not change meaning are normalised away (trailing commas, a redundant
/// `self.`, the order of attributes and modifiers before a declaration).
package enum SwiftTokens {
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "final", "lazy", "weak", "nonisolated",
        "override",
        "mutating",
    ]

    /// The raw tokens of `code`: identifiers/keywords, numbers, string literals (whole), `@attributes`, punctuation.
    package static func tokenize(_ code: String) -> [String] {
        let characters = Array(code)
        var tokens: [String] = []
        var index = 0
        func isIdentifier(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "$"
        }
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count && !(characters[index] == "*" && characters[index + 1] == "/") {
                    index += 1
                }
                index += 2
            } else if character == "\"" {
                var token = "\""
                index += 1
                while index < characters.count {
                    token.append(characters[index])
                    if characters[index] == "\\" && index + 1 < characters.count {
                        token.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    index += 1
                    if token.last == "\"" { break }
                }
                tokens.append(token)
            } else if character == "@" || isIdentifier(character) {
                var token = String(character)
                index += 1
                while index < characters.count && isIdentifier(characters[index]) {
                    token.append(characters[index])
                    index += 1
                }
                tokens.append(token)
            } else {
                // Multi-character operators: keep runs of operator characters together.
                let operators: Set<Character> = ["=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", "."]
                var token = String(character)
                index += 1
                if operators.contains(character) && character != "." {
                    while index < characters.count && operators.contains(characters[index]) && characters[index] != "."
                    {
                        token.append(characters[index])
                        index += 1
                    }
                } else if character == "." {
                    while index < characters.count && characters[index] == "." {
                        token.append(characters[index])
                        index += 1
                    }
                    if index < characters.count && (characters[index] == "<" || characters[index] == ".") {
                        token.append(characters[index])
                        index += 1
                    }
                }
                tokens.append(token)
            }
        }
        return tokens
    }

    /// Tokens with meaning-preserving differences removed.
    package static func normalized(_ code: String) -> [String] {
        var tokens = tokenize(code)
        // Trailing commas before a closing bracket.
        tokens = tokens.enumerated().filter { index, token in
            !(token == "," && index + 1 < tokens.count && [")", "]"].contains(tokens[index + 1]))
        }.map(\.element)
        // A redundant `self.` before a member name (not `self` alone, not `self.init`).
        var result: [String] = []
        var index = 0
        while index < tokens.count {
            if tokens[index] == "self", index + 2 < tokens.count, tokens[index + 1] == ".", tokens[index + 2] != "init",
                result.last != ".", tokens[index + 2].first?.isLetter == true
            {
                index += 2
                continue
            }
            result.append(tokens[index])
            index += 1
        }
        // Sort each run of attributes and modifiers that precedes a declaration keyword.
        var sorted: [String] = []
        var run: [String] = []
        var skipArguments = 0
        for token in result {
            if skipArguments > 0 {
                run[run.count - 1] += token
                if token == "(" { skipArguments += 1 }
                if token == ")" { skipArguments -= 1 }
                continue
            }
            if token.hasPrefix("@") || modifiers.contains(token) {
                run.append(token)
                continue
            }
            if token == "(", let last = run.last, last.hasPrefix("@") {
                run[run.count - 1] = last + token
                skipArguments = 1
                continue
            }
            if ["var", "let", "func", "class", "struct", "init"].contains(token) {
                sorted += run.sorted()
            } else {
                sorted += run
            }
            run = []
            sorted.append(token)
        }
        return sorted + run
    }

    package static func equivalent(_ a: String, _ b: String) -> Bool {
        normalized(a) == normalized(b)
    }
}
