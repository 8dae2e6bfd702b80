import Foundation

/// The parts of checking that use the Swift compiler.
extension AnswerChecker {
    /// Said (once per session) when code is compared without a compiler.
    package static let noCompilerNote =
        "Checked by Swift tokens only: no Swift compiler was found (set SWIFTC or add swiftc to PATH)."

    /// How many compiler messages a verdict shows.
    static let shownDiagnostics = 3

    /// The compiler's errors on `code` as lines (`line 3: error: …`, then the notes), and a
    /// note when the surface lacks what it names (empty when it compiles, or without a compiler).
    package func compilerFeedback(for code: String) -> [String] {
        guard let found = try? typecheckFeedback(for: code) else { return [] }
        return found.errors.map(\.learnerFormatted) + found.feedback
    }

    /// What the compiler says about `code`: its first errors with their notes, in the lines of
    /// `code` (the learner's numbering: no file name), and feedback lines (a note about the
    /// surface). A cancelled compile, and one that said nothing about the code (the compiler
    /// failed, or could not be run), throw: neither is a verdict.
    func typecheckFeedback(for code: String) throws(CheckStop) -> (
        errors: [CompilerDiagnostic], feedback: [String]
    ) {
        guard let compiler else { return ([], []) }
        let result: CompileResult
        do {
            result = try compiler.typecheck(code, displayName: Self.learnerFile, target: target)
        } catch is CheckCancellation {
            throw .cancelled
        } catch {
            throw .failed(.from(error))
        }
        if !result.succeeded && result.errors.isEmpty {
            throw .failed(.compilerCrashed(detail: "it failed without an error"))
        }
        let errors = Self.learnerDiagnostics(result.diagnostics, code: code, files: [Self.learnerFile: ""])
        return (errors, SurfaceNote.note(for: result.diagnostics).map { [$0] } ?? [])
    }

    /// The name learner code is compiled under; diagnostics never show it.
    static let learnerFile = "answer.swift"

    /// The first ``shownDiagnostics`` errors of `diagnostics`, each with its notes, renamed by
    /// `files` (a compiled name to the learner's: "" for their own lines) and with each line of
    /// theirs quoted from `code` (the tests' lines from `tests`). Notes about the surface keep
    /// no place (two at most); notes in files the learner never sees are left out.
    static func learnerDiagnostics(
        _ diagnostics: [CompilerDiagnostic], code: String, tests: String? = nil, files: [String: String]
    ) -> [CompilerDiagnostic] {
        let codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let testLines = tests?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        var shown: [CompilerDiagnostic] = []
        for group in CompilerDiagnostic.grouped(diagnostics) {
            guard let first = group.first, first.severity == .error else { continue }
            guard shown.count(where: { $0.severity == .error }) < shownDiagnostics else { break }
            var placeless = 0
            for var diagnostic in group {
                if let name = files[diagnostic.file] {
                    diagnostic.file = name
                    let lines = name.isEmpty ? codeLines : testLines
                    if lines.indices.contains(diagnostic.line - 1) {
                        diagnostic.sourceLine = lines[diagnostic.line - 1]
                    }
                } else if diagnostic.line > 0 {
                    guard diagnostic.severity == .error else { continue }
                    diagnostic.line = 0
                    diagnostic.column = 0
                    diagnostic.sourceLine = nil
                    diagnostic.fixIt = nil
                } else {
                    diagnostic.sourceLine = nil
                    diagnostic.fixIt = nil
                }
                // Notes about the surface's declarations ("candidate would match …") come by the
                // dozen; two say what they have to say.
                if diagnostic.severity == .note && diagnostic.line == 0 {
                    placeless += 1
                    if placeless > 2 { continue }
                }
                shown.append(diagnostic)
            }
        }
        return shown
    }

    /// Why a compile gave no verdict: the learner stopped it, or the machinery failed.
    enum CheckStop: Error {
        case cancelled
        case failed(CheckFailure)

        var outcome: CheckOutcome {
            switch self {
            case .cancelled: .cancelled
            case .failed(let failure): .couldNotCheck(failure)
            }
        }
    }

    /// The compiler's objection to a wrapper answer written as a declaration with a type
    /// (`@Environment(\.dismiss) var dismiss: Bool`), or nil. The declaration is compiled in a
    /// view of its own; it is only held against the answer when the same declaration without its
    /// type compiles, so a type the scenario names but the view does not declare, or a wrapper
    /// whose type only the annotation gives, is never the reason for a miss.
    func declarationProblem(_ answer: String) throws(CheckStop) -> String? {
        let declaration = TextPattern.stripped(answer)
        if let problem = Self.privateProblem(declaration) { return problem }
        guard compiler != nil else { return nil }
        guard let untyped = Self.withoutTypeAnnotation(declaration) else { return nil }
        let typed = try typecheckFeedback(for: Self.wrapperProbe(declaration))
        let errors = typed.errors.filter { $0.severity == .error }
        guard let first = errors.first else { return nil }
        // A type of the learner's own (`cardFocus: Field?`) is not the surface's to know.
        if errors.allSatisfy({ $0.message.hasPrefix("cannot find type '") }) { return nil }
        guard try typecheckFeedback(for: Self.wrapperProbe(untyped)).errors.isEmpty else { return nil }
        return "the declaration does not compile: \(first.message)"
    }

