/// A second place a diagnostic points at, with what is there ("first defined here").
package struct DiagnosticNote: Hashable, Sendable, Codable {
    package var message: String
    package var location: SourceLocation?

    package init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}
