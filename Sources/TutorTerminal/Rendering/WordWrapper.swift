/// Greedy word wrap of styled text (text that may contain SGR and OSC 8 escape sequences).
///
/// Words are separated by spaces; spaces at a line break are dropped. Lines may also break before
/// and after wide (CJK) characters. A no-break space (U+00A0, what the renderer puts between the
/// words of a code span) joins words: they move to the next line together, and it is written as a
/// plain space. A word longer than a whole line is broken at a no-break space, else after a `/` or
/// `-` when one fits, else between characters; `\n` in the text forces a line break. Every line is
/// closed (reset, end of hyperlink) when a style is open at its end, and the next line reopens that
/// style, so each line can be printed, indented or framed on its own.
package struct WordWrapper: Sendable {
    /// The total width of a line in columns, prefixes included.
    package var width: Int
    /// Written before the first line (a list marker, for example).
    package var firstPrefix: String
    /// Written before every following line (the hanging indent).
    package var continuationPrefix: String

    package init(width: Int, firstPrefix: String = "", continuationPrefix: String = "") {
        self.width = width
        self.firstPrefix = firstPrefix
        self.continuationPrefix = continuationPrefix
    }

    /// The lines of `text` wrapped to ``width``, without line terminators. Empty text gives one line
    /// holding the first prefix (with its trailing spaces removed).
    package func wrap(_ text: String) -> [String] {
        var builder = LineBuilder(wrapper: self)
        var word: [TextWidth.Segment] = []
        var spaces = ""

        func flushWord() {
            guard !word.isEmpty else { return }
            if word.contains(where: { if case .character = $0 { true } else { false } }) {
                builder.place(word, after: spaces)
                spaces = ""
            } else {
                // Escape sequences alone between spaces: keep them, and the spaces for the next word.
                builder.place(word, after: "")
            }
            word.removeAll()
        }

        var followsWideCharacter = false
        for segment in TextWidth.segments(text) {
            switch segment {
            case .character("\n", _), .character("\r\n", _):
                flushWord()
                spaces = ""
                builder.breakLine()
            case .character(" ", _), .character("\t", _):
                if word.isEmpty {
                    spaces += " "
                } else {
                    flushWord()
                    spaces = " "
                }
            case .character(_, let columns):
                // Wide characters (CJK, emoji) are words of their own: a line may break before or
                // after each of them without a space.
                if columns > 1 || followsWideCharacter { flushWord() }
                word.append(segment)
                followsWideCharacter = columns > 1
                continue
            case .escape:
                word.append(segment)
                continue
            }
            followsWideCharacter = false
        }
        flushWord()
        return builder.finish()
    }

    /// Joins the words on either side into one (written as a space).
    package static let noBreakSpace: Character = "\u{00A0}"

    /// The columns left for text after a prefix; at least one, so wrapping always progresses.
    fileprivate func room(after prefix: String) -> Int {
        max(1, width - TextWidth.columns(prefix))
    }
}

/// Collects wrapped lines while tracking the escape state across breaks.
private struct LineBuilder {
    let wrapper: WordWrapper
    var lines: [String] = []
    var content = ""
    var used = 0
    var hasText = false
    var state = TextWidth.EscapeState()

    init(wrapper: WordWrapper) {
        self.wrapper = wrapper
    }

    var prefix: String { lines.isEmpty ? wrapper.firstPrefix : wrapper.continuationPrefix }
    var room: Int { wrapper.room(after: prefix) }

    mutating func place(_ word: [TextWidth.Segment], after spaces: String) {
        let wordColumns = Self.columns(word[...])
        let gap = hasText && wordColumns > 0 ? TextWidth.columns(spaces) : 0
        if hasText && wordColumns > 0 && used + gap + wordColumns > room {
            breakLine()
        } else if gap > 0 {
            content += spaces
            used += gap
        }
        if used + wordColumns > room {
            placeOverlong(word)
        } else {
            append(word[...])
        }
    }

    /// Breaks a word longer than a line: at the last no-break space that fits (a long code span
    /// breaks between its words, the space dropped), else after the last `/`, `-`, `?`, `&`, `=`,
    /// `(` or `,` or before the last `.` that fits (so that URLs, paths and code break at their
    /// joints), or else after the last character that fits.
    private mutating func placeOverlong(_ word: [TextWidth.Segment]) {
        var pending: [TextWidth.Segment] = []
        var pendingColumns = 0
        var lastJoint: Int?
        var lastSpace: Int?
        for segment in word {
            guard case .character(let character, let columns) = segment else {
                pending.append(segment)
                continue
            }
            while used + pendingColumns + columns > room && used + pendingColumns > 0 {
                var end = pending.count
                var resume = pending.count
                if let space = lastSpace, space > 0 {
                    end = space
                    resume = space + 1
                } else if let joint = lastJoint, used + Self.columns(pending[..<joint]) >= room / 3 {
                    end = joint
                    resume = joint
                }
                append(pending[..<end])
                breakLine()
                pending = Array(pending[resume...])
                pendingColumns = Self.columns(pending[...])
                lastJoint = nil
                lastSpace = nil
            }
            if character == WordWrapper.noBreakSpace && used + pendingColumns == 0 { continue }
            if character == WordWrapper.noBreakSpace { lastSpace = pending.count }
            // Code breaks before a `.` (a member) as well as after a joint.
            if character == ".", pendingColumns > 0 { lastJoint = pending.count }
            pending.append(segment)
            pendingColumns += columns
            if "/-?&=(,".contains(character) { lastJoint = pending.count }
        }
        append(pending[...])
    }

    private mutating func append(_ segments: ArraySlice<TextWidth.Segment>) {
        for segment in segments {
            switch segment {
            case .escape(let sequence):
                content += sequence
                state.apply(sequence)
            case .character(let character, let columns):
                content.append(character == WordWrapper.noBreakSpace ? " " : character)
                used += columns
                hasText = true
            }
        }
    }

    private static func columns(_ segments: ArraySlice<TextWidth.Segment>) -> Int {
        segments.reduce(0) { total, segment in
            if case .character(_, let columns) = segment { return total + columns }
            return total
        }
    }

    /// Ends the current line. A line without text gets the prefix alone, without trailing spaces or
    /// escape sequences (the state still carries any style to the next line).
    mutating func breakLine() {
        if hasText {
            lines.append(prefix + content + state.closing)
        } else {
            lines.append(trimmingTrailingSpaces(prefix))
        }
        content = state.opening
        used = 0
        hasText = false
    }

    mutating func finish() -> [String] {
        if hasText || lines.isEmpty {
            breakLine()
        }
        return lines
    }

    private func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
