/// A problem found in a lesson or course, reported the way a compiler reports one.
package struct Diagnostic: Hashable, Sendable, Codable {
    package enum Severity: String, Sendable, Codable, Comparable {
        case warning
        case error

        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    package var severity: Severity
    /// A stable, kebab-case identifier of the rule that fired (`unknown-key`, `tree-cycle`, ...).
    package var code: String
    package var message: String
    package var location: SourceLocation
    /// How to fix it, in one sentence (`quote the value: answer: "@Bindable"`), printed as
    /// `help:` under the source line.
    package var help: String?
    /// Other places that explain this one (where a duplicate was first defined, the line that
    /// opens an unclosed fence), printed as `note:` lines.
    package var notes: [DiagnosticNote]

    package init(
        _ severity: Severity, _ code: String, _ message: String, at location: SourceLocation, help: String? = nil,
        notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.help = help
        self.notes = notes
    }

    package static func error(
        _ code: String, _ message: String, at location: SourceLocation, help: String? = nil,
        notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, help: help, notes: notes)
    }

    package static func warning(
        _ code: String, _ message: String, at location: SourceLocation, help: String? = nil,
        notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, help: help, notes: notes)
    }

    /// `path:line:col: error: message`
    package var formatted: String {
        "\(location): \(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    package var errorCount: Int { count { $0.severity == .error } }
    package var warningCount: Int { count { $0.severity == .warning } }
    package var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, then line, then column, keeping the order of equal positions.
    package func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.location, rhs.element.location)
            if l.file != r.file { return l.file < r.file }
            if l.line != r.line { return l.line < r.line }
            if l.column != r.column { return l.column < r.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
