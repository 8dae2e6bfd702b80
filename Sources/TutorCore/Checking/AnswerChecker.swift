import Foundation

/// Checks learners' answers to every question kind. Multi-step kinds (`tree`, `bug`, `blank`
/// with several gaps) are checked one step at a time. With a compiler, code is type-checked
/// against the SwiftUI surface (and `code` tests run, unless execution is off); without one,
/// code answers fall back to Swift-token comparison.
package struct AnswerChecker: Sendable {
    /// The course's decision trees, by id: a wrapper answer is explained by its path in a tree.
    package var trees: [String: DecisionTree]
    package var compiler: (any SwiftChecking)?
    /// False with `--no-exec`: learner code is type-checked but never run.
    package var allowsExecution: Bool
    /// The deployment target code is checked against (the question's lesson's); nil: the newest iOS.
    package var target: DeploymentTarget?

    package init(
        trees: [String: DecisionTree] = [:], compiler: (any SwiftChecking)? = nil, allowsExecution: Bool = true
    ) {
        self.trees = trees
        self.compiler = compiler
        self.allowsExecution = allowsExecution
    }

    /// Checks a complete answer to a single-step question.
    package func check(_ answer: String, for question: Question) -> CheckOutcome {
        let outcome = scoped(to: question).checkOnce(answer, for: question)
        guard case .verdict(var verdict) = outcome else { return outcome }
        if !verdict.isCorrect && verdict.expected == nil { verdict.expected = expectedAnswer(for: question) }
        return .verdict(verdict)
    }

    /// This checker with the deployment target of `question`'s lesson.
    package func scoped(to question: Question) -> AnswerChecker {
        var scoped = self
        scoped.target = question.target
        return scoped
    }

    private func checkOnce(_ answer: String, for question: Question) -> CheckOutcome {
        let trimmed = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        switch question.payload {
        case .choice(let choices): return checkChoice(trimmed, choices)
        case .multi(let choices): return checkMulti(trimmed, choices)
        case .truefalse(let expected): return checkTrueFalse(trimmed, expected)
        case .wrapper(_, let expected, let treeID, _): return checkWrapper(trimmed, expected, treeID: treeID)
        case .text(let accept):
            if trimmed.isEmpty { return .invalid("type your answer") }
            let right = accept.contains { TextPattern.matches(trimmed, entry: $0) }
            return .verdict(right ? .right() : .wrong(expected: nil))
        case .order(let steps): return checkOrder(trimmed, steps: steps, seed: question.id)
        case .output(_, let expected): return OutputComparison.compare(answer, expected: expected)
        case .code(_, let solution, let must, let mustNot, let tests):
            return checkCode(answer, solution: solution, must: must, mustNot: mustNot, tests: tests)
        case .blank(let code, let blanks):
            guard blanks.count == 1 else {
                return .invalid("this question has \(blanks.count) gaps; answer them one at a time")
            }
            return checkGap(trimmed, gap: 0, code: code, blanks: blanks)
        case .tree, .bug:
            return .invalid("this question is answered step by step")
        }
    }

    // MARK: Steps

    /// One gap of a `blank` question: the code filled with the answer is compared, as Swift
    /// tokens, with the code filled with each accepted answer (so `private @State` matches
    /// `@State private`).
    package func checkGap(_ answer: String, gap: Int, code: String, blanks: [[String]]) -> CheckOutcome {
        guard gap < blanks.count else { return .invalid("no such gap") }
        if answer.isEmpty { return .invalid("type the code that fills gap \(gap + 1)") }
        let accepted = blanks[gap]
        let filled = BlankCode.fill(code, gap: gap, with: answer, blanks: blanks)
        if accepted.contains(where: {
            SwiftTokens.equivalent(filled, BlankCode.fill(code, gap: gap, with: $0, blanks: blanks))
        }) {
            return .verdict(.right())
        }
        return .verdict(.wrong(expected: accepted.first, compilerFeedback(for: filled)))
    }

    /// The faulty line of a `bug` question.
    package func checkBugLine(_ answer: String, code: String, line: Int) -> CheckOutcome {
        let lineCount = code.split(separator: "\n", omittingEmptySubsequences: false).count
        let trimmed = answer.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(
            of: "line", with: ""
        )
        .trimmingCharacters(in: .whitespaces)
        guard let number = Int(trimmed), number >= 1, number <= lineCount else {
            return .invalid("answer with a line number from 1 to \(lineCount)")
        }
        return .verdict(number == line ? .right() : .wrong(expected: "line \(line)"))
    }

    /// A learner's fix for the faulty line of a `bug` question. With a compiler, the code with
    /// the line replaced must type-check; without one, it is compared with the lesson's fix.
    package func checkBugFix(
        _ answer: String, fix: String, code: String, line: Int, isCompileError: Bool = true
    ) -> CheckOutcome {
        if answer.trimmingCharacters(in: .whitespaces).isEmpty { return .invalid("type the corrected line") }
        if SwiftTokens.equivalent(answer, fix) { return .verdict(.right(["Your fix matches the lesson's."])) }
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.indices.contains(line - 1) else { return .verdict(.wrong(expected: fix)) }
        if SwiftTokens.equivalent(answer, lines[line - 1]) {
            return .verdict(
                Verdict(score: 0.5, feedback: ["That is the line as it was; it needs a change."], expected: fix))
        }
        guard compiler != nil else {
            return .verdict(.right(["The lesson's fix: `\(fix)` (no Swift compiler here to check yours)."]))
        }
        lines[line - 1] = answer
        let diagnostics = compilerFeedback(for: lines.joined(separator: "\n"))
        if !diagnostics.isEmpty {
            return .verdict(Verdict(score: 0.5, feedback: ["Your fix does not compile:"] + diagnostics, expected: fix))
        }
        if isCompileError { return .verdict(.right(["Your fix compiles."])) }
        // A logic bug: compiling proves nothing, so the line counts and the lesson's fix is shown.
        return .verdict(
            .right(["Your fix compiles; compare it with the lesson's, which changes the behaviour: `\(fix)`"]))
    }

    /// One step of a tree walk: `answer` is a letter or an edge label at `nodeID`.
    package static func chooseEdge(_ answer: String, in tree: DecisionTree, at nodeID: String) -> DecisionTree.Edge? {
        let edges = tree.edges(from: nodeID)
        if let index = ChoiceLetters.index(of: answer, count: edges.count) { return edges[index] }
        if let number = Int(answer.trimmingCharacters(in: .whitespaces)), number >= 1, number <= edges.count {
            return edges[number - 1]
        }
        return edges.first { DecisionTree.sameLabel($0.label, answer) }
    }

    // MARK: The right answer

    /// The right answer of a question, as text.
    package func expectedAnswer(for question: Question) -> String {
        switch question.payload {
        case .choice(let choices):
            let index = choices.firstIndex { $0.isCorrect } ?? 0
            return "\(ChoiceLetters.letter(index))) \(choices[index].text)"
        case .multi(let choices):
            return choices.indices.filter { choices[$0].isCorrect }.map(ChoiceLetters.letter).joined()
        case .truefalse(let answer): return answer ? "true" : "false"
        case .wrapper(_, let answer, _, _): return answer
        case .tree(let treeID, _, let path):
            guard let tree = trees[treeID] else { return path.joined(separator: " → ") }
            return TreePath.describe(pathEdges(path, in: tree), in: tree)
        case .blank(_, let blanks): return blanks.map { $0.first ?? "" }.joined(separator: " | ")
        case .output(_, let answer): return answer
        case .bug(_, let line, let fix, _): return "line \(line)" + (fix.map { ": \($0)" } ?? "")
        case .order(let steps):
            let shown = QuestionOrder.permutation(count: steps.count, seed: question.id)
            return steps.indices.map { ChoiceLetters.letter(shown.firstIndex(of: $0) ?? 0) }.joined()
        case .code(_, let solution, _, _, _): return solution
        case .text(let accept): return accept.first { !TextPattern.isRegex($0) } ?? accept.first ?? ""
        }
    }

    private func pathEdges(_ labels: [String], in tree: DecisionTree) -> [DecisionTree.Edge] {
        var edges: [DecisionTree.Edge] = []
        var current = tree.root?.id
        for label in labels {
            guard let id = current,
                let edge = tree.edges(from: id).first(where: { DecisionTree.sameLabel($0.label, label) })
            else { break }
            edges.append(edge)
            current = edge.to
        }
        return edges
    }

    // MARK: Kinds

    private func checkChoice(_ answer: String, _ choices: [Question.Choice]) -> CheckOutcome {
        let index =
            ChoiceLetters.index(of: answer, count: choices.count)
            ?? choices.firstIndex { TextPattern.fold($0.text) == TextPattern.fold(answer) }
        guard let index else {
            return .invalid("answer with a letter \(ChoiceLetters.range(choices.count)) (or the text of a choice)")
        }
        let correct = choices.firstIndex { $0.isCorrect } ?? 0
        let feedback = choices[index].feedback.map { [$0] } ?? []
        if index == correct { return .verdict(.right(feedback)) }
        return .verdict(.wrong(expected: nil, feedback))
    }

    private func checkMulti(_ answer: String, _ choices: [Question.Choice]) -> CheckOutcome {
        guard let picked = ChoiceLetters.indices(of: answer, count: choices.count) else {
            return .invalid(
                "answer with the letters of every right choice, like 'ac' (\(ChoiceLetters.range(choices.count)))")
        }
        let picks = Set(picked)
        let correct = Set(choices.indices.filter { choices[$0].isCorrect })
        let right = picks.intersection(correct).count
        let wrong = picks.subtracting(correct).count
        let score = Double(right - wrong) / Double(max(1, correct.count))
        let feedback = picks.sorted().compactMap { choices[$0].feedback }
        return .verdict(Verdict(score: score, feedback: feedback))
    }

    private func checkTrueFalse(_ answer: String, _ expected: Bool) -> CheckOutcome {
        let value: Bool
        switch answer.lowercased() {
        case "yes", "y", "true", "t": value = true
        case "no", "n", "false", "f": value = false
        default: return .invalid("answer true or false (yes/no, t/f and y/n work too)")
        }
        return .verdict(value == expected ? .right() : .wrong(expected: nil))
    }

    private func checkWrapper(_ answer: String, _ expected: String, treeID: String?) -> CheckOutcome {
        if answer.isEmpty { return .invalid("name the property wrapper, like '@State'") }
        if WrapperSpelling.matches(answer, expected) { return .verdict(.right()) }
        var feedback: [String] = []
        if let treeID, let tree = trees[treeID],
            let path = tree.path(toLeafWhere: { WrapperSpelling.matches(expected, $0.text) })
        {
            feedback.append(TreePath.describe(path, in: tree))
        }
        return .verdict(.wrong(expected: nil, feedback))
    }

    private func checkOrder(_ answer: String, steps: [String], seed: String) -> CheckOutcome {
        let shown = QuestionOrder.permutation(count: steps.count, seed: seed)
        guard let picked = ChoiceLetters.indices(of: answer, count: steps.count), picked.count == steps.count,
            Set(picked).count == steps.count
        else {
            return .invalid(
                "type all \(steps.count) letters \(ChoiceLetters.range(steps.count)) once each, in order, like '\(shown.indices.map(ChoiceLetters.letter).joined())'"
            )
        }
        // picked[i] is the shown position chosen as step i; shown[position] is the original step.
        let order = picked.map { shown[$0] }
        return .verdict(order == Array(steps.indices) ? .right() : .wrong(expected: nil))
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
