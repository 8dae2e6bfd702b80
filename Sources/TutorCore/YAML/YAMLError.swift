/// A YAML text that could not be read, with a 1-based position in the parsed text: a syntax
/// error reported by libyaml, or a limit of ``YAMLParser`` that the text goes past.
package struct YAMLError: Error, Sendable, Equatable {
    package enum Reason: Sendable, Equatable {
        /// Not valid YAML (libyaml's message).
        case syntax
        /// Aliases repeat more than ``YAMLParser/aliasByteBudget`` or ``YAMLParser/aliasNodeBudget``.
        case aliasBudget
        /// Collections nested deeper than ``YAMLParser/maximumDepth``.
        case tooDeep
    }

    package var message: String
    package var line: Int
    package var column: Int
    package var reason: Reason = .syntax

    package init(message: String, line: Int, column: Int, reason: Reason = .syntax) {
        self.message = message
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The diagnostic code for this error.
    package var code: String {
        switch reason {
        case .syntax: return "invalid-yaml"
        case .aliasBudget: return "yaml-alias-budget"
        case .tooDeep: return "yaml-too-deep"
        }
    }

    /// The message of a diagnostic about `place` ("front matter", "quiz block"): syntax errors
    /// say that the YAML is invalid, limits say which limit.
    package func message(in place: String) -> String {
        reason == .syntax ? "invalid YAML in \(place): \(message)" : "\(message) (in the \(place))"
    }
}
