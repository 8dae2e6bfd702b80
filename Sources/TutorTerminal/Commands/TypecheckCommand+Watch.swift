import Foundation
import TutorCompiler
import TutorCore

/// `typecheck --watch FILE...`: the files checked again after every save, for a learner working
/// in an editor of their own. SourceKit answers first, within a moment of the save; when it finds
/// no errors, `swiftc` checks the files too (the code is accepted by the compiler, not by an
/// editor's service, which may leave out what the compiler finds after type-checking: definite
/// initialisation and the other SIL diagnostics), and its result follows when it differs. A save
/// while swiftc runs stops it. Without SourceKit, or when it cannot answer, each check is swiftc's.
extension TypecheckCommand {
    /// Who answered a check, as the summary and the JSON report name it.
    enum Checker: String {
        case sourceKit = "SourceKit"
        case swiftc
    }

    /// Watches `files` (already read once, so a missing file or a folder is a usage error) until
    /// a signal ends the watch; 0 then.
    func watch(_ files: [LearnerFile], target: DeploymentTarget?, format: OutputFormat, compiler: SwiftCompiler)
        -> Int32
    {
        SignalWatcher.install()
        let names = files.map(\.displayName)
        let paths = names.map {
            URL(fileURLWithPath: $0, relativeTo: context.currentDirectory).standardizedFileURL.path
        }
        // The surface is built first (a first build takes a while), so that a save cannot stop it
        // half way; Ctrl-C can.
        var building = compiler
        building.cancellation = ProcessCancellation(isCancelled: { SignalWatcher.stopRequested() })
        do {
            _ = try building.surfaceModule(target: target)
        } catch is ProcessRunner.Cancelled {
            return 0
        } catch {
            context.err("statetutor: error: \(error)\n")
            return 1
        }
        let assistant = codeAssistant()
        assistant?.prepare()
        let watcher = FileWatcher(paths: paths)
        let clears = context.stdoutIsTerminal && context.stderrIsTerminal && format != .json
        var shownReason: String?
        watcher.run { _, entries in
            if clears { clearScreen() }
            var missing = false
            for (name, path) in zip(names, paths) {
                switch entries[path] {
                case .file?: continue
                case .unusable(let reason)?:
                    context.err("statetutor: \(name) cannot be checked: \(reason)\n")
                case .missing?, nil:
                    context.err("statetutor: \(name) is gone (deleted, or renamed away)\n")
                }
                missing = true
            }
            if missing {
                context.err("statetutor: the files are checked again once they are back (Ctrl-C stops)\n")
                return
            }
            let current: [LearnerFile]
            do throws(UsageError) {
                current = try SwiftFileArguments.read(names, context: context, command: "typecheck")
            } catch {
                context.err("statetutor: error: \(error.message)\n")
                return
            }
            // A save (or a signal) while swiftc runs stops it: the next check starts at once.
            var checking = compiler
            checking.cancellation = ProcessCancellation(isCancelled: {
                SignalWatcher.stopRequested() || watcher.snapshot(after: entries) != entries
            })
            check(
                current, target: target, format: format, compiler: checking, assistant: assistant, clears: clears,
                shownReason: &shownReason)
        }
        return 0
    }

    /// One check: SourceKit's result, then swiftc's when SourceKit found no errors and swiftc
    /// finds something else; swiftc's alone without SourceKit, after a line saying why (on a
    /// terminal each time, in a pipe when the reason is new; `shownReason` is the last one said).
    private func check(
        _ files: [LearnerFile], target: DeploymentTarget?, format: OutputFormat, compiler: SwiftCompiler,
        assistant: CodeAssistant?, clears: Bool, shownReason: inout String?
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        guard let assistant,
            let answer = assistant.diagnostics(files, target: target, timeLimit: 2, waitForStart: true)
        else {
            let reason =
                assistant.map { $0.failureReason ?? "SourceKit did not answer" } ?? Self.sourceKitAbsence(context)
            if clears || reason != shownReason { context.err("statetutor: \(reason); checking with swiftc\n") }
            shownReason = reason
            if let result = typecheck(files, target: target, compiler: compiler) {
                show(
                    result.diagnostics, of: files, target: target, by: .swiftc, after: clock.now - start, format: format
                )
            }
            return
        }
        shownReason = nil
        let diagnostics = Self.asTypecheckShowsThem(answer, from: files)
        show(diagnostics, of: files, target: target, by: .sourceKit, after: clock.now - start, format: format)
        guard !diagnostics.contains(where: { $0.severity == .error }),
            let result = typecheck(files, target: target, compiler: compiler),
            !result.succeeded || Self.findings(result.diagnostics) != Self.findings(diagnostics)
        else { return }
        if clears { clearScreen() }
        show(result.diagnostics, of: files, target: target, by: .swiftc, after: clock.now - start, format: format)
    }

