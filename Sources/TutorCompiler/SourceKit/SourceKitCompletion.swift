/// One way to go on from the cursor, as SourceKit's code completion proposes it.
package struct SourceKitCompletion: Codable, Sendable, Equatable {
    /// The identifier to write (`font`, `count`).
    package var name: String
    /// The declaration as SourceKit describes it (`font(font: Font?)`).
    package var description: String
    /// The type of the result (`some View`), when SourceKit names one.
    package var type: String?
    /// True for a function or initialiser: `(` follows the name.
    package var takesArguments: Bool

    package init(name: String, description: String, type: String? = nil, takesArguments: Bool) {
        self.name = name
        self.description = description
        self.type = type
        self.takesArguments = takesArguments
    }
}
