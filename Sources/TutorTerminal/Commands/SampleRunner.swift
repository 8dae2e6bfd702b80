import Foundation
import TutorCompiler
import TutorCore

/// Runs a lesson's ` ```swift run ` sample for the shell's `run`: interactively on a terminal
/// (as `statetutor run` does), else by printing its first screen.
struct SampleRunner {
    let environment: CommandEnvironment
    let onTerminal: Bool

    func run(_ sample: CodeSample) {
        let context = environment.context
        guard case .runs(let view) = sample.expectation else { return }
        let compiler: SwiftCompiler
        do {
            compiler = try environment.compiler()
        } catch {
            context.err("statetutor: error: \(error.message)\n")
            return
        }
        let files = [LearnerFile(sample.code, displayName: "sample.swift")]
        let painter = Painter(enabled: environment.colors.usesColor(isTerminal: context.stdoutIsTerminal))
        do {
            if onTerminal {
                _ = try InteractiveViewRunner.run(
                    files, rootView: view, compiler: compiler, context: context, painter: painter,
                    title: "the sample of this page", crashNote: sample.note)
            } else {
                let result = try compiler.runViews(files, rootView: view, steps: ["screen", "counts"])
                for diagnostic in result.compile.diagnostics where diagnostic.severity == .error {
                    context.err(DiagnosticPrinter(painter: painter).format(diagnostic) + "\n")
                }
                if let execution = result.execution {
                    context.out(execution.stdout)
                    let crash = RunCommand.problems(in: execution.stderr)
                    for line in crash { context.err(line + "\n") }
                    if execution.status != 0, !crash.isEmpty, let note = sample.note {
                        context.err(painter.paint("note: ", .bold) + note + "\n")
                    }
                }
            }
        } catch {
            context.err("statetutor: error: \(error)\n")
        }
    }
}
