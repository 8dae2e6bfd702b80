import Foundation

/// How each kind of question is answered: where answering starts, whether an answer spans
/// several lines, and how a complete answer given at once (`statetutor check`) splits into the
/// steps the session takes one at a time. The shell and the `check` command both ask here.
package enum AnswerSteps {
    /// Where answering `question` starts: its first gap, its tree's root, or the answer.
    package static func first(of question: Question, trees: [String: DecisionTree]) -> QuestionAttempt.Step {
        switch question.payload {
        case .blank(_, let blanks, _) where blanks.count > 1: return .gap(0)
        case .tree(let treeID, _, _): return trees[treeID]?.root.map { .treeNode($0.id) } ?? .answer
        default: return .answer
        }
    }

    /// True when the answer to this step is typed over several lines, ended by a line holding
    /// only `.`: code, and the output of a program that prints more than one line.
    package static func takesMultipleLines(_ question: Question, at step: QuestionAttempt.Step) -> Bool {
        guard step == .answer else { return false }
        switch question.payload {
        case .code: return true
        case .output(_, let answer): return OutputComparison.lines(answer).count > 1
        default: return false
        }
    }

    /// The inputs the session expects, in order, for an answer given all at once: a tree
    /// question one answer per line, a blank question one gap per line, a bug question the line
    /// number and then the fix.
    package static func split(_ answer: String, for question: Question) -> [String] {
        let lines = answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch question.payload {
        case .tree:
            return lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        case .blank(_, let blanks, _) where blanks.count > 1:
            return lines
        case .bug:
            let rest = lines.dropFirst().joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            return [lines.first ?? "", rest]
        default:
            return [answer]
        }
    }
}
