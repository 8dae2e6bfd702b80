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
        /// A second document (after `---` or `...`) where one value is read.
        case secondDocument
    }

    package var message: String
    /// Where the error is reported: the start of the construct libyaml names (the context), or
    /// the problem itself when there is no context.
    package var line: Int
    package var column: Int
    package var reason: Reason = .syntax
    /// libyaml's own words for the problem ("mapping values are not allowed in this context")
    /// and the construct it was reading ("while parsing a block mapping"), if any.
    package var problem: String
    package var context: String?
    /// Where libyaml noticed the problem, which is often a line after the construct that starts
    /// at `line`, and often the line that is actually wrong.
    package var problemLine: Int
    package var problemColumn: Int

    package init(message: String, line: Int, column: Int, reason: Reason = .syntax) {
        self.message = message
        self.line = line
        self.column = column
        self.reason = reason
        self.problem = message
        self.context = nil
        self.problemLine = line
        self.problemColumn = column
    }

    /// A syntax error with both of libyaml's marks.
    package init(
        problem: String, at problemMark: (line: Int, column: Int), context: String?,
        at contextMark: (line: Int, column: Int)
    ) {
        let start = context == nil ? problemMark : contextMark
        self.init(
            message: context.map { "\(problem) \($0) that starts here" } ?? problem, line: start.line,
            column: start.column)
        self.problem = problem
        self.context = context
        self.problemLine = problemMark.line
        self.problemColumn = problemMark.column
    }

    /// The diagnostic code for this error.
    package var code: String {
        switch reason {
        case .syntax: return "invalid-yaml"
        case .aliasBudget: return "yaml-alias-budget"
        case .tooDeep: return "yaml-too-deep"
        case .secondDocument: return "yaml-second-document"
        }
    }

    /// The message of a diagnostic about `place` ("front matter", "quiz block"): syntax errors
    /// say that the YAML is invalid, limits say which limit.
    package func message(in place: String) -> String {
        reason == .syntax ? "invalid YAML in \(place): \(message)" : "\(message) (in the \(place))"
    }
}
