import Foundation
import TutorCore

/// Prepares a learner's Swift file for the SwiftUI surface without changing its line numbers:
/// `#Preview { … }` becomes a view-builder closure, `@Entry` is expanded (``EntryExpansion``), `@Previewable` is dropped, `import Foundation` also imports
/// Combine (as Apple's Foundation does), `os(…)` in `#if` conditions is
/// decided as for an iOS app (`os(iOS)` true, every other OS false, padded to the same width so
/// that columns stay put), and the file is classified as a script (top-level code) or a library
/// file.
///
/// Both work on ``SwiftLexer`` tokens, so text inside string literals and comments is never
/// mistaken for code.
package struct LearnerSource: Sendable, Equatable {
    package var text: String
    /// True when the file must be compiled with `-parse-as-library` (no top-level statements, or `@main`).
    package var isLibrary: Bool
    /// True when the file has an `@main` type.
    package var hasMain: Bool
    /// The name of each `#Preview` in order (`#Preview("Interactive")`), nil for one without:
    /// `__preview_N` is the Nth.
    package var previewNames: [String?] = []

    /// The OS that `#if os(…)` conditions are decided for when none is named: the platform of an
    /// Xcode iOS app.
    package static let defaultConditionOS = "iOS"

    /// Words that start a declaration (or a declaration's modifier) rather than a statement.
    private static let declarationWords: Set<String> = [
        "import", "struct", "class", "enum", "protocol", "extension", "func", "var", "let", "typealias", "actor",
        "final",
        "private", "fileprivate", "public", "internal", "open", "package", "nonisolated", "indirect", "infix", "prefix",
        "postfix", "precedencegroup", "operator", "macro", "static", "dynamic", "convenience", "required", "override",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "consuming", "borrowing", "init", "deinit", "subscript",
        "case",
        "default",
    ]

    /// Words that continue a declaration or statement begun on an earlier line
    /// (`extension Array⏎where Element: Equatable`).
    private static let continuingWords: Set<String> = [
        "where", "else", "catch", "async", "throws", "rethrows", "in", "as", "is",
    ]

    /// Words after which the next line continues the same expression (`let x = try⏎load()`).
    private static let wordsExpectingMore: Set<String> = [
        "try", "await", "return", "throw", "as", "is", "in", "some", "any", "where",
    ]

    /// Prepares `source`; `#if os(…)` conditions are true for `os` (the platform of the lesson's
    /// deployment target) and false for every other.
    package init(_ source: String, os: String = LearnerSource.defaultConditionOS) {
        let tokens = SwiftLexer.tokens(source)
        var text = ""
        text.reserveCapacity(source.utf8.count)
        var previews = 0
        var index = 0
        var inCondition = false
        // The extension each open `{` belongs to (nil for other braces), for `@Entry`.
        var scopes: [String?] = []
        var extensionName: String?
        var readsExtensionName = false
        while index < tokens.count {
            let token = tokens[index]
            if token.interpolationDepth == 0 {
                if token.kind == .keyword, token.text == "extension" {
                    readsExtensionName = true
                } else if readsExtensionName, token.kind == .identifier {
                    extensionName = token.text
                } else if token.isPunctuation(":") || (token.kind == .keyword && token.text == "where") {
                    readsExtensionName = false
                } else if token.isPunctuation("{") {
                    scopes.append(extensionName)
                    extensionName = nil
                    readsExtensionName = false
                } else if token.isPunctuation("}") {
                    _ = scopes.popLast()
                }
            }
            if token.kind == .newline {
                inCondition = false
            } else if token.kind == .poundDirective && (token.text == "#if" || token.text == "#elseif") {
                inCondition = true
            }
            if inCondition, let (replacement, end) = Self.osCondition(in: tokens, at: index, os: os) {
                text += replacement
                index = end
            } else if token.kind == .poundDirective, token.text == "#Preview", token.interpolationDepth == 0,
                let body = Self.previewBody(in: tokens, after: index)
            {
                // `#Preview("Name") {` → `@MainActor private let __preview_N = _PreviewStandIn {`,
                // keeping the line breaks of arguments that span lines.
                previews += 1
                let name = tokens[(index + 1)..<body].first { $0.kind == .string }.map {
                    $0.text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }
                previewNames.append(name)
                text += "@MainActor private let __preview_\(previews) = _PreviewStandIn "
                for skipped in tokens[(index + 1)..<body] {
                    text.unicodeScalars.append(
                        contentsOf: skipped.text.unicodeScalars.filter { $0 == "\n" || $0 == "\r" })
                }
                index = body
            } else if let end = Self.endOfFoundationImport(in: tokens, at: index) {
                // Apple's Foundation brings Combine with it (ObservableObject, @Published,
                // AnyCancellable); Linux's does not, so the import says so on the same line.
                text += tokens[index..<end].map(\.text).joined() + "; import Combine"
                index = end
            } else if token.kind == .attribute, token.text == "@Entry", token.interpolationDepth == 0,
                let entry = EntryExpansion(tokens: tokens, at: index, owner: scopes.last ?? nil)
            {
                text += entry.text
                index = entry.end
            } else if token.kind == .attribute, token.text == "@Previewable" {
                index += 1
                if index < tokens.count, tokens[index].kind == .whitespace { index += 1 }
            } else {
                text += token.text
                index += 1
            }
        }
        self.text = text
        isLibrary = Self.needsLibraryMode(tokens)
        hasMain = tokens.contains { $0.kind == .attribute && $0.text == "@main" && $0.interpolationDepth == 0 }
    }

    /// For `os(X)` (no spaces inside) at `index`: `true` when X is `os`, else `false`, padded to
    /// its width, and the index after the `)`.
    private static func osCondition(in tokens: [SwiftToken], at index: Int, os: String) -> (String, Int)? {
        guard tokens[index].kind == .identifier, tokens[index].text == "os", index + 3 < tokens.count,
            tokens[index + 1].isPunctuation("("), tokens[index + 2].kind == .identifier,
            tokens[index + 3].isPunctuation(")")
        else { return nil }
        let original = "os(\(tokens[index + 2].text))"
        let value = tokens[index + 2].text == os ? "true" : "false"
        let padding = String(repeating: " ", count: max(0, original.utf8.count - value.utf8.count))
        return (value + padding, index + 4)
    }

    /// The index of the `{` that opens the body of the `#Preview` at `index`, after optional
    /// parenthesised arguments; nil if there is none.
    private static func previewBody(in tokens: [SwiftToken], after index: Int) -> Int? {
        var position = skippingTrivia(tokens, from: index + 1)
        if position < tokens.count, tokens[position].isPunctuation("(") {
            var depth = 0
            while position < tokens.count {
                let token = tokens[position]
                position += 1
                guard token.interpolationDepth == 0 else { continue }
                if token.isPunctuation("(") { depth += 1 }
                if token.isPunctuation(")") { depth -= 1 }
                if depth == 0 { break }
            }
            guard depth == 0 else { return nil }
            position = skippingTrivia(tokens, from: position)
        }
        guard position < tokens.count, tokens[position].isPunctuation("{") else { return nil }
        return position
    }

    private static func skippingTrivia(_ tokens: [SwiftToken], from index: Int) -> Int {
        var position = index
        while position < tokens.count, tokens[position].isTrivia { position += 1 }
        return position
    }

    /// For `import Foundation` (the whole module, outside strings), the index just after `Foundation`.
    private static func endOfFoundationImport(in tokens: [SwiftToken], at index: Int) -> Int? {
        guard tokens[index].kind == .keyword, tokens[index].text == "import", tokens[index].interpolationDepth == 0,
            index + 2 < tokens.count, tokens[index + 1].kind == .whitespace,
            tokens[index + 2].kind == .identifier, tokens[index + 2].text == "Foundation"
        else { return nil }
        if index + 3 < tokens.count, tokens[index + 3].isPunctuation(".") { return nil }
        return index + 3
    }

    /// True unless a statement starts at the top level (outside every bracket and string), or
    /// when the file has `@main`.
    ///
    /// A statement can start at the beginning of the file, of a line or after a `;`. A line does
    /// not start one when it continues the line before: it begins with an operator, `.`, a closing
    /// bracket or a word such as `where`, or the line before ended with `=`, `,`, `:` or a binary
    /// operator.
    private static func needsLibraryMode(_ tokens: [SwiftToken]) -> Bool {
        var depth = 0
        var mayStartStatement = true
        var hasStatement = false
        var previous: SwiftToken?
        var previousIsLeftBound = false
        var afterTrivia = true
        for token in tokens where token.interpolationDepth == 0 {
            if token.isTrivia {
                if token.kind == .newline || token.text.contains("\n") { mayStartStatement = true }
                afterTrivia = true
                continue
            }
            if token.kind == .attribute && token.text == "@main" { return true }
            if mayStartStatement && depth == 0 && !continuesLine(after: previous, leftBound: previousIsLeftBound)
                && startsStatement(token)
            {
                hasStatement = true
            }
            mayStartStatement = false
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                depth = max(0, depth - 1)
            } else if token.isPunctuation(";") && depth == 0 {
                mayStartStatement = true
            }
            previousIsLeftBound = !afterTrivia
            afterTrivia = false
            previous = token
        }
        return !hasStatement
    }

    /// Whether a line that follows `previous` continues it.
    private static func continuesLine(after previous: SwiftToken?, leftBound: Bool) -> Bool {
        guard let previous else { return false }
        switch previous.kind {
        case .operator:
            // `x = ⏎`, `a ->⏎`, `a +⏎`; but `Int?⏎` and `y!⏎` are postfix and end their line.
            return previous.text == "=" || previous.text == "->" || !leftBound
        case .punctuation:
            return [",", ":", ".", "\\", "@", "#"].contains(previous.text)
        case .attribute:
            return true
        case .keyword:
            return wordsExpectingMore.contains(previous.text)
        default:
            return false
        }
    }

    /// Whether `token`, at the top level and the start of a line, begins a statement.
    private static func startsStatement(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .keyword, .identifier:
            return !declarationWords.contains(token.text) && !continuingWords.contains(token.text)
        case .string, .number:
            return true
        case .punctuation:
            // `(a, b) = pair`, `[1, 2].forEach { … }`; a `{` on its own line opens a declaration's body.
            return token.text == "(" || token.text == "["
        default:
            return false
        }
    }
}
