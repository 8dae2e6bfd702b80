import Foundation

/// Writes compact JSON text into a byte buffer: the counterpart of ``JSONReader``.
///
/// Values inside an array are separated automatically; inside an object, call ``key(_:)``
/// before each value.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    /// Open containers: whether each is an array, and how many entries it has so far.
    private var stack: [(isArray: Bool, count: Int)] = []

    package init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    /// Before a value: a comma if it is not the first element of an array.
    private mutating func beforeValue() {
        guard let top = stack.last, top.isArray else { return }
        if top.count > 0 { bytes.append(UInt8(ascii: ",")) }
        stack[stack.count - 1].count += 1
    }

    package mutating func key(_ key: String) {
        if let top = stack.last, top.count > 0 { bytes.append(UInt8(ascii: ",")) }
        if !stack.isEmpty { stack[stack.count - 1].count += 1 }
        appendString(key)
        bytes.append(UInt8(ascii: ":"))
    }

    package mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        stack.append((false, 0))
    }

    package mutating func endObject() {
        stack.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    package mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        stack.append((true, 0))
    }

    package mutating func endArray() {
        stack.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    package mutating func string(_ value: String) {
        beforeValue()
        appendString(value)
    }

    package mutating func int(_ value: Int) {
        beforeValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    package mutating func double(_ value: Double) {
        beforeValue()
        if value == value.rounded() && abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int(value)).utf8)
        } else if value.isFinite {
            bytes.append(contentsOf: value.description.utf8)
        } else {
            bytes.append(UInt8(ascii: "0"))
        }
    }

    package mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null() {
        beforeValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// A value encoded earlier (by another writer), inserted as it is.
    package mutating func encoded(_ fragment: [UInt8]) {
        beforeValue()
        bytes.append(contentsOf: fragment)
    }

    /// Any value, as it was read (numbers keep their text).
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let text):
            beforeValue()
            bytes.append(contentsOf: text.utf8)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            for member in members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    /// An ISO 8601 date string, written digit by digit (see ``ISODate``).
    package mutating func date(_ date: Date) {
        beforeValue()
        bytes.append(UInt8(ascii: "\""))
        ISODate.append(date, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Text in quotes. Control characters are escaped, C1 controls (U+0080 to U+009F) and DEL
    /// included, so that the file is safe to print on a terminal.
    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var previous: UInt8 = 0
        for byte in value.utf8 {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20, 0x7F: appendEscape(UInt32(byte))
            case 0x80...0x9F where previous == 0xC2:
                // The lead byte 0xC2 is already written: replace it with the escape.
                bytes.removeLast()
                appendEscape(UInt32(byte))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ value: UInt32) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [
            0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(value >> 4)], hex[Int(value & 0xF)],
        ])
    }
}
