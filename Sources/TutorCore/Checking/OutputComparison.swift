import Foundation

/// Compares a predicted program output with the real one, line by line after trimming; says
/// what differs (only whitespace, letter case or punctuation; the number of lines; the first line
/// that differs) without showing the program's output.
package enum OutputComparison {
    package static func compare(_ answer: String, expected: String) -> CheckOutcome {
        let wanted = lines(expected)
        let given = unwrapped(lines(answer), expected: wanted)
        if given.isEmpty { return .invalid("type what the program prints") }
        if given == wanted { return .verdict(.right()) }
        let squeeze = { (lines: [String]) in
            lines.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        }
        if squeeze(given) == squeeze(wanted) {
            return .verdict(.wrong(expected: expected, ["Only the spacing differs: the output must match exactly."]))
        }
        if given.map({ $0.lowercased() }) == wanted.map({ $0.lowercased() }) {
            return .verdict(
                .wrong(expected: expected, ["Only upper and lower case differ: the output must match exactly."]))
        }
        if given.count != wanted.count {
            return .verdict(
                .wrong(
                    expected: expected,
                    ["The program prints \(wanted.count) line\(wanted.count == 1 ? "" : "s"), you gave \(given.count)."]
                ))
        }
        let letters = { (lines: [String]) in
            lines.map { $0.filter { $0.isLetter || $0.isNumber }.lowercased() }
        }
        if letters(given) == letters(wanted) {
            return .verdict(
                .wrong(expected: expected, ["Only the punctuation differs: the output must match exactly."]))
        }
        // The first line that differs, by number only: the program's line is the answer.
        let line = (given.indices.first { given[$0] != wanted[$0] } ?? 0) + 1
        return .verdict(
            .wrong(
                expected: expected,
                [wanted.count == 1 ? "That is not what it prints." : "Line \(line) is not what the program prints."]))
    }

    /// The predicted lines without the Markdown or quoting a learner may put around them: a
    /// ```` ``` ```` fence, or backticks or double quotes around every line, unless the output
    /// itself has them.
    private static func unwrapped(_ given: [String], expected: [String]) -> [String] {
        var given = Array(given.drop { $0.isEmpty })
        if given.count >= 2, given[0].hasPrefix("```"), given[given.count - 1] == "```", !expected.contains("```") {
            given = Array(given.dropFirst().dropLast())
        }
        for mark in ["`", "\""] {
            let written = given.filter { !$0.isEmpty }
            let everyLine =
                !written.isEmpty && written.allSatisfy { $0.count >= 2 && $0.hasPrefix(mark) && $0.hasSuffix(mark) }
            guard everyLine, !expected.contains(where: { $0.hasPrefix(mark) }) else { continue }
            given = given.map { $0.isEmpty ? $0 : String($0.dropFirst().dropLast()) }
        }
        return given
    }

    /// Lines trimmed of surrounding spaces, without trailing empty lines.
    package static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        while result.last == "" { result.removeLast() }
        return result
    }
}
