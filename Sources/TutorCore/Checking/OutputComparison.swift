import Foundation

/// Compares a predicted program output with the real one, line by line after trimming; says
/// when the only difference is whitespace or letter case.
package enum OutputComparison {
    package static func compare(_ answer: String, expected: String) -> CheckOutcome {
        let given = lines(answer)
        let wanted = lines(expected)
        if given.isEmpty { return .invalid("type what the program prints") }
        if given == wanted { return .verdict(.right()) }
        let squeeze = { (lines: [String]) in
            lines.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        }
        if squeeze(given) == squeeze(wanted) {
            return .verdict(.wrong(expected: expected, ["Only the spacing differs: the output must match exactly."]))
        }
        if given.map { $0.lowercased() } == wanted.map { $0.lowercased() } {
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
        return .verdict(.wrong(expected: expected))
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
