/// One piece of Swift source as ``SwiftLexer`` cuts it: what kind of piece it is and its exact text.
package struct SwiftToken: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A reserved or contextual keyword (`struct`, `let`, `some`, `didSet`), except after a `.`,
        /// where it names a member (`x.default`); `.self` and `.init` stay keywords.
        case keyword
        /// A name: `count`, `$count`, `$0`, `` `default` ``.
        case identifier
        /// An attribute with its `@`: `@State`, `@MainActor`. Its arguments are separate tokens.
        case attribute
        /// A compiler directive or macro with its `#`: `#Preview`, `#if`, `#available`.
        case poundDirective
        /// An integer or floating-point literal: `1_000`, `0.75e2`, `0xFF`.
        case number
        /// A piece of a string literal: its delimiters and text. A literal with interpolations comes
        /// in several pieces with the interpolated code between them (see ``SwiftLexer``).
        case string
        /// `// …` up to the end of the line, or `/* … */` (which nests).
        case comment
        /// A run of operator characters: `+`, `==`, `=`, `?`, `!`, `->`, `...`, `..<`.
        case `operator`
        /// `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` `\`, and an `@` or `#` that starts nothing else.
        case punctuation
        /// Spaces and tabs (and the rarer vertical tab and form feed).
        case whitespace
        /// One line break: `\n`, `\r\n` or `\r`.
        case newline
        /// A character that starts no Swift token, such as `'` or a backtick without its partner.
        case unknown
    }

    package var kind: Kind
    package var text: String
    /// How many string interpolations the token sits in: 0 outside any string literal, 1 for
    /// `count` in `"\(count)"`, 2 for `x` in `"\("\(x)")"`.
    package var interpolationDepth: Int

    package init(_ kind: Kind, _ text: String, interpolationDepth: Int = 0) {
        self.kind = kind
        self.text = text
        self.interpolationDepth = interpolationDepth
    }

    /// Whitespace, line breaks and comments: what the compiler skips between tokens.
    package var isTrivia: Bool {
        kind == .whitespace || kind == .newline || kind == .comment
    }

    /// Whether this is the punctuation token `text` (such as `(` or `.`).
    package func isPunctuation(_ text: String) -> Bool {
        kind == .punctuation && self.text == text
    }
}
