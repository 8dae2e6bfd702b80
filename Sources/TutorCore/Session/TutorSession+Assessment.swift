import Foundation

/// Answering in assessment mode (`mode: assessment` in `course.yaml`): each step is taken as
/// typed, nothing is judged or told, and the whole answer is recorded once, awaiting the
/// instructor's verdict. Only what reveals nothing of the key is said: an answer that cannot be
/// read as one (a letter out of range, a line the code does not have) and the compiler's
/// errors on a code answer, which cost nothing.
extension TutorSession {
    func recordForVerdict(_ line: String, attempt: inout QuestionAttempt) -> [SessionEvent] {
        let question = attempt.question
        let typed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        switch (attempt.step, question.payload) {
        case (.gap(let gap), .blank(_, let blanks, _)):
            attempt.given.append(AnswerChecker.gapFilling(typed))
            guard gap + 1 < blanks.count else { return recordAnswer(&attempt) }
            attempt.step = .gap(gap + 1)
            update(attempt)
            return [.ask(attempt)]
        case (.answer, .bug(let code, _, let fix, _, _)):
            if case .invalid(let message) = checker.checkBugLine(line, code: code, lines: []) {
                return [.invalidAnswer(message)]
            }
            let number = AnswerChecker.lineNumber(in: line) ?? 0
            attempt.given.append("line \(number)")
            guard fix != nil else { return recordAnswer(&attempt) }
            attempt.step = .fix(line: number)
            update(attempt)
            return [.ask(attempt)]
        case (.fix, .bug(let code, _, _, _, _)):
            if typed.isEmpty { return [.answerExpected(.correctedLine)] }
            if AnswerSteps.picksAnotherLine(line, in: code) {
                attempt.given.removeLast()
                attempt.step = .answer
                update(attempt)
                return recordForVerdict(line, attempt: &attempt)
            }
            attempt.given.append(line)
            return recordAnswer(&attempt)
        case (.treeNode(let nodeID), .tree(let treeID, _, _)):
            guard let tree = course.trees[treeID] else { return recordAnswer(&attempt) }
            guard let edge = AnswerChecker.chooseEdge(line, in: tree, at: nodeID) else {
                return [.answerExpected(.branch(count: tree.edges(from: nodeID).count))]
            }
            attempt.given.append(edge.label)
            // One score per step, so that `back` can undo a step before the answer is recorded.
            attempt.stepScores.append(0)
            if let next = tree.node(edge.to), next.shape == .question {
                attempt.step = .treeNode(next.id)
                update(attempt)
                return [.ask(attempt)]
            }
            return recordAnswer(&attempt)
        default:
            switch question.payload {
            case .code(let starter, _, _, _, _):
                let code = CodeAnswer.unwrapped(line)
                let placed = CodeAnswer.placedInStarter(code, starter: starter) ?? code
                switch checker.scoped(to: question).compileErrors(of: placed) {
                case .verdict(let verdict)?: return [.doesNotCompile(attempt, verdict)]
                case .cancelled?: return [.checkCancelled]
                case .couldNotCheck(let failure)?: return [.checkFailed(failure)]
                case .invalid(let message)?: return [.invalidAnswer(message)]
                case nil: break
                }
                attempt.given.append(line)
            case .choice, .multi, .truefalse, .text, .order:
                // These are read without a compiler: only whether the answer can be read counts.
                let answer = attempt.shownOrder.isEmpty ? typed : attempt.fileLetters(typed)
                if case .invalid(let message) = checker.check(answer, for: question) {
                    return [.invalidAnswer(message)]
                }
                attempt.given.append(Self.recorded(answer, for: question, isPublished: course.isPublished))
            default:
                if typed.isEmpty { return [.invalidAnswer("type your answer")] }
                attempt.given.append(line)
            }
            return recordAnswer(&attempt)
        }
    }

    /// An answer as it is recorded. The steps of an `order` question in a students' copy are
    /// listed in an order of their own (the file's order is the answer), so their letters mean
    /// nothing in the full course: the steps' texts are recorded, one after the other.
    static func recorded(_ answer: String, for question: Question, isPublished: Bool) -> String {
        guard isPublished, case .order(let steps) = question.payload,
            let indices = ChoiceLetters.indices(of: answer, count: steps.count)
        else { return answer }
        return indices.map { steps[$0] }.joined(separator: AnswerChecker.orderTextSeparator)
    }

    /// The whole answer, recorded without a verdict; nothing about it is told.
    private func recordAnswer(_ attempt: inout QuestionAttempt) -> [SessionEvent] {
        attempt.step = .done(Verdict(score: 0))
        update(attempt)
        var record = AttemptRecord(
            lessonID: lesson?.id ?? "", questionID: attempt.question.id, contentHash: attempt.question.contentHash,
            at: clock(), answer: attempt.given.joined(separator: " / "), score: 0, hintsUsed: 0,
            seconds: secondsSinceOpening(attempt))
        record.awaitingVerdict = true
        record.steps = attempt.given
        attempts.append(record)
        progress?.record(record)
        return [.answerRecorded(attempt)]
    }
}
