/// A syntax error reported by libyaml, with a 1-based position in the parsed text.
package struct YAMLError: Error, Sendable, Equatable {
    package var message: String
    package var line: Int
    package var column: Int
}
