// Values and types as the event log and the runtime's warnings show them: short, without the
// learner's module name and without UUIDs.

import Foundation

/// The name of a value's type without module prefixes: `Book`, `ForEach<Array<String>, String, Text>`.
internal func _readableTypeName(_ value: Any) -> String {
    _withoutModulePrefixes(String(reflecting: type(of: value)))
}

/// `text` without the module names the compiler puts before the learner's types and ours.
internal func _withoutModulePrefixes(_ text: String) -> String {
    var result = text
    for module in ["LearnerApp.", "SwiftUISurface.", "SwiftUI.", "Swift.", "Foundation."] {
        result = result.replacingOccurrences(of: module, with: "")
    }
    return result
}

/// A short description of a value: strings quoted, collections by their count (`3 items`),
/// structures by their type and first fields (`Book(title: "Emma")`, identifiers left out),
/// enumerations by their case (`.playing`), objects by their type.
internal func _readableValue(_ value: Any) -> String {
    _ValueDescription.describe(value, depth: 0)
}

/// How a change of a stored value reads in the event log: `count 0 → 1`,
/// `books: 3 → 2 items`, `selection nil → Book(title: "Emma")`.
internal func _readableChange(of name: String, from old: Any, to new: Any) -> String {
    if let oldCount = _ValueDescription.count(of: old), let newCount = _ValueDescription.count(of: new) {
        return "\(name): \(oldCount) → \(newCount) \(newCount == 1 ? "item" : "items")"
    }
    return "\(name) \(_readableValue(old)) → \(_readableValue(new))"
}

private enum _ValueDescription {
    /// The most fields of a structure that are shown.
    static let fieldLimit = 2

    static func count(of value: Any) -> Int? {
        if value is String { return nil }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection, .set, .dictionary: return mirror.children.count
        default: return nil
        }
    }

    static func describe(_ value: Any, depth: Int) -> String {
        switch value {
        case let text as String: return String(reflecting: text)
        case let text as Substring: return String(reflecting: String(text))
        case is UUID: return "UUID"
        case let number as any Numeric: return "\(number)"
        case let flag as Bool: return flag ? "true" : "false"
        case let date as Date: return date.formatted(date: .abbreviated, time: .shortened)
        case let url as URL: return url.absoluteString
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return describe(wrapped, depth: depth)
        case .collection, .set, .dictionary:
            let count = mirror.children.count
            return "\(count) \(count == 1 ? "item" : "items")"
        case .enum:
            let name = String(describing: value)
            guard let payload = mirror.children.first else { return "." + name }
            let caseName = payload.label ?? String(name.prefix { $0 != "(" })
            return depth > 1 ? ".\(caseName)(…)" : ".\(caseName)(\(describe(payload.value, depth: depth + 1)))"
        case .class:
            return _readableTypeName(value)
        case .struct, .tuple:
            let type = mirror.displayStyle == .tuple ? "" : _readableTypeName(value)
            if depth > 1 { return type.isEmpty ? "(…)" : "\(type)(…)" }
            let fields = mirror.children.filter { child in
                !(child.value is UUID) && child.label != "id" && !(child.label?.hasPrefix("_") ?? false)
            }
            var shown = fields.prefix(fieldLimit).map { child in
                (child.label.map { "\($0): " } ?? "") + describe(child.value, depth: depth + 1)
            }
            if fields.count > fieldLimit { shown.append("…") }
            return "\(type)(\(shown.joined(separator: ", ")))"
        default:
            return _withoutModulePrefixes(String(describing: value))
        }
    }
}
