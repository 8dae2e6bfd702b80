// How text values become the characters a terminal shows: Markdown in keys, interpolated values,
// format styles and the live date styles.

import Foundation

/// Turns the pieces of `Text` and `LocalizedStringKey` into plain strings.
internal enum _TextResolution {
    /// The locale text is written in, as on a US-English device, whatever the machine's settings.
    static let locale = Locale(identifier: "en_US")

    /// The first scalar of the private-use plane that marks interpolations in a key's format.
    private static let markerBase: UInt32 = 0xF0000
    /// How many interpolations one key can mark.
    private static let markerCount: UInt32 = 0xFFFE

    // MARK: - Values

    /// A value written with a format style, in the text locale.
    static func format<F: FormatStyle>(_ input: F.FormatInput, with style: F) -> String where F.FormatOutput == String {
        style.locale(locale).format(input)
    }

    /// A Foundation value run through a formatter, or described as it prints when there is none
    /// or the formatter cannot write it.
    static func describe<Subject>(_ subject: Subject, formatter: Formatter?) -> String {
        if let formatter, let string = formatter.string(for: subject) { return string }
        if let date = subject as? Date {
            return Date.FormatStyle(date: .abbreviated, time: .shortened).locale(locale).format(date)
        }
        return String(describing: subject)
    }

    /// A range of dates, such as "6/3/2025, 9:41 – 10:41 AM".
    static func interval(_ start: Date, _ end: Date) -> String {
        guard start < end else {
            return Date.FormatStyle(date: .numeric, time: .shortened).locale(locale).format(start)
        }
        return Date.IntervalFormatStyle(date: .numeric, time: .shortened).locale(locale).format(start..<end)
    }

    // MARK: - Rendering

    /// The pieces as they read on screen at `now`.
    static func render(_ runs: [_TextRun], now: Date = Date()) -> String {
        var result = ""
        for run in runs {
            switch run {
            case .string(let string): result += onScreen(string)
            case .image(let image): result += image._glyph
            case .date(let date, let style): result += onScreen(dateString(date, style: style, now: now))
            case .timer(let range, let pauseTime, let countsDown, let showsHours):
                let moment = min(max(pauseTime ?? now, range.lowerBound), range.upperBound)
                let seconds =
                    countsDown
                    ? range.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(range.lowerBound)
                result += clock(seconds, showsHours: showsHours)
            }
        }
        return result
    }

