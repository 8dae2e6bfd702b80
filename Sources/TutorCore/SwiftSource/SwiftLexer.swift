/// Cuts Swift source into ``SwiftToken``s without losing anything: the tokens' texts put together
/// are the source again, scalar for scalar, whatever the input (invalid Swift, unterminated strings
/// and comments, stray control characters).
///
/// A string literal comes out in pieces. The first ``SwiftToken/Kind/string`` piece runs from the
/// opening delimiter up to and including the `\(` of the first interpolation; the interpolated
/// code follows as ordinary tokens, one ``SwiftToken/interpolationDepth`` deeper; the next piece
/// starts at the `)` that closes the interpolation, and so on up to the closing delimiter. So
/// `"a \(b) c"` is `"a \(`, `b`, `) c"`. Raw strings (`#"…"#`, interpolating with `\#(`) and
/// multi-line strings (`"""`) follow the same scheme.
///
/// As in the compiler, a single-line string (and any interpolation in it) ends at the end of its
/// line even when unterminated, so one missing quote does not swallow the rest of a file; an
/// unterminated multi-line string or block comment runs to the end.
///
/// The lexer reads the source once, looks ahead only a bounded distance or over text it then
/// consumes, and keeps nested interpolations on an explicit stack rather than recursing, so its
/// time is linear in the input and no input can exhaust the stack.
package struct SwiftLexer {
    /// The delimiters of a string literal: `#`s around the quotes, and one quote or three.
    private struct Delimiter {
        var hashes: Int
        var isMultiline: Bool
    }

    /// An interpolation being read: the literal it belongs to, and the parentheses opened in it.
    private struct Interpolation {
        var string: Delimiter
        var openParentheses = 0
    }

    /// The words read as keywords: Swift's reserved words plus the contextual keywords that read
    /// as keywords in lesson code (`some`, `get`, `didSet`, `nonisolated`, …).
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "async", "any", "some", "actor", "convenience", "didSet", "dynamic",
        "final", "get", "indirect", "lazy", "mutating", "nonmutating", "optional", "override", "required", "set",
        "unowned", "weak", "willSet", "isolated", "sending", "each",
    ]

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var tokens: [SwiftToken] = []
    /// Open interpolations, innermost last.
    private var interpolations: [Interpolation] = []

    private init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// The tokens of `source`, in order; their texts joined give `source` back.
    package static func tokens(_ source: String) -> [SwiftToken] {
        var lexer = SwiftLexer(source)
        lexer.readAll()
        return lexer.tokens
    }

    // MARK: Code

    private mutating func readAll() {
        while index < scalars.count {
            let scalar = scalars[index]
            if let innermost = interpolations.last {
                if scalar.isLineBreak && !innermost.string.isMultiline {
                    // The single-line literal this interpolation is in ends here, unterminated; the
                    // line break belongs to the code around it.
                    interpolations.removeLast()
                    continue
                }
                if scalar == "(" {
                    interpolations[interpolations.count - 1].openParentheses += 1
                } else if scalar == ")" {
                    if innermost.openParentheses == 0 {
                        interpolations.removeLast()
                        let start = index
                        index += 1
                        readStringBody(innermost.string, from: start)
                        continue
                    }
                    interpolations[interpolations.count - 1].openParentheses -= 1
                }
            }
            readToken()
        }
    }

    /// Reads the one token that starts at `index` (outside string literal text).
    private mutating func readToken() {
        let start = index
        let scalar = scalars[index]
        switch scalar {
        case "\n", "\r":
            index += scalar == "\r" && peek(1) == "\n" ? 2 : 1
            emit(.newline, from: start)
        case " ", "\t", "\u{0B}", "\u{0C}":
            while let next = peek(), next == " " || next == "\t" || next == "\u{0B}" || next == "\u{0C}" { index += 1 }
            emit(.whitespace, from: start)
        case "/" where peek(1) == "/":
            skipToEndOfLine()
            emit(.comment, from: start)
        case "/" where peek(1) == "*":
            readBlockComment()
            emit(.comment, from: start)
        case "\"":
            readString(hashes: 0, from: start)
        case "#":
            readPound()
        case "@":
            index += 1
            if let next = peek(), next.isIdentifierHead {
                readIdentifierBody()
                emit(.attribute, from: start)
            } else {
                emit(.punctuation, from: start)
            }
        case "`":
            readBacktick()
        case "0"..."9":
            readNumber()
            emit(.number, from: start)
        case "$":
            index += 1
            readIdentifierBody()
            emit(.identifier, from: start)
        case _ where scalar.isIdentifierHead:
            index += 1
            readIdentifierBody()
            emitWord(from: start)
        case ".":
            if let next = peek(1), next == "." || next.isOperatorCharacter {
                readOperator(startsWithPeriod: true)
                emit(.operator, from: start)
            } else {
                index += 1
                emit(.punctuation, from: start)
            }
        case _ where scalar.isOperatorHead:
            readOperator(startsWithPeriod: false)
            emit(.operator, from: start)
        case "(", ")", "[", "]", "{", "}", ",", ":", ";", "\\":
            index += 1
            emit(.punctuation, from: start)
        default:
            index += 1
            emit(.unknown, from: start)
        }
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func emit(_ kind: SwiftToken.Kind, from start: Int) {
        guard start < index else { return }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        tokens.append(SwiftToken(kind, text, interpolationDepth: interpolations.count))
    }

    /// Whether the token just read is a `.` (so the word that follows names a member).
    private var followsPeriod: Bool {
        tokens.last?.isPunctuation(".") == true
    }

    /// A keyword or an identifier; after a `.` a keyword names a member, except `self` and `init`.
    private mutating func emitWord(from start: Int) {
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars[start..<index])
        let isMember = followsPeriod && word != "self" && word != "init"
        let kind: SwiftToken.Kind = Self.keywords.contains(word) && !isMember ? .keyword : .identifier
        tokens.append(SwiftToken(kind, word, interpolationDepth: interpolations.count))
    }

    private mutating func skipToEndOfLine() {
        while let next = peek(), !next.isLineBreak { index += 1 }
    }

    /// `/* … */`, nested as Swift allows; an unterminated comment runs to the end.
    private mutating func readBlockComment() {
        index += 2
        var depth = 1
        while depth > 0, let scalar = peek() {
            if scalar == "/" && peek(1) == "*" {
                depth += 1
                index += 2
            } else if scalar == "*" && peek(1) == "/" {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
    }

    /// A run of `#`: a raw string's opening delimiter, a directive (`#Preview`), a `#!` line at the
    /// very start of a file, or lone `#` punctuation.
    private mutating func readPound() {
        let start = index
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
            index += hashes
            readString(hashes: hashes, from: start)
            return
        }
        if start == 0 && hashes == 1 && peek(1) == "!" {
            skipToEndOfLine()
            emit(.comment, from: start)
            return
        }
        // All but the last `#` stand alone; the last one may start a directive.
        for _ in 1..<hashes {
            index += 1
            emit(.punctuation, from: index - 1)
        }
        let last = index
        index += 1
        if let next = peek(), next.isIdentifierHead {
            readIdentifierBody()
            emit(.poundDirective, from: last)
        } else {
            emit(.punctuation, from: last)
        }
    }

    /// `` `name` `` (or a raw identifier with spaces) on one line; an unpaired backtick is unknown.
    private mutating func readBacktick() {
        let start = index
        var end = index + 1
        while end < scalars.count, scalars[end] != "`", !scalars[end].isLineBreak { end += 1 }
        if end < scalars.count, scalars[end] == "`", end > start + 1 {
            index = end + 1
            emit(.identifier, from: start)
        } else {
            index += 1
            emit(.unknown, from: start)
        }
    }

    private mutating func readIdentifierBody() {
        while let scalar = peek(), scalar.isIdentifierCharacter { index += 1 }
    }

    /// Operator characters; a `.` continues an operator only if the operator began with one
    /// (`..<`, `...`), so `?.` is `?` then `.`. A `//` or `/*` inside the run starts a comment.
    private mutating func readOperator(startsWithPeriod: Bool) {
        index += 1
        while let scalar = peek() {
            if scalar == "." {
                guard startsWithPeriod else { return }
            } else if !scalar.isOperatorCharacter {
                return
            }
            if scalar == "/", let next = peek(1), next == "/" || next == "*" { return }
            index += 1
        }
    }

    /// Decimal, hexadecimal, octal and binary literals with `_` separators, fractions and
    /// exponents. Letters or digits straight after a literal (`1abc`, `0b102`) belong to it, as an
    /// invalid literal, the way the compiler reads them.
    private mutating func readNumber() {
        if peek() == "0", let base = peek(1), base == "x" || base == "o" || base == "b" {
            index += 2
            switch base {
            case "x": readHexadecimalRest()
            case "o": skipDigits { ("0"..."7").contains($0) }
            default: skipDigits { $0 == "0" || $0 == "1" }
            }
        } else {
            skipDigits(\.isDecimalDigit)
            // `4.x` is `4` then a member; `t.0.1` is two tuple accesses, not `0.1`.
            if peek() == ".", let next = peek(1), next.isDecimalDigit, !followsPeriod {
                index += 1
                skipDigits(\.isDecimalDigit)
            }
            if let e = peek(), e == "e" || e == "E" {
                let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
                if let digit = peek(1 + sign), digit.isDecimalDigit {
                    index += 1 + sign
                    skipDigits(\.isDecimalDigit)
                }
            }
        }
        while let scalar = peek(), scalar.isIdentifierCharacter { index += 1 }
    }

    /// After `0x`: digits, then an optional `.fraction` and `p` exponent. `0xFF.description` stays
    /// an integer followed by a member.
    private mutating func readHexadecimalRest() {
        skipDigits(\.isHexadecimalDigit)
        if peek() == ".", let next = peek(1), next.isHexadecimalDigit {
            let period = index
            index += 1
            skipDigits(\.isHexadecimalDigit)
            let hasExponent = peek() == "p" || peek() == "P"
            if !hasExponent && !next.isDecimalDigit {
                index = period
                return
            }
        }
        if let p = peek(), p == "p" || p == "P" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let digit = peek(1 + sign), digit.isDecimalDigit {
                index += 1 + sign
                skipDigits(\.isDecimalDigit)
            }
        }
    }

    private mutating func skipDigits(_ isDigit: (Unicode.Scalar) -> Bool) {
        while let scalar = peek(), isDigit(scalar) || scalar == "_" { index += 1 }
    }

    // MARK: String literals

    /// A string literal whose opening `#`s (if any) are read; `index` is at its first `"`.
    private mutating func readString(hashes: Int, from start: Int) {
        let isMultiline = peek(1) == "\"" && peek(2) == "\""
        index += isMultiline ? 3 : 1
        readStringBody(Delimiter(hashes: hashes, isMultiline: isMultiline), from: start)
    }

    /// The text of a string literal from `index` on, emitted as one piece that began at `start`.
    /// The piece ends after the closing delimiter, after the `\(` of an interpolation (which is
    /// then pushed), at the line break that ends an unterminated single-line literal, or at the end.
    private mutating func readStringBody(_ delimiter: Delimiter, from start: Int) {
        while let scalar = peek() {
            if scalar.isLineBreak && !delimiter.isMultiline { break }
            if scalar == "\\" {
                let hashes = countHashes(at: index + 1, upTo: delimiter.hashes)
                index += 1 + hashes
                // In a raw string a backslash without all its `#`s is only text.
                guard hashes == delimiter.hashes, let escaped = peek() else { continue }
                if escaped == "(" {
                    index += 1
                    emit(.string, from: start)
                    interpolations.append(Interpolation(string: delimiter))
                    return
                }
                // An escape takes one more character, but never the line break that ends a
                // single-line literal.
                if delimiter.isMultiline || !escaped.isLineBreak { index += 1 }
                continue
            }
            if scalar == "\"" {
                let quotes = delimiter.isMultiline ? 3 : 1
                guard !delimiter.isMultiline || (peek(1) == "\"" && peek(2) == "\"") else {
                    index += 1
                    continue
                }
                let hashes = countHashes(at: index + quotes, upTo: delimiter.hashes)
                if hashes == delimiter.hashes {
                    index += quotes + hashes
                    break
                }
                // Not the closing delimiter: the quote (and, in a single-line literal, the `#`s
                // after it) are text.
                index += delimiter.isMultiline ? 1 : 1 + hashes
                continue
            }
            index += 1
        }
        emit(.string, from: start)
    }

    /// The number of `#` at `position`, counting no further than `limit`.
    private func countHashes(at position: Int, upTo limit: Int) -> Int {
        var count = 0
        while count < limit, position + count < scalars.count, scalars[position + count] == "#" { count += 1 }
        return count
    }
}

