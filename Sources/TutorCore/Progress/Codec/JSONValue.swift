/// Any JSON value, as read by ``JSONReader/value()`` and written by ``JSONWriter/value(_:)``: for
/// settings kept exactly as the learner wrote them, for migrations between schemas, and for tests.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number's text as written (RFC 8259 grammar), so that writing it back changes nothing.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in the order of the file (``JSONReader`` refuses a key written twice).
    case object([Member])

    package struct Member: Equatable, Sendable {
        package var key: String
        package var value: JSONValue

        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key` in an object; nil for other values or when the key is absent.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The number's value; nil for other values.
    package var double: Double? {
        guard case .number(let text) = self else { return nil }
        return Double(text)
    }

    /// A short description for messages: `-1`, `"purple"`, `an object`.
    package var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let text): return text.count > 40 ? String(text.prefix(40)) + "…" : text
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            let escaped = shown.unicodeScalars.map {
                SourceText.isControl($0) ? "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" : String($0)
            }
            return "\"" + escaped.joined() + "\""
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}
