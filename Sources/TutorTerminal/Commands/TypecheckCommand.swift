import Foundation
import TutorCompiler
import TutorCore

/// `statetutor typecheck FILE...`: the compiler's diagnostics for Swift files, checked together
/// as one module against the SwiftUI surface. Nothing is executed.
struct TypecheckCommand: Command {
    static let spec = CommandSpec(
        name: "typecheck", usage: "statetutor typecheck [--target PLATFORM] [--format text|json] [--watch] FILE...",
        summary: "type-check Swift files against StateTutor's SwiftUI surface",
        details: """
            Compiles the files together as one module, as Xcode builds an app target (a view in
            one file may use a model in another), with the real Swift compiler against a module
            named SwiftUI whose declarations follow Apple's, and prints the compiler's
            diagnostics with the files' own lines. One file of top-level code (or one named
            main.swift) and files with @main both work. `#if os(iOS)` is true, as in an iOS app.
            With --target (such as "iOS 16"), an API newer than the target is an error, with
            Xcode's message. Nothing is executed. The surface is compiled once into the cache
            folder ($XDG_CACHE_HOME/statetutor).
            With --watch it stays running and checks the files again each time one is saved (in
            place, or by an editor that writes a copy and renames it), for working in an editor
            of your own: on a terminal the screen is cleared first, then come the diagnostics and
            one summary line, such as 'ContentView.swift: 1 error, 0 warnings (SourceKit, 40 ms)'.
            The first answer comes from SourceKit, the service editors use, within a moment of the
            save; when it finds no errors, the compiler checks the files too (SourceKit may leave
            out what the compiler finds after type-checking, such as a variable used before it is
            set), and its result follows when it differs. Without SourceKit (or with
            STATETUTOR_SOURCEKIT=off) each check is the compiler's, and the summary says 'swiftc'.
            A file that goes away is waited for. With --format json each check prints its report
            on one line of stdout, and the summary goes to stderr. Ctrl-C stops it.
            Exit status: 0 when the files compile (with --watch: when it is stopped), 1 otherwise,
            2 usage error.
            """,
        options: [
            CommandSpec.Option(
                name: "target", value: "PLATFORM",
                help: "the oldest OS the code must run on, such as \"iOS 16\" (default: the newest iOS)"),
            CommandSpec.format,
            CommandSpec.Option(
                name: "watch", value: nil, help: "check again each time a file is saved, until Ctrl-C"),
        ])

    let arguments: ParsedArguments
    let context: ProcessContext
    let compiler: () throws(UsageError) -> SwiftCompiler
    /// SourceKit for `--watch` (nil without it).
    let codeAssistant: () -> CodeAssistant?
    let colors: ColorPolicy
    /// `--width` (or the preferences' width), for messages on a terminal.
    let widthOption: Int?

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        compiler = environment.compiler
        codeAssistant = environment.codeAssistant
        colors = environment.colors
        widthOption = environment.widthOption
    }

    /// What `--format json` prints: one per run, and with `--watch` one per check, naming the
    /// checker (`SourceKit` or `swiftc`).
    struct Report: Encodable {
        var files: [String]
        var target: String?
        var succeeded: Bool
        var diagnostics: [CompilerDiagnostic]
        var note: String?
        var checker: String?
    }

    func run() throws(UsageError) -> Int32 {
        let format = try OutputFormat.parse(arguments.option("format"), allowed: [.text, .json])
        var target: DeploymentTarget?
        if let text = arguments.option("target") {
            guard let parsed = DeploymentTarget(text) else {
                throw UsageError(
                    "--target needs a platform and a version, such as \"iOS 16\" or \"macOS 14.0\" (not '\(text)')",
                    command: "typecheck")
            }
            target = parsed
        }
        let compiler = try compiler()
        let files = try SwiftFileArguments.read(arguments.operands, context: context, command: "typecheck")
        if arguments.flag("watch") { return watch(files, target: target, format: format, compiler: compiler) }
        let result: CompileResult
        do {
            result = try compiler.typecheck(files, target: target)
        } catch {
            context.err("statetutor: error: \(error)\n")
            return 1
        }
        let note = SurfaceNote.note(for: result.diagnostics)
        if format == .json {
            let report = Report(
                files: files.map(\.displayName), target: target?.description, succeeded: result.succeeded,
                diagnostics: result.diagnostics, note: note)
            context.out(JSONOutput.encode(report) + "\n")
            return result.succeeded ? 0 : 1
        }
        printDiagnostics(result.diagnostics)
        let count = files.count
        context.out(
            result.succeeded ? "\(count) file\(count == 1 ? "" : "s") type-checked\n" : "type-check failed\n")
        return result.succeeded ? 0 : 1
    }

    /// The diagnostics on stderr, each with its line and caret, and the note about the surface
    /// when one applies.
    func printDiagnostics(_ diagnostics: [CompilerDiagnostic]) {
        let painter = Painter(enabled: colors.usesColor(isTerminal: context.stderrIsTerminal))
        // On a terminal (or with --width), messages wrap between words and long source lines go
        // on after `↪`, as the terminal would otherwise break them anywhere.
        let width =
            context.stderrIsTerminal || widthOption != nil
            ? TerminalSize.width(option: widthOption, environment: context.environment) : nil
        for diagnostic in diagnostics {
            context.err(DiagnosticPrinter(painter: painter, width: width).format(diagnostic) + "\n")
        }
        if let note = SurfaceNote.note(for: diagnostics) { context.err(note + "\n") }
    }
}
