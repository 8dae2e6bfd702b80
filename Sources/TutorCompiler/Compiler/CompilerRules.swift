import Foundation
import TutorCore

/// The rules of `validate` that need the Swift compiler: every ` ```swift ` block compiles (or
/// fails as declared), every `output` answer is what its code really prints, every `code`
/// solution passes and its starter does not, every `bug` fails as declared and its fix compiles.
///
/// Results are cached by content (plus compiler and surface), so re-validating an unchanged
/// course runs nothing; checks run in parallel across cores.
package struct CompilerRules: CourseRule {
    package var compiler: SwiftCompiler
    package var allowsExecution: Bool
    /// Part of every cached result's key: raised when a rule's findings change, so that results
    /// an older version cached are not reused.
    static let rulesVersion = "rules-2"
    /// Called after each check with (done, total), for a progress bar.
    package var progress: (@Sendable (Int, Int) -> Void)?

    package init(compiler: SwiftCompiler, allowsExecution: Bool = true, progress: (@Sendable (Int, Int) -> Void)? = nil)
    {
        self.compiler = compiler
        self.allowsExecution = allowsExecution
        self.progress = progress
    }

    /// One check: what to compile or run, where its lines start in the lesson file, and how to
    /// turn the outcome into diagnostics.
    struct Job: Sendable {
        var kind: String
        var key: String
        var origin: SourceLocation
        var run: @Sendable (SwiftCompiler, Bool) -> [Finding]
        /// The lesson's deployment target, part of what the cached result depends on.
        var target = ""
        /// Where the question's keys and the lines of their text are, for findings inside them.
        var keys: [String: SourceLocation] = [:]
        var valueLines: [String: [SourceLocation]] = [:]

        /// Where `place` is in the lesson file: a line of a key's text when it can be mapped,
        /// else that key's line, else the origin's line plus the offset.
        func location(_ place: Place) -> SourceLocation {
            if let key = place.key {
                if let line = place.textLine, let lines = valueLines[key], lines.indices.contains(line - 1) {
                    let start = lines[line - 1]
                    return SourceLocation(
                        file: start.file, line: start.line, column: start.column + max(0, place.column - 1))
                }
                if let at = keys[key] { return at }
            }
            return SourceLocation(file: origin.file, line: origin.line + place.lineOffset, column: place.column)
        }
    }

    /// Where a finding points, relative to its job (so cached results survive moving a block):
    /// a line of a key's text (`solution` line 3), or lines below the job's origin.
    struct Place: Codable, Sendable {
        /// Lines below the origin (0 = the origin's line), when there is no key.
        var lineOffset = 0
        /// Column in the line (1-based, Unicode scalars).
        var column = 1
        /// The question's key whose text holds the place (`solution`, `tests`, `code`, `fix`).
        var key: String?
        /// 1-based line of that key's text; nil: the key's own line.
        var textLine: Int?
    }

    /// A diagnostic of a job, with notes that point at other places of it.
    struct Finding: Codable, Sendable {
        /// A note of a finding.
        struct Note: Codable, Sendable {
            var message: String
            var place: Place?
        }

        var severity: Diagnostic.Severity
        var code: String
        var message: String
        var place: Place
        var help: String?
        var notes: [Note] = []

        init(
            severity: Diagnostic.Severity, code: String, message: String, lineOffset: Int, column: Int,
            help: String? = nil
        ) {
            self.init(
                severity: severity, code: code, message: message, place: Place(lineOffset: lineOffset, column: column),
                help: help)
        }

        init(
            severity: Diagnostic.Severity, code: String, message: String, place: Place, help: String? = nil,
            notes: [Note] = []
        ) {
            self.severity = severity
            self.code = code
            self.message = message
            self.place = place
            self.help = help
            self.notes = notes
        }
    }

    package func check(_ course: Course) -> [Diagnostic] {
        // A students' copy has no answer keys to check: only its samples are compiled.
        let jobs = course.lessons.flatMap { self.jobs(for: $0, withQuestions: !course.isPublished) }
        let cacheFolder = compiler.cacheDirectory.appendingPathComponent("validate")
        try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        // How many checks have finished, for the progress bar.
        let done = Locked(0)
        let compiler = self.compiler
        let allowsExecution = self.allowsExecution
        let progress = self.progress
        let surfaceKey = compiler.surfaceKey
        // Build the surface once before the parallel checks start.
        if !jobs.isEmpty {
            _ = try? compiler.surfaceModule()
            for target in Set(course.lessons.compactMap(\.target)) { _ = try? compiler.surfaceModule(target: target) }
        }
        let results = jobs.concurrentMap { job in
            let key = ContentHash.of(
                [
                    job.kind, job.key, job.target, surfaceKey, allowsExecution ? "exec" : "no-exec",
                    compiler.sandboxPolicy == .off ? "unsandboxed" : "sandboxed", TestProgram.harnessHash,
                    Self.rulesVersion,
                ].joined(separator: "\u{0}"))
            let file = cacheFolder.appendingPathComponent(key + ".json")
            let findings: [Finding]
            if let data = try? Data(contentsOf: file),
                let cached = try? JSONDecoder().decode([Finding].self, from: data)
            {
                findings = cached
            } else {
                findings = job.run(compiler, allowsExecution)
                // A check that could not be done is not a result: it is done again next time.
                let incomplete = findings.contains { Self.notDoneCodes.contains($0.code) }
                if !incomplete, let data = try? JSONEncoder().encode(findings) {
                    try? data.write(to: file, options: .atomic)
                }
            }
            let finished = done.withLock { count in
                count += 1
                return count
            }
            progress?(finished, jobs.count)
            return findings
        }
        return zip(jobs, results).flatMap { job, findings in
            findings.map { finding in
                Diagnostic(
                    finding.severity, finding.code, finding.message, at: job.location(finding.place),
                    help: finding.help,
                    notes: finding.notes.map { DiagnosticNote($0.message, at: $0.place.map(job.location)) })
            }
        }
    }

    // MARK: Jobs

    private func jobs(for lesson: Lesson, withQuestions: Bool) -> [Job] {
        var jobs: [Job] = []
        for sample in lesson.sections.flatMap(\.codeSamples) {
            jobs += sampleJob(sample, target: lesson.target).map { [$0] } ?? []
        }
        for question in lesson.questions where withQuestions {
            jobs += questionJobs(question).map { job in
                var job = job
                job.keys = question.keyLocations
                job.valueLines = question.valueLines
                return job
            }
        }
        for index in jobs.indices { jobs[index].target = lesson.target?.description ?? "" }
        return jobs
    }

    private func sampleJob(_ sample: CodeSample, target: DeploymentTarget?) -> Job? {
        let code = sample.code
        switch sample.expectation {
        case .skipped:
            return nil
        case .compiles:
            return Job(kind: "compiles", key: code, origin: sample.location) { compiler, _ in
                let result: CompileResult
                do { result = try compiler.typecheck(code, displayName: "block.swift", target: target) } catch {
                    return [Self.unavailable(error)]
                }
                return CompilerDiagnostic.grouped(result.diagnostics).filter { $0.first?.severity != .note }.prefix(5)
                    .compactMap { group in
                        guard let diagnostic = group.first else { return nil }
                        // The compiler's notes at their lines of the block (with a fix-it's text).
                        let notes = group.dropFirst().filter { $0.line > 0 && $0.file == "block.swift" }.map { note in
                            Finding.Note(
                                message: note.message
                                    + (note.fixIt.map { " (write '\($0.trimmingCharacters(in: .whitespaces))')" } ?? ""),
                                place: Place(lineOffset: note.line, column: Self.column(of: note, in: code)))
                        }
                        return Finding(
                            severity: diagnostic.severity == .error ? .error : .warning,
                            code: diagnostic.severity == .error ? "swift-error" : "swift-warning",
                            message: "swift block: \(diagnostic.message)",
                            place: Place(
                                lineOffset: max(1, diagnostic.line), column: Self.column(of: diagnostic, in: code)),
                            help: diagnostic.documentationURL.map { "about this kind of error: \($0)" },
                            notes: Array(notes))
                    }
            }
        case .runs(let view):
            return Job(kind: "runs", key: (view ?? "") + "\u{0}" + code, origin: sample.location) {
                compiler, allowsExecution in
                guard allowsExecution else { return [] }
                let result: ProgramRun
                do {
                    result = try compiler.runViews(
                        [LearnerFile(code, displayName: "block.swift")], rootView: view, steps: ["screen"])
                } catch SwiftCompiler.Failure.sandboxUnavailable(let reason) {
                    return [Self.notRun("swift run block", reason: reason)]
                } catch let error as SwiftCompiler.NoRootView {
                    return [
                        Finding(
                            severity: .error, code: "swift-run", message: "swift run block: \(error.description)",
                            lineOffset: 1, column: 1)
                    ]
                } catch {
                    return [Self.unavailable(error)]
                }
                guard let execution = result.execution else {
                    return result.compile.diagnostics.filter { $0.severity == .error }.prefix(5).map { diagnostic in
                        Finding(
                            severity: .error, code: "swift-error", message: "swift run block: \(diagnostic.message)",
                            lineOffset: max(1, diagnostic.line), column: max(1, diagnostic.column))
                    }
                }
                guard execution.status == 0 else {
                    let crash =
                        execution.stderr.split(separator: "\n").first {
                            $0.contains("Fatal error:") || $0.contains("error:")
                        }
                        .map { String($0[($0.range(of: "Fatal error:")?.lowerBound ?? $0.startIndex)...]) }
                        ?? "it ended with status \(execution.status)"
                    return [
                        Finding(
                            severity: .error, code: "swift-run",
                            message: "swift run block: the program stops on its first screen: \(crash)", lineOffset: 1,
                            column: 1)
                    ]
                }
                return []
            }
        case .fails(let expected):
            return Job(kind: "fails", key: expected + "\u{0}" + code, origin: sample.location) { compiler, _ in
                let result: CompileResult
                do { result = try compiler.typecheck(code, displayName: "block.swift", target: target) } catch {
                    return [Self.unavailable(error)]
                }
                return Self.expectFailure(
                    result, containing: expected, what: "swift block marked fails=\"\(expected)\"", lineOffset: 0)
            }
        }
    }

    private func questionJobs(_ question: Question) -> [Job] {
        let target = question.target
        let at = { (key: String) in question.keyLocations[key] ?? question.location }
        switch question.payload {
        case .output(let code, let answer):
            return [
                Job(kind: "output", key: code + "\u{0}" + answer, origin: at("answer")) { compiler, allowsExecution in
                    guard allowsExecution else {
                        // Not run, but still type-checked: a program that cannot compile is
                        // wrong whatever it would print.
                        let result: CompileResult
                        do {
                            result = try compiler.typecheck(code, displayName: "output.swift", target: target)
                        } catch {
                            return [Self.unavailable(error)]
                        }
                        guard let first = result.errors.first else { return [] }
                        return [
                            Finding(
                                severity: .error, code: "output-compile",
                                message: "the 'code' of question '\(question.id)' does not compile: \(first.message)",
                                place: Self.place(of: first, key: "code", text: code))
                        ]
                    }
                    let result: ProgramRun
                    do {
                        result = try compiler.run(code, displayName: "output.swift")
                    } catch SwiftCompiler.Failure.sandboxUnavailable(let reason) {
                        return [Self.notRun(question.id, reason: reason)]
                    } catch {
                        return [Self.unavailable(error)]
                    }
                    guard let execution = result.execution else {
                        let what = "the 'code' of question '\(question.id)' does not compile"
                        guard let first = result.compile.errors.first else {
                            return [Self.questionError("output-compile", what)]
                        }
                        return [
                            Finding(
                                severity: .error, code: "output-compile", message: "\(what): \(first.message)",
                                place: Self.place(of: first, key: "code", text: code))
                        ]
                    }
                    if execution.timedOut {
                        return [
                            Self.questionError(
                                "output-timeout",
                                "the 'code' of question '\(question.id)' ran past its time limit (\(Int(compiler.timeLimit)) s) and was stopped"
                            )
                        ]
                    }
                    if OutputComparison.lines(execution.stdout) != OutputComparison.lines(answer) {
                        let actual = execution.stdout.split(separator: "\n").prefix(6).joined(separator: "\\n")
                        return [
                            Self.questionError(
                                "output-mismatch",
                                "'answer' of question '\(question.id)' is not what the code prints; it prints: \(actual)"
                            )
                        ]
                    }
                    return []
                }
            ]
        case .code(let starter, let solution, let must, let mustNot, let tests):
            let key = [
                starter, solution, must.joined(separator: "\u{1}"), mustNot.joined(separator: "\u{1}"), tests ?? "",
            ].joined(separator: "\u{0}")
            return [
                Job(kind: "code", key: key, origin: at("solution")) { compiler, allowsExecution in
                    let hasTests = !(tests ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                    if allowsExecution && hasTests, let reason = compiler.programRefusal {
                        // The tests cannot run here: check what can be checked without them, and
                        // skip the starter (without its tests it would seem to pass).
                        let checker = AnswerChecker(compiler: compiler, allowsExecution: false)
                        var findings = [Self.notRun(question.id, reason: reason)]
                        findings += Self.solutionFindings(checker, solution, question)
                        return findings
                    }
                    let checker = AnswerChecker(compiler: compiler, allowsExecution: allowsExecution)
                    var findings = Self.solutionFindings(checker, solution, question)
                    let starterOutcome = checker.check(starter, for: question)
                    if case .couldNotCheck = starterOutcome { findings.append(Self.unavailable(starterOutcome)) }
                    if case .verdict(let verdict) = starterOutcome, verdict.isCorrect {
                        findings.append(
                            Finding(
                                severity: .error, code: "code-starter",
                                message:
                                    "the 'starter' of question '\(question.id)' already passes; a learner would have nothing to do",
                                place: Place(key: "starter"),
                                help: hasTests
                                    ? "change the starter so that a test fails, or add a test it fails"
                                    : "give the question 'tests' that the starter fails, or a starter that does not compile"
                            ))
                    }
                    return findings
                }
            ]
        case .bug(let code, let lines, let fix, let error, let tests):
            var jobs: [Job] = []
            let line = lines.first ?? 1
            if let error {
                jobs.append(
                    Job(kind: "bug-error", key: code + "\u{0}" + error, origin: at("error")) { compiler, _ in
                        let result: CompileResult
                        do { result = try compiler.typecheck(code, displayName: "bug.swift", target: target) } catch {
                            return [Self.unavailable(error)]
                        }
                        return Self.expectFailure(
                            result, containing: error, what: "the 'code' of question '\(question.id)'", lineOffset: 0)
                    })
            }
            if let tests, error == nil {
                jobs.append(
                    Job(kind: "bug-tests-on-bug", key: code + "\u{0}" + tests, origin: at("tests")) {
                        compiler, allowsExecution in
                        guard allowsExecution else { return [] }
                        if let reason = compiler.programRefusal { return [Self.notRun(question.id, reason: reason)] }
                        let checker = AnswerChecker(compiler: compiler).scoped(to: question)
                        let outcome = checker.testVerdict(
                            code, tests: tests, expected: nil, passed: "")
                        guard case .verdict(let verdict) = outcome else { return [Self.unavailable(outcome)] }
                        guard verdict.isCorrect else { return [] }
                        return [
                            Self.questionError(
                                "bug-tests",
                                "the 'tests' of question '\(question.id)' pass on the buggy 'code'; they must fail on it, or a non-fix would pass"
                            )
                        ]
                    })
            }
            if let fix {
                let key = [code, "\(line)", fix, tests ?? "", error == nil ? "logic" : "compile"].joined(
                    separator: "\u{0}")
                jobs.append(
                    Job(kind: "bug-fix", key: key, origin: at("fix")) { compiler, allowsExecution in
                        if tests != nil && !allowsExecution { return [] }
                        if tests != nil, let reason = compiler.programRefusal {
                            return [Self.notRun(question.id, reason: reason)]
                        }
                        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                        guard lines.indices.contains(line - 1) else { return [] }
                        lines[line - 1] = fix
                        let fixed = lines.joined(separator: "\n")
                        let result: CompileResult
                        do { result = try compiler.typecheck(fixed, displayName: "fix.swift", target: target) } catch {
                            return [Self.unavailable(error)]
                        }
                        if let first = result.errors.first {
                            // On the fixed line, the place is in the fix; elsewhere, in the code.
                            let place =
                                first.line == line
                                ? Self.place(of: first, key: "fix", text: fixed, line: 1)
                                : Self.place(of: first, key: "code", text: fixed)
                            return [
                                Finding(
                                    severity: .error, code: "bug-fix",
                                    message:
                                        "with the 'fix' of question '\(question.id)' on line \(line), the code still fails: line \(first.line): \(first.message)",
                                    place: place)
                            ]
                        }
                        guard let tests else { return [] }
                        let checker = AnswerChecker(compiler: compiler).scoped(to: question)
                        let outcome = checker.testVerdict(
                            fixed, tests: tests, expected: nil, passed: "")
                        guard case .verdict(let verdict) = outcome else { return [Self.unavailable(outcome)] }
                        if verdict.isCorrect { return [] }
                        return [
                            Finding(
                                severity: .error, code: "bug-fix",
                                message:
                                    "with the 'fix' of question '\(question.id)' on line \(line), the tests fail: \(verdict.summary)",
                                place: verdict.failedChecks.first.map { Self.place(of: $0, tests: tests) }
                                    ?? Place(key: "fix"))
                        ]
                    })
            }
            return jobs
        case .blank(let code, let blanks, let tests):
            let key = ([code, tests ?? ""] + blanks.map { $0.joined(separator: "\u{1}") }).joined(separator: "\u{0}")
            return [
                Job(kind: "blank-answers", key: key, origin: at("blanks")) { compiler, allowsExecution in
                    if tests != nil && !allowsExecution { return [] }
                    if tests != nil, let reason = compiler.programRefusal {
                        return [Self.notRun(question.id, reason: reason)]
                    }
                    // Each accepted answer, with the other gaps filled by their first, must be
                    // right by the checker's own rule (compile, then the tests).
                    var checker = AnswerChecker(compiler: compiler).scoped(to: question)
                    checker.acceptsListedFillings = false
                    var findings: [Finding] = []
                    for (gap, accepted) in blanks.enumerated() {
                        for (entry, answer) in accepted.enumerated() {
                            let outcome = checker.checkGap(
                                answer, gap: gap, code: code, blanks: blanks, tests: tests)
                            guard case .verdict(let verdict) = outcome else { return [Self.unavailable(outcome)] }
                            if verdict.isCorrect { continue }
                            let failing = verdict.diagnostics.first { $0.severity == .error && $0.file.isEmpty }
                            findings.append(
                                Finding(
                                    severity: .error, code: "blank-answer",
                                    message:
                                        "the accepted answer '\(answer)' for gap \(gap + 1) of question '\(question.id)' is not right by its own checks: \(verdict.summary)",
                                    place: Place(key: "blanks.\(gap).\(entry)", textLine: 1),
                                    notes: failing.map {
                                        [
                                            Finding.Note(
                                                message: "the filled code fails here",
                                                place: Self.place(of: $0, key: "code", text: nil))
                                        ]
                                    } ?? []))
                        }
                    }
                    return findings
                }
            ]
        default:
            return []
        }
    }

    /// Codes of findings that say a check was not done (never cached).
    private static let notDoneCodes: Set<String> = ["compiler-unavailable", "sandbox-unavailable"]

    private static func notRun(_ id: String, reason: String) -> Finding {
        Finding(
            severity: .warning, code: "sandbox-unavailable",
            message:
                "the code of question '\(id)' was not run: there is no sandbox here (\(reason)); install bubblewrap, or pass --unsandboxed to run it unconfined",
            lineOffset: 0, column: 1)
    }

    /// Errors when a `code` question's own solution does not pass its checks: each compiler
    /// error at its line of the solution (or of the tests), each failed test at its line of the
    /// tests with a note at the solution, else one error at the `solution` key.
    private static func solutionFindings(_ checker: AnswerChecker, _ solution: String, _ question: Question)
        -> [Finding]
    {
        let outcome = checker.check(solution, for: question)
        switch outcome {
        case .couldNotCheck, .cancelled: return [unavailable(outcome)]
        case .invalid: return []
        case .verdict: break
        }
        guard case .verdict(let verdict) = outcome, !verdict.isCorrect else { return [] }
        let what = "the 'solution' of question '\(question.id)'"
        guard case .code(_, _, _, _, let tests) = question.payload else { return [] }
        var findings: [Finding] = []
        for group in CompilerDiagnostic.grouped(verdict.diagnostics) {
            guard let error = group.first, error.severity == .error else { continue }
            let inTests = error.file == TestProgram.testFile
            let notes = group.dropFirst().map { note in
                Finding.Note(
                    message: note.message,
                    place: note.line > 0
                        ? place(of: note, key: note.file == TestProgram.testFile ? "tests" : "solution", text: nil)
                        : nil)
            }
            // `tests:` over several lines without `|` is one line of text to YAML.
            let joined = inTests && question.valueLines["tests"]?.isEmpty == true && !(tests ?? "").contains("\n")
            findings.append(
                Finding(
                    severity: .error, code: "code-solution",
                    message: inTests
                        ? "the 'tests' of question '\(question.id)' do not compile with its 'solution': \(error.message)"
                        : "\(what) does not compile: \(error.message)",
                    place: place(of: error, key: inTests ? "tests" : "solution", text: nil),
                    help: joined
                        ? "without '|', YAML joins the lines of 'tests' into one line; write 'tests: |' and indent the lines under it"
                        : nil, notes: Array(notes)))
        }
        if !findings.isEmpty { return findings }
        for check in verdict.failedChecks {
            findings.append(
                Finding(
                    severity: .error, code: "code-solution",
                    message: check.line > 0
                        ? "\(what) fails this test: \(check.message)"
                        : "\(what) makes the tests stop: \(check.message)",
                    place: check.line > 0 ? place(of: check, tests: tests) : Place(key: "tests"),
                    notes: [Finding.Note(message: "the solution", place: Place(key: "solution", textLine: 1))]))
        }
        if !findings.isEmpty { return findings }
        return [
            Finding(
                severity: .error, code: "code-solution",
                message: "\(what) does not pass its own checks: \(verdict.summary)", place: Place(key: "solution"))
        ]
    }

    /// The place of a compiler message in `key`'s text: at the message's line (or `line`), its
    /// byte column turned into ours with the line as compiled (from `text`, else the message's).
    private static func place(of diagnostic: CompilerDiagnostic, key: String, text: String?, line: Int? = nil)
        -> Place
    {
        let lines = text?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        let compiled =
            lines.indices.contains(diagnostic.line - 1) ? String(lines[diagnostic.line - 1]) : diagnostic.sourceLine
        let column = CompilerDiagnostic.scalarColumn(ofByteColumn: diagnostic.column, in: compiled ?? "")
        let number = line ?? diagnostic.line
        return Place(column: column, key: key, textLine: number > 0 ? number : nil)
    }

    /// The place of a failed check: its line of the tests, at the check's first character.
    private static func place(of check: TestProgram.FailedCheck, tests: String?) -> Place {
        let lines = (tests ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let indent = lines.indices.contains(check.line - 1) ? lines[check.line - 1].prefix { $0 == " " }.count : 0
        return Place(column: indent + 1, key: "tests", textLine: check.line)
    }

    /// A compiler message's column in Unicode scalars of its line of `code`.
    private static func column(of diagnostic: CompilerDiagnostic, in code: String) -> Int {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(diagnostic.line - 1) else { return max(1, diagnostic.column) }
        return CompilerDiagnostic.scalarColumn(
            ofByteColumn: max(1, diagnostic.column), in: String(lines[diagnostic.line - 1]))
    }

    /// An error about a question as a whole, reported at the line of its key.
    private static func questionError(_ code: String, _ message: String) -> Finding {
        Finding(severity: .error, code: code, message: message, lineOffset: 0, column: 1)
    }

    /// The finding of a check that could not be done because the machinery failed (never cached).
    private static func unavailable(_ failure: CheckFailure) -> Finding {
        Finding(
            severity: .warning, code: "compiler-unavailable",
            message: "this check could not be done: \(failure.reason)", lineOffset: 0, column: 1)
    }

    private static func unavailable(_ error: any Error) -> Finding {
        unavailable(CheckFailure.from(error))
    }

    /// The finding for an outcome that is not a verdict.
    private static func unavailable(_ outcome: CheckOutcome) -> Finding {
        switch outcome {
        case .couldNotCheck(let failure): unavailable(failure)
        case .cancelled: unavailable(CheckFailure.other("the check was stopped"))
        case .invalid(let reason): unavailable(CheckFailure.other(reason))
        case .verdict: unavailable(CheckFailure.other("no verdict"))
        }
    }

    private static func expectFailure(
        _ result: CompileResult, containing expected: String, what: String, lineOffset: Int
    ) -> [Finding] {
        if result.succeeded {
            return [
                Finding(
                    severity: .error, code: "expected-failure", message: "\(what) compiles, but it should fail",
                    lineOffset: lineOffset, column: 1)
            ]
        }
        if result.errors.contains(where: { $0.message.lowercased().contains(expected.lowercased()) }) { return [] }
        let said = result.errors.first?.message ?? "no error message"
        return [
            Finding(
                severity: .error, code: "unexpected-failure",
                message: "\(what) fails, but not with \"\(expected)\"; the compiler says: \(said)",
                lineOffset: lineOffset, column: 1)
        ]
    }
}
