import Foundation
import TutorCore

/// Prepares a learner's Swift file for the SwiftUI surface without changing its line numbers:
/// `#Preview { … }` becomes a view-builder closure, `@Previewable` is dropped, `import Combine`
/// is commented out (the surface carries the Combine subset), and the file is classified as a
/// script (top-level code) or a library file.
package struct LearnerSource: Sendable, Equatable {
    package var text: String
    /// True when the file must be compiled with `-parse-as-library` (no top-level statements, or `@main`).
    package var isLibrary: Bool

    private static let declarationWords: Set<String> = [
        "import", "struct", "class", "enum", "protocol", "extension", "func", "var", "let", "typealias", "actor",
        "final",
        "private", "fileprivate", "public", "internal", "open", "package", "nonisolated", "indirect", "infix", "prefix",
        "postfix", "precedencegroup", "operator", "macro", "static", "dynamic", "convenience", "required", "override",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "consuming", "borrowing", "init", "deinit", "subscript",
        "case",
        "default",
    ]

    package init(_ source: String) {
        var previews = 0
        var lines: [String] = []
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "import Combine" {
                line = "// import Combine: the Combine subset is part of the SwiftUI surface"
            } else if trimmed.hasPrefix("#Preview"), let rewritten = Self.rewritePreview(line, number: previews + 1) {
                previews += 1
                line = rewritten
            }
            lines.append(line.replacingOccurrences(of: "@Previewable ", with: ""))
        }
        text = lines.joined(separator: "\n")
        isLibrary = Self.needsLibraryMode(lines)
    }

    /// `#Preview("Name") {` → `@MainActor private let __preview_N = _PreviewStandIn {`
    private static func rewritePreview(_ line: String, number: Int) -> String? {
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        var rest = Substring(line.dropFirst(indent.count + "#Preview".count))
        if rest.first == "(" {
            var depth = 0
            var inQuote = false
            var escaped = false
            var index = rest.startIndex
            while index < rest.endIndex {
                let character = rest[index]
                if inQuote {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inQuote = false
                    }
                } else if character == "\"" {
                    inQuote = true
                } else if character == "(" {
                    depth += 1
                } else if character == ")" {
                    depth -= 1
                    if depth == 0 {
                        index = rest.index(after: index)
                        break
                    }
                }
                index = rest.index(after: index)
            }
            guard depth == 0 else { return nil }
            rest = rest[index...]
        }
        let body = rest.drop { $0 == " " || $0 == "\t" }
        guard body.first == "{" else { return nil }
        return "\(indent)@MainActor private let __preview_\(number) = _PreviewStandIn \(body)"
    }

    private static func needsLibraryMode(_ lines: [String]) -> Bool {
        if lines.contains(where: { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed == "@main" || trimmed.hasPrefix("@main ")
        }) {
            return true
        }
        for line in lines where !line.isEmpty {
            guard let first = line.first, first != " ", first != "\t" else { continue }
            if ["//", "/*", "*", "}", ")", "]", "@", "#"].contains(where: { line.hasPrefix($0) }) { continue }
            let word = String(line.prefix { $0.isLetter || $0 == "_" })
            if !word.isEmpty && declarationWords.contains(word) { continue }
            return false
        }
        return true
    }
}
