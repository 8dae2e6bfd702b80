import Foundation
import TutorCore

/// Type-checks and runs learners' Swift code against StateTutor's SwiftUI surface with the real
/// compiler. The surface is compiled once into the cache folder, keyed by compiler version and
/// surface contents; each check then takes about a tenth of a second.
package struct SwiftCompiler: SwiftChecking {
    /// Flags that make `swiftc` behave like a new Xcode 26 app target: Swift 5 language mode,
    /// MainActor default isolation, and the "approachable concurrency" features.
    package static let learnerFlags = [
        "-swift-version", "5", "-default-isolation", "MainActor",
        "-enable-upcoming-feature", "DisableOutwardActorInference",
        "-enable-upcoming-feature", "GlobalActorIsolatedTypesUsability",
        "-enable-upcoming-feature", "InferIsolatedConformances",
        "-enable-upcoming-feature", "InferSendableFromCaptures",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    ]

    package enum Failure: Error, Equatable, CustomStringConvertible {
        case surfaceDoesNotBuild(String)
        case cannotWrite(String)

        package var description: String {
            switch self {
            case .surfaceDoesNotBuild(let output): return "the SwiftUI surface does not build:\n\(output)"
            case .cannotWrite(let path): return "cannot write to \(path)"
            }
        }
    }

    package var toolchain: SwiftToolchain
    /// `$XDG_CACHE_HOME/statetutor` or a test's temporary folder.
    package var cacheDirectory: URL
    package var surfaceFiles: [(name: String, source: String)]
    /// Where learners' code is written while it is checked; each check gets its own folder,
    /// removed afterwards.
    package var scratchDirectory = FileManager.default.temporaryDirectory
    package var timeLimit: TimeInterval = 10
    package var outputLimit = 1_048_576

    package init(toolchain: SwiftToolchain, cacheDirectory: URL, surfaceFiles: [(name: String, source: String)]) {
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
        self.surfaceFiles = surfaceFiles
    }

    /// A hash of everything the compiled surface depends on.
    package var surfaceKey: String {
        var text = toolchain.version + "\n" + Self.learnerFlags.joined(separator: " ") + "\n"
        for file in surfaceFiles { text += file.name + "\n" + file.source + "\n" }
        return ContentHash.of(text)
    }

    private var surfaceDirectory: URL {
        cacheDirectory.appendingPathComponent("surface").appendingPathComponent(surfaceKey)
    }

    private var moduleCache: URL {
        cacheDirectory.appendingPathComponent("module-cache")
    }

    // MARK: The surface

    /// The folder holding `SwiftUI.swiftmodule`, built on first use.
    package func surfaceModule() throws -> URL {
        let folder = surfaceDirectory.appendingPathComponent("module")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftUI.swiftmodule").path) {
            return folder
        }
        try build(folder) { staging, sources in
            // Whole-module, without function bodies: fast to build, and no body is serialised
            // (a serialised `fatalError()` body would make callers warn "will never be executed").
            [
                "-emit-module", "-wmo", "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies-without-types",
                "-parse-as-library", "-module-name", "SwiftUI", "-swift-version", "5",
                "-emit-module-path", staging.appendingPathComponent("SwiftUI.swiftmodule").path,
                "-module-cache-path", moduleCache.path,
            ] + sources
        }
        return folder
    }

    /// The folder holding `SwiftUI.swiftmodule` and `libSwiftUI.a`, for programs that run.
    package func surfaceLibrary() throws -> URL {
        let folder = surfaceDirectory.appendingPathComponent("library")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("libSwiftUI.a").path) { return folder }
        try build(folder) { staging, sources in
            [
                "-emit-library", "-static", "-wmo", "-parse-as-library", "-module-name", "SwiftUI", "-swift-version",
                "5",
                "-module-cache-path", moduleCache.path,
                "-o", staging.appendingPathComponent("libSwiftUI.a").path,
            ] + sources
        }
        return folder
    }

    /// Builds into a private staging folder, then renames it into place, so that concurrent
    /// builds (two terminals, parallel checks) never see a half-written module.
    private func build(_ folder: URL, arguments: (URL, [String]) -> [String]) throws {
        let fileManager = FileManager.default
        let staging = folder.deletingLastPathComponent().appendingPathComponent("staging-\(UUID().uuidString)")
        let sourceFolder = staging.appendingPathComponent("sources")
        do {
            try fileManager.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: moduleCache, withIntermediateDirectories: true)
        } catch {
            throw Failure.cannotWrite(staging.path)
        }
        defer { try? fileManager.removeItem(at: staging) }
        var sources: [String] = []
        for file in surfaceFiles {
            let url = sourceFolder.appendingPathComponent(file.name)
            try? Data(file.source.utf8).write(to: url)
            sources.append(url.path)
        }
        let result = try ProcessRunner(timeLimit: 300, outputLimit: outputLimit).run(
            toolchain.swiftc, arguments(staging, sources))
        guard result.succeeded else { throw Failure.surfaceDoesNotBuild(result.stderr + result.stdout) }
        try? fileManager.removeItem(at: sourceFolder)
        if fileManager.fileExists(atPath: folder.path) { return }
        do {
            try fileManager.moveItem(at: staging, to: folder)
        } catch {
            // Another process finished first: its result is as good as ours.
            if !fileManager.fileExists(atPath: folder.path) { throw Failure.cannotWrite(folder.path) }
        }
    }

    // MARK: Learner code

    /// Type-checks `source` down to SIL (so that definite-initialisation errors are reported
    /// too). Nothing is executed. Diagnostics name the file `displayName`.
    package func typecheck(_ source: String, displayName: String) throws -> CompileResult {
        let module = try surfaceModule()
        return try withScratchFile(source) { file, learner in
            var arguments = ["-emit-sil", "-o", "/dev/null", "-diagnostic-style", "llvm"] + Self.learnerFlags
            arguments += ["-I", module.path, "-module-cache-path", moduleCache.path]
            if learner.isLibrary { arguments.append("-parse-as-library") }
            arguments.append(file.path)
            let result = try ProcessRunner(timeLimit: 60, outputLimit: outputLimit).run(toolchain.swiftc, arguments)
            let diagnostics = CompilerDiagnostic.parse(result.stderr, sourcePath: file.path, displayName: displayName)
            return CompileResult(diagnostics: diagnostics, succeeded: result.succeeded)
        }
    }

    /// Compiles `source` as a program and runs it with the time limit and output cap.
    package func run(_ source: String, displayName: String, input: String?) throws -> ProgramRun {
        let usesSurface = source.contains("import SwiftUI")
        let library = usesSurface ? try surfaceLibrary() : nil
        return try withScratchFile(source) { file, learner in
            let executable = file.deletingLastPathComponent().appendingPathComponent("program")
            var arguments = ["-diagnostic-style", "llvm"] + Self.learnerFlags
            arguments += ["-module-cache-path", moduleCache.path]
            if let library {
                // Declarations from the type-checking module; code from the library.
                arguments += ["-I", try surfaceModule().path, "-L", library.path, "-lSwiftUI"]
            }
            if learner.isLibrary && source.contains("@main") { arguments.append("-parse-as-library") }
            arguments += [file.path, "-o", executable.path]
            let compile = try ProcessRunner(timeLimit: 120, outputLimit: outputLimit).run(toolchain.swiftc, arguments)
            let diagnostics = CompilerDiagnostic.parse(compile.stderr, sourcePath: file.path, displayName: displayName)
            let check = CompileResult(diagnostics: diagnostics, succeeded: compile.succeeded)
            guard compile.succeeded else { return ProgramRun(compile: check, execution: nil) }
            let execution = try ProcessRunner(timeLimit: timeLimit, outputLimit: outputLimit)
                .run(executable.path, [], environment: ["PATH": "/usr/bin:/bin"], input: input)
            return ProgramRun(compile: check, execution: execution)
        }
    }

    /// Writes the prepared source to a fresh temporary folder, removed afterwards.
    private func withScratchFile<T>(_ source: String, _ body: (URL, LearnerSource) throws -> T) throws -> T {
        let folder = scratchDirectory.appendingPathComponent("statetutor-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure.cannotWrite(folder.path)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let learner = LearnerSource(source)
        let file = folder.appendingPathComponent(learner.isLibrary ? "code.swift" : "main.swift")
        try Data(learner.text.utf8).write(to: file)
        return try body(file, learner)
    }
}