// MARK: - Character classes (The Swift Programming Language, "Lexical Structure")

extension Unicode.Scalar {
    fileprivate var isLineBreak: Bool {
        self == "\n" || self == "\r"
    }

    fileprivate var isDecimalDigit: Bool {
        ("0"..."9").contains(self)
    }

    fileprivate var isHexadecimalDigit: Bool {
        isDecimalDigit || ("a"..."f").contains(self) || ("A"..."F").contains(self)
    }

    /// A character that can start an identifier.
    fileprivate var isIdentifierHead: Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0x00...0x7F: return false
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF:
            return true
        case 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF: return true
        case 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F: return true
        case 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793: return true
        case 0x2C00...0x2DFF, 0x2E80...0x2FFF: return true
        case 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF: return true
        case 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD: return true
        case 0x10000...0xEFFFF: return value & 0xFFFF < 0xFFFE
        default: return false
        }
    }

    /// A character that can continue an identifier (`$` included, as the compiler allows).
    fileprivate var isIdentifierCharacter: Bool {
        switch value {
        case 0x30...0x39, 0x24: return true
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isIdentifierHead
        }
    }

    /// A character that can start an operator (`.` is handled on its own).
    fileprivate var isOperatorHead: Bool {
        switch value {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        case 0x00...0x7F: return false
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7: return true
        case 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E: return true
        case 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F: return true
        case 0x3001...0x3003, 0x3008...0x3020, 0x3030: return true
        default: return false
        }
    }

    /// A character that can continue an operator (`.` is handled on its own).
    fileprivate var isOperatorCharacter: Bool {
        switch value {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default: return isOperatorHead
        }
    }
}
