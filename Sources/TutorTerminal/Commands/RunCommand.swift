import Foundation
import TutorCompiler
import TutorCore

/// `statetutor run FILE... [--view TYPE] [--script 'STEP; ...' | --script-file F]`: runs a
/// SwiftUI program in the terminal runtime and carries out script steps against its views.
struct RunCommand: Command {
    static let spec = CommandSpec(
        name: "run",
        usage:
            "statetutor run FILE.swift [FILE.swift...] [--view TYPE] [--script 'STEP; STEP; ...' | --script-file F]",
        summary: "run a SwiftUI program in the terminal and drive its views with a script",
        details: """
            Compiles the files as one app (as `typecheck` does) with StateTutor's terminal SwiftUI
            runtime and starts it from --view TYPE (a View whose init takes no arguments), else the
            @main App's first WindowGroup, else the first #Preview, else the `previews` of the first
            PreviewProvider. Script steps run in order:
              tap "LABEL" [#N]      activate a Button or NavigationLink (the Nth match)
              toggle "LABEL"        flip a Toggle
              type "LABEL" "TEXT"   set the text of a TextField or SecureField (title or prompt)
              increment "LABEL"     press a Stepper's +   (decrement: its -)
              pick "LABEL" "OPTION" select a Picker option
              select "ROW"          tap a row of a List(selection:) (a line it shows)
              delete "ROW"          swipe a row of a ForEach with onDelete away
              slide "LABEL" "VALUE" move a Slider to VALUE
              back                  pop the navigation stack
              dismiss               dismiss the top sheet or alert
              submit "LABEL" [#N]   press Return in a TextField or SecureField (its onSubmit runs)
              focus "LABEL" [#N]    move the focus to a control (a @FocusState tied to it follows)
              relaunch              quit the app and start it again (UserDefaults and @SceneStorage keep their values)
              wait                  wait until the tasks the launch and the steps started have ended (5 s at most)
              screen                print the visible screen between --- screen --- and --- end ---
              counts                print how often each view type's body ran (TypeName.body N)
              reset-counts          set every count to 0
              events                print the event log since the last events step (taps, writes
                                    to state, @Observable properties and @AppStorage, body runs)

            On a terminal without a script, the program's screen is interactive and redrawn as it
            changes: Tab and the arrows move the focus, Enter activates (in a text field: submits),
            typing edits a focused field, Ctrl-R relaunches, q quits (Ctrl-D in a field). In a
            pipe without a script the first screen is printed. The program runs in the sandbox,
            with its time limit. docs/RUNTIME.md says how the runtime decides when bodies run.
            Exit status: 0 when every step ran, 1 when the code does not compile, a step fails
            or the program crashes (SwiftUI's message is printed), 2 usage error.
            """,
        options: [
            CommandSpec.Option(
                name: "view", value: "TYPE",
                help: "the root view: a View whose init takes no arguments, or a #Preview's title"),
            CommandSpec.Option(name: "script", value: "STEPS", help: "steps separated by `;`"),
            CommandSpec.Option(name: "script-file", value: "FILE", help: "steps read from a file, one per line or `;`"),
        ])