    /// swiftc's result; nil when a save or a signal stopped it, or when it could not run (said
    /// on stderr).
    private func typecheck(_ files: [LearnerFile], target: DeploymentTarget?, compiler: SwiftCompiler)
        -> CompileResult?
    {
        do {
            return try compiler.typecheck(files, target: target)
        } catch is ProcessRunner.Cancelled {
            return nil
        } catch {
            context.err("statetutor: error: \(error)\n")
            return nil
        }
    }

    /// The diagnostics as plain `typecheck` prints them (or one line of JSON), and the summary.
    private func show(
        _ diagnostics: [CompilerDiagnostic], of files: [LearnerFile], target: DeploymentTarget?, by checker: Checker,
        after elapsed: Duration, format: OutputFormat
    ) {
        let summary = Self.summary(
            diagnostics, of: files.map(\.displayName), by: checker, after: elapsed, plain: colors.isPlain)
        guard format != .json else {
            let report = Report(
                files: files.map(\.displayName), target: target?.description,
                succeeded: !diagnostics.contains { $0.severity == .error }, diagnostics: diagnostics,
                note: SurfaceNote.note(for: diagnostics), checker: checker.rawValue)
            context.out(JSONOutput.encode(report, oneLine: true) + "\n")
            context.err(summary + "\n")
            return
        }
        printDiagnostics(diagnostics)
        context.out(summary + "\n")
    }

    private func clearScreen() {
        context.out(TerminalEscape.escape + "[H" + TerminalEscape.escape + "[2J")
    }

    /// `ContentView.swift: 1 error, 0 warnings (SourceKit, 41 ms) · watching for changes, Ctrl-C
    /// stops`: both words are always there, counted or not.
    static func summary(
        _ diagnostics: [CompilerDiagnostic], of names: [String], by checker: Checker, after elapsed: Duration,
        plain: Bool
    ) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let what = names.count <= 3 ? names.joined(separator: ", ") : "\(names.count) files"
        let milliseconds = Int((elapsed / .milliseconds(1)).rounded())
        return "\(what): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            + " (\(checker.rawValue), \(milliseconds) ms) \(plain ? "-" : "·") watching for changes, Ctrl-C stops"
    }

    /// What two checks found, for telling whether swiftc adds to SourceKit: the errors and
    /// warnings with their places (not their notes, source lines or fix-its, which the two give
    /// differently).
    static func findings(_ diagnostics: [CompilerDiagnostic]) -> Set<String> {
        Set(diagnostics.filter { $0.severity == .error || $0.severity == .warning }.map(\.formatted))
    }

    /// SourceKit's diagnostics as `typecheck` shows swiftc's: the learner's line under each, and
    /// a note about a declaration of the surface (which SourceKit puts at the use, naming the
    /// declaration at the end: `… (SwiftUI.Text.init)`) as a note of `SwiftUI` without a line.
    /// SourceKit's fix-it is only the text to insert, not swiftc's line under the caret, so it is
    /// left out.
    static func asTypecheckShowsThem(_ diagnostics: [CompilerDiagnostic], from files: [LearnerFile])
        -> [CompilerDiagnostic]
    {
        var lines: [String: [Substring]] = [:]
        for file in files where lines[file.displayName] == nil {
            // As the compiler counts lines (`\r\n` is one character here).
            lines[file.displayName] = file.source.split(omittingEmptySubsequences: false) {
                $0 == "\n" || $0 == "\r\n" || $0 == "\r"
            }
        }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.fixIt = nil
            if diagnostic.severity == .note, let message = withoutDeclarationName(diagnostic.message) {
                diagnostic.message = message
                diagnostic.file = "SwiftUI"
                diagnostic.line = 0
                diagnostic.column = 0
                diagnostic.sourceLine = nil
            } else if diagnostic.sourceLine == nil, diagnostic.line > 0, let text = lines[diagnostic.file],
                text.indices.contains(diagnostic.line - 1)
            {
                diagnostic.sourceLine = String(text[diagnostic.line - 1])
            }
            return diagnostic
        }
    }

    /// `candidate … (SwiftUI.Text.init)` → `candidate …`; nil when the message does not end with
    /// a module's declaration in parentheses.
    static func withoutDeclarationName(_ message: String) -> String? {
        guard message.hasSuffix(")"), let open = message.range(of: " (", options: .backwards) else { return nil }
        let name = message[open.upperBound..<message.index(before: message.endIndex)]
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].first?.isUppercase == true,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return nil }
        return String(message[..<open.lowerBound])
    }

    /// Why there is no SourceKit at all.
    private static func sourceKitAbsence(_ context: ProcessContext) -> String {
        let variable = CodeAssistant.libraryVariable
        if let value = context.environment[variable], !value.isEmpty {
            return "SourceKit is off (\(variable)=\(value))"
        }
        return "no SourceKit beside the compiler (\(variable) may name its library)"
    }
}
