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
    /// False when `validate` checks a blank's accepted answers themselves: each is then
    /// compiled and tested instead of being taken as right.
    package var acceptsListedFillings = true

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
        case .wrapper(let scenario, let expected, let treeID, _):
            return checkWrapper(trimmed, expected, treeID: treeID, scenario: scenario)
        case .text(let accept):
            if TextPattern.stripped(trimmed).isEmpty { return .invalid("type your answer") }
            for given in [trimmed, AnswerNote.withoutNote(trimmed)].compactMap(\.self)
            where accept.contains(where: { TextPattern.matches(given, entry: $0) }) {
                return .verdict(.right())
            }
            let caseOnly = accept.contains { TextPattern.matchesIgnoringCase(trimmed, entry: $0) }
            return .verdict(
                .wrong(expected: nil, caseOnly ? ["Swift is case-sensitive: check the capital letters."] : []))
        case .order(let steps): return checkOrder(trimmed, steps: steps, anyOrder: question.anyOrder)
        case .output(_, let expected): return OutputComparison.compare(answer, expected: expected)
        case .code(let starter, let solution, let must, let mustNot, let tests):
            let code = CodeAnswer.unwrapped(answer)
            if let placed = CodeAnswer.placedInStarter(code, starter: starter) {
                return checkCode(placed, solution: solution, must: must, mustNot: mustNot, tests: tests)
            }
            let outcome = checkCode(code, solution: solution, must: must, mustNot: mustNot, tests: tests)
            return Self.replacingWholeStarter(outcome, code: code, starter: starter)
        case .blank(let code, let blanks, let tests):
            guard blanks.count == 1 else {
                return .invalid("this question has \(blanks.count) gaps; answer them one at a time")
            }
            return checkGap(trimmed, gap: 0, code: code, blanks: blanks, tests: tests)
        case .tree, .bug:
            return .invalid("this question is answered step by step")
        }
    }

    /// An answer compiled alone (it could not be put in the starter) that fails because it
    /// lacks what the starter declares is not a try: the learner is told what is missing.
    static func replacingWholeStarter(_ outcome: CheckOutcome, code: String, starter: String) -> CheckOutcome {
        guard case .verdict(let verdict) = outcome, !verdict.isCorrect else { return outcome }
        let missing = CodeAnswer.starterNamesMissing(from: code, starter: starter)
        let lacked = missing.filter { name in
            (verdict.diagnostics.map(\.message) + verdict.feedback).contains {
                $0.contains("cannot find '\(name)'") || $0.contains("cannot find type '\(name)'")
            }
        }
        guard !lacked.isEmpty else { return outcome }
        let names = lacked.map { "`\($0)`" }.joined(separator: ", ")
        return .invalid(
            "your answer replaces the whole starter, and \(names) \(lacked.count == 1 ? "is" : "are") not in it: "
                + "hand in only the declarations you change (they go in place of the starter's), or the whole file")
    }

    // MARK: Steps

    /// One gap of a `blank` question. The code filled with the answer (other gaps with their
    /// first accepted answer) is right when it is one of the accepted fillings token for token
    /// (the fast path), or when it compiles and passes the question's tests.
    /// `held` are fillings of earlier gaps (by gap, as ``BlankCode/adjusted(_:gap:in:)`` left
    /// them) that are judged together with this one.
    package func checkGap(
        _ answer: String, gap: Int, code: String, blanks: [[String]], tests: String? = nil, held: [Int: String] = [:]
    ) -> CheckOutcome {
        guard gap < blanks.count else { return .invalid("no such gap") }
        let answer = Self.gapFilling(answer)
        if answer.isEmpty { return .invalid("type the code that fills gap \(gap + 1)") }
        let accepted = blanks[gap]
        let filling = BlankCode.adjusted(answer, gap: gap, in: code)
        let filled = BlankCode.fill(code, with: held.merging([gap: filling]) { $1 }, blanks: blanks)
        if acceptsListedFillings, held.isEmpty,
            accepted.contains(where: {
                SwiftTokens.sameTokens(filled, BlankCode.fill(code, gap: gap, with: $0, blanks: blanks))
            })
        {
            return .verdict(.right())
        }
        guard compiler != nil else {
            var verdict = Verdict.wrong(expected: accepted.first)
            verdict.checkedWithoutCompiler = true
            return .verdict(verdict)
        }
        return compiledAndTested(
            filled, tests: tests, expected: accepted.first,
            compileFailure: "With that filling the code does not compile:",
            passed: "It compiles and passes the question's tests.",
            compiled: .right(["It compiles. The lesson's answer: `\(accepted.first ?? "")`"]))
    }

    /// A gap's answer as the learner typed it, without backticks, a fence or surrounding spaces.
    package static func gapFilling(_ answer: String) -> String {
        CodeAnswer.unwrapped(answer).trimmingCharacters(in: .whitespaces)
    }

    /// The faulty line of a `bug` question: one of `lines` (every line where a one-line fix works).
    package func checkBugLine(_ answer: String, code: String, lines: [Int]) -> CheckOutcome {
        // A YAML `|` block ends with a line break, which starts no line of its own.
        var listing = code.split(separator: "\n", omittingEmptySubsequences: false)
        if listing.count > 1, listing.last?.isEmpty == true { listing.removeLast() }
        let lineCount = listing.count
        guard let number = Self.lineNumber(in: answer), number >= 1, number <= lineCount else {
            return .invalid("answer with a line number from 1 to \(lineCount)")
        }
        return .verdict(lines.contains(number) ? .right() : .wrong(expected: "line \(lines.first ?? 1)"))
    }

    /// The number in "12", "line 12", "Line 12." or "#12"; nil when there is not exactly one.
    package static func lineNumber(in answer: String) -> Int? {
        let text = TextPattern.stripped(answer).lowercased()
        var rest = Substring(text)
        for prefix in ["line", "l", "#"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        rest = rest.drop { $0 == " " || $0 == "#" || $0 == ":" }
        while let last = rest.last, last == ":" || last == "." || last == " " { rest = rest.dropLast() }
        return Int(rest)
    }

    /// A learner's fix for line `line` of a `bug` question. The code with that line replaced must
    /// compile and pass the question's tests; a compile-error question without tests needs only
    /// the compile. Retyping the faulty line never counts.
    package func checkBugFix(
        _ answer: String, fix: String, code: String, line: Int, isCompileError: Bool = true, tests: String? = nil,
        keyedLine: Int? = nil, deletingLine: Bool = false
    ) -> CheckOutcome {
        let answer = CodeAnswer.unwrapped(answer)
        if answer.trimmingCharacters(in: .whitespaces).isEmpty && !deletingLine {
            return .invalid("type the corrected line")
        }
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.indices.contains(line - 1) else { return .verdict(.wrong(expected: fix)) }
        // Token for token: `self.id = id` is a change from `id = id`.
        if SwiftTokens.tokenize(answer) == SwiftTokens.tokenize(lines[line - 1]) {
            return .verdict(.wrong(expected: fix, ["That is the line as it was; it needs a change."]))
        }
        let isKeyedFix = (keyedLine ?? line) == line && SwiftTokens.sameTokens(answer, fix)
        if isKeyedFix { return .verdict(.right(["Your fix matches the lesson's."])) }
        guard compiler != nil else {
            var verdict = Verdict.wrong(
                expected: fix, ["Without a Swift compiler only the lesson's fix can be recognised."])
            verdict.checkedWithoutCompiler = true
            return .verdict(verdict)
        }
        let fixed: String
        if Self.isWholeProgram(answer, like: lines) {
            // The whole corrected code pasted: it is the program, as long as it changes it.
            if SwiftTokens.sameTokens(answer, code) {
                return .verdict(.wrong(expected: fix, ["That is the code as it was; it needs a change."]))
            }
            fixed = answer
        } else {
            lines[line - 1] = answer
            fixed = lines.joined(separator: "\n")
        }
        // A logic bug with no tests: compiling proves nothing, so only the lesson's fix counts.
        let compiled: Verdict =
            isCompileError
            ? .right(["Your fix compiles."])
            : .wrong(expected: fix, ["This question has no tests, so only the lesson's fix can be recognised."])
        return compiledAndTested(
            fixed, tests: tests, expected: fix, compileFailure: "Your fix does not compile:",
            passed: "Your fix compiles and passes the tests.", compiled: compiled)
    }

    /// True when a fix of several lines is the question's whole code again, corrected (most of
    /// its lines are the code's, and it is about as long), rather than lines for one place.
    static func isWholeProgram(_ answer: String, like code: [String]) -> Bool {
        let written = { (lines: [String]) in
            lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let given = written(answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let original = written(code)
        guard given.count >= 3, original.count >= 3, abs(given.count - original.count) <= max(3, original.count / 5)
        else { return false }
        let known = Set(given)
        return Double(original.count { known.contains($0) }) >= 0.7 * Double(original.count)
    }

    /// One step of a tree walk: `answer` is a letter or an edge label at `nodeID`.
    package static func chooseEdge(_ answer: String, in tree: DecisionTree, at nodeID: String) -> DecisionTree.Edge? {
        let edges = tree.edges(from: nodeID)
        if let index = ChoiceLetters.index(of: answer, count: edges.count) { return edges[index] }
        if let number = Int(answer.trimmingCharacters(in: .whitespaces)), number >= 1, number <= edges.count {
            return edges[number - 1]
        }
        if let edge = edges.first(where: { DecisionTree.sameLabel($0.label, answer) }) { return edge }
        // "No" for "No, it only displays it": the first words of one label only.
        let starting = edges.filter { DecisionTree.label($0.label, startsWith: answer) }
        return starting.count == 1 ? starting[0] : nil
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
        case .blank(_, let blanks, _): return blanks.map { $0.first ?? "" }.joined(separator: " | ")
        case .output(_, let answer): return answer
        case .bug(_, let lines, let fix, _, _): return "line \(lines.first ?? 1)" + (fix.map { ": \($0)" } ?? "")
        case .order(let steps): return steps.indices.map(ChoiceLetters.letter).joined()
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
            ?? choices.firstIndex { Self.choiceText($0.text) == Self.choiceText(answer) }
        guard let index else {
            return .invalid("answer with a letter \(ChoiceLetters.range(choices.count)) (or the text of a choice)")
        }
        let correct = choices.firstIndex { $0.isCorrect } ?? 0
        let feedback = choices[index].feedback.map { [$0] } ?? []
        if index == correct { return .verdict(.right(feedback)) }
        return .verdict(.wrong(expected: nil, feedback))
    }

    /// A choice's text as a learner may retype it: without Markdown's backticks, a final period
    /// or case.
    static func choiceText(_ text: String) -> String {
        TextPattern.fold(TextPattern.stripped(text).replacingOccurrences(of: "`", with: ""))
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
        // Each picked choice's feedback, labelled with its letter (several may speak at once).
        let feedback = picks.sorted().compactMap { index in
            choices[index].feedback.map { "\(ChoiceLetters.letter(index))) \($0)" }
        }
        return .verdict(Verdict(score: score, feedback: feedback))
    }

    private func checkTrueFalse(_ answer: String, _ expected: Bool) -> CheckOutcome {
        guard let value = Self.truthValue(of: answer) else {
            return .invalid("answer true or false (yes/no, t/f and y/n work too)")
        }
        return .verdict(value == expected ? .right() : .wrong(expected: nil))
    }

    /// What a true-or-false answer says, or nil when it says neither.
    static func truthValue(of answer: String) -> Bool? {
        switch trueFalseWord(answer) {
        case "yes", "y", "true", "t", "correct", "right", "yep", "yeah": return true
        case "no", "n", "false", "f", "incorrect", "wrong", "nope", "not true", "untrue": return false
        default: return nil
        }
    }

    /// The word that answers a true-or-false question, lower-cased: `False.`, `**false**`,
    /// `It's false`, `false, because…` and `False - it resets` all give `false`.
    static func trueFalseWord(_ answer: String) -> String {
        let marks = CharacterSet(charactersIn: "*_! ")
        var text = TextPattern.stripped(answer).lowercased().trimmingCharacters(in: marks)
        for lead in ["the answer is", "i think", "it's", "it is", "that's", "that is", "this is"]
        where text.hasPrefix(lead + " ") {
            text = String(text.dropFirst(lead.count + 1))
        }
        if let reason = text.firstMatch(of: /(?:\s*[,;:(—–]|\s+-|\s+because\b|\s+since\b|\.\s)/),
            reason.range.lowerBound > text.startIndex
        {
            text = String(text[..<reason.range.lowerBound])
        }
        return TextPattern.stripped(text).trimmingCharacters(in: marks)
    }

    private func checkWrapper(_ written: String, _ expected: String, treeID: String?, scenario: String) -> CheckOutcome
    {
        if TextPattern.stripped(written).isEmpty { return .invalid("name the property wrapper, like '@State'") }
        // `@AppStorage, so it survives a relaunch`: the wrapper before a note is the answer.
        var answer = written
        if !WrapperSpelling.matches(written, expected), let plain = AnswerNote.withoutNote(written),
            WrapperSpelling.matches(plain, expected)
        {
            answer = plain
        }
        if WrapperSpelling.isPlaceholder(answer) && !WrapperSpelling.isPlaceholder(expected) {
            return .invalid("name the real one: the tree's `Type.self` or `\\.keyPath` stands for the type or key path")
        }
        if WrapperSpelling.matches(answer, expected) {
            var problem = Self.typeProblem(TextPattern.stripped(answer), scenario: scenario)
            if problem == nil {
                do { problem = try declarationProblem(answer) } catch { return error.outcome }
            }
            guard let problem else { return .verdict(.right()) }
            return .verdict(
                .wrong(expected: nil, ["The wrapper is right, but \(problem)"]))
        }
        let feedback: [String] = WrapperSpelling.note(answer, expected).map { [$0] } ?? []
        var verdict = Verdict.wrong(expected: nil, feedback)
        if let treeID, let tree = trees[treeID],
            let path = tree.path(toLeafWhere: { WrapperSpelling.matches(expected, $0.text) })
        {
            verdict.afterLastTry.append(TreePath.describe(path, in: tree))
        }
        return .verdict(verdict)
    }

    /// An `order` answer in the file's letters (the session maps the shuffled letters the
    /// learner saw back to them): right when it lists the steps as the file does, steps of an
    /// `anyOrder` run in any order among themselves.
    private func checkOrder(_ answer: String, steps: [String], anyOrder: [ClosedRange<Int>]) -> CheckOutcome {
        guard let picked = ChoiceLetters.indices(of: answer, count: steps.count) ?? Self.orderByText(answer, steps),
            picked.count == steps.count,
            Set(picked).count == steps.count
        else {
            return .invalid(
                "type all \(steps.count) letters \(ChoiceLetters.range(steps.count)) once each, in the order the steps happen"
            )
        }
        let inPlace = steps.indices.allSatisfy { index in
            guard let run = anyOrder.first(where: { $0.contains(index) }) else { return picked[index] == index }
            return run.contains(picked[index])
        }
        return .verdict(inPlace ? .right() : .wrong(expected: nil))
    }
}

extension AnswerChecker {
    /// What separates the steps of an `order` answer recorded as the steps' texts (as a
    /// students' copy records it, where letters would name its own order of the steps).
    package static let orderTextSeparator = " / "

    /// An `order` answer written as the steps' texts, in the file's indices; nil when a text is
    /// not one of the steps.
    static func orderByText(_ answer: String, _ steps: [String]) -> [Int]? {
        let texts = answer.components(separatedBy: orderTextSeparator)
        guard texts.count == steps.count else { return nil }
        var indices: [Int] = []
        for text in texts {
            guard let index = steps.indices.first(where: { steps[$0] == text && !indices.contains($0) }) else {
                return nil
            }
            indices.append(index)
        }
        return indices
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
