/// Wraps one line of code (styled by ``SwiftHighlighter`` or not) to a width without losing any
/// of it: a line that does not fit goes on over continuation lines that start with a marker
/// (`↪`, `>` in plain mode), indented like the line itself so that the code's shape stays
/// visible.
///
/// A line breaks at the last place that fits after a space, an opening bracket or a comma, or
/// before a `.`; only when there is none (one long identifier) between characters.
/// The space at a break is the only thing dropped. Styles open at a break are closed at the end of
/// the line and reopened after the marker, so highlighting survives the wrap.
package struct CodeWrapper: Sendable {
    /// The total width of a line in columns, prefixes included.
    package var width: Int
    /// Written before the first line (the block's indent, or a line number and gutter).
    package var firstPrefix: String
    /// Written before every continuation line, before the code's own indent and the marker.
    package var continuationPrefix: String
    /// Starts each continuation line, after the indent.
    package var marker: String

    package init(width: Int, firstPrefix: String, continuationPrefix: String, marker: String) {
        self.width = width
        self.firstPrefix = firstPrefix
        self.continuationPrefix = continuationPrefix
        self.marker = marker
    }

    /// The marker for continuation lines: `↪ ` (dimmed with colour), or `> ` in plain mode.
    package static func marker(plain: Bool, color: Bool) -> String {
        if plain { return "> " }
        return Painter(enabled: color).paint("↪", .dim) + " "
    }

    /// The lines of `line` (which holds no line break), without line terminators.
    package func wrap(_ line: String) -> [String] {
        let segments = TextWidth.segments(line)
        let firstRoom = max(1, width - TextWidth.columns(firstPrefix))
        guard TextWidth.columns(line) > firstRoom else { return [firstPrefix + line] }
        var indent = 0
        for segment in segments {
            guard case .character(let character, let columns) = segment else { continue }
            guard character == " " else { break }
            indent += columns
        }
        let markerColumns = TextWidth.columns(continuationPrefix) + TextWidth.columns(marker)
        // The code's own indent is kept on continuation lines while it leaves half the room.
        indent = min(indent, max(0, (width - markerColumns) / 2))
        let continuation = continuationPrefix + String(repeating: " ", count: indent) + marker
        let laterRoom = max(1, width - markerColumns - indent)

        var lines: [String] = []
        var state = TextWidth.EscapeState()
        var current: [TextWidth.Segment] = []
        var used = 0
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            let room = lines.isEmpty ? firstRoom : laterRoom
            guard case .character(_, let columns) = segment else {
                current.append(segment)
                index += 1
                continue
            }
            if used + columns <= room || used == 0 {
                current.append(segment)
                used += columns
                index += 1
                continue
            }
            // Full: end the line at the best place so far; what follows is read again for the next.
            var cut = Self.breakPoint(in: current + [segment], room: room) ?? current.count
            // Styles opened just before the break belong to the next line.
            while cut > 1, case .escape = current[cut - 1] { cut -= 1 }
            var kept = Array(current[..<cut])
            while let last = kept.last, case .character(" ", _) = last { kept.removeLast() }
            if kept.isEmpty {
                kept = current
                cut = current.count
            }
            let opening = state.opening
            for case .escape(let sequence) in kept { state.apply(sequence) }
            lines.append((lines.isEmpty ? firstPrefix : continuation) + opening + Self.text(kept) + state.closing)
            index -= current.count - cut
            while index < segments.count, case .character(" ", _) = segments[index] { index += 1 }
            current = []
            used = 0
        }
        let opening = state.opening
        if !current.isEmpty || lines.isEmpty {
            lines.append((lines.isEmpty ? firstPrefix : continuation) + opening + Self.text(current))
        }
        return lines
    }

    /// Where to end a full line: after a space, an opening bracket or a comma, or before a `.`;
    /// nil when there is no such place.
    private static func breakPoint(in segments: [TextWidth.Segment], room: Int) -> Int? {
        var columns = 0
        var best: Int?
        var previous: Character?
        // The last segment is the character that did not fit: a break may come before it.
        for (index, segment) in segments.enumerated() {
            guard case .character(let character, let width) = segment else { continue }
            if index > 0 {
                if let previous, " ([{,".contains(previous), character != " " { best = index }
                if character == ".", let previous, previous != ".", previous != " " { best = index }
            }
            columns += width
            previous = character
        }
        return best
    }

    private static func text(_ segments: [TextWidth.Segment]) -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .escape(let sequence): text += sequence
            case .character(let character, _): text.append(character)
            }
        }
        return text
    }

    private static func columns(_ segments: [TextWidth.Segment]) -> Int {
        segments.reduce(0) { total, segment in
            if case .character(_, let columns) = segment { return total + columns }
            return total
        }
    }
}
