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
    /// Line breaks may be CRLF (a file saved on Windows). A bug question's answer may also be
    /// one line holding both, `24: @StateObject var timer = EpisodeTimer()`.
    package static func split(_ answer: String, for question: Question) -> [String] {
        let answer = answer.replacingOccurrences(of: "\r\n", with: "\n")
        let lines = answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch question.payload {
        case .tree:
            return lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        case .blank(_, let blanks, _) where blanks.count > 1:
            return lines
        case .bug(let code, let faulty, _, _, _):
            let written = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if written.count == 1, let both = lineAndFix(in: written[0]) { return [both.line, both.fix] }
            // The whole code pasted corrected, without a line number: the line it changes.
            let unwrapped = CodeAnswer.unwrapped(answer)
            if AnswerChecker.lineNumber(in: written.first ?? "") == nil,
                let changed = changedLine(unwrapped, of: code, preferring: faulty)
            {
                return [String(changed), unwrapped]
            }
            let rest = lines.dropFirst().joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            return [lines.first ?? "", rest]
        default:
            return [answer]
        }
    }

    /// True when a line typed as a bug's fix is a bare line number of `code` (`16`, `line 16`):
    /// no line of Swift is a number alone, so the learner picks another line.
    package static func picksAnotherLine(_ typed: String, in code: String) -> Bool {
        guard let match = typed.wholeMatch(of: /\s*(?i:line\s*)?(\d+)\s*/), let number = Int(match.output.1) else {
            return false
        }
        return (1...max(1, code.split(separator: "\n", omittingEmptySubsequences: false).count)).contains(number)
    }

    /// True when a line typed as a bug's fix asks for the line to be removed (`delete`): the
    /// fix is then the code without that line.
    package static func deletesLine(_ typed: String) -> Bool {
        ["delete", "delete line", "delete it", "(delete)"].contains(
            typed.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The line of `code` a whole corrected copy of it changes first (one of `faulty` when it
    /// changes one of those); nil when `answer` is not such a copy, or changes nothing.
    static func changedLine(_ answer: String, of code: String, preferring faulty: [Int]) -> Int? {
        let original = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard AnswerChecker.isWholeProgram(answer, like: original) else { return nil }
        let kept = Set(
            answer.split(separator: "\n", omittingEmptySubsequences: false).map {
                SwiftTokens.tokenize(String($0))
            })
        let changed = original.indices.filter { index in
            !original[index].trimmingCharacters(in: .whitespaces).isEmpty
                && !kept.contains(SwiftTokens.tokenize(original[index]))
        }.map { $0 + 1 }
        return changed.first { faulty.contains($0) } ?? changed.first
    }

    /// "24: fix", "line 24 fix", "#24 - fix", "24 | fix": the line number and the fix written on one line.
    private static func lineAndFix(in text: String) -> (line: String, fix: String)? {
        guard
            let match = text.wholeMatch(
                of: /\s*(?i:line\s*|l|#)?(\d+)\s*[:.)\-–|│]?\s+(\S.*)/)
        else { return nil }
        return (String(match.output.1), String(match.output.2))
    }
}
