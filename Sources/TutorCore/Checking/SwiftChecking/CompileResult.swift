/// The compiler's verdict on one source file.
package struct CompileResult: Sendable, Equatable {
    package var diagnostics: [CompilerDiagnostic]
    package var succeeded: Bool

    package init(diagnostics: [CompilerDiagnostic], succeeded: Bool) {
        self.diagnostics = diagnostics
        self.succeeded = succeeded
    }

    package var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .error } }
}
