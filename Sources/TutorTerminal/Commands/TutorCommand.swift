import Foundation
import TutorCompiler
import TutorCore

/// `statetutor` with no command: the interactive tutor on the course (libedit on a terminal,
/// plain lines from a pipe).
struct TutorCommand: Command {
    /// Names a learner id that seeds the order of choices in place of the saved one, so that a
    /// transcript (a test, a course's screenshots) shows the same order on every machine.
    static let learnerSeedVariable = "STATETUTOR_LEARNER_ID"

    static let spec = CommandSpec(
        name: "", usage: "statetutor [OPTIONS]", summary: "start the tutor on the course",
        details: """
            Opens the tutor's shell: read a lesson page by page, answer its questions, get hints,
            walk the decision trees, review what is due. 'help' inside lists the shell's commands.
            """)

    let environment: CommandEnvironment
    let course: Course

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        guard arguments.operands.isEmpty else { throw UsageError("unexpected '\(arguments.operands[0])'") }
        self.environment = environment
        course = try environment.loadCourse()
    }

    func run() throws(UsageError) -> Int32 {
        Self.runShell(environment, course: course)
    }

    /// Starts the shell; `startupCommands` run first (as if typed), and with any the shell
    /// leaves once the review they start is done (unless `leavesAfterwards` is false).
    static func runShell(
        _ environment: CommandEnvironment, course: Course, startupCommands: [String] = [],
        leavesAfterwards: Bool = true
    ) -> Int32 {
        let context = environment.context
        let colors = environment.colors
        let interactive = context.stdinIsTerminal
        let width = TerminalSize.width(option: environment.widthOption, environment: context.environment)
        let color = interactive && colors.usesColor(isTerminal: context.stdoutIsTerminal)
        let style = ShellStyle(
            width: width, color: color || colors.mode == .always, plain: colors.isPlain,
            hyperlinks: interactive && TerminalSize.supportsHyperlinks(environment: context.environment))
        let store: PreferencesStore
        do {
            store = try PreferencesStore(url: environment.preferencesURL)
        } catch {
            context.err("statetutor: error: \(error.message)\nChoose another file with --prefs FILE.\n")
            return 2
        }
        let progress = ProgressTracker(store: store, course: course)
        // Logged in to a class: each saved attempt goes to the outbox and is sent in the
        // background, and what an earlier session left waiting is sent now.
        if let recorder = environment.classRecorder(for: course) {
            progress.observer = recorder.observer
            recorder.sendInBackground()
        }
        // Ctrl-C (and SIGTERM, SIGHUP, SIGQUIT) stops a check that compiles or runs code; the shell
        // then decides what the signal means (see Shell.checking).
        let cancellation = ProcessCancellation(isCancelled: { SignalWatcher.stopRequested() })
        let checker = environment.checker(for: course, cancellation: cancellation)
        let session = TutorSession(
            course: course, checker: checker, progress: progress,
            learnerSeed: context.environment[Self.learnerSeedVariable])
        let input: Shell.InputMode
        if interactive {
            TerminalLocale.adopt()
            let directories = XDGDirectories(environment: context.environment)
            let completer = ShellCompleter(course: course)
            input = .terminal(
                LineEditor(historyFile: directories.state.appendingPathComponent("history"), historyLimit: 1000) {
                    LineEditor.Completion(completer.complete($0.word, before: $0.before))
                })
        } else {
            input = .pipe(PipeLineReader())
        }
        let fixedWidth = environment.arguments.option("width") != nil || !context.stdoutIsTerminal
        let processEnvironment = context.environment
        let measure: (() -> Int)? =
            fixedWidth ? nil : { TerminalSize.width(option: nil, environment: processEnvironment) }
        let shell = Shell(
            context: context, session: session, style: style, input: input, measureWidth: measure,
            startupCommands: startupCommands, quitsAfterReview: leavesAfterwards && !startupCommands.isEmpty)
        if interactive {
            shell.pager = Pager.forOutput(context: context, arguments: environment.arguments)
            shell.codeHelp = environment.codeAssistant().map(CodeAnswerHelp.init)
        }
        shell.sampleRunner = { sample in
            SampleRunner(environment: environment, onTerminal: interactive && context.stdoutIsTerminal).run(sample)
        }
        return shell.run()
    }
}
