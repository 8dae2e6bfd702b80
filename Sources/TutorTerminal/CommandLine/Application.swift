import Foundation
import TutorCore

/// The `statetutor` program: parses the command line and runs a command. Returns the exit status.
package struct Application: Sendable {
    package static let version = "0.1.0"

    package var context: ProcessContext
    package var locator: CourseLocator
    /// The SwiftUI surface's declaration files, compiled on first use.
    package var surfaceFiles: [(name: String, source: String)]
    /// The preferences file's settings, once read (several options default to them).
    private let settingsCache = SettingsCache()

    package init(context: ProcessContext, locator: CourseLocator, surfaceFiles: [(name: String, source: String)] = []) {
        self.context = context
        self.locator = locator
        self.surfaceFiles = surfaceFiles
    }

    /// The answer checker: with the compiler when one is installed, honouring `--no-exec`.
    private func checker(for course: Course, _ arguments: ParsedArguments) -> AnswerChecker {
        let cache = XDGDirectories(environment: context.environment).cache
        let compiler = SwiftToolchain.locate(environment: context.environment, cacheDirectory: cache).map {
            SwiftCompiler(toolchain: $0, cacheDirectory: cache, surfaceFiles: surfaceFiles)
        }
        return AnswerChecker(course: course, compiler: compiler, allowsExecution: !arguments.flag("no-exec"))
    }

    /// `--width`, else the `width` setting of the preferences file.
    private func widthOption(_ arguments: ParsedArguments) -> Int? {
        arguments.option("width").flatMap(Int.init) ?? settings(arguments).width
    }

    /// The settings of the preferences file (defaults for options not given), read once per run
    /// with the same fast reader as the rest of the file. A setting its option would refuse is
    /// not used, with a warning naming it and its value.
    func settings(_ arguments: ParsedArguments) -> Preferences.Settings {
        settingsCache.value {
            let url = preferencesURL(arguments)
            let settings = PreferencesStore.settings(at: url)
            for problem in settings.problems { context.err("statetutor: warning: \(url.path): \(problem)\n") }
            return settings
        }
    }

    /// The learner's preferences file.
    func preferencesURL(_ arguments: ParsedArguments) -> URL {
        let option = arguments.option("prefs").map {
            URL(fileURLWithPath: $0, relativeTo: context.currentDirectory).path
        }
        return PreferencesLocation.url(arguments: option, environment: context.environment)
    }

    /// The compiler for checking code, or a usage error saying why there is none.
    func compiler() throws(UsageError) -> SwiftCompiler {
        let cache = XDGDirectories(environment: context.environment).cache
        guard let toolchain = SwiftToolchain.locate(environment: context.environment, cacheDirectory: cache) else {
            throw UsageError("no Swift compiler found; install the Swift toolchain or set SWIFTC")
        }
        return SwiftCompiler(toolchain: toolchain, cacheDirectory: cache, surfaceFiles: surfaceFiles)
    }

    package func run() -> Int32 {
        let arguments: ParsedArguments
        do {
            arguments = try ArgumentParser().parse(context.arguments)
        } catch {
            return usage(error)
        }
        do {
            return try dispatch(arguments)
        } catch {
            return usage(error)
        }
    }

    private func usage(_ error: UsageError) -> Int32 {
        context.err("statetutor: error: \(error.message)\n")
        let hint = error.command.map { "statetutor \($0) --help" } ?? "statetutor --help"
        context.err("Run '\(hint)' for usage.\n")
        return 2
    }

    private func dispatch(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        if arguments.flag("version") {
            context.out("statetutor \(Self.version)\n")
            return 0
        }
        if arguments.wantsHelp || arguments.command == "help" {
            let topic =
                arguments.command == "help" && !arguments.wantsHelp ? arguments.operands.first : arguments.command
            return help(for: topic)
        }
        let colors = try colorPolicy(arguments)
        let widths = Preferences.Settings.widths
        if let width = arguments.option("width"), Int(width).map(widths.contains) != true {
            throw UsageError(
                "--width must be a number from \(widths.lowerBound) to \(widths.upperBound), got '\(width)'")
        }
        switch arguments.command {
        case "validate":
            let compiler = arguments.flag("no-compile") ? nil : try? compiler()
            return try ValidateCommand(
                arguments: arguments, context: context, locator: locator, colors: colors, compiler: compiler
            ).run()
        case "typecheck":
            return try TypecheckCommand(arguments: arguments, context: context, compiler: compiler, colors: colors)
                .run()
        case "new":
            return try NewCommand(arguments: arguments, context: context, locator: locator).run()
        case "check":
            let course = try loadCourse(arguments, colors: colors)
            return try CheckCommand(
                arguments: arguments, context: context, course: course, checker: checker(for: course, arguments)
            ).run()
        case "list", "show":
            let course = try loadCourse(arguments, colors: colors)
            if arguments.command == "list" {
                return try ListCommand(arguments: arguments, context: context, course: course).run()
            }
            return try ShowCommand(
                arguments: arguments, context: context, course: course, style: outputStyle(arguments, colors)
            ).run()
        case "review":
            let course = try loadCourse(arguments, colors: colors)
            return runShell(course: course, arguments: arguments, colors: colors, startupCommands: ["review"])
        case "reset":
            let course = try loadCourse(arguments, colors: colors)
            return try ResetCommand(
                arguments: arguments, context: context, course: course, url: preferencesURL(arguments)
            ).run()
        case "report":
            let course = try loadCourse(arguments, colors: colors)
            return try ReportCommand(
                arguments: arguments, context: context, course: course, style: outputStyle(arguments, colors),
                ownFile: preferencesURL(arguments)
            ).run()
        default:
            guard arguments.operands.isEmpty else { throw UsageError("unexpected '\(arguments.operands[0])'") }
            let course = try loadCourse(arguments, colors: colors)
            return runShell(course: course, arguments: arguments, colors: colors)
        }
    }

    /// How to draw to stdout: colour only on a terminal (and as the colour rules allow), the
    /// terminal's width unless `--width` is given, ASCII with `--plain`.
    private func outputStyle(_ arguments: ParsedArguments, _ colors: ColorPolicy) -> ShellStyle {
        let width = TerminalSize.width(option: widthOption(arguments), environment: context.environment)
        return ShellStyle(
            width: width, color: colors.usesColor(isTerminal: context.stdoutIsTerminal), plain: colors.isPlain,
            hyperlinks: context.stdoutIsTerminal && TerminalSize.supportsHyperlinks(environment: context.environment))
    }

    /// Starts the interactive tutor: libedit on a terminal, plain lines from a pipe.
    private func runShell(
        course: Course, arguments: ParsedArguments, colors: ColorPolicy, startupCommands: [String] = []
    ) -> Int32 {
        let interactive = context.stdinIsTerminal
        let width = TerminalSize.width(option: widthOption(arguments), environment: context.environment)
        let color = interactive && colors.usesColor(isTerminal: context.stdoutIsTerminal)
        let style = ShellStyle(
            width: width, color: color || colors.mode == .always, plain: colors.isPlain,
            hyperlinks: interactive && TerminalSize.supportsHyperlinks(environment: context.environment))
        let store: PreferencesStore
        do {
            store = try PreferencesStore(url: preferencesURL(arguments))
        } catch {
            context.err("statetutor: error: \(error.message)\nChoose another file with --prefs FILE.\n")
            return 2
        }
        let progress = ProgressTracker(store: store, course: course)
        let session = TutorSession(course: course, checker: checker(for: course, arguments), progress: progress)
        let input: Shell.InputMode
        if interactive {
            setlocale(LC_CTYPE, "")
            if setlocale(LC_CTYPE, nil).map({ String(cString: $0) }) == "C" { setlocale(LC_CTYPE, "C.UTF-8") }
            let directories = XDGDirectories(environment: context.environment)
            let completer = ShellCompleter(course: course)
            input = .terminal(
                LineEditor(historyFile: directories.state.appendingPathComponent("history"), historyLimit: 1000) {
                    word, line in
                    completer.complete(word, before: line)
                })
        } else {
            input = .pipe(PipeLineReader())
        }
        let fixedWidth = arguments.option("width") != nil || !context.stdoutIsTerminal
        let environment = context.environment
        let measure: (() -> Int)? = fixedWidth ? nil : { TerminalSize.width(option: nil, environment: environment) }
        return Shell(
            context: context, session: session, style: style, input: input, measureWidth: measure,
            startupCommands: startupCommands, quitsAfterReview: !startupCommands.isEmpty
        ).run()
    }

    /// Loads the course for commands that use it; errors in it are printed and stop the command.
    private func loadCourse(_ arguments: ParsedArguments, colors: ColorPolicy) throws(UsageError) -> Course {
        let result = try locator.load(arguments, context)
        if result.diagnostics.hasErrors {
            let painter = Painter(enabled: colors.usesColor(isTerminal: context.stderrIsTerminal))
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                context.err(ValidateCommand.format(diagnostic, painter: painter) + "\n")
            }
            throw UsageError(
                "the course has \(result.diagnostics.errorCount) error(s); fix them or run 'statetutor validate'")
        }
        return result.course
    }

    private func colorPolicy(_ arguments: ParsedArguments) throws(UsageError) -> ColorPolicy {
        let settings = settings(arguments)
        var mode = settings.color ?? .auto
        if let value = arguments.option("color") {
            guard let parsed = ColorPolicy.Mode(rawValue: value) else {
                throw UsageError("--color must be auto, always or never, got '\(value)'")
            }
            mode = parsed
        }
        let plain = arguments.flag("plain") || settings.plain == true
        return ColorPolicy(mode: mode, isPlain: plain, environment: context.environment)
    }

    private func help(for command: String?) -> Int32 {
        guard let command else {
            context.out(CommandSpec.overview)
            return 0
        }
        guard let spec = CommandSpec.all.first(where: { $0.name == command }) else {
            context.err(
                "statetutor: error: no command '\(command)'\nRun 'statetutor --help' for the list of commands.\n")
            return 2
        }
        context.out(spec.helpText)
        return 0
    }
}

/// Holds the settings read for one run of the program.
private final class SettingsCache: @unchecked Sendable {
    private let lock = NSLock()
    private var settings: Preferences.Settings?

    func value(_ read: () -> Preferences.Settings) -> Preferences.Settings {
        lock.withLock {
            if let settings { return settings }
            let value = read()
            settings = value
            return value
        }
    }
}
