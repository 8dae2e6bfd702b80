import Foundation

/// `var name: Type` (or `let`) in a line of Swift: the stored property's name and its written
/// type, if it has one (`var n = 0` has none).
struct PropertyDeclaration: Equatable {
    var name: String
    var type: String?

    init?(in text: String) {
        guard
            let match = text.firstMatch(
                of: /\b(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([^=\{]+?))?\s*(?:=|\{|$)/)
        else { return nil }
        name = String(match.1)
        type = match.2.map { String($0).trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
