import Foundation

/// Counts a question's answers the way its checker reads them: a choice by the choice it names
/// (a file-order letter and the choice's text are one row), `multi` and `order` answers as the
/// choices' and steps' texts, code by the check it failed when one is known, else by the code
/// with its whitespace folded (shown as first written, lines kept, case kept), and everything
/// else as written, trimmed.
struct ResponseTally {
    private struct Row {
        var answer: ResponseCount.Answer
        var count = 0
        var firstTries = 0
        var correct = 0
        var order: Int
    }

    private enum Key: Hashable {
        case choice(Int)
        case choices([Int])
        case sequence([Int])
        case truth(Bool)
        case written(String)
        case failedCheck(String)
    }

    let question: Question
    /// Attempt id → the check it failed when judged again, for code answers.
    let failedChecks: [String: String]
    private var rows: [Key: Row] = [:]
    /// What each distinct answer text was read as, for the kinds read from the text alone: a
    /// class gives the same few answers many times, and reading one is a parse.
    private var readings: [String: (Key, ResponseCount.Answer)] = [:]

    init(question: Question, failedChecks: [String: String]) {
        self.question = question
        self.failedChecks = failedChecks
        switch question.payload {
        case .choice(let choices):
            for (index, choice) in choices.enumerated() {
                rows[.choice(index)] = Row(answer: .choice(choice.text), order: index)
            }
        case .truefalse:
            rows[.truth(true)] = Row(answer: .truth(true), order: 0)
            rows[.truth(false)] = Row(answer: .truth(false), order: 1)
        default: break
        }
    }

    /// Counts one attempt: as an answer that ended a visit when `isFinal`, as a learner's first
    /// try when `isFirstTry`. Skipped attempts are not answers and are not counted.
    mutating func add(_ attempt: AttemptRecord, isFinal: Bool, isFirstTry: Bool) {
        guard !attempt.skipped, isFinal || isFirstTry else { return }
        let (key, answer): (Key, ResponseCount.Answer)
        switch question.payload {
        case .choice, .multi, .order, .truefalse:
            if let known = readings[attempt.answer] {
                (key, answer) = known
            } else {
                (key, answer) = read(attempt)
                readings[attempt.answer] = (key, answer)
            }
        default:
            (key, answer) = read(attempt)
        }
        var row = rows[key] ?? Row(answer: answer, order: Int.max)
        if isFinal {
            row.count += 1
            if attempt.isCorrect { row.correct += 1 }
        }
        if isFirstTry { row.firstTries += 1 }
        rows[key] = row
    }

    /// The rows: a choice question's choices (and true and false) first, in the file's order,
    /// even when nobody gave them; then the other answers, most given first (then most first
    /// tries, then by text).
    var counts: [ResponseCount] {
        let key = keyAnswers
        return rows.values.sorted { lhs, rhs in
            if lhs.order != rhs.order { return lhs.order < rhs.order }
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            if lhs.firstTries != rhs.firstTries { return lhs.firstTries > rhs.firstTries }
            return Self.sortText(lhs.answer) < Self.sortText(rhs.answer)
        }.map { row in
            ResponseCount(
                answer: row.answer, count: row.count, firstTries: row.firstTries, correct: row.correct,
                isKey: key.map { $0.contains(row.answer) })
        }
    }

    /// The answers the course names as right, for the kinds that name them directly.
    private var keyAnswers: Set<ResponseCount.Answer>? {
        switch question.payload {
        case .choice(let choices): return Set(choices.filter(\.isCorrect).map { .choice($0.text) })
        case .truefalse(let answer): return [.truth(answer)]
        default: return nil
        }
    }

    private func read(_ attempt: AttemptRecord) -> (Key, ResponseCount.Answer) {
        let trimmed = attempt.answer.trimmingCharacters(in: .whitespacesAndNewlines)
        switch question.payload {
        case .choice(let choices):
            let index =
                ChoiceLetters.index(of: trimmed, count: choices.count)
                ?? choices.firstIndex {
                    AnswerChecker.choiceText($0.text) == AnswerChecker.choiceText(trimmed)
                }
            if let index { return (.choice(index), .choice(choices[index].text)) }
        case .multi(let choices):
            if let picked = ChoiceLetters.indices(of: trimmed, count: choices.count) {
                let indices = Set(picked).sorted()
                return (.choices(indices), .choices(indices.map { choices[$0].text }))
            }
        case .order(let steps):
            if let picked = ChoiceLetters.indices(of: trimmed, count: steps.count), picked.count == steps.count,
                Set(picked).count == picked.count
            {
                return (.sequence(picked), .sequence(picked.map { steps[$0] }))
            }
        case .truefalse:
            if let value = AnswerChecker.truthValue(of: trimmed) { return (.truth(value), .truth(value)) }
        case .code, .bug, .blank:
            if let check = failedChecks[attempt.id] { return (.failedCheck(check), .failedCheck(check)) }
            let folded = trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return (.written(folded), .written(trimmed))
        case .wrapper, .tree, .output, .text:
            break
        }
        return (.written(trimmed), .written(trimmed))
    }

    private static func sortText(_ answer: ResponseCount.Answer) -> String {
        switch answer {
        case .choice(let text), .written(let text), .failedCheck(let text): return text
        case .choices(let texts), .sequence(let texts): return texts.joined(separator: "\n")
        case .truth(let value): return value ? "true" : "false"
        }
    }
}
