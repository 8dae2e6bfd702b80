import Foundation
import Observation
import TutorCore

/// The interactive tutor: reads commands and answers (libedit on a terminal, plain lines from a
/// pipe), forwards them to the ``TutorSession``, and prints what happened.
package final class Shell {
    /// Where input comes from.
    package enum InputMode {
        case terminal(LineEditor)
        case pipe(PipeLineReader)
    }

    private let context: ProcessContext
    private let session: TutorSession
    private var style: ShellStyle
    /// Re-measures the terminal's width (after SIGWINCH the next output uses the new width); nil
    /// when `--width` fixed it or output is not a terminal.
    private let measureWidth: (() -> Int)?
    private let input: InputMode
    private let status: ShellStatus
    private var pendingReset: String??
    private var codeBuffer: [String]?
    private var treeWalk: (tree: DecisionTree, node: String)?
    private var finished = false

    /// Lines run after the banner, as if typed (`statetutor review` starts with "review").
    private let startupCommands: [String]
    /// Leave once the review started by `statetutor review` is over.
    private let quitsAfterReview: Bool

    package init(
        context: ProcessContext, session: TutorSession, style: ShellStyle, input: InputMode,
        measureWidth: (() -> Int)? = nil, startupCommands: [String] = [], quitsAfterReview: Bool = false
    ) {
        self.startupCommands = startupCommands
        self.quitsAfterReview = quitsAfterReview
        self.context = context
        self.session = session
        self.style = style
        self.input = input
        self.measureWidth = measureWidth
        self.status = ShellStatus(session: session)
    }

    private var printer: SessionPrinter {
        SessionPrinter(course: session.course, style: style)
    }

    private var isInteractive: Bool {
        if case .terminal = input { return true }
        return false
    }

    /// Runs until quit, end of input, or a terminating signal. Returns the exit status.
    package func run() -> Int32 {
        reportStoreMessages()
        print(banner())
        for command in startupCommands {
            handle(command)
            reportStoreMessages()
            quitIfReviewIsOver()
        }
        while !finished {
            if outputClosed { return 0 }
            switch readInput() {
            case .line(let line):
                handle(line)
                reportStoreMessages()
                quitIfReviewIsOver()
            case .interrupt:
                interrupt()
            case .endOfInput, .terminate:
                quit()
            }
        }
        return 0
    }

    private enum Input {
        case line(String)
        case interrupt
        case endOfInput
        case terminate
    }

    private func readInput() -> Input {
        defer {
            if let measureWidth { style.width = measureWidth() }
        }
        switch input {
        case .terminal(let editor):
            let prompt = codeBuffer != nil ? "... " : status.prompt(painter: style.painter)
            switch editor.readLine(prompt: prompt) {
            case .line(let line):
                if line.utf8.count > PipeLineReader.lineLimit {
                    print("That line is too long (\(line.utf8.count) bytes); it was ignored.")
                    return .line("")
                }
                editor.remember(line)
                return .line(line)
            case .interrupt: return .interrupt
            case .endOfInput: return .endOfInput
            case .terminate: return .terminate
            }
        case .pipe(let reader):
            while true {
                switch reader.readLine() {
                case .line(let line): return .line(line)
                case .tooLong(let bytes): print("That line is too long (\(bytes) bytes); it was ignored.")
                case .notText: print("That input is not UTF-8 text; it was ignored.")
                case .endOfInput: return .endOfInput
                case .signal(.interrupt): return .interrupt
                case .signal(.resize): continue
                case .signal(.terminate): return .terminate
                }
            }
        }
    }

    private var outputClosed: Bool {
        (context.stdout as? FileDescriptorSink)?.isClosed ?? false
    }

    private func print(_ text: String) {
        guard !text.isEmpty else { return }
        let line = text.hasSuffix("\n") ? text : text + "\n"
        context.out(style.plain ? ShellStyle.asciiSymbols(line) : line)
    }

    private func show(_ events: [SessionEvent]) {
        for event in events { print(printer.render(event)) }
    }

    // MARK: Input handling

    package func handle(_ rawLine: String) {
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if let target = pendingReset {
            pendingReset = nil
            if ["y", "yes"].contains(line.lowercased()) {
                do {
                    let backup = try session.reset(target)
                    print(target.map { "Your answers to '\($0)' are forgotten." } ?? "All your answers are forgotten.")
                    if let backup { print("A copy of the previous file is at \(backup.path).") }
                } catch {
                    print("Could not reset: \(error.localizedDescription). Nothing was changed.")
                }
            } else {
                print("Nothing was reset.")
            }
            return
        }
        if var buffer = codeBuffer {
            if line == "." {
                codeBuffer = nil
                show(session.answer(buffer.joined(separator: "\n")))
            } else {
                buffer.append(rawLine)
                codeBuffer = buffer
            }
            return
        }
        if line.isEmpty {
            if session.attempt?.isAnswered == true { show(session.next()) }
            return
        }
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let word = words[0]
        let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil

        if let attempt = session.attempt, !attempt.isAnswered {
            if let command = ShellCommand.exact(word.lowercased()) {
                run(command, argument: argument)
            } else if takesMultipleLines(attempt) {
                codeBuffer = [rawLine]
            } else {
                show(session.answer(line))
            }
            return
        }
        if let walk = treeWalk, ShellCommand.exact(word.lowercased()) == nil {
            step(walk, answer: line)
            return
        }
        switch ShellCommand.resolve(word) {
        case .command(let command): run(command, argument: argument)
        case .ambiguous(let names):
            print("'\(ControlCharacters.escape(word))' could be: \(names.joined(separator: ", ")).")
        case .unknown(let suggestion):
            var message = "Unknown command '\(ControlCharacters.escape(String(word.prefix(40))))'"
            message += suggestion.map { "; did you mean '\($0)'?" } ?? ". Type 'help' for the list."
            print(message)
        }
    }

    private func takesMultipleLines(_ attempt: QuestionAttempt) -> Bool {
        switch attempt.question.payload {
        case .code: return true
        case .output(_, let answer): return OutputComparison.lines(answer).count > 1
        default: return false
        }
    }

    private func run(_ command: ShellCommand, argument: String?) {
        switch command.name {
        case "help": print(help(argument))
        case "list": print(lessonList())
        case "start": start(argument)
        case "next": show(session.next())
        case "back": show(session.back())
        case "sections": print(sections())
        case "quiz": show(session.quizNow())
        case "hint":
            if session.progress?.store.preferences.settings.hintPolicy == .hidden {
                print("Hints are turned off (hintPolicy \"none\" in your preferences file).")
            } else {
                show(session.hint())
            }
        case "skip": show(session.skip())
        case "explain": show(session.explain())
        case "edit": edit()
        case "tree": startTree(argument)
        case "review": show(session.review())
        case "progress": print(progress())
        case "report": print(SessionSummary(session: session, style: style).render())
        case "reset": askReset(argument)
        case "quit": quit()
        default: break
        }
    }

    private func start(_ argument: String?) {
        treeWalk = nil
        if let argument {
            guard session.course.lesson(withID: argument) != nil else {
                var message = "No lesson '\(ControlCharacters.escape(argument))'"
                if let suggestion = Suggestion.closest(to: argument, in: session.course.lessons.map(\.id)) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += ". 'list' shows the lessons."
                }
                print(message)
                return
            }
            show(session.start(argument))
            return
        }
        if let lesson = session.lesson {
            show(session.show(page: session.sectionIndex))
            _ = lesson
        } else if let next = continueLesson() {
            show(session.start(next.id))
        }
    }

    /// The lesson to continue: from saved progress, else the first not completed.
    private func continueLesson() -> Lesson? {
        if let progress = session.progress { return progress.lessonToContinue() ?? session.course.lessons.first }
        return session.course.lessons.first { !session.completedLessons.contains($0.id) }
            ?? session.course.lessons.first
    }

    private func interrupt() {
        if codeBuffer != nil {
            codeBuffer = nil
            print("Code answer dropped.")
        } else if let attempt = session.attempt, !attempt.isAnswered {
            session.cancelQuestion()
            print("Question cancelled. 'next' asks it again; 'quit' or Ctrl-D leaves.")
        } else if treeWalk != nil {
            treeWalk = nil
            print("Tree walk cancelled.")
        } else if pendingReset != nil {
            pendingReset = nil
            print("Nothing was reset.")
        } else if !isInteractive {
            quit()
        }
    }

    private func quit() {
        guard !finished else { return }
        finished = true
        if case .terminal(let editor) = input { editor.saveHistory() }
        session.progress?.endSession()
        reportStoreMessages()
        print(SessionSummary(session: session, style: style).render())
    }

    private func askReset(_ argument: String?) {
        if let argument, session.course.lesson(withID: argument) == nil {
            print("No lesson '\(ControlCharacters.escape(argument))'.")
            return
        }
        pendingReset = .some(argument)
        print(argument.map { "Forget your answers to '\($0)'? [y/N]" } ?? "Forget all your answers? [y/N]")
    }

    private func edit() {
        guard let attempt = session.attempt, !attempt.isAnswered,
            case .code(let starter, _, _, _, _) = attempt.question.payload
        else {
            print("'edit' is for a code question.")
            return
        }
        let editor =
            context.environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 } ?? context.environment["EDITOR"] ?? "vi"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "statetutor-\(attempt.question.id)-\(getpid()).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try Data((codeBuffer?.joined(separator: "\n") ?? starter).utf8).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(editor) \"$1\"", "statetutor-edit", file.path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                print("The editor exited with status \(process.terminationStatus); nothing was submitted.")
                return
            }
            let code = try String(contentsOf: file, encoding: .utf8)
            codeBuffer = nil
            show(session.answer(code))
        } catch {
            print("Could not run the editor '\(editor)': \(error.localizedDescription)")
        }
    }

    // MARK: Trees

    private func startTree(_ argument: String?) {
        let trees = session.course.trees
        guard !trees.isEmpty else {
            print("This course has no decision trees.")
            return
        }
        let id = argument ?? (trees.keys.contains("which-wrapper") ? "which-wrapper" : trees.keys.sorted()[0])
        guard let tree = trees[id], let root = tree.root else {
            print("No tree '\(ControlCharacters.escape(id))'. Trees: \(trees.keys.sorted().joined(separator: ", ")).")
            return
        }
        print(style.painter.paint("Decision tree '\(tree.id)'", .boldMagenta) + " (Ctrl-C leaves it)")
        treeWalk = (tree, root.id)
        printNode(tree, root.id)
    }

    private func printNode(_ tree: DecisionTree, _ nodeID: String) {
        guard let node = tree.node(nodeID) else { return }
        var out = style.painter.paint(ControlCharacters.escape(node.text), .bold) + "\n"
        for (index, edge) in tree.edges(from: nodeID).enumerated() {
            out += "  \(ChoiceLetters.letter(index))) \(ControlCharacters.escape(edge.label))\n"
        }
        print(out)
    }

    private func step(_ walk: (tree: DecisionTree, node: String), answer: String) {
        guard let edge = AnswerChecker(course: session.course).chooseEdge(answer, in: walk.tree, at: walk.node) else {
            print("Answer with a letter \(ChoiceLetters.range(walk.tree.edges(from: walk.node).count)).")
            return
        }
        guard let next = walk.tree.node(edge.to) else { return }
        if next.shape == .leaf {
            print("→ " + style.painter.paint(ControlCharacters.escape(next.text), .boldGreen))
            treeWalk = nil
        } else {
            treeWalk = (walk.tree, next.id)
            printNode(walk.tree, next.id)
        }
    }

    private func quitIfReviewIsOver() {
        guard quitsAfterReview, !finished, session.reviewQueue == nil else { return }
        if let attempt = session.attempt, !attempt.isAnswered { return }
        quit()
    }

    /// Warnings from the preferences file (corrupt, read-only, unwritable), each said once.
    private func reportStoreMessages() {
        for message in session.progress?.store.takeMessages() ?? [] {
            context.err("statetutor: warning: \(message)\n")
        }
    }

    // MARK: Texts

    private func banner() -> String {
        let course = session.course
        let done = course.lessons.filter { session.completedLessons.contains($0.id) }.count
        let fraction = course.lessons.isEmpty ? 0 : Double(done) / Double(course.lessons.count)
        var out = style.painter.paint(ControlCharacters.escape(course.title), .boldCyan) + "\n"
        let lessons = course.lessons.count == 1 ? "1 lesson" : "\(course.lessons.count) lessons"
        out += "\(lessons), \(course.questions.count) questions  " + style.progressBar(fraction) + "\n"
        if let next = continueLesson() {
            out += "Continue with '\(ControlCharacters.escape(next.title))': type 'start' (or 'start \(next.id)').\n"
        }
        if let due = session.progress?.dueQuestions().count, due > 0 {
            out += "\(due) question\(due == 1 ? " is" : "s are") due for review: type 'review'.\n"
        }
        out += "Type 'help' for the commands, 'quit' or Ctrl-D to leave.\n"
        return style.wrap(out)
    }

    private func help(_ argument: String?) -> String {
        if let argument {
            guard case .command(let command) = ShellCommand.resolve(argument) else {
                return "No command '\(ControlCharacters.escape(argument))'."
            }
            let aliases = command.aliases.isEmpty ? "" : " (also: \(command.aliases.joined(separator: ", ")))"
            return "\(command.usage)\(aliases)\n  \(command.summary)\n"
        }
        let width = (ShellCommand.all.map(\.usage.count).max() ?? 0) + 2
        var out = "Commands (any unique prefix works; Tab completes):\n"
        for command in ShellCommand.all {
            out += "  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        out += "\nWhile a question is open, type your answer; after the verdict, Enter moves on.\n"
        out += "Code answers end with a line holding only '.'. Ctrl-C cancels the line or question.\n"
        return out
    }

    private func lessonList() -> String {
        var out = ""
        for (index, lesson) in session.course.lessons.enumerated() {
            let mark =
                session.completedLessons.contains(lesson.id) ? (style.plain ? "[x]" : "✓") : (style.plain ? "[ ]" : " ")
            let current = session.lesson?.id == lesson.id ? "▸" : " "
            out +=
                "\(style.plain ? (current == "▸" ? ">" : " ") : current)\(mark) \(String(index + 1).leftPadded(to: 2)). "
            out +=
                lesson.id.padding(toLength: 22, withPad: " ", startingAt: 0) + " "
                + ControlCharacters.escape(lesson.title)
            out += style.painter.paint("  \(lesson.minutes) min, \(lesson.questions.count) questions", .dim) + "\n"
        }
        return out
    }

    private func sections() -> String {
        guard let lesson = session.lesson else { return "No lesson is open. 'start' opens one." }
        var out = ControlCharacters.escape(lesson.title) + "\n"
        let seen = session.pagesSeen[lesson.id] ?? []
        for (index, section) in lesson.sections.enumerated() {
            let marker = index == session.sectionIndex ? ">" : seen.contains(index) ? "·" : " "
            out += " \(marker) \(index + 1). \(ControlCharacters.escape(section.title))"
            out +=
                section.questions.isEmpty
                ? "\n" : style.painter.paint("  (\(section.questions.count) questions)", .dim) + "\n"
        }
        return out
    }

    /// Each lesson's share of questions answered right at least once (saved progress when there is
    /// a preferences file, this session's answers otherwise), with ✓ on completed lessons.
    private func progress() -> String {
        var out = "Questions answered right, per lesson:\n"
        let answered = Dictionary(grouping: session.attempts.filter { $0.isCorrect && !$0.skipped }, by: \.lessonID)
        let width = (session.course.lessons.map(\.id.count).max() ?? 0) + 2
        for lesson in session.course.lessons {
            let fraction: Double
            if let progress = session.progress {
                fraction = progress.fractionRight(lesson)
            } else {
                let right = Set((answered[lesson.id] ?? []).map(\.questionID)).count
                fraction = lesson.questions.isEmpty ? 0 : Double(right) / Double(lesson.questions.count)
            }
            let done = session.completedLessons.contains(lesson.id) ? (style.plain ? " (done)" : " ✓") : ""
            out += "  " + lesson.id.padding(toLength: width, withPad: " ", startingAt: 0)
            out += style.progressBar(fraction, width: 16) + done + "\n"
        }
        if let due = session.progress?.dueQuestions().count, due > 0 {
            out += "\(due) question\(due == 1 ? " is" : "s are") due for review: type 'review'.\n"
        }
        return out
    }
}
