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
    func typecheckFeedback(for code: String) throws(CancelledCheck) -> [String] {
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

    struct CancelledCheck: Error {}

    /// A `code` answer: it must compile against the surface, meet `must` / `must_not`, and pass
    /// the question's tests (run with the time limit, unless execution is off).
    func checkCode(_ answer: String, solution: String, must: [String], mustNot: [String], tests: String?)
        -> CheckOutcome
    {
        let patterns = CodePatterns.check(answer, solution: solution, must: must, mustNot: mustNot)
        guard compiler != nil else {
            guard case .verdict(var verdict) = patterns else { return patterns }
            verdict.checkedWithoutCompiler = true
            return .verdict(verdict)
        }
        if case .invalid = patterns { return patterns }
        guard let errors = try? typecheckFeedback(for: answer) else { return .cancelled }
        if !errors.isEmpty { return .verdict(.wrong(expected: solution, ["Your code does not compile:"] + errors)) }
        if case .verdict(let verdict) = patterns, !verdict.isCorrect { return patterns }
        guard let tests = Self.nonEmpty(tests) else { return .verdict(.right(["Your code compiles."])) }
        return testVerdict(answer, tests: tests, expected: solution, passed: "Your code compiles and passes the tests.")
    }

    static func nonEmpty(_ tests: String?) -> String? {
        guard let tests, !tests.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return tests
    }

    /// Runs `tests` against code that already type-checks: right when every check passes, wrong
    /// with the failed checks otherwise. Code that could not be run is never called right.
    package func testVerdict(_ code: String, tests: String, expected: String?, passed: String) -> CheckOutcome {
        guard let compiler else { return .invalid("this answer needs its tests run, and no Swift compiler was found") }
        guard allowsExecution else {
            return .invalid("this answer is judged by running its tests, and running code is off (--no-exec)")
        }
        let program = TestProgram(code: code, tests: tests)
        let result: ProgramRun
        do {
            result = try compiler.run(program.source, displayName: "answer.swift")
        } catch is CheckCancellation {
            return .cancelled
        } catch {
            return .invalid("the tests could not be run here: \(error)")
        }
        switch program.outcome(of: result, timeLimit: compiler.timeLimit) {
        case .passed: return .verdict(.right([passed]))
        case .failed(let feedback): return .verdict(.wrong(expected: expected, feedback))
        case .unusable(let feedback): return .verdict(.wrong(expected: expected, feedback))
        }
    }
}
