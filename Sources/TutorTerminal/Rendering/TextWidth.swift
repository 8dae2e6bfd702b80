#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Measures and cuts text in terminal columns.
///
/// Widths come from the C library's `wcwidth` per Unicode scalar (wide CJK and emoji take two
/// columns, combining marks none). Escape sequences (SGR colours, OSC 8 hyperlinks), spelled with
/// the ``TerminalEscape`` token in place of ESC, take no columns and are kept intact when text is
/// cut.
package enum TextWidth {
    /// A piece of styled text: an escape sequence, or one character with its width in columns.
    package enum Segment: Equatable, Sendable {
        case escape(String)
        case character(Character, columns: Int)
    }

    /// The ellipsis that marks cut text: `…`, or `...` in plain (ASCII) mode.
    package static func ellipsis(plain: Bool) -> String {
        plain ? "..." : "…"
    }

    /// The number of columns `text` takes on a terminal, not counting escape sequences.
    package static func columns(_ text: String) -> Int {
        var total = 0
        for segment in segments(text) {
            if case .character(_, let columns) = segment { total += columns }
        }
        return total
    }

    /// The number of columns one Unicode scalar takes: 0 for control characters and combining marks.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if let width = systemColumns(of: scalar) { return width }
        return estimatedColumns(of: scalar)
    }

    /// The number of columns one character (grapheme cluster) takes: the sum over its scalars.
    package static func columns(of character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// Splits text into escape sequences and measured characters.
    ///
    /// Recognises CSI sequences (`ESC [ … final`), OSC sequences (`ESC ] … BEL` or `ESC ] … ESC \\`) and
    /// two-character escapes, where ESC is ``TerminalEscape/escape``. A real ESC is a character
    /// like any other here; the sink shows it escaped.
    package static func segments(_ text: String) -> [Segment] {
        var result: [Segment] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == TerminalEscape.escapeCharacter, index + 1 < characters.count else {
                result.append(.character(character, columns: columns(of: character)))
                index += 1
                continue
            }
            var end = index + 1
            switch characters[end] {
            case "[":
                end += 1
                while end < characters.count, !isFinalByte(characters[end]) { end += 1 }
                end = min(end + 1, characters.count)
            case "]":
                end += 1
                while end < characters.count {
                    if characters[end] == "\u{07}" {
                        end += 1
                        break
                    }
                    if characters[end] == TerminalEscape.escapeCharacter, end + 1 < characters.count,
                        characters[end + 1] == "\\"
                    {
                        end += 2
                        break
                    }
                    end += 1
                }
            default:
                end += 1
            }
            result.append(.escape(String(characters[index..<end])))
            index = end
        }
        return result
    }

    /// Cuts `text` to at most `limit` columns, ending it with an ellipsis when anything was cut.
    ///
    /// Escape sequences before the cut are kept; an SGR style or hyperlink left open by the cut is
    /// closed. When `limit` is narrower than the ellipsis the text is cut without one.
    package static func cut(_ text: String, to limit: Int, plain: Bool) -> String {
        guard columns(text) > limit else { return text }
        let mark = ellipsis(plain: plain)
        let markColumns = columns(mark)
        let room = limit > markColumns ? limit - markColumns : max(0, limit)
        var result = ""
        var used = 0
        var state = EscapeState()
        for segment in segments(text) {
            switch segment {
            case .escape(let sequence):
                result += sequence
                state.apply(sequence)
            case .character(let character, let width):
                guard used + width <= room else { return result + state.closing + (limit > markColumns ? mark : "") }
                result.append(character)
                used += width
            }
        }
        return result + state.closing
    }

    /// Pads `text` with spaces to `limit` columns, placing it left, centre or right.
    package static func pad(_ text: String, to limit: Int, alignment: Alignment = .left) -> String {
        let missing = max(0, limit - columns(text))
        switch alignment {
        case .left: return text + String(repeating: " ", count: missing)
        case .right: return String(repeating: " ", count: missing) + text
        case .center:
            let left = missing / 2
            return String(repeating: " ", count: left) + text + String(repeating: " ", count: missing - left)
        }
    }

    /// Horizontal placement of text in a padded field.
    package enum Alignment: Sendable, Equatable {
        case left, center, right
    }

    /// A UTF-8 character-type locale for `wcwidth`, used per thread so the process locale is untouched.
    private nonisolated(unsafe) static let utf8Locale: locale_t? = {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] {
            if let locale = newlocale(LC_CTYPE_MASK, name, nil) { return locale }
        }
        return nil
    }()

    #if canImport(Darwin)
        private static let wcwidth: (@convention(c) (wchar_t) -> Int32)? = Darwin.wcwidth
    #else
        /// `wcwidth` is declared only under `_XOPEN_SOURCE`, which the Glibc module does not set; look it up.
        private static let wcwidth: (@convention(c) (wchar_t) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
        }()
    #endif

    private static func systemColumns(of scalar: Unicode.Scalar) -> Int? {
        guard let locale = utf8Locale, let wcwidth else { return nil }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        let width = Int(wcwidth(wchar_t(bitPattern: scalar.value)))
        return width < 0 ? nil : width
    }

    /// Used when no UTF-8 locale exists or `wcwidth` does not know the scalar.
    private static func estimatedColumns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        let wideRanges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x3FFFD,
        ]
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    private static func isFinalByte(_ character: Character) -> Bool {
        guard let value = character.asciiValue else { return false }
        return (0x40...0x7E).contains(value)
    }

    /// The SGR styles and OSC 8 hyperlink in effect at a point of styled text, so that a line can be
    /// closed and the next one reopened in the same style.
    package struct EscapeState: Sendable, Equatable {
        /// SGR sequences applied since the last reset, in order.
        package private(set) var styles: [String] = []
        /// The OSC 8 sequence that opened the current hyperlink, if one is open.
        package private(set) var hyperlink: String?

        package static let reset = TerminalEscape.reset
        package static let hyperlinkEnd = TerminalEscape.hyperlinkEnd

        package init() {}

        package var isEmpty: Bool { styles.isEmpty && hyperlink == nil }

        /// Updates the state with one escape sequence.
        package mutating func apply(_ sequence: String) {
            if sequence.hasPrefix(TerminalEscape.escape + "[") && sequence.hasSuffix("m") {
                let parameters = sequence.dropFirst(2).dropLast()
                if parameters.isEmpty || parameters == "0" {
                    styles.removeAll()
                } else if parameters.hasPrefix("0;") {
                    styles = [TerminalEscape.sgr(String(parameters.dropFirst(2)))]
                } else {
                    styles.append(sequence)
                }
            } else if sequence.hasPrefix(TerminalEscape.escape + "]8;") {
                // ESC ] 8 ; params ; URI ST: an empty URI ends the link.
                let body = sequence.dropFirst(4)
                let uri =
                    body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first ?? ""
                let isEnd = uri == TerminalEscape.escape + "\\" || uri == "\u{07}" || uri.isEmpty
                hyperlink = isEnd ? nil : sequence
            }
        }

        /// What closes the state at the end of a line: a reset and the end of an open hyperlink.
        package var closing: String {
            (styles.isEmpty ? "" : Self.reset) + (hyperlink == nil ? "" : Self.hyperlinkEnd)
        }

        /// What reopens the state at the start of the next line.
        package var opening: String {
            (hyperlink ?? "") + styles.joined()
        }
    }
}
