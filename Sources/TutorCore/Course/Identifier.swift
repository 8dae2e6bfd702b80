/// The rule for lesson, question and tree ids: lower-case letters, digits and single dashes.
package enum Identifier {
    package static func isValid(_ id: String) -> Bool {
        guard !id.isEmpty, id.count <= 80, id.first != "-", id.last != "-", !id.contains("--") else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    package static let rule = "use lower-case letters, digits and single dashes, like 'state-basics'"
}