    /// Wrappers whose value the parent hands in through the memberwise initializer; `private`
    /// makes that initializer private, so no parent could.
    private static let handedIn = ["@Binding", "@ObservedObject", "@Bindable"]

    /// Why `private` or `fileprivate` makes a declaration with a handed-in wrapper wrong, or nil.
    static func privateProblem(_ declaration: String) -> String? {
        let words = declaration.split(whereSeparator: \.isWhitespace).map(String.init)
        guard
            let wrapper = handedIn.first(where: { name in words.contains { $0 == name || $0.hasPrefix(name + "(") } }),
            let access = words.first(where: { $0 == "private" || $0 == "fileprivate" || $0.hasPrefix("private(") })
        else { return nil }
        return "`\(access)` on a `\(wrapper)` property makes the view's memberwise initializer \(access) too, "
            + "so no parent could pass the value in: leave `\(access)` out."
    }

    /// `@X var name: Type = value` as `@X var name = value`; nil when the text declares no type.
    static func withoutTypeAnnotation(_ declaration: String) -> String? {
        guard !declaration.contains("\n"),
            let match = declaration.firstMatch(of: /\bvar\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*[^=]+/)
        else { return nil }
        let rest = declaration[match.range.upperBound...]
        return declaration[..<match.range.lowerBound] + "var \(match.1) " + rest
    }

    /// A view whose only stored property is `declaration`.
    private static func wrapperProbe(_ declaration: String) -> String {
        "import SwiftUI\n\nstruct WrapperAnswer: View {\n    \(declaration)\n    var body: some View { EmptyView() }\n}\n"
    }

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
        if case .verdict(let verdict) = outcome, !verdict.diagnostics.isEmpty {
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
            let found: (errors: [CompilerDiagnostic], feedback: [String])
            do { found = try typecheckFeedback(for: code) } catch { return error.outcome }
            if !found.errors.isEmpty {
                return .verdict(
                    .wrong(expected: expected, [compileFailure] + found.feedback, diagnostics: found.errors))
            }
            if let tests = Self.nonEmpty(tests) {
                return testVerdict(code, tests: tests, expected: expected, passed: passed)
            }
            return .verdict(compiled)
        }
        // Two sides, two threads. The type-check's outcome is nil when the code compiles: then
        // the tests' outcome is the answer.
        let outcomes = [Side.typecheck, .tests].concurrentMap { side -> CheckOutcome? in
            switch side {
            case .typecheck:
                let found: (errors: [CompilerDiagnostic], feedback: [String])
                do throws(CheckStop) { found = try typecheckFeedback(for: code) } catch { return error.outcome }
                if found.errors.isEmpty { return nil }
                return .verdict(
                    .wrong(expected: expected, [compileFailure] + found.feedback, diagnostics: found.errors))
            case .tests:
                return testVerdict(code, tests: tests, expected: expected, passed: passed)
            }
        }
        return outcomes[0] ?? outcomes[1] ?? .cancelled
    }

    /// The two halves of ``compiledAndTested``, run side by side.
    private enum Side: Sendable {
        case typecheck
        case tests
    }

    static func nonEmpty(_ tests: String?) -> String? {
        guard let tests, !tests.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return tests
    }

    /// Runs `tests` against code that already type-checks: right when every check passes, wrong
    /// with the failed checks otherwise. Code that could not be run is never called right.
    package func testVerdict(_ code: String, tests: String, expected: String?, passed: String) -> CheckOutcome {
        guard let compiler else { return .couldNotCheck(.noCompiler) }
        guard allowsExecution else {
            return .invalid("this answer is judged by running its tests, and running code is off (--no-exec)")
        }
        let program = TestProgram(code: code, tests: tests)
        let result: ProgramRun
        do {
            result = try compiler.run(program.source, displayName: Self.learnerFile)
        } catch is CheckCancellation {
            return .cancelled
        } catch {
            return .couldNotCheck(.from(error))
        }
        if result.execution == nil && result.compile.errors.isEmpty {
            return .couldNotCheck(.compilerCrashed(detail: "the tests' program failed to build without an error"))
        }
        switch program.outcome(of: result, timeLimit: compiler.timeLimit) {
        case .passed: return .verdict(.right([passed]))
        case .failed(let feedback, let checks):
            var verdict = Verdict.wrong(expected: expected, feedback)
            verdict.failedChecks = checks
            return .verdict(verdict)
        case .unusable(let feedback, let diagnostics):
            let shown = Self.learnerDiagnostics(
                diagnostics, code: code, tests: tests,
                files: [TestProgram.codeFile: "", TestProgram.testFile: TestProgram.testFile])
            return .verdict(.wrong(expected: expected, feedback, diagnostics: shown))
        }
    }
}
