/// Swift that is still being written, made whole enough to type-check: the brackets still open
/// at its end are closed on lines of their own after it, so that the compiler judges what is
/// there rather than what is missing. Used for diagnostics and completion while an answer is
/// typed line by line.
package struct UnfinishedCode: Sendable, Equatable {
    /// The code as written, then the closing brackets.
    package var text: String
    /// How many lines were written (the closing lines come after them).
    package var writtenLines: Int
    /// The lines (1-based) where a bracket still open at the end was opened: what the compiler
    /// says there (a type that does not conform yet, a function without its `return` yet) is
    /// about the part not written yet.
    package var openingLines: Set<Int>

    package init(_ code: String) {
        var stack: [(closer: String, line: Int)] = []
        var line = 1
        for token in SwiftLexer.tokens(code) {
            switch token.kind {
            case .newline:
                line += 1
            case .string, .comment:
                // A literal or comment over several lines.
                line += token.text.count { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            case .punctuation:
                switch token.text {
                case "(": stack.append((")", line))
                case "[": stack.append(("]", line))
                case "{": stack.append(("}", line))
                case ")", "]", "}":
                    if let index = stack.lastIndex(where: { $0.closer == token.text }) {
                        stack.removeSubrange(index...)
                    }
                default: break
                }
            default: break
            }
        }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        writtenLines = code.hasSuffix("\n") ? lines.count - 1 : lines.count
        openingLines = Set(stack.map(\.line))
        var text = code
        if !stack.isEmpty {
            if !text.hasSuffix("\n") { text += "\n" }
            text += stack.reversed().map(\.closer).joined(separator: "\n") + "\n"
        }
        self.text = text
    }

    /// Whether a diagnostic at `line` is about what was written: on a written line that opens
    /// nothing still open.
    package func isAboutWrittenCode(line: Int) -> Bool {
        line >= 1 && line <= writtenLines && !openingLines.contains(line)
    }
}