    let arguments: ParsedArguments
    let context: ProcessContext
    let compiler: () throws(UsageError) -> SwiftCompiler
    let colors: ColorPolicy

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        compiler = environment.compiler
        colors = environment.colors
    }

    func run() throws(UsageError) -> Int32 {
        if arguments.option("script") != nil && arguments.option("script-file") != nil {
            throw UsageError("give either --script or --script-file, not both", command: "run")
        }
        var script = arguments.option("script") ?? "screen"
        if let path = arguments.option("script-file") {
            let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw UsageError("cannot read \(path)", command: "run")
            }
            script = String(decoding: data, as: UTF8.self)
        }
        let steps: [String]
        do {
            steps = try ViewScript(script).steps
        } catch {
            throw UsageError(error.description, command: "run")
        }
        if let view = arguments.option("view"),
            view.isEmpty
                || !view.unicodeScalars.allSatisfy({
                    $0.properties.isAlphabetic || "0123456789_.".unicodeScalars.contains($0)
                })
        {
            throw UsageError(
                "--view needs the name of a View type, such as ContentView (not '\(view)')", command: "run")
        }
        let files = try SwiftFileArguments.read(arguments.operands, context: context, command: "run")
        let compiler = try compiler()
        let interactive =
            arguments.option("script") == nil && arguments.option("script-file") == nil && context.stdinIsTerminal
            && context.stdoutIsTerminal
        if interactive { return try runInteractively(files, compiler: compiler) }
        let result: ProgramRun
        do {
            result = try compiler.runViews(files, rootView: arguments.option("view"), steps: steps)
        } catch let error as SwiftCompiler.NoRootView {
            throw UsageError(error.description, command: "run")
        } catch {
            context.err("statetutor: error: \(error)\n")
            return 1
        }
        let painter = Painter(enabled: colors.usesColor(isTerminal: context.stderrIsTerminal))
        for diagnostic in result.compile.diagnostics {
            context.err(DiagnosticPrinter(painter: painter).format(diagnostic) + "\n")
        }
        guard let execution = result.execution else {
            context.out("build failed\n")
            return 1
        }
        context.out(execution.stdout)
        if !execution.stdout.isEmpty && !execution.stdout.hasSuffix("\n") { context.out("\n") }
        let problems = Self.problems(in: execution.stderr)
        for line in problems { context.err(line + "\n") }
        if let limit = Self.limitReached(by: execution, compiler: compiler) {
            context.err("error: \(limit)\n")
            return 1
        }
        if execution.status != 0 && problems.isEmpty {
            context.err("error: the program ended with status \(execution.status)\n")
        }
        return execution.status == 0 ? 0 : 1
    }

    /// Which of the sandbox's limits stopped the program, in words that name it; nil when none did.
    static func limitReached(by execution: ProgramExecution, compiler: SwiftCompiler) -> String? {
        if execution.truncated {
            return "the program printed more than \(compiler.outputLimit >> 20) MB, its output limit, so it was stopped"
        }
        if execution.status == 128 + SIGXCPU {
            return cpuLimitMessage(compiler: compiler)
        }
        if execution.timedOut {
            return "the program did not finish within its time limit (\(Int(compiler.timeLimit)) s), so it was stopped"
        }
        return nil
    }

    /// A program stopped by `RLIMIT_CPU` (SIGXCPU).
    static func cpuLimitMessage(compiler: SwiftCompiler) -> String {
        let seconds = ResourceLimits.program(timeLimit: compiler.timeLimit).cpuSeconds
        return "the program used \(seconds) s of CPU time, its CPU limit, so it was stopped"
    }

    /// The lines of the program's stderr worth showing: step errors and the crash message
    /// (`Fatal error: …`, without the runtime's file prefix), plus anything the program printed.
    static func problems(in stderr: String) -> [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line -> String? in
            if let range = line.range(of: "Fatal error: ") {
                // The learner's own trap keeps its file and line; the runtime's shows the message only.
                let prefix = line[..<range.lowerBound]
                guard prefix.hasPrefix("LearnerApp/") else { return String(line[range.lowerBound...]) }
                var file = prefix.dropFirst("LearnerApp/".count)
                if let dash = file.firstIndex(of: "-"), file[..<dash].allSatisfy(\.isNumber) {
                    file = file[file.index(after: dash)...]
                }
                return String(file) + String(line[range.lowerBound...])
            }
            if isCrashReport(line) { return nil }
            return String(line)
        }
    }

    /// A line of the Swift runtime's crash report (a backtrace frame, the signal's name).
    private static func isCrashReport(_ line: Substring) -> Bool {
        if line.hasPrefix("*** ") || line.hasPrefix("Current stack trace") || line.hasPrefix("Stack dump") {
            return true
        }
        let signals = ["Illegal instruction", "Trace/breakpoint trap", "Segmentation fault", "Aborted", "Bus error"]
        if signals.contains(where: { line.hasPrefix($0) }) { return true }
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        return words.count >= 3 && words[0].allSatisfy(\.isNumber) && words[2].hasPrefix("0x")
    }

    /// Runs the program on the terminal until the learner quits (see `InteractiveViewRunner`).
    private func runInteractively(_ files: [LearnerFile], compiler: SwiftCompiler) throws(UsageError) -> Int32 {
        let painter = Painter(enabled: colors.usesColor(isTerminal: context.stdoutIsTerminal))
        do {
            let title = "statetutor run " + files.map(\.displayName).joined(separator: " ")
            return try InteractiveViewRunner.run(
                files, rootView: arguments.option("view"), compiler: compiler, context: context, painter: painter,
                title: title)
        } catch let error as SwiftCompiler.NoRootView {
            throw UsageError(error.description, command: "run")
        } catch {
            context.err("statetutor: error: \(error)\n")
            return 1
        }
    }
}
