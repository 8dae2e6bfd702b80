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
        let outcome = compiledAndTested(
            answer, tests: tests, expected: solution, compileFailure: "Your code does not compile:",
            passed: "Your code compiles and passes the tests.", compiled: .right(["Your code compiles."]))
        // The compiler's errors come first; then what the patterns ask for.
        if case .verdict(let verdict) = outcome, verdict.feedback.first == "Your code does not compile:" {
            return outcome
        }
        if case .verdict(let verdict) = patterns, !verdict.isCorrect { return patterns }
        return outcome
    }

    /// `code` judged by the compiler and then by `tests`: wrong with `compileFailure` and the
    /// compiler's errors when it does not type-check, else the tests' verdict (`compiled` when
    /// there are none). The type-check and the test program's build run side by side, so a
    /// right answer costs one compile, not two in a row.
    func compiledAndTested(
        _ code: String, tests: String?, expected: String?, compileFailure: String, passed: String, compiled: Verdict
    ) -> CheckOutcome {
        guard let tests = Self.nonEmpty(tests), allowsExecution, compiler != nil else {
            guard let errors = try? typecheckFeedback(for: code) else { return .cancelled }
            if !errors.isEmpty { return .verdict(.wrong(expected: expected, [compileFailure] + errors)) }
            if let tests = Self.nonEmpty(tests) {
                return testVerdict(code, tests: tests, expected: expected, passed: passed)
            }
            return .verdict(compiled)
        }
        let results = SideBySide()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                results.set(typecheck: Result { () throws(CancelledCheck) in try typecheckFeedback(for: code) })
            } else {
                results.set(tests: testVerdict(code, tests: tests, expected: expected, passed: passed))
            }
        }
        guard case .success(let errors) = results.typecheck else { return .cancelled }
        if !errors.isEmpty { return .verdict(.wrong(expected: expected, [compileFailure] + errors)) }
        return results.tests ?? .cancelled
    }

    /// The two results of ``compiledAndTested``, written from two threads.
    private final class SideBySide: @unchecked Sendable {
        private let lock = NSLock()
        private var typecheckResult: Result<[String], CancelledCheck>?
        private var testsResult: CheckOutcome?

        func set(typecheck: Result<[String], CancelledCheck>) { lock.withLock { typecheckResult = typecheck } }
        func set(tests: CheckOutcome) { lock.withLock { testsResult = tests } }
        var typecheck: Result<[String], CancelledCheck>? { lock.withLock { typecheckResult } }
        var tests: CheckOutcome? { lock.withLock { testsResult } }
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
