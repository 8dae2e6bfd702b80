import Foundation

/// The parts of checking that use the Swift compiler.
extension AnswerChecker {
    /// Said (once per session) when code is compared without a compiler.
    package static let noCompilerNote =
        "Checked by Swift tokens only: no Swift compiler was found (set SWIFTC or add swiftc to PATH)."

    /// How many compiler messages a verdict shows.
    static let shownDiagnostics = 3

    /// The compiler's errors on `code` as feedback lines (empty when it compiles, or when there
    /// is no compiler).
    package func compilerFeedback(for code: String) -> [String] {
        (try? typecheckFeedback(for: code)) ?? []
    }

    /// ``compilerFeedback(for:)``, except that a cancelled compile throws.
    private func typecheckFeedback(for code: String) throws(CancelledCheck) -> [String] {
        let result: CompileResult
        do {
            guard let compiler else { return [] }
            result = try compiler.typecheck(code, displayName: "answer.swift", target: target)
        } catch is CheckCancellation {
            throw CancelledCheck()
        } catch {
            return []
        }
        let errors = result.errors.prefix(Self.shownDiagnostics).map { "`\($0.formatted)`" }
        return errors + (SurfaceNote.note(for: result.diagnostics).map { [$0] } ?? [])
    }

    private struct CancelledCheck: Error {}

    /// A `code` answer: it must compile against the surface, meet `must` / `must_not`, and pass
    /// the question's tests (run with the time limit, unless execution is off).
    func checkCode(_ answer: String, solution: String, must: [String], mustNot: [String], tests: String?)
        -> CheckOutcome
    {
        let patterns = CodePatterns.check(answer, solution: solution, must: must, mustNot: mustNot)
        guard let compiler else {
            guard case .verdict(var verdict) = patterns else { return patterns }
            verdict.checkedWithoutCompiler = true
            return .verdict(verdict)
        }
        if case .invalid = patterns { return patterns }
        guard let errors = try? typecheckFeedback(for: answer) else { return .cancelled }
        if !errors.isEmpty { return .verdict(.wrong(expected: solution, ["Your code does not compile:"] + errors)) }
        if case .verdict(let verdict) = patterns, !verdict.isCorrect { return patterns }
        guard let tests, !tests.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, allowsExecution else {
            return .verdict(.right(["Your code compiles."]))
        }
        return runTests(answer + "\n\n" + tests, compiler: compiler, solution: solution)
    }

    private func runTests(_ program: String, compiler: any SwiftChecking, solution: String) -> CheckOutcome {
        let result: ProgramRun
        do {
            result = try compiler.run(program, displayName: "answer.swift")
        } catch is CheckCancellation {
            return .cancelled
        } catch {
            return .verdict(.right(["Your code compiles (its tests could not be run here)."]))
        }
        guard let execution = result.execution else {
            let errors = result.compile.errors.prefix(Self.shownDiagnostics).map { "`\($0.formatted)`" }
            return .verdict(.wrong(expected: solution, ["The tests could not use your code:"] + errors))
        }
        if execution.timedOut {
            return .verdict(
                .wrong(expected: solution, ["The tests did not finish within \(Int(compiler.timeLimit)) seconds."]))
        }
        guard execution.status == 0 else {
            let output = (execution.stderr + execution.stdout).split(separator: "\n").suffix(4).joined(separator: "\n")
            return .verdict(.wrong(expected: solution, ["A test failed:", "```\n\(output)\n```"]))
        }
        return .verdict(.right(["Your code compiles and passes the tests."]))
    }
}
