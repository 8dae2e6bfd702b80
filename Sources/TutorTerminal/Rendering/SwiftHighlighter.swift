import TutorCore

/// Colours Swift source for the terminal: keywords, attributes (`@State`), string literals with
/// their `\(interpolation)`, comments, numbers and type names.
///
/// The tokens are ``SwiftLexer``'s, given a colour by kind, so the highlighter is as forgiving as
/// the lexer: unterminated strings and comments run to the end of the line (single-line strings)
/// or of the source, text it does not recognise is passed through, and concatenating the tokens
/// always gives back the source unchanged.
package struct SwiftHighlighter: Sendable {
    package enum TokenKind: Sendable, Equatable {
        case plain, keyword, attribute, string, comment, number, typeName
    }

    package struct Token: Sendable, Equatable {
        package var kind: TokenKind
        package var text: String

        package init(_ kind: TokenKind, _ text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// Whether to write colours at all; without colour, ``highlight(_:)`` returns the source as it is.
    package var color: Bool
    /// Whether capitalised identifiers are coloured as type names.
    package var colorsTypeNames: Bool

    package init(color: Bool, colorsTypeNames: Bool = true) {
        self.color = color
        self.colorsTypeNames = colorsTypeNames
    }

    /// The source with SGR colours around its tokens. Each coloured run is closed before every line
    /// break, so the result can be split into lines that are each correctly styled.
    package func highlight(_ source: String) -> String {
        guard color else { return source }
        let painter = Painter(enabled: true)
        var result = ""
        for token in tokens(source) {
            guard let style = style(of: token.kind) else {
                result += token.text
                continue
            }
            let lines = token.text.split(separator: "\n", omittingEmptySubsequences: false)
            result += lines.map { painter.paint(String($0), style) }.joined(separator: "\n")
        }
        return result
    }

    /// The tokens of `source`; adjacent tokens of the same kind are merged.
    package func tokens(_ source: String) -> [Token] {
        var result: [Token] = []
        for token in SwiftLexer.tokens(source) {
            let kind = kind(of: token)
            if let last = result.last, last.kind == kind {
                result[result.count - 1].text += token.text
            } else {
                result.append(Token(kind, token.text))
            }
        }
        return result
    }

    private func kind(of token: SwiftToken) -> TokenKind {
        switch token.kind {
        case .keyword, .poundDirective: return .keyword
        case .attribute: return .attribute
        case .string: return .string
        case .comment: return .comment
        case .number: return .number
        case .identifier:
            let isCapitalised = token.text.unicodeScalars.first?.properties.isUppercase == true
            return colorsTypeNames && isCapitalised ? .typeName : .plain
        case .operator, .punctuation, .whitespace, .newline, .unknown: return .plain
        }
    }

    private func style(of kind: TokenKind) -> Painter.Style? {
        switch kind {
        case .plain: return nil
        case .keyword: return .magenta
        case .attribute: return .yellow
        case .string: return .green
        case .comment: return .dim
        case .number: return .blue
        case .typeName: return .cyan
        }
    }
}
