/// A program compiled and (when it compiled) run.
package struct ProgramRun: Sendable, Equatable {
    package var compile: CompileResult
    /// Nil when the code did not compile.
    package var execution: ProgramExecution?

    package init(compile: CompileResult, execution: ProgramExecution?) {
        self.compile = compile
        self.execution = execution
    }
}
