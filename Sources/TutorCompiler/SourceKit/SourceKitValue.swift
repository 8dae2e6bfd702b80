/// A value SourceKit takes or gives: requests and responses are dictionaries of these, keyed by
/// SourceKit's names (`key.request`, `key.diagnostics`…). UIDs are kept as their names.
package enum SourceKitValue: Sendable, Equatable {
    case dictionary([(String, SourceKitValue)])
    case array([SourceKitValue])
    case string(String)
    case int(Int64)
    case bool(Bool)
    case uid(String)
    case null

    package static func == (left: SourceKitValue, right: SourceKitValue) -> Bool {
        switch (left, right) {
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.uid(let a), .uid(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// The member named `key` of a dictionary.
    package subscript(key: String) -> SourceKitValue? {
        guard case .dictionary(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    package var string: String? {
        switch self {
        case .string(let text), .uid(let text): text
        default: nil
        }
    }

    package var int: Int? {
        if case .int(let number) = self { return Int(number) }
        return nil
    }

    package var array: [SourceKitValue] {
        if case .array(let elements) = self { return elements }
        return []
    }
}
