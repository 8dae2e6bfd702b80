/// The code of a `blank` question: Swift with `___` gaps for the learner to fill. The loader
/// counts the gaps against the `blanks` list; the checker fills them in.
package enum BlankCode {
    /// The gap marker.
    package static let gap = "___"

    /// How many gaps `code` has.
    package static func gapCount(in code: String) -> Int {
        code.components(separatedBy: gap).count - 1
    }

    /// `code` with gap `index` filled by `answer` and the other gaps by their first accepted
    /// answer.
    package static func fill(_ code: String, gap index: Int, with answer: String, blanks: [[String]]) -> String {
        let parts = code.components(separatedBy: gap)
        var result = parts[0]
        for position in parts.indices.dropFirst() {
            let accepted = blanks.indices.contains(position - 1) ? blanks[position - 1].first ?? "" : ""
            result += (position - 1 == index ? answer : accepted) + parts[position]
        }
        return result
    }

    /// The answer for gap `index` without a `.` or `@` that the code already writes before the
    /// gap (`.___(store)` answered `.environment`, `@___` answered `@State`).
    package static func adjusted(_ answer: String, gap index: Int, in code: String) -> String {
        let parts = code.components(separatedBy: gap)
        guard parts.indices.contains(index), let before = parts[index].last, before == "." || before == "@",
            answer.first == before
        else { return answer }
        return String(answer.dropFirst())
    }
}
