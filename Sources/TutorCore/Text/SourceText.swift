import Foundation

/// A lesson file's bytes decoded for parsing: UTF-8 checked, line endings normalised, and
/// control characters found, each problem reported at its line and column.
package struct SourceText: Sendable {
    /// Files bigger than this get a warning.
    package static let sizeLimit = 1_048_576

    package var path: String
    package var text: String
    package var diagnostics: [Diagnostic] = []
    /// False when the bytes could not be decoded; `text` is then empty.
    package private(set) var isReadable = true

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.text = ""
        if bytes.count > Self.sizeLimit {
            diagnostics.append(
                .warning(
                    "file-too-large",
                    "lesson file is \(bytes.count) bytes, over the 1 MB limit; split it into several lessons",
                    at: SourceLocation(file: path, line: 1)))
        }
        if let invalid = Self.invalidUTF8(in: bytes, path: path) {
            diagnostics.append(invalid)
            isReadable = false
            return
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var decoded = String(decoding: body, as: UTF8.self)
        if body.contains(0x0D) {
            decoded = decoded.replacingOccurrences(of: "\r\n", with: "\n")
        }
        text = decoded
        // Only look closer when a byte could start a control character (C0, DEL, C1's 0xC2 0x80-0x9F,
        // or the bidirectional controls' 0xE2).
        if body.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) {
            diagnostics += Self.controlCharacterWarnings(in: decoded, path: path)
        }
    }

    /// The error at the first byte of `bytes` that is not UTF-8, or nil when they all are. A file
    /// read as UTF-8 with its invalid bytes replaced would show an author's typo as `�`.
    package static func invalidUTF8(in bytes: [UInt8], path: String) -> Diagnostic? {
        guard String(validating: bytes, as: UTF8.self) == nil, let offset = firstInvalidUTF8Offset(in: bytes) else {
            return nil
        }
        let (line, column) = position(ofByte: offset, in: bytes)
        return .error(
            "invalid-utf8",
            "invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true))); save the file as UTF-8",
            at: SourceLocation(file: path, line: line, column: column),
            help: "save the file as UTF-8 in your editor, or retype the character here")
    }

    /// True for C0 and C1 control characters other than tab and newline, and DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 || value == 0x0A { return false }
        return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)
    }

    /// True for the bidirectional embedding, override and isolate controls (U+202A to U+202E,
    /// U+2066 to U+2069), which reorder the text that follows them on screen ("Trojan Source").
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The warning for a control character (or bidirectional control) in lesson text.
    package static func controlCharacterWarning(
        _ scalar: Unicode.Scalar, escaped: Bool = false, at location: SourceLocation
    )
        -> Diagnostic
    {
        let name = String(format: "U+%04X", scalar.value)
        let what = isBidiControl(scalar) ? "bidirectional control \(name)" : "control character \(name)"
        let written = escaped ? " (written as an escape in a quoted string)" : ""
        return .warning(
            "control-character",
            "\(what) in lesson text\(written); it is shown escaped, never sent to the terminal", at: location,
            help: "delete it: it is invisible or changes what the text around it looks like")
    }

    private static func controlCharacterWarnings(in text: String, path: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
                continue
            }
            if isControl(scalar) || isBidiControl(scalar) {
                if warnings.count == 20 {
                    warnings.append(
                        .warning(
                            "control-character", "more control characters follow; only the first 20 are listed",
                            at: SourceLocation(file: path, line: line, column: column)))
                    break
                }
                warnings.append(
                    controlCharacterWarning(scalar, at: SourceLocation(file: path, line: line, column: column)))
            }
            column += 1
        }
        return warnings
    }

    private static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            if index + length > bytes.count { return index }
            for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 {
                return index
            }
            if length == 3 {
                if byte == 0xE0 && bytes[index + 1] < 0xA0 { return index }
                if byte == 0xED && bytes[index + 1] > 0x9F { return index }
            }
            if length == 4 {
                if byte == 0xF0 && bytes[index + 1] < 0x90 { return index }
                if byte == 0xF4 && bytes[index + 1] > 0x8F { return index }
            }
            index += length
        }
        return nil
    }

    /// 1-based line and column (in characters of the valid prefix) of a byte offset.
    private static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].count { $0 == 0x0A } + 1
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return (line, prefix.unicodeScalars.count + 1)
    }
}
