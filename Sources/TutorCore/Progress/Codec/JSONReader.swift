/// A small, fast pull parser for JSON text (RFC 8259): the caller asks for the value it expects
/// next (`object`, `string`, `int`…) and unknown values can be skipped. Used for the preferences
/// file, which must load in milliseconds even with a hundred thousand attempts.
///
/// It is strict where RFC 8259 is: literals are spelled out in full, numbers follow the grammar
/// (no leading zeros, no `+`, no `.5`, no trailing commas), strings are valid UTF-8 without raw
/// control characters, and `\u` escapes pair their surrogates. A UTF-8 byte order mark before
/// the text is skipped, as RFC 8259 §8.1 allows and `JSONSerialization` does (editors on
/// Windows add one). A key written twice in one object is a failure (``Failure/isRepeatedKey``):
/// RFC 8259 leaves its meaning open, and reading the last one silently drops the first (a file
/// saved afterwards would lose it). Nothing in the input can make it trap: every failure is a
/// ``Failure`` with the byte offset of the value at fault.
package struct JSONReader {
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var message: String
        /// Where the value at fault starts, in bytes from the start of the input.
        package var offset: Int
        /// The text is valid JSON in form, but a key appears twice in one object: which of the
        /// two was meant cannot be told, so the file is neither used nor replaced.
        package var isRepeatedKey = false
        package var description: String { "\(message) at byte \(offset)" }

        package init(message: String, offset: Int, isRepeatedKey: Bool = false) {
            self.message = message
            self.offset = offset
            self.isRepeatedKey = isRepeatedKey
        }

        /// The 1-based line and column of ``offset`` in `bytes` (columns count Unicode scalars,
        /// as ``SourceLocation`` does).
        package func position(in bytes: [UInt8]) -> (line: Int, column: Int) {
            var line = 1
            var column = 1
            for byte in bytes[..<min(offset, bytes.count)] {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return (line, column)
        }
    }

    private let bytes: [UInt8]
    package private(set) var index = 0
    /// Nesting limit for ``value()`` and ``skipValue()``, so hostile input cannot exhaust the
    /// stack; the same as `JSONSerialization`'s.
    package static let maximumDepth = 512

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(message: message, offset: offset ?? index)
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

    /// What the next value is, for messages: `a string`, `an object`, `the end of the file`.
    private mutating func found() -> String {
        guard let next = peek() else { return "the end of the file" }
        switch next {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "a list"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "true or false"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        default:
            return next < 0x80 && next >= 0x20 ? "'\(Character(Unicode.Scalar(next)))'" : "the byte \(next)"
        }
    }

    /// "'width' must be a whole number", or "expected a whole number" without a field.
    private func wanted(_ field: String?, _ what: String) -> String {
        field.map { "'\($0)' must be \(what)" } ?? "expected \(what)"
    }

    /// Where the next value starts (after whitespace).
    package mutating func offsetOfNextValue() -> Int {
        skipWhitespace()
        return index
    }

    /// Consumes `text` exactly (`true`, `false`, `null`).
    private mutating func literal(_ text: StaticString) throws(Failure) {
        let start = index
        let count = text.utf8CodeUnitCount
        let matches = text.withUTF8Buffer { literal in
            index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == literal[$0] }
        }
        guard matches else { throw fail("invalid literal (expected '\(text)')", at: start) }
        index += count
        if index < bytes.count, Self.isLetterOrDigit(bytes[index]) {
            throw fail("invalid literal (expected '\(text)')", at: start)
        }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: Containers

    /// The keys of one object so far: a short list while it is short (most objects have a few
    /// keys), a set once it is long.
    private struct KeysSeen {
        private var few: [String] = []
        private var many: Set<String>?

        /// False when `key` was already there.
        mutating func insert(_ key: String) -> Bool {
            if many != nil { return many?.insert(key).inserted ?? true }
            if few.contains(key) { return false }
            few.append(key)
            if few.count > 12 { many = Set(few) }
            return true
        }
    }

    /// True (and consumed) when the next value is `null`.
    package mutating func readNull() throws(Failure) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// Calls `body` with each key of an object; `body` must read (or skip) the value. A key that
    /// the object already had is a failure (``Failure/isRepeatedKey``), at that key.
    /// - Parameter subject: what the object is, for messages (`'courses'`, `an attempt`).
    package mutating func object(
        _ subject: @autoclosure () -> String? = nil, _ body: (inout JSONReader, String) throws(Failure) -> Void
    ) throws(Failure) {
        guard peek() == UInt8(ascii: "{") else {
            throw fail((subject().map { "\($0) must be" } ?? "expected") + " an object, found " + found())
        }
        index += 1
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        var keys = KeysSeen()
        while true {
            guard peek() == UInt8(ascii: "\"") else {
                throw fail(peek() == UInt8(ascii: "}") ? "a comma before '}'" : "expected a key in quotes")
            }
            let keyOffset = index
            let key = try string()
            guard keys.insert(key) else {
                throw Failure(
                    message:
                        "the key \(JSONValue.string(key).summary) appears twice in \(subject() ?? "one object"); remove one of them",
                    offset: keyOffset, isRepeatedKey: true)
            }
            guard peek() == UInt8(ascii: ":") else { throw fail("expected ':' after the key") }
            index += 1
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
    /// - Parameter subject: what the array is, for messages (`'attempts'`).
    package mutating func array(
        _ subject: @autoclosure () -> String? = nil, _ body: (inout JSONReader) throws(Failure) -> Void
    ) throws(Failure) {
        guard peek() == UInt8(ascii: "[") else {
            throw fail((subject().map { "\($0) must be" } ?? "expected") + " a list, found " + found())
        }
        index += 1
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            if peek() == UInt8(ascii: "]") { throw fail("a comma before ']'") }
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

    // MARK: Strings

    /// A string value or key.
    /// - Parameter field: the key this string is the value of, for messages.
    package mutating func string(_ field: String? = nil) throws(Failure) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw fail(wanted(field, "text in quotes") + ", found " + found()) }
        let quote = index
        index += 1
        let start = index
        var isASCII = true
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = bytes[start..<index]
                index += 1
                if isASCII { return String(decoding: slice, as: UTF8.self) }
                guard let text = String(validating: slice, as: UTF8.self) else {
                    throw fail("invalid UTF-8 in text", at: Self.firstInvalidUTF8(bytes, in: start..<index) ?? quote)
                }
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw fail("a control character in text (write it as \\u\(Self.hex(byte)))") }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: buffer, as: UTF8.self) else {
                    throw fail("invalid UTF-8 in text", at: Self.firstInvalidUTF8(bytes, in: start..<index) ?? quote)
                }
                return text
            case UInt8(ascii: "\\"):
                let escape = index
                index += 1
                guard index < bytes.count else { throw fail("unterminated text", at: quote) }
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
                    let value = try hex4(escape)
                    let scalar: UInt32
                    switch value {
                    case 0xD800...0xDBFF:
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw fail(
                                "\\u\(Self.hex(value)) is half of a surrogate pair without its other half", at: escape)
                        }
                        let second = index
                        index += 2
                        let low = try hex4(second)
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw fail(
                                "\\u\(Self.hex(value)) must be followed by a low surrogate (\\uDC00 to \\uDFFF), found \\u\(Self.hex(low))",
                                at: escape)
                        }
                        scalar = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    case 0xDC00...0xDFFF:
                        throw fail(
                            "\\u\(Self.hex(value)) is half of a surrogate pair without its other half", at: escape)
                    default:
                        scalar = value
                    }
                    Self.appendUTF8(scalar, to: &buffer)
                default: throw fail("invalid escape '\\\(Character(Unicode.Scalar(escaped)))'", at: escape)
                }
            default:
                if byte < 0x20 { throw fail("a control character in text (write it as \\u\(Self.hex(byte)))") }
                buffer.append(byte)
                index += 1
            }
        }
        throw fail("unterminated text", at: quote)
    }

    private static func hex(_ value: some BinaryInteger) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    /// The four hex digits after `\u`.
    private mutating func hex4(_ escape: Int) throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("a \\u escape needs four hex digits", at: escape) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            value <<= 4
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value |= UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value |= UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value |= UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("a \\u escape needs four hex digits", at: escape)
            }
            index += 1
        }
        return value
    }

    private static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | (scalar >> 6)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | (scalar >> 12)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            buffer.append(UInt8(0xF0 | (scalar >> 18)))
            buffer.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence (overlong forms,
    /// encoded surrogates and values above U+10FFFF are invalid).
    static func firstInvalidUTF8(_ bytes: [UInt8], in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        func continuation(_ offset: Int, _ allowed: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < range.upperBound && allowed.contains(bytes[index + offset])
        }
        while index < range.upperBound {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0..<0x80: length = 1
            case 0xC2...0xDF where continuation(1): length = 2
            case 0xE0 where continuation(1, 0xA0...0xBF) && continuation(2): length = 3
            case 0xE1...0xEC where continuation(1) && continuation(2): length = 3
            case 0xEE...0xEF where continuation(1) && continuation(2): length = 3
            case 0xED where continuation(1, 0x80...0x9F) && continuation(2): length = 3
            case 0xF0 where continuation(1, 0x90...0xBF) && continuation(2) && continuation(3): length = 4
            case 0xF1...0xF3 where continuation(1) && continuation(2) && continuation(3): length = 4
            case 0xF4 where continuation(1, 0x80...0x8F) && continuation(2) && continuation(3): length = 4
            default: return index
            }
            index += length
        }
        return nil
    }

    // MARK: Numbers

    /// One number in the grammar of RFC 8259 §6; the reader moves past it.
    private mutating func scanNumber(_ field: String?) throws(Failure) -> (range: Range<Int>, isInteger: Bool) {
        guard let first = peek(), first == UInt8(ascii: "-") || Self.isDigit(first) else {
            throw fail(wanted(field, "a number") + ", found " + found())
        }
        let start = index
        if first == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else {
            throw fail("a number needs a digit after '-'", at: start)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                throw fail("a number cannot start with 0 (leading zeros are not JSON)", at: start)
            }
        } else {
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw fail("a number needs a digit after '.'", at: start)
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw fail("a number needs a digit in its exponent", at: start)
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        return (start..<index, isInteger)
    }

    private func text(_ range: Range<Int>) -> String {
        let shown = range.count > 40 ? range.lowerBound..<(range.lowerBound + 40) : range
        return String(decoding: bytes[shown], as: UTF8.self) + (range.count > 40 ? "…" : "")
    }

    /// The value of a scanned number; nil when it is too large for a Double.
    private func doubleValue(_ range: Range<Int>, isInteger: Bool) -> Double? {
        if isInteger, range.count <= 16 {
            // Up to 15 digits (and a sign) are exact in a Double: add them up directly.
            var negative = false
            var value: Int64 = 0
            for byte in bytes[range] {
                if byte == UInt8(ascii: "-") { negative = true } else { value = value * 10 + Int64(byte - 48) }
            }
            return Double(negative ? -value : value)
        }
        guard let value = Double(String(decoding: bytes[range], as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// Any number that a Double can hold (JSON's own limit in practice).
    /// - Parameters:
    ///   - field: the key this number is the value of, for messages.
    ///   - range: the values allowed; others are an error naming the field and the value.
    package mutating func double(_ field: String? = nil, in range: ClosedRange<Double>? = nil) throws(Failure) -> Double
    {
        let (span, isInteger) = try scanNumber(field)
        var allowed: String { range.map { " from \(Self.plain($0.lowerBound)) to \(Self.plain($0.upperBound))" } ?? "" }
        guard let value = doubleValue(span, isInteger: isInteger) else {
            throw fail(
                wanted(field, "a number" + allowed) + ", found \(text(span)), which is out of range",
                at: span.lowerBound)
        }
        if let range, !range.contains(value) {
            throw fail(wanted(field, "a number" + allowed) + ", found \(text(span))", at: span.lowerBound)
        }
        return value
    }

    private static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// A whole number from `Int.min` to `Int.max` (`1e3` and `5.0` are whole numbers too).
    /// - Parameters:
    ///   - field: the key this number is the value of, for messages.
    ///   - range: the values allowed; others are an error naming the field and the value.
    package mutating func int(_ field: String? = nil, in range: ClosedRange<Int> = Int.min...Int.max) throws(Failure)
        -> Int
    {
        let (span, isInteger) = try scanNumber(field)
        var expectation: String {
            let limits = range == Int.min...Int.max ? "" : " from \(range.lowerBound) to \(range.upperBound)"
            return wanted(field, "a whole number" + limits)
        }
        var value: Int?
        if isInteger {
            var negative = false
            var total = 0
            var overflow = false
            for byte in bytes[span] {
                if byte == UInt8(ascii: "-") {
                    negative = true
                    continue
                }
                let digit = Int(byte - UInt8(ascii: "0"))
                let (times, o1) = total.multipliedReportingOverflow(by: 10)
                let (sum, o2) =
                    negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
                if o1 || o2 {
                    overflow = true
                    break
                }
                total = sum
            }
            value = overflow ? nil : total
        } else if let double = doubleValue(span, isInteger: false) {
            guard double == double.rounded() else {
                throw fail(expectation + ", found \(text(span))", at: span.lowerBound)
            }
            if double >= -9.223_372_036_854_775_808e18 && double < 9.223_372_036_854_775_808e18 { value = Int(double) }
        }
        guard let value else {
            throw fail(expectation + ", found \(text(span))", at: span.lowerBound)
        }
        guard range.contains(value) else { throw fail(expectation + ", found \(text(span))", at: span.lowerBound) }
        return value
    }

    // MARK: Other values

    /// `true` or `false`.
    /// - Parameter field: the key this value belongs to, for messages.
    package mutating func bool(_ field: String? = nil) throws(Failure) -> Bool {
        switch peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        default: throw fail(wanted(field, "true or false") + ", found " + found())
        }
    }

    /// Any value, as a tree.
    package mutating func value(depth: Int = 0) throws(Failure) -> JSONValue {
        guard let next = peek() else { throw fail("expected a value, found the end of the file") }
        switch next {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels deep") }
            var members: [JSONValue.Member] = []
            try object { reader, key throws(Failure) in
                members.append(JSONValue.Member(key, try reader.value(depth: depth + 1)))
            }
            return .object(members)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels deep") }
            var elements: [JSONValue] = []
            try array { reader throws(Failure) in elements.append(try reader.value(depth: depth + 1)) }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try bool())
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let (span, isInteger) = try scanNumber(nil)
            guard doubleValue(span, isInteger: isInteger) != nil else {
                throw fail("the number \(text(span)) is too large", at: span.lowerBound)
            }
            return .number(String(decoding: bytes[span], as: UTF8.self))
        default: throw fail("expected a value, found " + found())
        }
    }

    /// Skips any value (for keys this version does not know), checking it as strictly as
    /// ``value()`` does.
    package mutating func skipValue(depth: Int = 0) throws(Failure) {
        guard let next = peek() else { throw fail("expected a value, found the end of the file") }
        switch next {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels deep") }
            try object { reader, _ throws(Failure) in try reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw fail("nested more than \(Self.maximumDepth) levels deep") }
            try array { reader throws(Failure) in try reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let (span, isInteger) = try scanNumber(nil)
            guard doubleValue(span, isInteger: isInteger) != nil else {
                throw fail("the number \(text(span)) is too large", at: span.lowerBound)
            }
        default: _ = try value(depth: depth)
        }
    }

    /// Fails unless only whitespace is left.
    package mutating func finish() throws(Failure) {
        guard peek() == nil else { throw fail("unexpected text after the end") }
    }

    /// The whole input as one value, or the first problem in it.
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes)
        let value = try reader.value()
        try reader.finish()
        return value
    }
}
