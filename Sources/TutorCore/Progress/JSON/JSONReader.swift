/// A small, fast pull parser for JSON text: the caller asks for the value it expects next
/// (`object`, `string`, `double`…) and unknown values can be skipped. Used for the preferences
/// file, which must load in a few milliseconds even with ten thousand attempts.
package struct JSONReader {
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var message: String
        package var offset: Int
        package var description: String { "\(message) at byte \(offset)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    /// Nesting limit, so hostile input cannot exhaust the stack when skipping.
    private static let maximumDepth = 200

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func fail(_ message: String) -> Failure {
        Failure(message: message, offset: index)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard peek() == byte else { throw fail("expected '\(Character(Unicode.Scalar(byte)))'") }
        index += 1
    }

    /// True (and consumed) when the next value is `null`.
    package mutating func readNull() -> Bool {
        guard peek() == UInt8(ascii: "n"), index + 4 <= bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
            return false
        }
        index += 4
        return true
    }

    /// Calls `body` with each key of an object; `body` must read (or skip) the value.
    package mutating func object(_ body: (inout JSONReader, String) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "{"))
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try body(&self, key)
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return
            default: throw fail("expected ',' or '}'")
            }
        }
    }

    /// Calls `body` for each element of an array; `body` must read (or skip) the element.
    package mutating func array(_ body: (inout JSONReader) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "["))
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            try body(&self)
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return
            default: throw fail("expected ',' or ']'")
            }
        }
    }

    package mutating func string() throws(Failure) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw fail("expected a string") }
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw fail("control character in a string") }
            index += 1
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw fail("unterminated escape") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    buffer.append(
                        contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
                default: throw fail("invalid escape")
                }
            default:
                if byte < 0x20 { throw fail("control character in a string") }
                buffer.append(byte)
            }
        }
        throw fail("unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            value <<= 4
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value |= UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value |= UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value |= UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("invalid \\u escape")
            }
        }
        return value
    }

    package mutating func double() throws(Failure) -> Double {
        guard let first = peek(), first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else {
            throw fail("expected a number")
        }
        let start = index
        // Integers (the common case) are read directly.
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var integer: Int64 = 0
        var digits = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), digits < 18 {
            integer = integer * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
            index += 1
            digits += 1
        }
        let isPlainInteger = index >= bytes.count || !Self.continuesNumber(bytes[index])
        if isPlainInteger && digits > 0 { return Double(negative ? -integer : integer) }
        while index < bytes.count, Self.continuesNumber(bytes[index]) { index += 1 }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw fail("invalid number")
        }
        return value
    }

    private static func continuesNumber(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    package mutating func int() throws(Failure) -> Int {
        let value = try double()
        guard value == value.rounded(), abs(value) < 9e15 else { throw fail("expected a whole number") }
        return Int(value)
    }

    package mutating func bool() throws(Failure) -> Bool {
        switch peek() {
        case UInt8(ascii: "t"):
            guard index + 4 <= bytes.count else { throw fail("expected true") }
            index += 4
            return true
        case UInt8(ascii: "f"):
            guard index + 5 <= bytes.count else { throw fail("expected false") }
            index += 5
            return false
        default: throw fail("expected true or false")
        }
    }

    /// Skips any value (for keys this version does not know).
    package mutating func skipValue(depth: Int = 0) throws(Failure) {
        guard depth < Self.maximumDepth else { throw fail("too deeply nested") }
        switch peek() {
        case UInt8(ascii: "{"): try object { reader, _ throws(Failure) in try reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): try array { reader throws(Failure) in try reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"):
            guard readNull() else { throw fail("expected null") }
        case nil: throw fail("unexpected end")
        default: _ = try double()
        }
    }

    /// Fails unless only whitespace is left.
    package mutating func finish() throws(Failure) {
        guard peek() == nil else { throw fail("unexpected text after the end") }
    }
}
