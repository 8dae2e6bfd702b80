import Foundation
import TutorCompiler
import TutorCore

/// What commands share: the process's world, where the course comes from, the SwiftUI surface,
/// and the defaults that come from options and the preferences file's settings.
package struct CommandEnvironment: Sendable {
    package var context: ProcessContext
    package var locator: CourseLocator
    /// The SwiftUI surface's declaration files, compiled on first use.
    package var surfaceFiles: [(name: String, source: String)]
    package var arguments: ParsedArguments
    /// Colour and `--plain`, from options, the environment and the settings.
    package var colors: ColorPolicy
    /// The preferences file's settings (defaults for options not given).
    package var settings: Preferences.Settings

    /// The learner's preferences file: `--prefs`, `STATETUTOR_PREFS`, else the XDG location.
    package var preferencesURL: URL {
        Self.preferencesURL(arguments, context)
    }

    static func preferencesURL(_ arguments: ParsedArguments, _ context: ProcessContext) -> URL {
        let option = arguments.option("prefs").map {
            URL(fileURLWithPath: $0, relativeTo: context.currentDirectory).path
        }
        return PreferencesLocation.url(arguments: option, environment: context.environment)
    }

    /// `--width`, else the `width` setting of the preferences file.
    package var widthOption: Int? {
        arguments.option("width").flatMap(Int.init) ?? settings.width
    }

    /// The compiler for checking code, or a usage error saying why there is none.
    package func compiler() throws(UsageError) -> SwiftCompiler {
        let cache = XDGDirectories(environment: context.environment).cache
        guard let toolchain = SwiftToolchain.locate(environment: context.environment, cacheDirectory: cache) else {
            throw UsageError("no Swift compiler found; install the Swift toolchain or set SWIFTC")
        }
        var compiler = SwiftCompiler(toolchain: toolchain, cacheDirectory: cache, surfaceFiles: surfaceFiles)
        // Code from a folder on disk (`--lessons`, STATETUTOR_LESSONS, `validate DIR`) runs only sandboxed.
        let fromDisk =
            locator.chosenDirectory(arguments, context) != nil
            || (arguments.command == "validate" && !arguments.operands.isEmpty)
        compiler.sandboxPolicy = arguments.flag("unsandboxed") ? .off : fromDisk ? .required : .preferred
        compiler.notice = { [context] in context.err("statetutor: warning: \($0)\n") }
        // A first build takes seconds: say so on a terminal, where someone is waiting.
        if context.stderrIsTerminal { compiler.progress = { [context] in context.err("statetutor: \($0)\n") } }
        // The sandbox is found at the first compile, in the caller's thread: a trial run left
        // behind by a command that ends first would keep bubblewrap waiting.
        return compiler
    }

    /// SourceKit's help for code (live diagnostics, completion), served by this binary; nil
    /// without a compiler or without SourceKit (`STATETUTOR_SOURCEKIT=off`).
    package func codeAssistant() -> CodeAssistant? {
        guard var compiler = try? compiler() else { return nil }
        // It starts in the background: nothing it does may print over what the learner reads.
        compiler.progress = nil
        compiler.notice = nil
        return CodeAssistant(
            compiler: compiler, executable: context.executablePath, environment: context.environment)
    }

    /// The answer checker: with the compiler when one is installed, honouring `--no-exec`.
    /// `cancellation` stops a compile or a program that runs (the shell's Ctrl-C).
    package func checker(for course: Course, cancellation: ProcessCancellation? = nil) -> AnswerChecker {
        var compiler = try? compiler()
        compiler?.cancellation = cancellation
        return AnswerChecker(trees: course.trees, compiler: compiler, allowsExecution: !arguments.flag("no-exec"))
    }

    /// How to draw to stdout: colour only on a terminal (and as the colour rules allow), the
    /// terminal's width unless `--width` is given, ASCII with `--plain`.
    package var outputStyle: ShellStyle {
        let width = TerminalSize.width(option: widthOption, environment: context.environment)
        return ShellStyle(
            width: width, color: colors.usesColor(isTerminal: context.stdoutIsTerminal), plain: colors.isPlain,
            hyperlinks: context.stdoutIsTerminal && TerminalSize.supportsHyperlinks(environment: context.environment))
    }

    /// Loads the course for commands that use it; errors in it are printed and stop the command.
    package func loadCourse() throws(UsageError) -> Course {
        let result = try locator.load(arguments, context)
        if result.diagnostics.hasErrors {
            let painter = Painter(enabled: colors.usesColor(isTerminal: context.stderrIsTerminal))
            let sources = DiagnosticPrinter.lessonSources(
                currentDirectory: context.currentDirectory,
                files: locator.chosenDirectory(arguments, context) == nil
                    ? locator.bundledFiles + (locator.bundledCourseFile.map { [$0] } ?? []) : nil)
            let printer = DiagnosticPrinter(painter: painter, sourceLines: sources)
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                context.err(printer.format(diagnostic) + "\n")
            }
            throw UsageError(
                "the course has \(result.diagnostics.errorCount) error(s); fix them or run 'statetutor validate'")
        }
        return result.course
    }
}
