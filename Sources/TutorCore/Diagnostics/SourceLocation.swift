/// A position in a source file: 1-based line and column (columns count Unicode scalars).
package struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
    }

    /// `file:line:col`, the form compilers print.
    package var description: String { "\(file):\(line):\(column)" }
}
