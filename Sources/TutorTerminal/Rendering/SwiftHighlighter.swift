/// Colours Swift source for the terminal: keywords, attributes (`@State`), string literals with
/// their `\(interpolation)`, comments, numbers and type names.
///
/// The tokeniser is forgiving: unterminated strings and comments simply run to the end of the line
/// (single-line strings) or of the source, and any text it does not recognise is passed through.
/// Concatenating the tokens always gives back the source unchanged.
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
        var scanner = Scanner(Array(source.unicodeScalars), colorsTypeNames: colorsTypeNames)
        scanner.scanCode(untilClosingParenthesis: false)
        return scanner.tokens
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

    /// Words Swift reserves in declarations, statements and expressions, plus contextual keywords
    /// that read as keywords in lesson code.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "async", "any", "some", "actor", "convenience", "didSet", "dynamic",
        "final", "get", "indirect", "lazy", "mutating", "nonmutating", "optional", "override", "required", "set",
        "unowned", "weak", "willSet", "isolated", "sending", "each",
    ]
}

/// A hand-written lexer over Unicode scalars that emits ``SwiftHighlighter/Token`` values.
private struct Scanner {
    typealias Token = SwiftHighlighter.Token
    typealias TokenKind = SwiftHighlighter.TokenKind

    let scalars: [Unicode.Scalar]
    let colorsTypeNames: Bool
    var index = 0
    var tokens: [Token] = []

    init(_ scalars: [Unicode.Scalar], colorsTypeNames: Bool) {
        self.scalars = scalars
        self.colorsTypeNames = colorsTypeNames
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func text(_ range: Range<Int>) -> String {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars[range])
        return string
    }

    private mutating func emit(_ kind: TokenKind, from start: Int) {
        guard start < index else { return }
        let piece = text(start..<index)
        if let last = tokens.last, last.kind == kind {
            tokens[tokens.count - 1].text += piece
        } else {
            tokens.append(Token(kind, piece))
        }
    }

    /// Scans code; inside an interpolation it stops before the `)` that closes it.
    mutating func scanCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while let scalar = peek() {
            let start = index
            switch scalar {
            case "/" where peek(1) == "/":
                while let next = peek(), next != "\n" { index += 1 }
                emit(.comment, from: start)
            case "/" where peek(1) == "*":
                scanBlockComment()
                emit(.comment, from: start)
            case "\"":
                scanString(hashes: 0)
            case "#" where isRawStringStart():
                var hashes = 0
                while peek() == "#" {
                    hashes += 1
                    index += 1
                }
                emit(.string, from: start)
                scanString(hashes: hashes)
            case "#" where peek(1).map(isIdentifierStart) == true:
                index += 1
                scanIdentifierBody()
                emit(.keyword, from: start)
            case "@" where peek(1).map(isIdentifierStart) == true:
                index += 1
                scanIdentifierBody()
                emit(.attribute, from: start)
            case "`":
                index += 1
                while let next = peek(), next != "`", next != "\n" { index += 1 }
                if peek() == "`" { index += 1 }
                emit(.plain, from: start)
            case _ where isDigit(scalar):
                scanNumber()
                emit(.number, from: start)
            case _ where isIdentifierStart(scalar) || scalar == "$":
                index += 1
                scanIdentifierBody()
                let word = text(start..<index)
                let isMember = start > 0 && scalars[start - 1] == "." && word != "self" && word != "init"
                if SwiftHighlighter.keywords.contains(word) && !isMember {
                    emit(.keyword, from: start)
                } else if colorsTypeNames, let first = word.unicodeScalars.first, first.properties.isUppercase {
                    emit(.typeName, from: start)
                } else {
                    emit(.plain, from: start)
                }
            case "(":
                depth += 1
                index += 1
                emit(.plain, from: start)
            case ")":
                if untilClosingParenthesis && depth == 0 { return }
                depth -= 1
                index += 1
                emit(.plain, from: start)
            default:
                index += 1
                emit(.plain, from: start)
            }
        }
    }

    /// `/* … */`, nested as Swift allows; an unterminated comment runs to the end.
    private mutating func scanBlockComment() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "/" && peek(1) == "*" {
                depth += 1
                index += 2
            } else if scalar == "*" && peek(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Whether `#` at the index starts a raw string (`#"…"#`, `##"…"##`).
    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Scans a string literal whose opening `#`s (if any) are already consumed; the index is at its
    /// first `"`. Handles `"""` multi-line strings, escapes and `\(…)` interpolation.
    private mutating func scanString(hashes: Int) {
        var start = index
        let isMultiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        index += isMultiline ? 3 : 1
        while let scalar = peek() {
            if scalar == "\n" && !isMultiline {
                break
            }
            if scalar == "\\" && hasHashes(hashes, at: index + 1) {
                let afterHashes = index + 1 + hashes
                if afterHashes < scalars.count && scalars[afterHashes] == "(" {
                    index = afterHashes + 1
                    emit(.string, from: start)
                    scanCode(untilClosingParenthesis: true)
                    start = index
                    if peek() == ")" { index += 1 }
                    continue
                }
                index = min(afterHashes + 1, scalars.count)
                continue
            }
            if scalar == "\"" {
                let quotes = isMultiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == "\"" }) && hasHashes(hashes, at: index + quotes) {
                    index += quotes + hashes
                    break
                }
            }
            index += 1
        }
        emit(.string, from: start)
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        (0..<count).allSatisfy { position + $0 < scalars.count && scalars[position + $0] == "#" }
    }

    private mutating func scanIdentifierBody() {
        while let scalar = peek(), isIdentifierStart(scalar) || isDigit(scalar) { index += 1 }
    }

    /// Decimal, hexadecimal, octal and binary literals with `_` separators, fractions and exponents.
    private mutating func scanNumber() {
        if peek() == "0", let base = peek(1), base == "x" || base == "o" || base == "b" {
            index += 2
            while let scalar = peek(), isHexDigit(scalar) || scalar == "_" || scalar == "." || scalar == "p" {
                index += 1
            }
            return
        }
        while let scalar = peek(), isDigit(scalar) || scalar == "_" { index += 1 }
        if peek() == ".", let next = peek(1), isDigit(next) {
            index += 1
            while let scalar = peek(), isDigit(scalar) || scalar == "_" { index += 1 }
        }
        if let e = peek(), e == "e" || e == "E" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let digit = peek(1 + sign), isDigit(digit) {
                index += 1 + sign
                while let scalar = peek(), isDigit(scalar) || scalar == "_" { index += 1 }
            }
        }
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
            || (scalar.value > 0x7F && scalar.properties.generalCategory != .spaceSeparator
                && scalar.properties.isXIDContinue)
    }
}