    /// A string with the narrow and no-break spaces that formatters put in (as in "9:41 AM")
    /// written as plain spaces, as they look on a terminal.
    static func onScreen(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: { $0 == "\u{202F}" || $0 == "\u{00A0}" }) else { return string }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: string.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : $0 })
        return String(scalars)
    }

    /// A date in one of the text date styles, the distances measured from `now`.
    static func dateString(_ date: Date, style: Text.DateStyle, now: Date) -> String {
        switch style._kind {
        case .time: return Date.FormatStyle(date: .omitted, time: .shortened).locale(locale).format(date)
        case .date: return Date.FormatStyle(date: .long, time: .omitted).locale(locale).format(date)
        case .relative: return duration(date.timeIntervalSince(now).magnitude)
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds < 0 ? "-" : "+") + duration(seconds.magnitude)
        case .timer: return clock(date.timeIntervalSince(now).magnitude, showsHours: true)
        }
    }

    /// A distance in time in words, its two largest units, such as "2 hours, 23 minutes".
    static func duration(_ seconds: TimeInterval) -> String {
        var rest = Int(seconds.rounded(.down))
        let units: [(String, Int)] = [
            ("year", 31_536_000), ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1),
        ]
        var parts: [String] = []
        for (name, size) in units where rest >= size && parts.count < 2 {
            let count = rest / size
            rest %= size
            parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }

    /// A running clock, such as "2:32" or "1:02:32"; without hours the minutes go past 59.
    static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = Int(seconds.rounded(.down))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours && hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
        return "\(total / 60):\(two(secs))"
    }

    // MARK: - Interpolation markers

    /// The marker that stands for interpolation number `index` in a key's format.
    static func marker(_ index: Int) -> Unicode.Scalar {
        Unicode.Scalar(markerBase + UInt32(min(index, Int(markerCount)))) ?? "\u{F0000}"
    }

    /// Literal text with any marker-like scalar dropped, so that it cannot be taken for an interpolation.
    static func escapingMarkers(_ literal: String) -> String {
        guard literal.unicodeScalars.contains(where: isMarker) else { return literal }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: literal.unicodeScalars.filter { !isMarker($0) })
        return String(scalars)
    }

    /// Whether a scalar is an interpolation marker.
    private static func isMarker(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= markerBase && scalar.value <= markerBase + markerCount
    }

    /// The format with each marker replaced by the pieces of its interpolation.
    static func substitute(_ arguments: [[_TextRun]], into format: String) -> [_TextRun] {
        var runs: [_TextRun] = []
        var pending = String.UnicodeScalarView()
        for scalar in format.unicodeScalars {
            guard isMarker(scalar) else {
                pending.append(scalar)
                continue
            }
            let index = Int(scalar.value - markerBase)
            if !pending.isEmpty { runs.append(.string(String(pending))) }
            pending = String.UnicodeScalarView()
            if index < arguments.count { runs.append(contentsOf: arguments[index]) }
        }
        if !pending.isEmpty || runs.isEmpty { runs.append(.string(String(pending))) }
        return runs
    }

    // MARK: - Markdown

    /// One piece of inline Markdown while it is reduced: plain characters, or a run of `*`, `_`
    /// or `~` that may open or close emphasis.
    private struct MarkdownPiece {
        /// Characters shown as they are (empty for a delimiter run).
        var text: String
        /// The delimiter character, or nil for plain characters.
        var delimiter: Character?
        /// How many delimiter characters are still unmatched.
        var count: Int
        /// How long the run was as written.
        var original: Int
        /// Whether the run can start emphasis.
        var canOpen: Bool
        /// Whether the run can end emphasis.
        var canClose: Bool
    }

    /// Inline Markdown reduced to the text it shows: **bold**, *italic*, _italic_, ~~struck~~ and
    /// `code` lose their marks, [links](url) and <autolinks> keep their text, backslash escapes
    /// their character. Anything that does not pair up stays as written.
    static func strippingMarkdown(_ source: String) -> String {
        // Most keys have no Markdown at all: look for its characters byte by byte first.
        var hasMarker = false
        for byte in source.utf8 {
            switch byte {
            case 42, 95, 126, 96, 91, 60, 92:  // * _ ~ ` [ < \\
                hasMarker = true
            default: continue
            }
            break
        }
        guard hasMarker else { return source }
        let chars = Array(source)
        var pieces: [MarkdownPiece] = []
        var buffer = ""
        func flush() {
            if !buffer.isEmpty {
                pieces.append(
                    MarkdownPiece(text: buffer, delimiter: nil, count: 0, original: 0, canOpen: false, canClose: false))
            }
            buffer = ""
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, isASCIIPunctuation(chars[i + 1]) {
                buffer.append(chars[i + 1])
                i += 2
            } else if c == "`" {
                let length = runLength(chars, from: i)
                if let close = closingBackticks(chars, from: i + length, length: length) {
                    var code = String(chars[(i + length)..<close])
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    buffer += code
                    i = close + length
                } else {
                    buffer += String(repeating: "`", count: length)
                    i += length
                }
            } else if c == "[", let (label, end) = link(chars, from: i) {
                buffer += strippingMarkdown(label)
                i = end
            } else if c == "<", let (address, end) = autolink(chars, from: i) {
                buffer += address
                i = end
            } else if c == "*" || c == "_" || c == "~" {
                let length = runLength(chars, from: i)
                let before: Character? = i > 0 ? chars[i - 1] : nil
                let after: Character? = i + length < chars.count ? chars[i + length] : nil
                let left = flanks(toward: after, awayFrom: before)
                let right = flanks(toward: before, awayFrom: after)
                var canOpen = left
                var canClose = right
                if c == "_" {
                    canOpen = left && (!right || before.map(isPunctuation) == true)
                    canClose = right && (!left || after.map(isPunctuation) == true)
                } else if c == "~" && length > 2 {
                    (canOpen, canClose) = (false, false)
                }
                flush()
                pieces.append(
                    MarkdownPiece(
                        text: "", delimiter: c, count: length, original: length, canOpen: canOpen, canClose: canClose))
                i += length
            } else {
                buffer.append(c)
                i += 1
            }
        }
        flush()
        matchEmphasis(&pieces)
        return pieces.map { piece in piece.delimiter.map { String(repeating: $0, count: piece.count) } ?? piece.text }
            .joined()
    }

    /// Pairs closing delimiter runs with the nearest opener before them, as CommonMark does,
    /// using up the paired characters; delimiters caught between a pair stay as written.
    private static func matchEmphasis(_ pieces: inout [MarkdownPiece]) {
        for closer in pieces.indices where pieces[closer].delimiter != nil {
            while pieces[closer].canClose && pieces[closer].count > 0 {
                guard
                    let opener = pieces[..<closer].indices.reversed().first(where: { pairs(pieces[$0], pieces[closer]) }
                    )
                else { break }
                let used =
                    pieces[closer].delimiter == "~"
                    ? pieces[closer].count : (pieces[opener].count >= 2 && pieces[closer].count >= 2 ? 2 : 1)
                pieces[opener].count -= used
                pieces[closer].count -= used
                for between in (opener + 1)..<closer {
                    pieces[between].canOpen = false
                    pieces[between].canClose = false
                }
            }
        }
    }

    /// Whether `opener` can start the emphasis that `closer` ends.
    private static func pairs(_ opener: MarkdownPiece, _ closer: MarkdownPiece) -> Bool {
        guard opener.delimiter == closer.delimiter, opener.canOpen, opener.count > 0 else { return false }
        if closer.delimiter == "~" { return opener.count == closer.count }
        if opener.canClose || closer.canOpen, (opener.original + closer.original) % 3 == 0 {
            return opener.original % 3 == 0 && closer.original % 3 == 0
        }
        return true
    }

    /// Whether a delimiter run flanks the character on one side: that side is not white space,
    /// and if it is punctuation the other side is white space, punctuation or the edge.
    private static func flanks(toward next: Character?, awayFrom previous: Character?) -> Bool {
        guard let next, !next.isWhitespace else { return false }
        guard isPunctuation(next) else { return true }
        guard let previous else { return true }
        return previous.isWhitespace || isPunctuation(previous)
    }

    /// Whether a character counts as punctuation for Markdown's flanking rules.
    private static func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }

    /// Whether a character is one that a backslash can escape.
    private static func isASCIIPunctuation(_ c: Character) -> Bool {
        c.isASCII && (c.isPunctuation || c.isSymbol)
    }

    /// How many copies of the character at `start` follow one another from there.
    private static func runLength(_ chars: [Character], from start: Int) -> Int {
        var end = start
        while end < chars.count && chars[end] == chars[start] { end += 1 }
        return end - start
    }

    /// Where the next run of exactly `length` backticks starts, if there is one.
    private static func closingBackticks(_ chars: [Character], from start: Int, length: Int) -> Int? {
        var i = start
        while i < chars.count {
            guard chars[i] == "`" else {
                i += 1
                continue
            }
            let run = runLength(chars, from: i)
            if run == length { return i }
            i += run
        }
        return nil
    }

    /// A `[label](destination)` link starting at `start`: its label and the index after it.
    private static func link(_ chars: [Character], from start: Int) -> (String, Int)? {
        guard let close = matching(chars, from: start, open: "[", close: "]"), close + 1 < chars.count,
            chars[close + 1] == "(", let end = matching(chars, from: close + 1, open: "(", close: ")")
        else { return nil }
        return (String(chars[(start + 1)..<close]), end + 1)
    }

    /// An `<scheme:address>` or `<name@host>` autolink starting at `start`: its address and the index after it.
    private static func autolink(_ chars: [Character], from start: Int) -> (String, Int)? {
        guard let close = chars[(start + 1)...].firstIndex(of: ">") else { return nil }
        let inner = chars[(start + 1)..<close]
        guard !inner.isEmpty, !inner.contains(where: { $0.isWhitespace || $0 == "<" }) else { return nil }
        if let colon = inner.firstIndex(of: ":"), colon - start - 1 >= 2,
            inner[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
            inner.first?.isLetter == true
        {
            return (String(inner), close + 1)
        }
        if inner.contains("@"), !inner.contains(":") { return (String(inner), close + 1) }
        return nil
    }

    /// The index of the bracket that closes the one at `start`, skipping escaped and nested brackets.
    private static func matching(_ chars: [Character], from start: Int, open: Character, close: Character) -> Int? {
        var depth = 0
        var i = start
        while i < chars.count {
            let c = chars[i]
            if c == "\\" {
                i += 2
                continue
            }
            if c == open { depth += 1 }
            if c == close {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }
}
