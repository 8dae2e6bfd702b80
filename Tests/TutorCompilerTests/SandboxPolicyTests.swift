import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// What the compiler does on a machine without a sandbox, per policy.
@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct SandboxPolicyTests {
    private let missing = Sandbox(mechanism: .limitsOnly, unavailableReason: "bwrap is missing in this test")
    /// Prints "benign" when it runs in its scratch folder, which is also its HOME.
    private let program = """
        import Foundation
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        print(FileManager.default.currentDirectoryPath == home ? "benign" : "odd")
        """

    private func compiler(_ policy: SandboxPolicy, sandbox: Sandbox?) throws -> SwiftCompiler {
        var compiler = try #require(CompilerFixture.compiler)
        compiler.sandboxPolicy = policy
        compiler.sandbox = sandbox
        return compiler
    }

    @Test func aRequiredSandboxThatIsMissingRefusesToRunPrograms() throws {
        let compiler = try compiler(.required, sandbox: missing)
        #expect(compiler.programRefusal == "bwrap is missing in this test")
        #expect(throws: SwiftCompiler.Failure.sandboxUnavailable("bwrap is missing in this test")) {
            try compiler.run(program, displayName: "main.swift")
        }
    }

    @Test func aRequiredSandboxThatIsMissingStillTypeChecks() throws {
        let compiler = try compiler(.required, sandbox: missing)
        let result = try compiler.typecheck("let x: Int = \"no\"\n", displayName: "answer.swift")
        #expect(result.errors.first?.line == 1)
    }

    @Test func aPreferredSandboxThatIsMissingRunsWithLimitsOnly() throws {
        let compiler = try compiler(.preferred, sandbox: missing)
        #expect(compiler.programRefusal == nil)
        let result = try compiler.run(program, displayName: "main.swift")
        #expect(result.execution?.stdout == "benign\n")
    }

    @Test func unsandboxedRunsWithoutTheSandboxEvenWhereThereIsOne() throws {
        let compiler = try compiler(.off, sandbox: nil)
        let result = try compiler.run(
            "import Foundation\nprint(FileManager.default.fileExists(atPath: \"/etc/passwd\") ? \"unconfined\" : \"confined\")\n",
            displayName: "main.swift")
        #expect(result.execution?.stdout == "unconfined\n")
    }

    @Test func validateReportsCodeThatWasNotRunAsAWarning() throws {
        let compiler = try compiler(.required, sandbox: missing)
        let lesson = """
            ---
            id: one
            title: "One"
            summary: S.
            minutes: 1
            ---

            # One

            ```quiz
            id: out
            kind: output
            prompt: What does it print?
            code: |
              print("benign")
            answer: benign
            ```
            """
        let loader = CourseLoader(validator: CourseValidator(additionalRules: [CompilerRules(compiler: compiler)]))
        let result = loader.load(files: [LessonFile(path: "one.md", bytes: Array(lesson.utf8))])
        #expect(result.diagnostics.map(\.code) == ["sandbox-unavailable"])
        #expect(result.diagnostics.first?.severity == .warning)
    }
}
