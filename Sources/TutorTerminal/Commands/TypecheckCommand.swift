import Foundation
import TutorCompiler
import TutorCore

/// `statetutor typecheck FILE...`: the compiler's diagnostics for Swift files, checked against
/// the SwiftUI surface. Nothing is executed.
struct TypecheckCommand: Command {
    static let spec = CommandSpec(
        name: "typecheck", usage: "statetutor typecheck FILE...",
        summary: "type-check Swift files against StateTutor's SwiftUI surface",
        details: """
            Compiles each file with the real Swift compiler against a module named SwiftUI whose
            declarations follow Apple's, and prints the compiler's diagnostics with the file's own
            lines. Files with top-level code and files with @main both work. Nothing is executed.
            The surface is compiled once into the cache folder ($XDG_CACHE_HOME/statetutor).
            Exit status: 0 when every file compiles, 1 otherwise.
            """)

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
        guard !arguments.operands.isEmpty else {
            throw UsageError("typecheck needs one or more Swift files", command: "typecheck")
        }
        let compiler = try compiler()
        let painter = Painter(enabled: colors.usesColor(isTerminal: context.stderrIsTerminal))
        var failed = false
        for path in arguments.operands {
            let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw UsageError("cannot read \(path)", command: "typecheck")
            }
            let result: CompileResult
            do {
                result = try compiler.typecheck(String(decoding: data, as: UTF8.self), displayName: path)
            } catch {
                context.err("statetutor: error: \(error)\n")
                return 1
            }
            for diagnostic in result.diagnostics {
                context.err(DiagnosticPrinter(painter: painter).format(diagnostic) + "\n")
            }
            if let note = SurfaceNote.note(for: result.diagnostics) { context.err(note + "\n") }
            if !result.succeeded { failed = true }
        }
        let count = arguments.operands.count
        context.out(failed ? "type-check failed\n" : "\(count) file\(count == 1 ? "" : "s") type-checked\n")
        return failed ? 1 : 0
    }
}
