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
    /// What the shell is in the middle of: what the next line means, and the prompt for it.
    package private(set) var mode = ShellMode.reading
    /// The learner's last code for the open question (handed in and missed, or dropped with
    /// Ctrl-C), and the question it answers: `edit` opens it again instead of the starter. Not a
    /// mode: the shell is reading commands meanwhile.
    private var codeDraft: (questionID: String, lines: [String])?
    /// The questions of the review under way asked so far, and how many were due at its start.
    private var reviewCount: (asked: Int, total: Int)?
    /// How many attempts the session had when `report` last printed the session report.
    private var reportShownAt: Int?
    /// Ctrl-D in the middle of an answer was warned about; a second one in a row ends the session.
    private var warnedAtEndOfInput = false
    /// Runs a lesson's ` ```swift run ` sample: interactively on a terminal, else its first screen.
    package var sampleRunner: ((CodeSample) -> Void)?
    /// Shows pages taller than the screen a screen at a time (nil: never, as in a pipe).
    package var pager: Pager?
    /// SourceKit's help while Swift is typed on a terminal: the first error after each line of a
    /// code answer, and Tab completion (nil: none, as in a pipe or without SourceKit).
    package var codeHelp: CodeAnswerHelp?
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
        let previous: [String]
        switch mode {
        case .reading: previous = []
        case .typingCode(let lines, _): previous = lines
        case .amendingCode(let lines, let line): previous = Array(lines.prefix(line - 1))
        case .confirmingReset, .walkingTree, .finished: return nil
        }
        guard let attempt = session.attempt, !attempt.isAnswered else { return nil }
        switch (attempt.question.payload, attempt.step) {
        case (.code, .answer): return .code(previous: previous)
        case (.blank(let code, let blanks, _), .answer): return .gap(code: code, index: 0, blanks: blanks)
        case (.blank(let code, let blanks, _), .gap(let index)): return .gap(code: code, index: index, blanks: blanks)
        case (.bug(let code, _, _, _, _), .fix(let line)): return .fix(code: code, line: line)
        default: return nil
        }
    }

    /// After a line of a code answer on a terminal: the first error in the answer so far, under
    /// it, when there is one the learner has not been shown yet.
    private func showErrorSoFar() {
        guard case .terminal = input, let codeHelp, case .typingCode(let lines, let hasShownError) = mode,
            let attempt = session.attempt, case .code = attempt.question.payload
        else { return }
        if lines.count == 1 { codeHelp.beginAnswer() }
        var starter: String?
        if case .code(let code, _, _, _, _) = attempt.question.payload { starter = code }
        let found = codeHelp.check(lines, starter: starter, target: attempt.question.target)
        if case .withdrawn(let line) = found {
            print(
                style.painter.paint(
                    style.wrap("line \(line): that error is gone (the lines after it settled it)."), .dim))
            return
        }
        guard case .error(let error) = found else { return }
        var text = error.learnerFormatted
        // The first time, say how a line already entered is changed.
        if !hasShownError { text += " ('line \(error.line)' types that line again, 'edit' opens them all)" }
        mode = .typingCode(lines: lines, hasShownError: true)
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
        // On a terminal, `statetutor` alone picks up where the learner was: the page last read
        // (and the question open on it), else the lesson they were in.
        var startupCommands = startupCommands
        var resumed: [SessionEvent] = []
        if startupCommands.isEmpty, case .terminal = input {
            if let events = session.resume() {
                resumed = events
            } else if let lesson = session.lessonInProgress() {
                startupCommands = ["start \(lesson.id)"]
            }
        }
        if quitsAfterReview {
            // `statetutor review`: the review is all there is; no "continue with" or "type review".
            print(style.painter.paint(ControlCharacters.escape(session.course.title), .boldCyan) + ": spaced review")
        } else {
            print(texts.banner(resuming: !resumed.isEmpty || !startupCommands.isEmpty && self.startupCommands.isEmpty))
        }
        show(resumed)
        for command in startupCommands {
            handle(command)
            reportStoreMessages()
            quitIfReviewIsOver()
        }
        while !mode.isFinished {
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
                // Ctrl-C on a line with text clears that line only (as in bash and psql); on a
                // line typed again with `line N`, it keeps the line as it was.
                if !hadText || mode.isAmendingCode { interrupt() }
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
            let prompt = mode.prompt ?? status.prompt(painter: style.painter)
            // `line N` in a code answer: the line as it was, ready to change.
            var initialText = ""
            if case .amendingCode(let lines, let line) = mode, lines.indices.contains(line - 1) {
                initialText = lines[line - 1]
            }
            switch editor.readLine(prompt: prompt, initialText: initialText) {
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
            if case .notice(.reviewStarted(let count)) = event { reviewCount = (0, count) }
            if case .ask(let attempt) = event, session.reviewQueue != nil, var count = reviewCount,
                attempt.step == AnswerSteps.first(of: attempt.question, trees: session.course.trees),
                attempt.given.isEmpty
            {
                // Each question of a review says where in it the learner is.
                count.asked += 1
                reviewCount = count
                print("\n" + style.painter.paint("Review \(count.asked) of \(max(count.asked, count.total))", .dim))
            }
            if case .page = event { print(printer.render(event), paged: true) } else { print(printer.render(event)) }
        }
    }

    // MARK: Input handling

    /// One line of input, read as the mode says: a reset's yes or no, a line of a code answer, an
    /// answer in a tree walk, or (reading) a command or an answer.
    package func handle(_ rawLine: String) {
        let line = Self.trimmed(rawLine)
        switch mode {
        case .reading: break
        case .typingCode(let lines, _):
            continueCode(lines, with: rawLine, trimmed: line)
            return
        case .amendingCode:
            mode = mode.appending(codeLine: rawLine)
            if let lines = mode.codeLines { say(Self.codeKept(lines.count)) }
            codeHelp?.beginAnswer()
            showErrorSoFar()
            return
        case .confirmingReset(let lesson):
            mode = .reading
            confirmReset(lesson, answer: line)
            return
        case .walkingTree(let walk):
            if walkTree(walk, line: line) { return }
        case .finished:
            // Nothing is read once the session has ended.
            return
        }
        if line.isEmpty {
            // After a verdict, and on a page, Enter goes on (as in a pager); during a question
            // it does nothing.
            if session.lesson != nil && session.attempt?.isAnswered != false { show(session.next()) }
            return
        }
        if let attempt = session.attempt, !attempt.isAnswered {
            if let invocation = ShellCommand.parseExactly(line) {
                run(invocation)
            } else if attempt.takesMultipleLines {
                mode = .typingCode(lines: [rawLine], hasShownError: false)
                showErrorSoFar()
            } else {
                show(checking { session.answer(line) })
            }
            return
        }
        let word = ShellCommand.words(of: line).word
        if word.count == 1, ("a"..."f").contains(word.lowercased()), session.lesson != nil {
            // A lone letter here is most likely an answer typed before its question was asked.
            say(
                "No question is open, so '\(word)' is not an answer: 'next' asks this page's questions"
                    + (ShellCommand.exact(word) == nil ? " (type commands in full)." : "."))
            return
        }
        switch ShellCommand.parse(line) {
        case .command(let invocation): run(invocation)
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

    /// A line of a code answer being typed: '.' submits the answer, a command that works inside
    /// code runs (the lines stay), anything else is one more line.
    private func continueCode(_ lines: [String], with rawLine: String, trimmed line: String) {
        if line == "." {
            mode = .reading
            if let id = session.attempt?.question.id { codeDraft = (id, lines) }
            show(checking { session.answer(lines.joined(separator: "\n")) })
        } else if let (verb, number) = Self.lineCommand(line) {
            guard lines.indices.contains(number - 1) else {
                say(
                    "Your answer has \(lines.isEmpty ? "no lines yet" : "lines 1…\(lines.count)"); type on, or '.' to submit."
                )
                return
            }
            if verb == "delete" {
                mode = mode.deleting(codeLine: number)
                say("Line \(number) deleted. " + Self.codeKept(lines.count - 1))
            } else {
                mode = .amendingCode(lines: lines, line: number)
                // Without a line editor to hold it, the line is shown to be typed again.
                if case .pipe = input { say("Line \(number) was: \(ControlCharacters.escape(lines[number - 1]))") }
            }
        } else if let kind = ShellCommand.inCodeAnswer(line) {
            // `hint`, `solution`, `skip`, `edit` or `tests` alone on a line is never Swift: it is
            // the command, and the lines typed so far stay (`edit` opens them).
            let question = session.attempt?.question.id
            run(ShellCommand.Invocation(kind))
            // Answered, or skipped to the next question: the lines were for this one.
            if session.attempt?.isAnswered != false || session.attempt?.question.id != question {
                mode = .reading
            } else if kind != .edit {
                say(Self.codeKept(lines.count))
            }
        } else {
            mode = mode.appending(codeLine: rawLine)
            showErrorSoFar()
        }
    }

    /// `line N` (type line N of a code answer again) or `delete N` (remove it): the verb and N.
    /// Neither is a line of Swift.
    static func lineCommand(_ line: String) -> (verb: String, number: Int)? {
        guard let match = line.wholeMatch(of: /(?i)(line|delete)\s+(\d{1,6})/), let number = Int(match.output.2)
        else { return nil }
        return (match.output.1.lowercased(), number)
    }

    /// The line after "[y/N]": yes forgets the answers (to `lesson`, or all), anything else keeps them.
    private func confirmReset(_ lesson: String?, answer line: String) {
        guard ["y", "yes"].contains(line.lowercased()) else {
            say("Nothing was reset.")
            return
        }
        do {
            let backup = try session.reset(lesson)
            say(lesson.map { "Your answers to '\($0)' are forgotten." } ?? "All your answers are forgotten.")
            if let backup { say("A copy of the previous file is kept at:\n  \(backup.path)") }
        } catch {
            say("Could not reset: \(error.localizedDescription). Nothing was changed.")
        }
    }

    /// Runs a command: every kind is named here, so a new one cannot be forgotten.
    private func run(_ invocation: ShellCommand.Invocation) {
        let argument = invocation.argument
        switch invocation.kind {
        case .help: print(texts.help(argument))
        case .list: print(texts.lessonList())
        case .start: start(argument)
        case .next: show(session.next())
        case .back:
            if let attempt = session.attempt, !attempt.isAnswered, case .treeNode = attempt.step {
                // In a tree question, as in a `tree` walk: the last answer is undone.
                if let events = session.undoTreeStep() {
                    show(events)
                } else {
                    say("This is the tree's first question: answer it, or 'skip' to leave the question.")
                }
            } else {
                show(session.back())
            }
        case .sections:
            if let argument {
                openPage(argument)
            } else {
                print(texts.sections())
            }
        case .quiz: show(session.quizNow())
        case .question:
            if let attempt = session.attempt, !attempt.isAnswered {
                print(printer.question(attempt))
            } else {
                say("No question is open: 'next' asks this page's questions, 'quiz' the first unanswered.")
            }
        case .hint:
            if !session.hintsEnabled {
                say("Hints are turned off (hintPolicy \"none\" in your preferences file).")
            } else {
                show(session.hint())
            }
        case .skip: show(session.skip())
        case .solution: show(session.solution())
        case .explain: show(session.explain())
        case .tests: show(session.tests())
        case .edit: edit()
        case .run: runSample(argument)
        case .tree: startTree(argument)
        case .review: show(session.review())
        case .progress: print(texts.progress())
        case .report:
            print(SessionSummary(session: session, style: style).render())
            reportShownAt = session.attempts.count
        case .reset: askReset(argument)
        case .quit: quit()
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
        let attempt = session.attempt.flatMap { $0.isAnswered ? nil : $0 }
        if let lines = mode.codeLines, !lines.isEmpty {
            let what: String
            if case .output = attempt?.question.payload { what = "an output answer" } else { what = "a code answer" }
            halfAnswered =
                "You are in the middle of \(what) (\(lines.count) line\(lines.count == 1 ? "" : "s")): '.' submits it."
        } else if let attempt, case .fix = attempt.step {
            halfAnswered =
                "You named the line; its fix is still to type (leave now and the question is asked again next time)."
        } else if let attempt, case .gap(let gap) = attempt.step, gap > 0,
            case .blank(_, let blanks, _) = attempt.question.payload
        {
            let held = attempt.heldGaps.isEmpty ? "answered" : "typed"
            halfAnswered =
                "You have \(held) gap\(gap == 1 ? "" : "s") 1\(gap == 1 ? "" : "–\(gap)") of \(blanks.count); gap \(gap + 1) is still to type"
                + " (leave now and the question is asked again next time)."
        } else {
            halfAnswered = nil
        }
        guard let halfAnswered else { return nil }
        warnedAtEndOfInput = true
        return halfAnswered + " Press Ctrl-D again to leave."
    }

    /// Ctrl-C on an empty line: cancels the innermost of the code answer (its lines kept for
    /// `edit`), the tree walk, the open question, the reset question.
    private func interrupt() {
        switch mode {
        case .amendingCode(let lines, let line):
            // Ctrl-C while a line is typed again keeps the line as it was.
            mode = .typingCode(lines: lines, hasShownError: true)
            say("Line \(line) kept as it was. " + Self.codeKept(lines.count))
        case .typingCode(let lines, _):
            mode = .reading
            if let id = session.attempt?.question.id { codeDraft = (id, lines) }
            say(
                lines.isEmpty
                    ? "Code answer dropped."
                    : "Code answer dropped (\(lines.count) line\(lines.count == 1 ? "" : "s")): 'edit' opens them again."
            )
        case .walkingTree:
            // A walk started while a question was open pauses it: Ctrl-C leaves the walk only.
            leaveTree("Tree walk cancelled.")
        case .reading:
            cancelOpenQuestion()
        case .confirmingReset:
            // `reset` typed while a question is open: the question is the inner of the two.
            if cancelOpenQuestion() { return }
            mode = .reading
            say("Nothing was reset.")
        case .finished:
            break
        }
    }

    /// Cancels the open question, if there is one; false when there is none.
    @discardableResult
    private func cancelOpenQuestion() -> Bool {
        guard let attempt = session.attempt, !attempt.isAnswered else { return false }
        session.cancelQuestion()
        say("Question cancelled. 'next' asks it again; 'quit' or Ctrl-D leaves.")
        return true
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
        guard !mode.isFinished else { return }
        mode = .finished
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
        mode = .confirmingReset(lesson: argument)
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
        // What the learner typed, else their last try (or the lines they dropped), else the starter.
        let draft = codeDraft.flatMap { $0.questionID == attempt.question.id ? $0.lines : nil }
        let original = (mode.codeLines ?? draft)?.joined(separator: "\n") ?? starter
        let outcome = editor.edit(original, stem: attempt.question.id)
        // The editor shares our process group: a Ctrl-C typed in it reached us too, but was not for us.
        if case .terminal = input { SignalWatcher.discardInterrupts() }
        switch outcome {
        case .edited(let code) where code == original:
            say("The file was not changed; nothing was submitted. 'edit' opens it again.")
        case .edited(let code):
            // `edit` runs while reading or typing a code answer; either way the answer is sent.
            mode = .reading
            codeDraft = (
                attempt.question.id, code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            )
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
        print(treePrinter.opening(tree))
        let walk = TreeWalk(tree: tree)
        mode = .walkingTree(walk)
        print(treePrinter.node(walk))
    }

    private var treePrinter: TreeWalkPrinter {
        TreeWalkPrinter(session: session, style: style)
    }

    /// A line typed during a tree walk; false when it is not for the walk (a command other than
    /// `back`, which then ends the walk and runs).
    private func walkTree(_ walk: TreeWalk, line: String) -> Bool {
        var walk = walk
        let word = line.lowercased()
        if line.isEmpty {
            if walk.isAtLeaf { leaveTree(nil) } else { print(treePrinter.node(walk)) }
            return true
        }
        if ShellCommand.exact(word)?.kind == .back {
            if walk.back() {
                mode = .walkingTree(walk)
                print(treePrinter.node(walk))
            } else {
                say("This is the tree's first question; Ctrl-C leaves the tree.")
            }
            return true
        }
        if ShellCommand.exact(word.split(separator: " ").first.map(String.init) ?? word) != nil {
            // The command runs next (and speaks for itself).
            mode = .reading
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
        mode = .walkingTree(walk)
        print(walk.isAtLeaf ? treePrinter.leaf(walk) : treePrinter.node(walk))
        return true
    }

    private func leaveTree(_ message: String?) {
        mode = .reading
        if let message { say(message) }
        if let attempt = session.attempt, !attempt.isAnswered {
            say("Back to the open question: answer it, or 'hint'.")
            print(printer.question(attempt))
        }
    }

    private func quitIfReviewIsOver() {
        guard quitsAfterReview, !mode.isFinished, session.reviewQueue == nil else { return }
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
