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
    /// The lines of a code answer dropped with Ctrl-C, and the question they answer: `edit`
    /// opens them again.
    private var droppedCode: (questionID: String, lines: [String])?
    /// How many attempts the session had when `report` last printed the session report.
    private var reportShownAt: Int?
    /// Ctrl-D in the middle of an answer was warned about; a second one in a row ends the session.
    private var warnedAtEndOfInput = false
    private var treeWalk: TreeWalk?
    private var finished = false
    /// Runs a lesson's ` ```swift run ` sample: interactively on a terminal, else its first screen.
    package var sampleRunner: ((CodeSample) -> Void)?
    /// Shows pages taller than the screen a screen at a time (nil: never, as in a pipe).
    package var pager: Pager?
    /// SourceKit's help while Swift is typed on a terminal: the first error after each line of a
    /// code answer, and Tab completion (nil: none, as in a pipe or without SourceKit).
    package var codeHelp: CodeAnswerHelp?
    /// Whether a live error was shown for the code answer being typed.
    private var errorShownInAnswer = false
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
        if case .terminal(let editor) = input {
            // Tab completes Swift while Swift is typed, and commands otherwise.
            let commands = editor.completer
            editor.completer = { [unowned self] request in
                guard let place = swiftPlace else { return commands(request) }
                return codeHelp?.complete(request, at: place, target: session.attempt?.question.target)
                    ?? LineEditor.Completion([])
            }
        }
    }

    /// Where the learner is typing Swift (a code answer, a blank, a bug's fix), if they are.
    private var swiftPlace: CodeAnswerHelp.Place? {
        guard pendingReset == nil, treeWalk == nil, let attempt = session.attempt, !attempt.isAnswered else {
            return nil
        }
        switch (attempt.question.payload, attempt.step) {
        case (.code, .answer): return .code(previous: codeBuffer ?? [])
        case (.blank(let code, let blanks, _), .answer): return .gap(code: code, index: 0, blanks: blanks)
        case (.blank(let code, let blanks, _), .gap(let index)): return .gap(code: code, index: index, blanks: blanks)
        case (.bug(let code, _, _, _, _), .fix(let line)): return .fix(code: code, line: line)
        default: return nil
        }
    }

    /// After a line of a code answer on a terminal: the first error in the answer so far, under
    /// it, when there is one the learner has not been shown yet.
    private func showErrorSoFar() {
        guard case .terminal = input, let codeHelp, let buffer = codeBuffer, let attempt = session.attempt,
            case .code = attempt.question.payload
        else { return }
        if buffer.count == 1 {
            codeHelp.beginAnswer()
            errorShownInAnswer = false
        }
        guard let error = codeHelp.newError(in: buffer, target: attempt.question.target) else { return }
        var text = error.learnerFormatted
        // Lines already entered cannot be changed here: the first time, say where they can be.
        if !errorShownInAnswer { text += " ('edit' opens your lines to change it)" }
        errorShownInAnswer = true
        print(style.painter.paint(style.wrap(text), .yellow))
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
        if quitsAfterReview {
            // `statetutor review`: the review is all there is; no "continue with" or "type review".
            print(style.painter.paint(ControlCharacters.escape(session.course.title), .boldCyan) + ": spaced review")
        } else {
            print(texts.banner())
        }
        // On a terminal, `statetutor` alone picks up the lesson the learner was in.
        var startupCommands = startupCommands
        if startupCommands.isEmpty, case .terminal = input, let lesson = session.lessonInProgress() {
            startupCommands = ["start \(lesson.id)"]
        }
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
            let next = readInput()
            if case .endOfInput = next {} else { warnedAtEndOfInput = false }
            switch next {
            case .line(let line):
                handle(line)
                reportStoreMessages()
                quitIfReviewIsOver()
                if let stopSignal {
                    quit()
                    return 128 + stopSignal
                }
            case .interrupt(let hadText):
                // Ctrl-C on a line with text clears that line only (as in bash and psql).
                if !hadText { interrupt() }
            case .endOfInput:
                if case .terminal = input, let warning = endOfInputWarning() {
                    say(warning)
                    continue
                }
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
        case interrupt(hadText: Bool)
        case endOfInput
        case terminate(signal: Int32)
    }

    private func readInput() -> Input {
        defer {
            if let measureWidth { style.width = measureWidth() }
        }
        switch input {
        case .terminal(let editor):
            codeHelp?.prepare(for: session.lesson)
            editor.wordBreaks = swiftPlace == nil ? .commands : .swift
            let prompt =
                codeBuffer != nil
                ? "... "
                : pendingReset != nil
                    ? "reset? [y/N]> "
                    : treeWalk.map { "tree \($0.tree.id)> " } ?? status.prompt(painter: style.painter)
            switch editor.readLine(prompt: prompt) {
            case .line(let line):
                if line.utf8.count > PipeLineReader.lineLimit {
                    say("That line is too long (\(line.utf8.count) bytes); it was ignored.")
                    return .line("")
                }
                editor.remember(line)
                return .line(line)
            case .interrupt(let hadText): return .interrupt(hadText: hadText)
            case .endOfInput: return .endOfInput
            case .terminate(let signal): return .terminate(signal: signal)
            }
        case .pipe(let reader):
            while true {
                switch reader.readLine() {
                case .line(let line): return .line(line)
                case .tooLong(let bytes): say("That line is too long (\(bytes) bytes); it was ignored.")
                case .notText: say("That input is not text (invalid UTF-8 or a NUL byte); it was ignored.")
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

    /// A message of the shell's own, wrapped at words to the width.
    private func say(_ text: String) {
        print(style.wrap(text))
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
                    say(target.map { "Your answers to '\($0)' are forgotten." } ?? "All your answers are forgotten.")
                    if let backup { say("A copy of the previous file is kept at:\n  \(backup.path)") }
                } catch {
                    say("Could not reset: \(error.localizedDescription). Nothing was changed.")
                }
            } else {
                say("Nothing was reset.")
            }
            return
        }
        if var buffer = codeBuffer {
            if line == "." {
                codeBuffer = nil
                show(checking { session.answer(buffer.joined(separator: "\n")) })
            } else if let command = Self.commandInCode(line) {
                // `hint`, `solution`, `skip`, `edit` or `tests` alone on a line is never Swift: it is
                // the command, and the lines typed so far stay (`edit` opens them).
                let question = session.attempt?.question.id
                run(command, argument: nil)
                // Answered, or skipped to the next question: the lines were for this one.
                if session.attempt?.isAnswered != false || session.attempt?.question.id != question {
                    codeBuffer = nil
                } else if command.name != "edit" {
                    say(Self.codeKept(buffer.count))
                }
            } else {
                buffer.append(rawLine)
                codeBuffer = buffer
                showErrorSoFar()
            }
            return
        }
        if let walk = treeWalk, walkTree(walk, line: line) { return }
        if line.isEmpty {
            // After a verdict, and on a page, Enter goes on (as in a pager); during a question
            // it does nothing.
            if session.lesson != nil && session.attempt?.isAnswered != false { show(session.next()) }
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
                showErrorSoFar()
            } else {
                show(checking { session.answer(line) })
            }
            return
        }
        if word.count == 1, ("a"..."f").contains(word.lowercased()), session.lesson != nil {
            // A lone letter here is most likely an answer typed before its question was asked.
            say(
                "No question is open, so '\(word)' is not an answer: 'next' asks this page's questions"
                    + (ShellCommand.exact(word) == nil ? " (type commands in full)." : "."))
            return
        }
        switch ShellCommand.resolve(word) {
        case .command(let command): run(command, argument: argument)
        case .ambiguous(let names):
            say("'\(ControlCharacters.escape(word))' could be: \(names.joined(separator: ", ")).")
        case .unknown(let suggestion):
            var message = "Unknown command '\(ControlCharacters.escape(String(word.prefix(40))))'"
            message += suggestion.map { "; did you mean '\($0)'?" } ?? ". Type 'help' for the list."
            say(message)
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
        case "sections":
            if let argument {
                openPage(argument)
            } else {
                print(texts.sections())
            }
        case "quiz": show(session.quizNow())
        case "hint":
            if !session.hintsEnabled {
                say("Hints are turned off (hintPolicy \"none\" in your preferences file).")
            } else {
                show(session.hint())
            }
        case "skip": show(session.skip())
        case "solution": show(session.solution())
        case "explain": show(session.explain())
        case "tests": show(session.tests())
        case "edit": edit()
        case "run": runSample(argument)
        case "tree": startTree(argument)
        case "review": show(session.review())
        case "progress": print(texts.progress())
        case "report":
            print(SessionSummary(session: session, style: style).render())
            reportShownAt = session.attempts.count
        case "reset": askReset(argument)
        case "quit": quit()
        default: break
        }
    }

    /// `start`, `start LESSON`, `start LESSON PAGE`: LESSON is an id, a unique start of one
    /// (`start bind`), or its number in `list` (`start 5`).
    private func start(_ argument: String?) {
        guard let argument else {
            if session.lesson != nil {
                show(session.show(page: session.sectionIndex))
            } else if let next = session.lessonToContinue() {
                show(session.start(next.id))
            }
            return
        }
        let parts = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let id = lessonID(for: parts[0]) else { return }
        guard parts.count > 1 else {
            show(session.start(id))
            return
        }
        let pages = session.course.lesson(withID: id)?.sections.count ?? 0
        guard let page = Int(parts[1]), (1...max(1, pages)).contains(page) else {
            say("'\(id)' has pages 1…\(pages).")
            return
        }
        show(session.start(id, page: page - 1))
    }

    /// The lesson a word names, or nil after saying why there is none.
    private func lessonID(for word: String) -> String? {
        let lessons = session.course.lessons
        if session.course.lesson(withID: word) != nil { return word }
        if let number = Int(word) {
            guard lessons.indices.contains(number - 1) else {
                say("There is no lesson \(number): 'list' numbers them 1…\(lessons.count).")
                return nil
            }
            return lessons[number - 1].id
        }
        let matches = lessons.map(\.id).filter { $0.hasPrefix(word.lowercased()) }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            say("'\(ControlCharacters.escape(word))' could be: \(matches.joined(separator: ", ")).")
            return nil
        }
        var message = "No lesson '\(ControlCharacters.escape(word))'"
        if let suggestion = Suggestion.closest(to: word, in: lessons.map(\.id)) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += ". 'list' shows the lessons."
        }
        say(message)
        return nil
    }

    /// `sections N`: page N of the open lesson.
    private func openPage(_ argument: String) {
        guard let lesson = session.lesson else {
            say("No lesson is open. 'start' opens one.")
            return
        }
        guard let number = Int(argument), lesson.sections.indices.contains(number - 1) else {
            say("'\(lesson.id)' has pages 1…\(lesson.sections.count); 'sections' lists them.")
            return
        }
        show(session.show(page: number - 1))
    }

    /// The commands a line inside a code answer may be, alone on the line.
    static func commandInCode(_ line: String) -> ShellCommand? {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        guard ["hint", "solution", "skip", "edit", "tests"].contains(word) else { return nil }
        return ShellCommand.exact(word)
    }

    /// Said after a command inside a code answer.
    static func codeKept(_ lines: Int) -> String {
        "(\(lines) line\(lines == 1 ? "" : "s") of your answer kept: go on typing, or '.' to submit.)"
    }

    /// On a terminal, Ctrl-D in the middle of an answer (code typed, or the line of a bug
    /// question named and its fix not yet typed) asks to be pressed again before the session
    /// ends: the half-typed answer would be lost. The second Ctrl-D in a row ends it.
    private func endOfInputWarning() -> String? {
        guard !warnedAtEndOfInput else { return nil }
        let halfAnswered: String?
        if let buffer = codeBuffer, !buffer.isEmpty {
            halfAnswered =
                "You are in the middle of a code answer (\(buffer.count) line\(buffer.count == 1 ? "" : "s")): '.' submits it."
        } else if let attempt = session.attempt, !attempt.isAnswered, case .fix = attempt.step {
            halfAnswered =
                "You named the line; its fix is still to type (leave now and the question is asked again next time)."
        } else {
            halfAnswered = nil
        }
        guard let halfAnswered else { return nil }
        warnedAtEndOfInput = true
        return halfAnswered + " Press Ctrl-D again to leave."
    }

    private func interrupt() {
        if let buffer = codeBuffer {
            codeBuffer = nil
            if let id = session.attempt?.question.id { droppedCode = (id, buffer) }
            say(
                buffer.isEmpty
                    ? "Code answer dropped."
                    : "Code answer dropped (\(buffer.count) line\(buffer.count == 1 ? "" : "s")): 'edit' opens them again."
            )
        } else if treeWalk != nil {
            // A walk started while a question was open pauses it: Ctrl-C leaves the walk only.
            leaveTree("Tree walk cancelled.")
        } else if let attempt = session.attempt, !attempt.isAnswered {
            session.cancelQuestion()
            say("Question cancelled. 'next' asks it again; 'quit' or Ctrl-D leaves.")
        } else if pendingReset != nil {
            pendingReset = nil
            say("Nothing was reset.")
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
        // Just printed by `report`, with nothing answered since: not printed twice.
        if reportShownAt != session.attempts.count {
            print(SessionSummary(session: session, style: style).render())
        }
    }

    private func askReset(_ argument: String?) {
        if let argument, session.course.lesson(withID: argument) == nil {
            say("No lesson '\(ControlCharacters.escape(argument))'.")
            return
        }
        pendingReset = .some(argument)
        say(argument.map { "Forget your answers to '\($0)'? [y/N]" } ?? "Forget all your answers? [y/N]")
    }

    private func edit() {
        guard let attempt = session.attempt, !attempt.isAnswered,
            case .code(let starter, _, _, _, _) = attempt.question.payload
        else {
            say("'edit' is for a code question.")
            return
        }
        let editor = ExternalEditor(environment: context.environment)
        let dropped = droppedCode.flatMap { $0.questionID == attempt.question.id ? $0.lines : nil }
        let original = (codeBuffer ?? dropped)?.joined(separator: "\n") ?? starter
        droppedCode = nil
        let outcome = editor.edit(original, stem: attempt.question.id)
        // The editor shares our process group: a Ctrl-C typed in it reached us too, but was not for us.
        if case .terminal = input { SignalWatcher.discardInterrupts() }
        switch outcome {
        case .edited(let code) where code == original:
            say("The file was not changed; nothing was submitted. 'edit' opens it again.")
        case .edited(let code):
            codeBuffer = nil
            show(checking { session.answer(code) })
        case .editorFailed(let status):
            say("The editor exited with status \(status); nothing was submitted.")
        case .couldNotRun(let reason):
            say("Could not run the editor '\(editor.command)': \(reason)")
        }
    }

    /// `run [N]`: the page's runnable samples, the first (or the Nth).
    private func runSample(_ argument: String?) {
        let samples = session.lesson.map { $0.sections[session.sectionIndex].codeSamples } ?? []
        let runnable = samples.filter { if case .runs = $0.expectation { true } else { false } }
        guard !runnable.isEmpty else {
            say("This page has no sample to run (a lesson marks one with ```swift run).")
            return
        }
        let index = argument.flatMap { Int($0) } ?? 1
        guard (1...runnable.count).contains(index) else {
            say(
                "This page has \(runnable.count) sample\(runnable.count == 1 ? "" : "s") to run; say run 1…\(runnable.count)."
            )
            return
        }
        guard let sampleRunner else {
            say("Samples cannot be run here.")
            return
        }
        sampleRunner(runnable[index - 1])
        if case .terminal = input { SignalWatcher.discardInterrupts() }
    }

    // MARK: Trees

    private func startTree(_ argument: String?) {
        let trees = session.course.trees
        guard !trees.isEmpty else {
            say("This course has no decision trees.")
            return
        }
        // Without a name: the open lesson's tree, else the course's only one; else ask which.
        let inOrder = session.course.lessons.flatMap(\.trees).map(\.id)
        guard let id = argument ?? session.lesson?.trees.first?.id ?? (inOrder.count == 1 ? inOrder.first : nil)
        else {
            say("Which tree? Type 'tree NAME' with one of: \(inOrder.joined(separator: ", ")).")
            return
        }
        guard let tree = trees[id], tree.root != nil else {
            say("No tree '\(ControlCharacters.escape(id))'. Trees: \(trees.keys.sorted().joined(separator: ", ")).")
            return
        }
        var opening = style.painter.paint("Decision tree '\(tree.id)'", .boldMagenta)
        opening += " (answer with a letter; 'back' changes your last answer; Ctrl-C leaves)"
        if let attempt = session.attempt, !attempt.isAnswered {
            opening += "\nThe open question waits until you leave the tree."
        }
        print(style.wrap(opening))
        let walk = TreeWalk(tree: tree)
        treeWalk = walk
        printNode(walk)
    }

    private func printNode(_ walk: TreeWalk) {
        guard let node = walk.node else { return }
        var out = hanging("", node.text, paint: .bold)
        if let note = node.note {
            var rendered = style.markdown(note)
            while rendered.hasSuffix("\n") { rendered.removeLast() }
            out += style.painter.paint(rendered, .dim) + "\n"
        }
        for (index, edge) in walk.tree.edges(from: node.id).enumerated() {
            out += hanging("  \(ChoiceLetters.letter(index))) ", edge.label)
        }
        print(out)
    }

    /// A tree's text (taken as written, not as Markdown: `\.keyPath` keeps its backslash) after
    /// `label`, wrapped at words with the lines after the first under the text.
    private func hanging(_ label: String, _ text: String, paint: Painter.Style? = nil) -> String {
        let indent = TextWidth.columns(label)
        let lines = WordWrapper(width: max(10, style.width - indent)).wrap(ControlCharacters.escape(text))
        return lines.enumerated().map { index, line in
            (index == 0 ? label : String(repeating: " ", count: indent))
                + (paint.map { style.painter.paint(line, $0) } ?? line)
        }.joined(separator: "\n") + "\n"
    }

    /// A line typed during a tree walk; false when it is not for the walk (a command other than
    /// `back`, which then ends the walk and runs).
    private func walkTree(_ walk: TreeWalk, line: String) -> Bool {
        var walk = walk
        let word = line.lowercased()
        if line.isEmpty {
            if walk.isAtLeaf { leaveTree(nil) } else { printNode(walk) }
            return true
        }
        if ShellCommand.exact(word) == ShellCommand.exact("back") {
            if walk.back() {
                treeWalk = walk
                printNode(walk)
            } else {
                say("This is the tree's first question; Ctrl-C leaves the tree.")
            }
            return true
        }
        if ShellCommand.exact(word.split(separator: " ").first.map(String.init) ?? word) != nil {
            // The command runs next (and speaks for itself).
            treeWalk = nil
            return false
        }
        guard let node = walk.node else { return false }
        if walk.isAtLeaf {
            print(style.wrap("That is where the tree ends: 'back' changes your last answer, Enter leaves the tree."))
            return true
        }
        guard let edge = AnswerChecker.chooseEdge(line, in: walk.tree, at: node.id) else {
            say("Answer with a letter \(ChoiceLetters.range(walk.tree.edges(from: node.id).count)).")
            return true
        }
        walk.follow(edge)
        treeWalk = walk
        if walk.isAtLeaf {
            printLeaf(walk)
        } else {
            printNode(walk)
        }
        return true
    }

    /// The tree's answer, why it was reached (the answers given on the way), and where the
    /// course explains it.
    private func printLeaf(_ walk: TreeWalk) {
        guard let leaf = walk.node else { return }
        var out = hanging("→ ", leaf.text, paint: .boldGreen)
        out += style.painter.paint("Because you answered:", .dim) + "\n"
        for step in walk.answers {
            out += hanging("  • ", "\(step.question) \(step.answer)")
        }
        if let note = leaf.note {
            var rendered = style.markdown(note)
            while rendered.hasSuffix("\n") { rendered.removeLast() }
            out += rendered + "\n"
        }
        if let place = place(of: walk.tree) {
            out += style.painter.paint(style.wrap(place), .dim) + "\n"
        }
        out += style.wrap("'back' changes your last answer; Enter leaves the tree.")
        print(out)
    }

    /// "Lesson 'x', page N" where the tree is drawn, unless that is the page open now.
    private func place(of tree: DecisionTree) -> String? {
        for lesson in session.course.lessons {
            guard let page = lesson.sections.firstIndex(where: { $0.trees.contains { $0.id == tree.id } })
            else { continue }
            if session.lesson?.id == lesson.id {
                return session.sectionIndex == page ? nil : "The tree is drawn on page \(page + 1) of this lesson."
            }
            return "The tree is drawn in lesson '\(lesson.id)', page \(page + 1) ('start \(lesson.id)')."
        }
        return nil
    }

    private func leaveTree(_ message: String?) {
        treeWalk = nil
        if let message { say(message) }
        if let attempt = session.attempt, !attempt.isAnswered {
            say("Back to the open question: answer it, or 'hint'.")
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
