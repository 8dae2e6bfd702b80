import Foundation
import TutorCore

/// Running SwiftUI programs in the terminal runtime (`statetutor run`): the learner's files
/// are compiled with the runtime library and started from a root view, and script steps are
/// passed on standard input, one per line.
extension SwiftCompiler {
    /// Why a program has no view to start from, and the views it could start from.
    package struct NoRootView: Error, CustomStringConvertible {
        /// The View types of the files whose init seems to take no arguments.
        package var candidates: [String] = []

        package var description: String {
            guard !candidates.isEmpty else {
                return "there is no view to run: pass --view TYPE (a View whose init takes no arguments), "
                    + "or add an @main App or a #Preview or a PreviewProvider"
            }
            let names = candidates.map { "--view \($0)" }.joined(separator: ", ")
            return "there is no @main App, #Preview or PreviewProvider to start from: pass \(names)"
        }
    }

    /// Property wrappers whose property is never an argument of the view's init.
    private static let wrappersWithoutArguments: Set<String> = [
        "@State", "@StateObject", "@Environment", "@EnvironmentObject", "@FocusState", "@AppStorage",
        "@SceneStorage", "@Namespace", "@GestureState", "@Query",
    ]

    /// The View types declared in `sources` that can be made with `()`: no stored property that
    /// an init must be given (a `let` or `var` without a value, outside the wrappers that need
    /// none), or an `init()` of their own.
    package static func viewCandidates(in sources: [String]) -> [String] {
        var names: [String] = []
        for source in sources {
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for type in SwiftDeclaration.topLevel(source) where type.kind == .type {
                guard let name = type.name, lines.indices.contains(type.lines.lowerBound) else { continue }
                let head = lines[type.lines.lowerBound]
                guard head.contains(/(struct|class)\s+\w+[^{]*:\s*(?:[\w.]+\s*,\s*)*(?:SwiftUI\.)?View\b/) else {
                    continue
                }
                let members = SwiftDeclaration.members(of: type, in: source)
                let memberText = members.map {
                    lines.indices.contains($0.lines.lowerBound) ? lines[$0.lines.lowerBound] : ""
                }
                let hasEmptyInit = memberText.contains { $0.contains(/\binit\(\s*\)/) }
                let needsArgument = zip(members, memberText).contains { member, text in
                    guard member.kind == .property else { return false }
                    let trimmed = text.trimmingCharacters(in: .whitespaces)
                    if trimmed.contains("=") || trimmed.contains("{") || trimmed.contains("static ") { return false }
                    let wrapper = trimmed.split(separator: " ").first.map(String.init) ?? ""
                    let bare = wrapper.split(separator: "(").first.map(String.init) ?? wrapper
                    return !wrappersWithoutArguments.contains(bare)
                }
                if hasEmptyInit || !needsArgument { names.append(name) }
            }
        }
        return names
    }

    /// Compiles `files` and runs them from `rootView` (a View type whose init takes no
    /// arguments), else the `@main` App, else the first `#Preview`, carrying out `steps`.
    package func runViews(_ files: [LearnerFile], rootView: String?, steps: [String]) throws -> ProgramRun {
        try withViewProgram(files, rootView: rootView) { check, program in
            guard let program else { return ProgramRun(compile: check, execution: nil) }
            let input = steps.map { $0 + "\n" }.joined()
            let execution = try ProcessRunner(
                timeLimit: timeLimit, outputLimit: outputLimit, cancellation: cancellation
            )
            .run(program, input: input)
            return ProgramRun(compile: check, execution: execution)
        }
    }

    /// Compiles `files` for the runtime (see `runViews`) and gives `body` the compile result and,
    /// when it compiled, the sandboxed command that starts the program (valid inside `body`).
    package func withViewProgram<T>(
        _ files: [LearnerFile], rootView: String?, _ body: (CompileResult, Sandbox.Command?) throws -> T
    ) throws -> T {
        try repairingCache(target: nil) { try withViewProgramOnce(files, rootView: rootView, body) }
    }

    private func withViewProgramOnce<T>(
        _ files: [LearnerFile], rootView: String?, _ body: (CompileResult, Sandbox.Command?) throws -> T
    ) throws -> T {
        let sandbox = try sandboxForLearnerCode(executes: true)
        let library = try surfaceLibrary()
        return try withScratchFolder { folder in
            var prepared = files.map { LearnerSource($0.source) }
            var fileNames = Self.compiledNames(files, prepared)
            var texts = prepared.map(\.text)
            var entry: String?
            // `--view NAME` names a `#Preview("NAME")` when no type of the files has that name.
            let namedPreview = rootView.flatMap { name -> (file: Int, number: Int)? in
                let declared = files.contains { file in
                    SwiftDeclaration.topLevel(file.source).contains { $0.kind == .type && $0.name == name }
                }
                guard !declared else { return nil }
                for (file, source) in prepared.enumerated() {
                    if let index = source.previewNames.firstIndex(of: name) { return (file, index + 1) }
                }
                return nil
            }
            if let namedPreview {
                let number = namedPreview.number
                for index in texts.indices where prepared[index].hasMain {
                    texts[index] = texts[index].replacingOccurrences(of: "@main", with: "     ")
                }
                texts[namedPreview.file] = texts[namedPreview.file].replacingOccurrences(
                    of: "private let __preview_\(number) = _PreviewStandIn",
                    with: "let __preview_\(number) = _PreviewStandIn")
                entry = "MainActor.assumeIsolated { __preview_\(number)._run() }"
            } else if let rootView {
                // The named view is the root: an @main App must not start instead.
                for index in texts.indices where prepared[index].hasMain {
                    texts[index] = texts[index].replacingOccurrences(of: "@main", with: "     ")
                }
                entry = "_TerminalRuntime._run(\(rootView)())"
            } else if prepared.contains(where: { $0.hasMain }) {
                entry = nil
            } else if let index = texts.firstIndex(where: { $0.contains("private let __preview_1 = _PreviewStandIn") })
            {
                texts[index] = texts[index].replacingOccurrences(
                    of: "private let __preview_1 = _PreviewStandIn", with: "let __preview_1 = _PreviewStandIn")
                entry = "MainActor.assumeIsolated { __preview_1._run() }"
            } else if let provider = texts.lazy.compactMap(Self.previewProvider).first {
                // A legacy preview: its `previews` is the root.
                entry = "MainActor.assumeIsolated { _TerminalRuntime._run(\(provider).previews) }"
            } else {
                throw NoRootView(candidates: Self.viewCandidates(in: files.map(\.source)))
            }
            if let entry {
                if let main = fileNames.firstIndex(of: "main.swift") {
                    texts[main] += "\n" + entry + "\n"
                } else {
                    fileNames.append("main.swift")
                    texts.append("import SwiftUI\n" + entry + "\n")
                    prepared.append(LearnerSource(""))
                }
            }
            var names: [String: String] = [:]
            var paths: [String] = []
            for index in texts.indices {
                let url = folder.appendingPathComponent(fileNames[index])
                try Data(texts[index].utf8).write(to: url)
                names[url.path] = index < files.count ? files[index].displayName : Self.entryName
                paths.append(url.path)
            }
            let executable = folder.appendingPathComponent("program")
            var arguments = ["-diagnostic-style", "llvm"] + Self.learnerFlags
            arguments += ["-module-name", Self.learnerModule, "-module-cache-path", moduleCache.path]
            var reading = [library.path]
            if files.contains(where: { Self.importsHost($0.source) }) {
                let host = try hostLibrary()
                arguments += ["-I", host.path, "-L", host.path, "-lStateTutorHost"]
                reading.append(host.path)
            }
            arguments += ["-I", library.path, "-L", library.path, "-lSwiftUI", "-lCombine"]
            if !fileNames.contains("main.swift") { arguments.append("-parse-as-library") }
            arguments += paths + ["-o", executable.path]
            let build = compilerConfinement(scratch: folder, reading: reading, timeLimit: buildTimeLimit)
            let compile = try ProcessRunner(timeLimit: 120, outputLimit: outputLimit, cancellation: cancellation)
                .run(sandbox.command(toolchain.swiftc, arguments, confinement: build))
            let diagnostics = CompilerDiagnostic.parse(compile.stderr, names: names).compactMap {
                Self.explainEntry($0, rootView: rootView)
            }
            try requireSoundCache(diagnostics)
            try Self.requireDiagnostics(compile, diagnostics: diagnostics, timeLimit: buildTimeLimit)
            let check = CompileResult(
                diagnostics: diagnostics,
                succeeded: compile.succeeded && !diagnostics.contains { $0.severity == .error })
            guard check.succeeded else { return try body(check, nil) }
            let confinement = Confinement(
                scratch: folder, scratchKind: .memory(size: 64 << 20, files: [executable.path]),
                readOnlyPaths: [toolchain.runtimeLibraries], limits: .program(timeLimit: timeLimit),
                extraEnvironment: ["SWIFT_BACKTRACE": "enable=no"])
            return try body(check, sandbox.command(executable.path, [], confinement: confinement))
        }
    }

    /// The name diagnostics give the generated file that starts the program.
    private static let entryName = "(the program's start)"

    /// A diagnostic about the generated start of the program, said about `--view` instead
    /// (nil drops a note that only points there).
    /// The first type in `text` declared to conform to `PreviewProvider`, outside comments and strings.
    private static func previewProvider(in text: String) -> String? {
        let tokens = SwiftLexer.tokens(text).filter { !$0.isTrivia && $0.interpolationDepth == 0 }
        for (index, token) in tokens.enumerated()
        where token.kind == .keyword && ["struct", "enum", "class"].contains(token.text) {
            guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].isPunctuation(":")
            else { continue }
            var position = index + 3
            while position < tokens.count, !tokens[position].isPunctuation("{") {
                if tokens[position].kind == .identifier, tokens[position].text == "PreviewProvider" {
                    return tokens[index + 1].text
                }
                position += 1
            }
        }
        return nil
    }

    private static func explainEntry(_ diagnostic: CompilerDiagnostic, rootView: String?) -> CompilerDiagnostic? {
        guard diagnostic.file == entryName else { return diagnostic }
        guard diagnostic.severity == .error else { return nil }
        let view = rootView ?? "the root view"
        var message = diagnostic.message
        if diagnostic.message.hasPrefix("cannot find") {
            message = "no type named '\(view)' in these files"
        } else if diagnostic.message.contains("argument") || diagnostic.message.contains("init") {
            message = "the root view is made with \(view)(), so its init must take no arguments (\(diagnostic.message))"
        } else if diagnostic.message.contains("View") {
            message = "\(view) must be a View (\(diagnostic.message))"
        }
        return CompilerDiagnostic(file: "--view \(view)", line: 0, column: 0, severity: .error, message: message)
    }
}
