/// A question of a lesson, with its kind-specific payload.
package struct Question: Sendable, Equatable, Identifiable {
    /// One option of a `choice` or `multi` question.
    package struct Choice: Sendable, Equatable {
        package var text: String
        package var isCorrect: Bool
        package var feedback: String?
    }

    /// What each kind needs beyond the common keys.
    package enum Payload: Sendable, Equatable {
        case choice([Choice])
        case multi([Choice])
        case truefalse(answer: Bool)
        case wrapper(scenario: String, answer: String, tree: String?, ios: String?)
        case tree(tree: String, scenario: String, path: [String])
        /// `code` holds `___` gaps; `blanks[i]` lists the accepted answers of gap i (a fast path:
        /// any filling that compiles and passes `tests` is right).
        case blank(code: String, blanks: [[String]], tests: String?)
        case output(code: String, answer: String)
        /// `lines` are 1-based within `code`: every line where a one-line fix is possible, the
        /// lesson's own first (`fix` is for that one). `error` is the compiler message the code
        /// produces; `tests` run against the learner's fixed code.
        case bug(code: String, lines: [Int], fix: String?, error: String?, tests: String?)
        case order(steps: [String])
        case code(starter: String, solution: String, must: [String], mustNot: [String], tests: String?)
        /// Accepted answers; entries written `/.../` are regular expressions.
        case text(accept: [String])
    }

    package var id: String
    package var kind: QuestionKind
    package var prompt: String
    package var explain: String?
    package var hints: [String]
    package var concepts: [String]
    package var points: Int
    package var payload: Payload
    /// The first line of the quiz block's body.
    package var location: SourceLocation
    /// Where each key of the quiz block was written, for diagnostics about its value.
    package var keyLocations: [String: SourceLocation]
    /// A hash of the block's text, so that progress can tell when a question was edited.
    package var contentHash: String
    /// The lesson's deployment target: code answers are checked against it.
    package var target: DeploymentTarget? = nil
    /// Where each line of a key's text is in the file (``ValueLines``): index 0 is line 1 of
    /// `solution`, `tests`, `code`, …, for messages about a line inside it.
    package var valueLines: [String: [SourceLocation]] = [:]
    /// `order`: runs of steps (0-based) that may come in any order among themselves.
    package var anyOrder: [ClosedRange<Int>] = []
}
