import Foundation

/// JSON for `--format json`: sorted keys and pretty printing, so that output is stable. DEL and
/// the C1 controls (U+007F to U+009F), which `JSONEncoder` leaves raw, are escaped like the other
/// control characters, so that no text from a file reaches a terminal as a command.
enum JSONOutput {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "null" }
        let text = String(decoding: data, as: UTF8.self)
        // These scalars can only be inside strings: the rest of the output is ASCII.
        guard text.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                escaped += "\\u00" + String(scalar.value, radix: 16)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
