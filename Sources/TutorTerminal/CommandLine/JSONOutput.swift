import Foundation

/// JSON for `--format json`: sorted keys and pretty printing (or one line, for a stream of
/// reports), so that output is stable.
///
/// Everything the sink would escape is escaped here first, as JSON escapes, so that the sink
/// leaves the JSON as it is (its `\u{1B}` would not be JSON): DEL and the C1 controls (U+007F to
/// U+009F), which `JSONEncoder` leaves raw, the bidirectional controls, and the private-use
/// scalars the sink reserves (``TerminalEscape``), as surrogate pairs.
enum JSONOutput {
    static func encode(_ value: some Encodable, oneLine: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            oneLine ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "null" }
        let text = String(decoding: data, as: UTF8.self)
        // These scalars can only be inside strings: the rest of the output is ASCII.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.isEscaped(scalar) || TerminalEscape.isLead(scalar)
    }
}
