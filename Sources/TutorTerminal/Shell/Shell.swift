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
    /// Runs a lesson's ` ```swift run ` sample: interactively on a terminal, else its first screen.
    package var sampleRunner: ((CodeSample) -> Void)?
    /// Shows pages taller than the screen a screen at a time (nil: never, as in a pipe).
    package var pager: Pager?
    /// Set when Ctrl-C (or SIGTERM…) stopped a check while input comes from a pipe: the session
    /// then ends as that signal says.
    private var stopSignal: Int32?

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

    private var texts: ShellTexts {
        ShellTexts(session: session, style: style)
    }

    private var printer: SessionPrinter {
        SessionPrinter(course: session.course, style: style)
    }

    /// Runs until quit, end of input, or a terminating signal. Returns the exit status: 0, or
    /// 128 + the signal's number after SIGTERM, SIGHUP, SIGQUIT (and SIGINT from a pipe), or 141
    /// (as SIGPIPE would) when stdout was closed. The session end is saved in every case.
    package func run() -> Int32 {
        reportStoreMessages()
        print(texts.banner())
        for command in startupCommands {
            handle(command)
            reportStoreMessages()
            quitIfReviewIsOver()
        }
        while !finished {
            if outputClosed {
                quit()
                return 128 + SIGPIPE
            }
            switch readInput() {
            case .line(let line):
                handle(line)
                reportStoreMessages()
                quitIfReviewIsOver()
                if let stopSignal {
                    quit()
                    return 128 + stopSignal
                }
            case .interrupt:
                interrupt()
            case .endOfInput:
                quit()
            case .terminate(let signal):
                quit()
                return 128 + signal
            }
        }
        return 0
    }

    private enum Input {
        case line(String)
        case interrupt
        case endOfInput
        case terminate(signal: Int32)
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
            case .terminate(let signal): return .terminate(signal: signal)
            }
        case .pipe(let reader):
            while true {
                switch reader.readLine() {
                case .line(let line): return .line(line)
                case .tooLong(let bytes): print("That line is too long (\(bytes) bytes); it was ignored.")
                case .notText: print("That input is not text (invalid UTF-8 or a NUL byte); it was ignored.")
                case .endOfInput: return .endOfInput
                // Nobody types into a pipe: Ctrl-C there means stop the whole pipeline.
                case .signal(.interrupt): return .terminate(signal: SIGINT)
                case .signal(.resize): continue
                case .signal(.terminate(let signal)): return .terminate(signal: signal)
                }
            }
        }
    }

    private var outputClosed: Bool {
        context.stdout.isClosed
    }

    private func print(_ text: String, paged: Bool = false) {
        guard !text.isEmpty else { return }
        let line = text.hasSuffix("\n") ? text : text + "\n"
        let shown = style.plain ? ShellStyle.asciiSymbols(line) : line
        if paged, pager?.page(shown, to: context.stdout) == true { return }
        context.out(shown)
    }

    private func show(_ events: [SessionEvent]) {
        for event in events {
            if case .page = event { print(printer.render(event), paged: true) } else { print(printer.render(event)) }
        }
    }

    // MARK: Input handling

    package func handle(_ rawLine: String) {
        let line = Self.trimmed(rawLine)
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
                show(checking { session.answer(buffer.joined(separator: "\n")) })
            } else if let command = Self.commandInCode(line) {
                // `hint`, `solution`, `skip` or `edit` alone on a line is never Swift: it is
                // the command, and the lines typed so far stay (`edit` opens them).
                run(command, argument: nil)
                if session.attempt?.isAnswered != false {
                    codeBuffer = nil
                } else if command.name != "edit" {
                    print(Self.codeKept(buffer.count))
                }
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
            } else if attempt.takesMultipleLines {
                codeBuffer = [rawLine]
            } else {
                show(checking { session.answer(line) })
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

    private static let whitespace = CharacterSet.whitespaces

    /// The line without spaces and tabs at either end; Foundation is asked only when there are
    /// some (piped input can be millions of lines).
    private static func trimmed(_ line: String) -> String {
        guard let first = line.unicodeScalars.first, let last = line.unicodeScalars.last,
            whitespace.contains(first) || whitespace.contains(last)
        else { return line }
        return line.trimmingCharacters(in: whitespace)
    }

    private func run(_ command: ShellCommand, argument: String?) {
        switch command.name {
        case "help": print(texts.help(argument))
        case "list": print(texts.lessonList())
        case "start": start(argument)
        case "next": show(session.next())
        case "back": show(session.back())
        case "sections": print(texts.sections())
        case "quiz": show(session.quizNow())
        case "hint":
            if !session.hintsEnabled {
                print("Hints are turned off (hintPolicy \"none\" in your preferences file).")
            } else {
                show(session.hint())
            }
        case "skip": show(session.skip())
        case "solution": show(session.solution())
        case "explain": show(session.explain())
        case "edit": edit()
        case "run": runSample(argument)
        case "tree": startTree(argument)
        case "review": show(session.review())
        case "progress": print(texts.progress())
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
        if session.lesson != nil {
            show(session.show(page: session.sectionIndex))
        } else if let next = session.lessonToContinue() {
            show(session.start(next.id))
        }
    }

    /// The commands a line inside a code answer may be, alone on the line.
    static func commandInCode(_ line: String) -> ShellCommand? {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        guard ["hint", "solution", "skip", "edit"].contains(word) else { return nil }
        return ShellCommand.exact(word)
    }

    /// Said after a command inside a code answer.
    static func codeKept(_ lines: Int) -> String {
        "(\(lines) line\(lines == 1 ? "" : "s") of your answer kept: go on typing, or '.' to submit.)"
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
        }
    }

    /// Runs a session call that may compile or run code, so that Ctrl-C stops it: the compiler
    /// asks ``SignalWatcher/stopRequested()`` while it waits (`CommandEnvironment.checker`). On a
    /// terminal the Ctrl-C has then done its work (it must not also cancel the question, which
    /// stays open); from a pipe it ends the session, as it always does there. Other signals that
    /// arrived meanwhile (SIGTERM, SIGWINCH) are kept for the input loop.
    private func checking(_ work: () -> [SessionEvent]) -> [SessionEvent] {
        let indicator = SlowWorkIndicator(
            enabled: context.stdoutIsTerminal, plain: style.plain, write: { [context] text in context.out(text) })
        let events = work()
        indicator.finish()
        guard events.contains(.checkCancelled) else { return events }
        switch input {
        case .terminal:
            SignalWatcher.discardInterrupts()
        case .pipe:
            for event in SignalWatcher.drain() {
                if event == .interrupt { stopSignal = SIGINT }
                if case .terminate(let signal) = event { stopSignal = signal }
                if stopSignal != nil { break }
            }
        }
        return events
    }

    private func quit() {
        guard !finished else { return }
        finished = true
        if case .terminal(let editor) = input { editor.saveHistory() }
        session.end()
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
        let editor = ExternalEditor(environment: context.environment)
        let outcome = editor.edit(
            codeBuffer?.joined(separator: "\n") ?? starter, fileName: "\(attempt.question.id).swift")
        // The editor shares our process group: a Ctrl-C typed in it reached us too, but was not for us.
        if case .terminal = input { SignalWatcher.discardInterrupts() }
        switch outcome {
        case .edited(let code):
            codeBuffer = nil
            show(checking { session.answer(code) })
        case .editorFailed(let status):
            print("The editor exited with status \(status); nothing was submitted.")
        case .couldNotRun(let reason):
            print("Could not run the editor '\(editor.command)': \(reason)")
        }
    }

    /// `run [N]`: the page's runnable samples, the first (or the Nth).
    private func runSample(_ argument: String?) {
        let samples = session.lesson.map { $0.sections[session.sectionIndex].codeSamples } ?? []
        let runnable = samples.filter { if case .runs = $0.expectation { true } else { false } }
        guard !runnable.isEmpty else {
            print("This page has no sample to run (a lesson marks one with ```swift run).")
            return
        }
        let index = argument.flatMap { Int($0) } ?? 1
        guard (1...runnable.count).contains(index) else {
            print(
                "This page has \(runnable.count) sample\(runnable.count == 1 ? "" : "s") to run; say run 1…\(runnable.count)."
            )
            return
        }
        guard let sampleRunner else {
            print("Samples cannot be run here.")
            return
        }
        sampleRunner(runnable[index - 1])
        if case .terminal = input { SignalWatcher.discardInterrupts() }
    }

    // MARK: Trees

    private func startTree(_ argument: String?) {
        let trees = session.course.trees
        guard !trees.isEmpty else {
            print("This course has no decision trees.")
            return
        }
        // Without a name: the open lesson's tree, else the course's only one; else ask which.
        let inOrder = session.course.lessons.flatMap(\.trees).map(\.id)
        guard let id = argument ?? session.lesson?.trees.first?.id ?? (inOrder.count == 1 ? inOrder.first : nil)
        else {
            print("Which tree? Type 'tree NAME' with one of: \(inOrder.joined(separator: ", ")).")
            return
        }
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
        print(printer.node(node, of: tree))
    }

    private func step(_ walk: (tree: DecisionTree, node: String), answer: String) {
        guard let edge = AnswerChecker.chooseEdge(answer, in: walk.tree, at: walk.node)
        else {
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
        for message in session.takeStoreWarnings() {
            context.err("statetutor: warning: \(message)\n")
        }
    }
}
