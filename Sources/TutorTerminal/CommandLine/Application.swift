import Foundation
import TutorCompiler
import TutorCore

/// The `statetutor` program: parses the command line and runs a command. Returns the exit status.
package struct Application: Sendable {
    package static let version = "0.1.0"

    /// The exit status when results could not be written to standard output (sysexits'
    /// EX_IOERR): a full disk, `/dev/full`, a closed descriptor.
    package static let outputFailedStatus: Int32 = 74

    package var context: ProcessContext
    package var locator: CourseLocator
    /// The SwiftUI surface's declaration files, compiled on first use.
    package var surfaceFiles: [(name: String, source: String)]
    /// The preferences file's settings, once read (several options default to them).
    private let settingsCache = Locked<Preferences.Settings?>(nil)

    package init(context: ProcessContext, locator: CourseLocator, surfaceFiles: [(name: String, source: String)] = []) {
        self.context = context
        self.locator = locator
        self.surfaceFiles = surfaceFiles
    }

    /// Every command, looked up by name; the one without a name is the tutor itself.
    static var commands: [any Command.Type] {
        [
            TutorCommand.self, StartCommand.self, ListCommand.self, ShowCommand.self, ValidateCommand.self,
            NewCommand.self,
            TypecheckCommand.self, RunCommand.self, CheckCommand.self, ReportCommand.self, ReviewCommand.self,
            ResetCommand.self, LoginCommand.self, LogoutCommand.self, StatusCommand.self, SyncCommand.self,
            ExportCommand.self,
            PublishCommand.self, HelpCommand.self,
        ]
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }

    /// The settings of the preferences file (defaults for options not given), read once per run
    /// with the same fast reader as the rest of the file. A setting its option would refuse is
    /// not used, with a warning naming it and its value.
    func settings(_ arguments: ParsedArguments) -> Preferences.Settings {
        settingsCache.withLock { cached in
            if let cached { return cached }
            let url = CommandEnvironment.preferencesURL(arguments, context)
            let settings = PreferencesStore.settings(at: url)
            for problem in settings.problems { context.err("statetutor: warning: \(url.path): \(problem)\n") }
            cached = settings
            return settings
        }
    }

    /// Runs the command line. Every command writes its results through `context.stdout`, so a
    /// failed write to it (the output is incomplete) is said here, once, and never ends with 0.
    package func run() -> Int32 {
        // The SourceKit service statetutor starts for itself (in its sandbox): not a command
        // for people, so not in the help.
        if context.arguments.count == 2, context.arguments[0] == CodeAssistant.serviceCommand {
            return SourceKitServer.serve(libraryPath: context.arguments[1])
        }
        let status = runCommand()
        // A reader that went away on purpose (`| head`) is not an error, nor is a terminal that
        // went away (EIO: its window closed; nobody is left to read either way). Anything else
        // (a full disk, a closed descriptor) left results cut short where a program may read them.
        guard let error = context.stdout.writeError, error != EPIPE, !context.stdoutIsTerminal else { return status }
        context.err(
            "statetutor: error: cannot write to standard output (\(String(cString: strerror(error)))); the output is incomplete\n"
        )
        return status == 0 ? Self.outputFailedStatus : status
    }

    private func runCommand() -> Int32 {
        let arguments: ParsedArguments
        do {
            arguments = try ArgumentParser(commands: Self.commands.map { $0.spec }).parse(context.arguments)
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
        let colors = try colorPolicy(arguments)
        let widths = Preferences.Settings.widths
        if let width = arguments.option("width"), Int(width).map(widths.contains) != true {
            throw UsageError(
                "--width must be a number from \(widths.lowerBound) to \(widths.upperBound), got '\(width)'")
        }
        let environment = CommandEnvironment(
            context: context, locator: locator, surfaceFiles: surfaceFiles, arguments: arguments, colors: colors,
            settings: settings(arguments))
        let name = arguments.wantsHelp ? "help" : arguments.command ?? ""
        guard let command = Self.command(named: name) else { throw UsageError("unknown command '\(name)'") }
        return try command.init(arguments: arguments, environment: environment).run()
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
}
