import Foundation

/// A question the learner is answering: which step they are on, hints used, time started.
package struct QuestionAttempt: Equatable, Sendable {
    package enum Step: Equatable, Sendable {
        /// Waiting for the answer (single-step kinds, and the first step of the others).
        case answer
        /// `blank`: waiting for gap `n`.
        case gap(Int)
        /// `bug`: waiting for the fix of `line`, a line the learner rightly named.
        case fix(line: Int)
        /// `tree`: standing at this node.
        case treeNode(String)
        /// Answered; the verdict is shown and Enter moves on.
        case done(Verdict)
    }

    package var question: Question
    package var step: Step
    package var hintsShown = 0
    package var startedAt: Date
    /// When the question opened on a monotonic clock, in seconds: what the answer took is
    /// measured on it, so a wall clock set back never makes a time negative.
    package var startedUptime: TimeInterval
    /// Answers given so far, for the record ("b", or "line 4 / fix", or the tree labels).
    package var given: [String] = []
    /// Scores of the steps so far (gaps, tree steps).
    package var stepScores: [Double] = []
    /// `blank`: fillings of the gaps just before the current one that leave a bracket open, by
    /// gap; they are judged with the gap that closes it.
    package var heldGaps: [Int: String] = [:]
    /// Wrong tries so far; the question ends after `triesAllowed` of them.
    package var misses = 0
    package var triesAllowed: Int
    /// The order the choices of a `choice` or `multi` question (or the steps of an `order`
    /// question) are shown in: `shownOrder[i]` is the index in the file of the item shown with
    /// letter i. Empty when the file's order is shown (other kinds, `statetutor check`).
    package var shownOrder: [Int] = []

    /// `learnerID` seeds the order of choices; nil keeps the file's order. `round` counts the
    /// times the question came back in a review: each time, an `order` question's steps are
    /// shuffled anew, so that the letters are never what is remembered.
    package init(
        question: Question, startedAt: Date, startedUptime: TimeInterval = 0, course: Course, learnerID: String? = "",
        round: Int = 0
    ) {
        self.question = question
        self.startedAt = startedAt
        self.startedUptime = startedUptime
        self.step = AnswerSteps.first(of: question, trees: course.trees)
        self.triesAllowed = course.tries
        switch question.payload {
        case .truefalse:
            // With two answers, a second try is the answer: the explanation comes at once.
            triesAllowed = 1
        case .choice(let choices), .multi(let choices):
            if case .choice = question.payload, choices.count <= 2 { triesAllowed = 1 }
            guard let learnerID else { break }
            shownOrder = QuestionOrder.permutation(
                count: choices.count, seed: learnerID + "/" + question.id, allowingIdentity: true)
        case .order(let steps):
            // Never the right order itself, and the same for every learner.
            if learnerID != nil {
                shownOrder = QuestionOrder.permutation(
                    count: steps.count, seed: round == 0 ? question.id : "\(question.id)/\(round)")
            }
        default: break
        }
        // Assessment mode: one answer per question, whatever the kind.
        if course.mode == .assessment { triesAllowed = 1 }
    }

    /// The try the next answer is (1 for the first).
    package var tryNumber: Int { misses + 1 }

    /// Tries left after the current one.
    package var triesLeft: Int { max(0, triesAllowed - misses) }

    /// An answer typed with the letters as shown, in the file's letters (which the checker, the
    /// saved progress and `statetutor check` use). Other answers (a choice's text) are unchanged.
    package func fileLetters(_ answer: String) -> String {
        let count = shownOrder.count
        guard count > 0 else { return answer }
        if case .choice = question.payload, let index = ChoiceLetters.index(of: answer, count: count) {
            return ChoiceLetters.letter(shownOrder[index])
        }
        if case .multi = question.payload, let indices = ChoiceLetters.indices(of: answer, count: count) {
            return indices.map { shownOrder[$0] }.sorted().map(ChoiceLetters.letter).joined()
        }
        if case .order = question.payload, let indices = ChoiceLetters.indices(of: answer, count: count) {
            return indices.map { ChoiceLetters.letter(shownOrder[$0]) }.joined()
        }
        return answer
    }

    /// File letters (`"ac"`) as the learner sees them (`"bd"`): sorted for a `multi` answer, in
    /// the same sequence for an `order` answer.
    package func shownLetters(_ fileLetters: String) -> String {
        guard !shownOrder.isEmpty, let indices = ChoiceLetters.indices(of: fileLetters, count: shownOrder.count) else {
            return fileLetters
        }
        let shown = indices.compactMap { shownOrder.firstIndex(of: $0) }
        if case .order = question.payload { return shown.map(ChoiceLetters.letter).joined() }
        return shown.sorted().map(ChoiceLetters.letter).joined()
    }

    /// True when the answer to the current step is typed over several lines.
    package var takesMultipleLines: Bool { AnswerSteps.takesMultipleLines(question, at: step) }

    package var isAnswered: Bool {
        if case .done = step { return true }
        return false
    }

    package var verdict: Verdict? {
        if case .done(let verdict) = step { return verdict }
        return nil
    }
}
