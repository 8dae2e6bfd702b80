import Foundation

/// A learner's code together with a question's tests, as one program: the tests run on the main
/// actor (as SwiftUI code does), with `expect` and `expectEqual` for checks that report every
/// failure, and the learner's lines keep their own numbers in every message. Reading the run
/// back gives the failed checks in words, never a backtrace.
package struct TestProgram: Sendable {
    /// What running the tests showed.
    package enum Outcome: Equatable, Sendable {
        case passed
        /// Every failed check or the crash, as feedback lines, and the checks that failed.
        case failed([String], checks: [FailedCheck])
        /// The tests do not compile against the learner's code: a feedback line and the
        /// compiler's messages (in ``codeFile`` and ``testFile``).
        case unusable([String], [CompilerDiagnostic])
    }

    /// A check of the tests that failed: its line in the tests and what it says.
    package struct FailedCheck: Equatable, Sendable, Codable {
        /// 1-based line of the tests (0: the tests stopped with an error thrown).
        package var line: Int
        /// The check's message (the author's, with both values for `expectEqual`), or the code
        /// of the check when it has none.
        package var message: String

        package init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// How the runtime starts a warning of SwiftUI's (SwiftUISurface's `_RuntimeIssues.prefix`).
    private static let runtimeWarning = "SwiftUI runtime warning: "

    /// The file name the learner's lines are reported under.
    package static let codeFile = "your code"
    /// The file name the tests' lines are reported under.
    package static let testFile = "test"

    package let source: String
    private let tests: [String]
    /// Printed when every test ran, so that a program that exits early never passes.
    private let completion: String

    package init(code: String, tests: String) {
        let testLines = tests.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // `import` must be at file scope: it moves to the top, and keeps its line as a blank one.
        let imports = testLines.filter { Self.isImport($0) }
        let body = testLines.map { Self.isImport($0) ? "" : $0 }
        self.tests = testLines
        completion = "statetutor-tests-done-" + UUID().uuidString
        var text = imports.joined(separator: "\n")
        text += "\n#sourceLocation(file: \"\(Self.codeFile)\", line: 1)\n"
        text += code
        text += "\n#sourceLocation()\n"
        text += "@MainActor func _statetutorTests() throws {\n"
        text += "#sourceLocation(file: \"\(Self.testFile)\", line: 1)\n"
        text += body.joined(separator: "\n")
        text += "\n#sourceLocation()\n}\n"
        text += Self.harness(completion: completion)
        source = text
    }

    /// Changes whenever the harness does, so that results cached by `validate` are redone.
    package static let harnessHash = ContentHash.of(harness(completion: ""))

    private static func isImport(_ line: String) -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        return words.first == "import" && words.count == 2
    }

    /// The checks authors call, and the code that runs the tests and reports.
    private static func harness(completion: String) -> String {
        #"""
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif
        /// The test line of the check being evaluated (0 between checks): a crash inside it (an
        /// index out of range in the learner's code) is reported at that check.
        nonisolated(unsafe) private var _statetutorCheckLine = 0
        nonisolated private func _statetutorCrashed(_ number: Int32) {
            var text = Array("\u{1F}statetutor-crash-at\u{1F}\(_statetutorCheckLine)\n".utf8)
            _ = write(2, &text, text.count)
            _ = signal(number, SIG_DFL)
        }
        for crash in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT] { _ = signal(crash, _statetutorCrashed) }
        @MainActor private var _statetutorFailures: [String] = []
        @MainActor private func _statetutorReport(_ line: Int, _ message: String) {
            let clean = message.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
            _statetutorFailures.append("\u{1F}statetutor-check\u{1F}\(line)\u{1F}\(clean)")
        }
        /// Records a failed check (with its line and message) and goes on with the tests.
        @MainActor func expect(
            _ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
            line: Int = #line
        ) rethrows {
            _statetutorCheckLine = line
            defer { _statetutorCheckLine = 0 }
            if try !condition() { _statetutorReport(line, message()) }
        }
        /// Records a failed check showing both values, and goes on with the tests.
        @MainActor func expectEqual<T: Equatable>(
            _ actual: @autoclosure () throws -> T, _ expected: @autoclosure () throws -> T,
            _ message: @autoclosure () -> String = "", line: Int = #line
        ) rethrows {
            _statetutorCheckLine = line
            defer { _statetutorCheckLine = 0 }
            let (got, wanted) = (try actual(), try expected())
            if got != wanted {
                let values = "got \(String(reflecting: got)), expected \(String(reflecting: wanted))"
                let text = message()
                _statetutorReport(line, text.isEmpty ? values : text + " (" + values + ")")
            }
        }
        MainActor.assumeIsolated {
            do {
                try _statetutorTests()
            } catch {
                _statetutorReport(0, "\(error)")
            }
            for failure in _statetutorFailures { print(failure) }
            print(_statetutorFailures.isEmpty ? "\#(completion)" : "\u{1F}statetutor-failed")
        }
        """#
    }

    // MARK: Reading the run

    /// What `run` of ``source`` showed; `timeLimit` is named when the tests did not finish.
    package func outcome(of run: ProgramRun, timeLimit: TimeInterval) -> Outcome {
        guard let execution = run.execution else {
            let diagnostics = run.compile.diagnostics
            let inCode = diagnostics.contains { $0.file == Self.codeFile && $0.severity == .error }
            return .unusable(
                [inCode ? "Your code does not compile:" : "The tests could not use your code:"], diagnostics)
        }
        if execution.timedOut {
            return .failed(
                ["The tests did not finish within \(Int(timeLimit)) seconds (an endless loop?)."], checks: [])
        }
        let lines = execution.stdout.split(separator: "\n").map(String.init)
        var checks: [FailedCheck] = []
        for line in lines where line.hasPrefix("\u{1F}statetutor-check\u{1F}") {
            let parts = line.split(separator: "\u{1F}", maxSplits: 2, omittingEmptySubsequences: true)
            guard parts.count >= 2, let number = Int(parts[1]) else { continue }
            checks.append(check(line: number, message: parts.count > 2 ? String(parts[2]) : ""))
        }
        if !checks.isEmpty { return .failed(checks.map(describe), checks: checks) }
        if execution.status == 0 && lines.contains(completion) {
            // What Xcode would show as a runtime issue: the code misuses a property wrapper.
            let warnings = execution.stderr.split(separator: "\n").filter { $0.hasPrefix(Self.runtimeWarning) }
            guard warnings.isEmpty else {
                return .failed(
                    warnings.map {
                        "The checks passed, but SwiftUI warned: " + $0.dropFirst(Self.runtimeWarning.count)
                    },
                    checks: [])
            }
            return .passed
        }
        let (feedback, check) = crash(execution)
        return .failed(feedback, checks: check.map { [$0] } ?? [])
    }

    /// A failed check with the author's message or, without one, the check's own code.
    private func check(line: Int, message: String) -> FailedCheck {
        if message.isEmpty, let code = testLine(line), code.count <= 160 {
            return FailedCheck(line: line, message: "`\(code)`")
        }
        return FailedCheck(line: line, message: message)
    }

    /// "Check failed (test line 3): the summary follows the pages read".
    private func describe(_ check: FailedCheck) -> String {
        guard check.line > 0 else { return "The tests stopped: \(check.message)" }
        return "Check failed (test line \(check.line))" + (check.message.isEmpty ? "" : ": " + check.message)
    }

    private func testLine(_ number: Int) -> String? {
        guard tests.indices.contains(number - 1) else { return nil }
        let code = tests[number - 1].trimmingCharacters(in: .whitespaces)
        return code.isEmpty ? nil : code
    }

    /// The runtime's message of a crash (a failed precondition, an index out of range, a
    /// missing environment object), located in the learner's code or the tests where it says.
    private func crash(_ execution: ProgramExecution) -> ([String], FailedCheck?) {
        let output = execution.stderr.split(separator: "\n").map(String.init)
        for line in output {
            for marker in ["Fatal error", "Precondition failed", "Assertion failed"] {
                guard let range = line.range(of: ": \(marker)") ?? line.range(of: marker) else { continue }
                let place = line[..<range.lowerBound]
                var message = String(line[range.lowerBound...])
                if message.hasPrefix(": ") { message.removeFirst(2) }
                let parts = place.split(separator: ":")
                if parts.count >= 2, let number = Int(parts[parts.count - 1]) {
                    // `#fileID` prefixes the module: `main/test`.
                    let path = parts[0..<(parts.count - 1)].joined(separator: ":")
                    let file = path.split(separator: "/").last.map(String.init) ?? path
                    if file == Self.testFile {
                        // `precondition(…)` without a message says only that it failed: show it.
                        if message == marker, let code = testLine(number), code.count <= 160 {
                            message += ": `\(code)`"
                        }
                        let check = check(line: number, message: message)
                        return ([describe(check)], check)
                    }
                    if file == Self.codeFile {
                        return (["Your code stopped at line \(number) during the tests: \(message)"], nil)
                    }
                }
                // Inside the standard library: the check that was running, when one was.
                return atRunningCheck(output, "your code crashed while it ran: \(message)")
                    ?? (["Your code crashed during the tests: \(message)"], nil)
            }
        }
        if output.contains(where: { $0.hasPrefix("Fatal access conflict detected") }) {
            let message =
                "two accesses to one variable overlapped, one of them a change (Swift's exclusive access rule: "
                + "a value cannot be read or changed while it is being changed)"
            return atRunningCheck(output, "your code crashed while it ran: \(message)")
                ?? (["Your code crashed during the tests: \(message)."], nil)
        }
        // A crash without the runtime's message (a stack overflow from endless recursion).
        if let located = atRunningCheck(output, "your code crashed while it ran") { return located }
        if execution.status == 128 + 11 {
            return (
                [
                    "Your code crashed during the tests with a segmentation fault (the usual cause in Swift: "
                        + "a function that calls itself without end runs out of stack)."
                ], nil
            )
        }
        let printed = (execution.stderr + execution.stdout).split(separator: "\n")
            .filter { !$0.hasPrefix("\u{1F}") && !$0.contains("Current stack trace") && !Self.isStackFrame($0) }
            .suffix(3).joined(separator: "\n")
        var text = "The tests stopped early (exit status \(execution.status))"
        text += printed.isEmpty ? "." : ":\n```\n\(printed)\n```"
        return ([text], nil)
    }

    /// The crash as a failed check at the test line of the check that was running when the
    /// program crashed (the harness's crash marker), or nil when none was.
    private func atRunningCheck(_ output: [String], _ message: String) -> ([String], FailedCheck?)? {
        let marker = "\u{1F}statetutor-crash-at\u{1F}"
        guard let number = output.last(where: { $0.hasPrefix(marker) }).flatMap({ Int($0.dropFirst(marker.count)) }),
            number > 0
        else { return nil }
        let check = FailedCheck(line: number, message: message)
        return ([describe(check)], check)
    }

    private static func isStackFrame(_ line: Substring) -> Bool {
        guard let first = line.split(separator: " ").first else { return false }
        return Int(first) != nil && line.contains("0x")
    }
}
