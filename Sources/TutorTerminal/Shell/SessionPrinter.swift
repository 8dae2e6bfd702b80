import Foundation
import TutorCore

/// Turns session events into text for the terminal.
package struct SessionPrinter: Sendable {
    package var course: Course
    package var style: ShellStyle

    package init(course: Course, style: ShellStyle) {
        self.course = course
        self.style = style
    }

    package func render(_ event: SessionEvent) -> String {
        let paint = style.painter
        switch event {
        case .page(let lessonID, let index):
            guard let lesson = course.lesson(withID: lessonID), lesson.sections.indices.contains(index) else {
                return ""
            }
            let section = lesson.sections[index]
            var out = "\n"
            // The lesson's title above its pages, unless the page is titled the same.
            if section.title != lesson.title {
                out += style.hanging("", paint.paint(ControlCharacters.escape(lesson.title), .dim)) + "\n"
            }
            let number = "\(index + 1)/\(lesson.sections.count)  "
            out += style.hanging(number, paint.paint(ControlCharacters.escape(section.title), .boldCyan))
            out += "\n" + style.rule + "\n"
            out += content(of: section, showingQuestions: false)
            let questions = section.questions.count
            out +=
                "\n"
                + style.wrap(
                    paint.paint(
                        questions > 0
                            ? "\(questions) question\(questions == 1 ? "" : "s") on this page: 'next' asks \(questions == 1 ? "it" : "them")."
                            : (index + 1 < lesson.sections.count
                                ? "'next' for the next page." : "'next' to finish the lesson."), .dim))
                + "\n"
            return out
        case .ask(let attempt):
            return ask(attempt)
        case .stepRight(let step):
            return style.hanging(paint.paint("✓ ", .boldGreen), ControlCharacters.escape(Self.text(step))) + "\n"
        case .verdict(let attempt, let verdict):
            return self.verdict(attempt, verdict)
        case .answerRecorded:
            return style.wrap("Answer recorded.") + "\n"
                + style.wrap(paint.paint("Press Enter for the next step.", .dim)) + "\n"
        case .tryAgain(let attempt, let verdict):
            return tryAgain(attempt, verdict)
        case .doesNotCompile(let attempt, let verdict):
            return doesNotCompile(attempt, verdict)
        case .invalidAnswer(let message):
            return style.hanging(paint.paint("? ", .yellow), ControlCharacters.escape(message)) + "\n"
        case .answerExpected(let expectation):
            return style.hanging(paint.paint("? ", .yellow), ControlCharacters.escape(Self.text(expectation))) + "\n"
        case .checkCancelled:
            return style.wrap(
                paint.paint("Check cancelled.", .yellow) + " The question is still open: answer again, or 'solution'.")
                + "\n"
        case .checkFailed(let failure):
            return style.hanging(
                paint.paint("! ", .yellow),
                ControlCharacters.escape(
                    "Couldn't check this answer: \(failure.reason). It is not counted as a try; the question is still open."
                )) + "\n"
        case .hint(let text, let number, let total):
            return style.labelled(paint.paint("Hint \(number)/\(total): ", .yellow), text) + "\n"
        case .explanation(let text):
            return style.markdown(text) + "\n"
        case .tests(let source):
            return style.markdown(
                "These checks run against your code, after it compiles (each `expect` says what must hold):\n\n```swift\n\(source)\n```"
            ) + "\n"
        case .lessonFinished(let lessonID, let score, let points, let nextLessonID):
            let title = course.lesson(withID: lessonID)?.title ?? lessonID
            var out =
                style.hanging(paint.paint("Lesson complete: ", .boldGreen), ControlCharacters.escape(title)) + "\n"
            if course.mode == .assessment {
                out += style.wrap("Your answers are recorded for your instructor's verdict.") + "\n"
            } else {
                out +=
                    style.wrap(
                        "Score: \(Self.number(score)) / \(points)  "
                            + style.progressBar(points == 0 ? 1 : score / Double(points))) + "\n"
            }
            if let nextLessonID {
                out += style.wrap("Next: 'start \(nextLessonID)'") + "\n"
            } else {
                out += style.wrap("That was the last lesson of the course.") + "\n"
            }
            return out
        case .notice(let notice):
            return style.wrap(ControlCharacters.escape(SessionNoticeText.text(notice, in: course.mode))) + "\n"
        }
    }

    /// A page's items in order: prose and code, trees drawn in place, and (for `show`) each
    /// question as it is first asked. In the shell, questions wait for `next`.
    package func content(of section: Section, showingQuestions: Bool) -> String {
        var out = ""
        var prose: [MarkdownNode] = []
        func flush() {
            if !prose.isEmpty { out += "\n" + style.markdown(prose) + "\n" }
            prose = []
        }
        for item in section.items {
            switch item {
            case .sample(let sample, let block):
                if case .fails(let message) = sample.expectation {
                    // Code shown to fail must not look like code to copy.
                    flush()
                    let label = "✗ This code does not compile, on purpose (the compiler says: \(message))."
                    out += "\n" + style.painter.paint(style.wrap(ControlCharacters.escape(label)), .boldRed) + "\n"
                }
                prose.append(block)
            case .prose(let block):
                prose.append(block)
            case .tree(let tree):
                flush()
                out += "\n" + style.tree(tree) + "\n"
            case .question(let question):
                guard showingQuestions else { continue }
                flush()
                out += ask(question, step: AnswerSteps.first(of: question, trees: course.trees), given: [])
            }
        }
        flush()
        return out
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func text(_ step: StepProgress) -> String {
        switch step {
        case .line(let number): return "Right: line \(number)."
        case .branch(let label): return "Right: \(label)."
        case .gaps(let gaps) where gaps.count == 1: return "Gap \(gaps.lowerBound): right."
        case .gaps(let gaps): return "Gaps \(gaps.lowerBound)–\(gaps.upperBound): right."
        }
    }

    static func text(_ expectation: AnswerExpectation) -> String {
        switch expectation {
        case .correctedLine: return "type the corrected line ('solution' shows the lesson's fix)"
        case .branch(let count): return "answer with a letter \(ChoiceLetters.range(count)) (or the text of an answer)"
        }
    }

    private func ask(_ attempt: QuestionAttempt) -> String {
        ask(attempt.question, step: attempt.step, given: attempt.given, order: attempt.shownOrder)
    }

    /// `order`: the order choices are shown in (empty: the file's, as `show` prints them).
    private func ask(_ question: Question, step: QuestionAttempt.Step, given: [String], order: [Int] = []) -> String {
        let paint = style.painter
        var out = ""
        let header =
            "Question · \(Self.kindName(question.kind))" + (question.points == 1 ? "" : " · \(question.points) points")
        switch step {
        case .answer:
            out += "\n" + paint.paint(header, .boldMagenta) + "\n"
            out += body(of: question, order: order)
            out += style.wrap(paint.paint(instructions(for: question), .dim)) + "\n"
        case .gap(let gap):
            if gap == 0 {
                out += "\n" + paint.paint(header, .boldMagenta) + "\n" + body(of: question)
            }
            guard case .blank(_, let blanks, _) = question.payload else { break }
            out +=
                style.wrap(paint.paint("Gap \(gap + 1) of \(blanks.count): type the code that fills it.", .dim)) + "\n"
        case .fix(let line):
            out +=
                style.wrap(
                    paint.paint(
                        "Now type line \(line) as it should be, 'delete' to remove it, or another line's number"
                            + (course.mode == .assessment ? "." : " ('solution' shows the lesson's fix)."), .dim))
                + "\n"
        case .treeNode(let nodeID):
            guard case .tree(let treeID, let scenario, _) = question.payload, let tree = course.trees[treeID],
                let node = tree.node(nodeID)
            else { break }
            if given.isEmpty && nodeID == tree.root?.id {
                out += "\n" + paint.paint(header, .boldMagenta) + "\n"
                if !question.prompt.isEmpty { out += style.markdown(question.prompt) + "\n" }
                out += style.markdown(scenario) + "\n\n"
            }
            out += self.node(node, of: tree)
        case .done:
            break
        }
        return out
    }

    /// A tree's node as a question: its text, then its answers lettered, each wrapped under its
    /// own text (the shell's `tree` walk prints nodes the same way).
    package func node(_ node: DecisionTree.Node, of tree: DecisionTree) -> String {
        var out = style.wrap(style.renderer.inlineMarkdown(node.text, styles: [.bold])) + "\n"
        for (index, edge) in tree.edges(from: node.id).enumerated() {
            out += style.labelled("  \(ChoiceLetters.letter(index))) ", edge.label) + "\n"
        }
        return out
    }

    private func body(of question: Question, order: [Int] = []) -> String {
        var out = ""
        switch question.payload {
        case .wrapper(let scenario, _, _, _):
            if !question.prompt.isEmpty { out += style.markdown(question.prompt) + "\n" }
            out += style.markdown(scenario) + "\n"
        case .output, .blank, .bug, .code:
            // What is asked comes after the code, next to the answer's prompt: a listing taller
            // than the screen never scrolls it away.
            break
        default:
            out += style.markdown(question.prompt) + "\n"
        }
        switch question.payload {
        case .choice(let choices), .multi(let choices):
            let shown = order.count == choices.count ? order.map { choices[$0] } : choices
            for (index, choice) in shown.enumerated() {
                out += style.labelled("  \(ChoiceLetters.letter(index))) ", choice.text) + "\n"
            }
        case .order(let steps):
            let shown =
                order.count == steps.count ? order.map { steps[$0] } : QuestionOrder.shuffled(steps, seed: question.id)
            for (index, step) in shown.enumerated() {
                out += style.labelled("  \(ChoiceLetters.letter(index))) ", step) + "\n"
            }
        case .output(let source, _):
            out += code(source, numbered: false)
        case .blank(let source, _, _), .bug(let source, _, _, _, _):
            // Numbered: the compiler's messages name these lines.
            out += code(source, numbered: true)
        case .code(let starter, _, _, _, _):
            out += "Starter code:\n" + code(starter, numbered: false)
        default:
            break
        }
        switch question.payload {
        case .output, .blank, .bug, .code: out += style.markdown(question.prompt) + "\n"
        default: break
        }
        return out
    }

    /// The open question as a whole again (`question`, and after a `tree` walk inside it): its
    /// text and code from the start, then the step it is at.
    package func question(_ attempt: QuestionAttempt) -> String {
        var opening = attempt
        opening.step = AnswerSteps.first(of: attempt.question, trees: course.trees)
        opening.given = []
        var out = ask(opening)
        if opening.step != attempt.step, !attempt.isAnswered { out += ask(attempt) }
        return out
    }

    private func code(_ text: String, numbered: Bool) -> String {
        "\n" + style.code(text, numbered: numbered) + "\n"
    }

    /// A question's kind in words, for its header.
    static func kindName(_ kind: QuestionKind) -> String {
        switch kind {
        case .choice: return "choose one"
        case .multi: return "choose all that apply"
        case .truefalse: return "true or false"
        case .wrapper: return "name the wrapper"
        case .text: return "short answer"
        case .blank: return "fill the gap"
        case .output: return "predict the output"
        case .bug: return "find the bug"
        case .order: return "put in order"
        case .code: return "write code"
        case .tree: return "decision tree"
        }
    }

    /// How a part score was reached, said after its percentage.
    private static func partScoreReason(_ question: Question) -> String {
        switch question.payload {
        case .multi: return " Each right letter adds to the score and each wrong one takes as much away."
        case .blank: return " That is the share of the gaps filled right."
        default: return ""
        }
    }

    private func instructions(for question: Question) -> String {
        switch question.payload {
        case .choice(let choices): return "Answer with a letter (\(ChoiceLetters.range(choices.count)))."
        case .multi(let choices):
            return "Answer with the letters of every right choice, like 'ac' (\(ChoiceLetters.range(choices.count)))."
        case .truefalse: return "Answer true or false."
        case .wrapper: return "Name the property wrapper, with its @ and any argument it needs."
        case .text: return "Type your answer."
        case .blank: return "Type the code that fills the gap."
        case .output(_, let answer):
            return OutputComparison.lines(answer).count > 1
                ? "Type the output, then a line holding only '.'." : "Type what the program prints."
        case .bug: return "Which line is wrong? Answer with its number."
        case .order(let steps):
            return
                "Type the \(steps.count) letters in the right order, like '\(steps.indices.map(ChoiceLetters.letter).joined())'."
        case .code: return "Write your code and end with a line holding only '.', or type 'edit' to use your editor."
        case .tree: return ""
        }
    }

    /// The compiler's messages on the answer as swiftc shows them: the learner's line, a caret,
    /// the notes and fix-its.
    private func compilerMessages(_ verdict: Verdict) -> String {
        DiagnosticPrinter(painter: style.painter, width: style.width).format(learner: verdict.diagnostics)
    }

    /// The verdict's feedback lines; a multi question's each after the letter of the choice it is
    /// about ("c) …", in the letters the learner saw), its text aligned under its first line.
    private func feedback(_ verdict: Verdict, for attempt: QuestionAttempt) -> String {
        var out = ""
        for line in verdict.feedback {
            if case .multi = attempt.question.payload, let close = line.firstIndex(of: ")"),
                line.distance(from: line.startIndex, to: close) <= 2,
                line[line.startIndex..<close].allSatisfy({ $0.isLetter && $0.isLowercase }),
                line[line.index(after: close)...].hasPrefix(" ")
            {
                let label = String(line[...close]) + " "
                out += style.labelled(label, String(line[line.index(close, offsetBy: 2)...])) + "\n"
            } else {
                out += style.markdown(line) + "\n"
            }
        }
        return out
    }

    /// Code that does not compile: the compiler's errors, and that this cost no try.
    private func doesNotCompile(_ attempt: QuestionAttempt, _ verdict: Verdict) -> String {
        let paint = style.painter
        let status = "Not compiled, and not counted as a try."
        var out = style.wrap(style.plain ? status : paint.paint("✗ " + status, .yellow)) + "\n"
        out += feedback(verdict, for: attempt)
        out += compilerMessages(verdict)
        let again = attempt.step == .answer ? "fix it and hand it in again ('edit' opens it)" : "type the line again"
        out +=
            style.wrap(
                paint.paint("Still \(attempt.triesLeft) \(attempt.triesLeft == 1 ? "try" : "tries"): \(again).", .dim))
            + "\n"
        return out
    }

    /// A miss with tries left: what was wrong, never the answer, and what the learner can do.
    private func tryAgain(_ attempt: QuestionAttempt, _ verdict: Verdict) -> String {
        let paint = style.painter
        let left = attempt.triesLeft
        let status =
            verdict.score > 0
            ? "Partly right (\(SessionPrinter.number(verdict.score * 100))%), not yet all of it."
            : "Not yet."
        var out = style.plain ? status : paint.paint("✗ " + status, verdict.score > 0 ? .yellow : .boldRed)
        if verdict.score > 0 { out += Self.partScoreReason(attempt.question) }
        out = style.wrap(out)
        out += "\n"
        out += feedback(verdict, for: attempt)
        out += compilerMessages(verdict)
        let hints = attempt.question.hints.count - attempt.hintsShown
        // With several gaps, say which one is asked again (a held gap's miss goes back to it).
        var again = "try again"
        if case .gap(let gap) = attempt.step, case .blank(_, let blanks, _) = attempt.question.payload, blanks.count > 1
        {
            again = "type gap \(gap + 1) again"
        }
        let options = hints > 0 ? "\(again), 'hint' or 'solution'" : "\(again) or 'solution'"
        out += style.wrap(paint.paint("\(left) \(left == 1 ? "try" : "tries") left: \(options).", .dim)) + "\n"
        return out
    }

    /// Whether a question's expected answer is written in the lesson's Markdown (a choice's text,
    /// a tree's labels) rather than being code or output to show as it is.
    private static func expectsLessonText(_ question: Question) -> Bool {
        switch question.payload {
        case .choice, .multi, .truefalse, .order, .tree: return true
        default: return false
        }
    }

    private func verdict(_ attempt: QuestionAttempt, _ verdict: Verdict) -> String {
        let paint = style.painter
        var out: String
        let gaveUp = ["(solution shown)", "(skipped)"].contains(attempt.given.last ?? "")
        if gaveUp {
            out = paint.paint("The answer, as the lesson gives it:", .bold)
        } else if verdict.isCorrect {
            out = paint.paint("✓ Right.", .boldGreen)
        } else if verdict.score > 0 {
            out = paint.paint("◐ Partly right: \(SessionPrinter.number(verdict.score * 100))%.", .yellow)
            out += Self.partScoreReason(attempt.question)
        } else {
            out = paint.paint("✗ Not quite.", .boldRed)
        }
        if style.plain && !gaveUp {
            out =
                verdict.isCorrect
                ? "Right."
                : verdict.score > 0
                    ? "Partly right: \(SessionPrinter.number(verdict.score * 100))%."
                        + Self.partScoreReason(attempt.question)
                    : "Not right."
        }
        out = style.wrap(out) + "\n"
        out += feedback(verdict, for: attempt)
        out += compilerMessages(verdict)
        if let expected = verdict.expected, !verdict.isCorrect {
            let isOutput: Bool
            if case .output = attempt.question.payload { isOutput = true } else { isOutput = false }
            let exact = "Expected: " + ControlCharacters.escape(expected)
            if expected.contains("\n") || (isOutput && TextWidth.columns(exact) > style.options.textWidth) {
                out += "Expected:\n" + style.code(expected, numbered: false)
            } else if isOutput {
                // A program's output is shown exactly, spaces and all.
                out += exact + "\n"
            } else if Self.expectsLessonText(attempt.question) {
                // Choices, steps and tree answers are the lesson's Markdown.
                out += style.labelled("Expected: ", expected) + "\n"
            } else {
                out += style.hanging("Expected: ", ControlCharacters.escape(expected)) + "\n"
            }
        }
        if let explain = attempt.question.explain { out += "\n" + style.markdown(explain) + "\n" }
        out += style.wrap(paint.paint("Press Enter for the next step.", .dim)) + "\n"
        return out
    }
}
