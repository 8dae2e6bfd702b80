/// Token-pattern checks of a written-code answer (`must` / `must_not`): the fallback when no
/// Swift compiler is available, and the first gate before compiling.
package enum CodePatterns {
    package static func check(_ answer: String, solution: String, must: [String], mustNot: [String]) -> CheckOutcome {
        let tokens = SwiftTokens.normalized(answer)
        if tokens.isEmpty { return .invalid("write some code, then a line with only '.'") }
        var feedback: [String] = []
        for pattern in must where !contains(tokens, SwiftTokens.normalized(pattern)) {
            feedback.append("Your code needs `\(pattern)`.")
        }
        for pattern in mustNot where contains(tokens, SwiftTokens.normalized(pattern)) {
            feedback.append("Your code must not use `\(pattern)`.")
        }
        return .verdict(feedback.isEmpty ? .right() : .wrong(expected: solution, feedback))
    }

    /// True if `pattern` occurs as a contiguous run of tokens.
    package static func contains(_ tokens: [String], _ pattern: [String]) -> Bool {
        guard !pattern.isEmpty, pattern.count <= tokens.count else { return pattern.isEmpty }
        for start in 0...(tokens.count - pattern.count) where Array(tokens[start..<(start + pattern.count)]) == pattern
        {
            return true
        }
        return false
    }
}
