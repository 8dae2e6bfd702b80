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

    /// A code answer compiled and nothing more (assessment mode: no tests, no verdict): the
    /// compiler's errors as a wrong verdict, or nil when it compiles (or there is no compiler).
    func compileErrors(of code: String) -> CheckOutcome? {
        let found: (errors: [CompilerDiagnostic], feedback: [String])
        do { found = try typecheckFeedback(for: code) } catch { return error.outcome }
        guard !found.errors.isEmpty else { return nil }
        return .verdict(
            .wrong(expected: nil, ["Your code does not compile:"] + found.feedback, diagnostics: found.errors))
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

    /// The compiler's objection to a wrapper answer written as a declaration
    /// (`@Environment(\.dismiss) var dismiss: Bool`, `@State private var timer = RecipeTimer`,
    /// `@AppStorage private var on = false`), or nil. The declaration is compiled in a view of
    /// its own; the types it names that the view does not know (the scenario's, or the
    /// learner's own: `cardFocus: Field?`) are declared for it as classes that are observable,
    /// hashable and identifiable, so that only what the declaration itself gets wrong counts.
    /// A message about an API the surface lacks is never held against it.
    func declarationProblem(_ answer: String) throws(CheckStop) -> String? {
        let declaration = TextPattern.stripped(answer)
        if let problem = Self.privateProblem(declaration) { return problem }
        if let problem = Self.wrappedTwice(declaration) { return problem }
        // `@State private var model`: a sketch of a declaration, judged by its wrapper.
        guard compiler != nil, !declaration.contains("\n"),
            declaration.firstMatch(of: /\bvar\s+[A-Za-z_][A-Za-z0-9_]*\s*[:=]/) != nil
        else { return nil }
        var found = try typecheckFeedback(for: Self.wrapperProbe(declaration))
        let unknown = Self.unknownTypes(in: found.errors)
        if !unknown.isEmpty {
            found = try typecheckFeedback(for: Self.wrapperProbe(declaration, declaring: unknown))
        }
        // With stand-ins, what they cannot be (an enum's case, a conformance, an initializer's
        // arguments) is not judged: only what the declaration gets wrong whatever the types are.
        let judged = { (error: CompilerDiagnostic) in
            unknown.isEmpty || Self.whateverTheTypes.contains { error.message.contains($0) }
        }
        guard found.feedback.isEmpty,
            let first = found.errors.first(where: { $0.severity == .error && $0.line == 4 && judged($0) })
        else { return nil }
        return "the declaration does not compile: \(first.message)"
    }

    /// Errors in a declaration whatever types it names: a wrapper on a `lazy` or `weak`
    /// property, a type's name where an instance belongs.
    private static let whateverTheTypes = [
        "cannot also be", "expected member name or constructor call", "expected member name or initializer call",
    ]

    /// Wrappers whose value the parent hands in through the memberwise initializer; `private`
    /// makes that initializer private, so no parent could.
    private static let handedIn = ["@Binding", "@ObservedObject", "@Bindable"]

    /// Why `private` makes a declaration with a handed-in wrapper wrong, or nil (`fileprivate`
    /// leaves the initializer to the file, where the parent may be).
    static func privateProblem(_ declaration: String) -> String? {
        let words = declaration.split(whereSeparator: \.isWhitespace).map(String.init)
        guard
            let wrapper = handedIn.first(where: { name in words.contains { $0 == name || $0.hasPrefix(name + "(") } }),
            words.contains("private")
        else { return nil }
        return "`private` on a `\(wrapper)` property makes the view's memberwise initializer private too, "
            + "so no parent could pass the value in: leave `private` out."
    }

    /// Why a declaration whose type is a wrapper's own (`@Binding var isOn: Binding<Bool>`) is
    /// wrong, or nil: the wrapper already wraps the type it is given.
    static func wrappedTwice(_ declaration: String) -> String? {
        guard
            let match = declaration.firstMatch(
                of:
                    /\bvar\s+[A-Za-z_][A-Za-z0-9_]*\s*:\s*(?:SwiftUI\.)?(Binding|State|Bindable|ObservedObject|StateObject|Published)\s*</
            ),
            declaration.contains("@")
        else { return nil }
        return
            "the wrapper already makes the `\(match.1)`: declare the value's own type (`Bool`, not `\(match.1)<Bool>`)."
    }

    /// The names in "cannot find type 'X' in scope" and "cannot find 'X' in scope".
    static func unknownTypes(in errors: [CompilerDiagnostic]) -> [String] {
        var names: [String] = []
        for error in errors {
            guard let match = error.message.firstMatch(of: /cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope/)
            else { continue }
            let name = String(match.1)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// A view whose only stored property is `declaration` (on line 4), after a stand-in class
    /// for each name in `declaring`.
    private static func wrapperProbe(_ declaration: String, declaring: [String] = []) -> String {
        let stubs = declaring.map { name in
            "@Observable final class \(name): ObservableObject, Hashable, Identifiable { "
                + "init() {}; static func == (a: \(name), b: \(name)) -> Bool { a === b }; "
                + "func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) } }"
        }
        return
            "import SwiftUI\n\nstruct WrapperAnswer: View {\n    \(declaration)\n    var body: some View { EmptyView() }\n}\n"
            + stubs.joined(separator: "\n") + "\n"
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
