/// A YAML node with the position it was read from, as produced by ``YAMLParser``.
///
/// Scalars keep their text and whether they were quoted; typing (bool, int) is decided by the
/// reader of the node, so that error messages can say what was expected.
package struct YAMLNode: Sendable, Equatable {
    package enum Value: Sendable, Equatable {
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])

        package static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case let (.scalar(a, pa), .scalar(b, pb)): return a == b && pa == pb
            case let (.sequence(a), .sequence(b)): return a == b
            case let (.mapping(a), .mapping(b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }
    }

    package var value: Value
    /// 1-based line and column in the parsed text.
    package var line: Int
    package var column: Int

    package init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The scalar's text, or nil for collections.
    package var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// True for a scalar written without quotes.
    package var isPlainScalar: Bool {
        if case .scalar(_, let isPlain) = value { return isPlain }
        return false
    }

    /// True for an empty plain scalar or `~` / `null`: YAML's null.
    package var isNull: Bool {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// A plain scalar `true` or `false` (any case); nil otherwise.
    package var bool: Bool? {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return nil }
        switch text.lowercased() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// A plain scalar holding a decimal integer; nil otherwise.
    package var int: Int? {
        guard case .scalar(let text, let isPlain) = value, isPlain else { return nil }
        return Int(text)
    }

    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    package var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// A short name of the node's type for messages: "a string", "a list", "a mapping".
    package var typeDescription: String {
        switch value {
        case .scalar(let text, _):
            if isNull { return "nothing" }
            return text.count > 40 ? "'\(text.prefix(40))…'" : "'\(text)'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
