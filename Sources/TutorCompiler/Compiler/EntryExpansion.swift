import Foundation
import TutorCore

/// What the `@Entry` macro expands to, written as plain Swift so that it compiles without a
/// macro plugin: inside `extension EnvironmentValues`, `@Entry var name: T = value` becomes a
/// property that reads and writes a key of its own, and the key whose default is `value`;
/// inside `extension FocusedValues`, `@Entry var name: T?` becomes a property and a
/// `FocusedValueKey` whose value is `T`.
///
/// The expansion keeps the line breaks of the declaration (a default value that spans lines
/// still does), so the lines after it keep their numbers.
struct EntryExpansion {
    /// The Swift text that replaces the declaration.
    var text: String
    /// The index of the first token after the declaration.
    var end: Int

    /// The expansion of the `@Entry` attribute at `index`, declared in an extension of `owner`;
    /// nil when the declaration is not one this expansion knows (it is then left as written).
    init?(tokens: [SwiftToken], at index: Int, owner: String?) {
        guard let owner, owner == "EnvironmentValues" || owner == "FocusedValues" else { return nil }
        var position = index + 1
        var modifiers = ""
        while position < tokens.count {
            let token = tokens[position]
            if token.isTrivia {
                position += 1
            } else if token.kind == .keyword, Self.modifiers.contains(token.text) {
                modifiers += token.text + " "
                position += 1
            } else {
                break
            }
        }
        guard position < tokens.count, tokens[position].kind == .keyword, tokens[position].text == "var" else {
            return nil
        }
        position += 1
        while position < tokens.count, tokens[position].isTrivia { position += 1 }
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        let name = tokens[position].text
        position += 1
        var type = ""
        var value: [SwiftToken] = []
        var part = 0  // 0: before `:` or `=`, 1: the type, 2: the default value
        var depth = 0
        scan: while position < tokens.count {
            let token = tokens[position]
            if token.interpolationDepth == 0 {
                if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                    depth += 1
                } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                    if depth == 0 { break scan }
                    depth -= 1
                } else if depth == 0, token.kind == .newline || token.isPunctuation(";") {
                    break scan
                } else if depth == 0, part < 2, token.isPunctuation(":") {
                    part = 1
                    position += 1
                    continue
                } else if depth == 0, part < 2, token.kind == .operator, token.text == "=" {
                    part = 2
                    position += 1
                    continue
                }
            }
            if part == 1 { type += token.text } else if part == 2 { value.append(token) }
            position += 1
        }
        type = type.trimmingCharacters(in: .whitespaces)
        let valueText = value.map(\.text).joined()
        let key = "__Entry_\(name)"
        let accessors = "{ get { self[\(key).self] } set { self[\(key).self] = newValue } }"
        switch owner {
        case "EnvironmentValues":
            if !type.isEmpty {
                let defaultValue = valueText.isEmpty ? "nil" : valueText
                text =
                    "\(modifiers)var \(name): \(type) \(accessors); "
                    + "struct \(key): EnvironmentKey { static var defaultValue: \(type) { \(defaultValue) } }"
            } else if !value.isEmpty {
                text =
                    "\(modifiers)var \(name): \(key).Value \(accessors); "
                    + "struct \(key): EnvironmentKey { static let defaultValue = \(valueText) }"
            } else {
                return nil
            }
        default:
            guard type.hasSuffix("?"), value.isEmpty else { return nil }
            text =
                "\(modifiers)var \(name): \(type) \(accessors); "
                + "struct \(key): FocusedValueKey { typealias Value = \(type.dropLast()) }"
        }
        end = position
    }

    /// The modifiers an `@Entry` property may carry, kept on the property.
    private static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
}
