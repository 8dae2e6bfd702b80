import Foundation
import TutorCore

/// Type-checks and runs learners' Swift code against StateTutor's SwiftUI surface with the real
/// compiler. The surface is compiled once into the cache folder, keyed by compiler version and
/// surface contents; each check then takes about a tenth of a second.
///
/// The compiler and the programs it builds run in the machine's sandbox (see `Sandbox` and
/// docs/SANDBOX.md): the compiler sees the toolchain, the surface (read-only), its module cache
/// and the check's scratch folder; a program sees the Swift runtime and its own executable in an
/// in-memory scratch folder, and none of statetutor's cache.
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
        // Xcode's Debug configuration, which is what a learner runs.
        "-D", "DEBUG",
    ]

    package enum Failure: Error, Equatable, CustomStringConvertible, CheckFailureConvertible {
        case surfaceDoesNotBuild(String)
        case cannotWrite(String)
        /// The policy is `.required` and this machine has no sandbox (the reason is given).
        case sandboxUnavailable(String)

        package var checkFailure: CheckFailure {
            switch self {
            case .surfaceDoesNotBuild: .surfaceDoesNotBuild
            case .cannotWrite(let path): .cacheNotWritable(path: path)
            case .sandboxUnavailable(let reason): .sandboxUnavailable(reason: reason)
            }
        }

        package var description: String {
            switch self {
            case .surfaceDoesNotBuild(let output): return "the SwiftUI surface does not build:\n\(output)"
            case .cannotWrite(let path): return "cannot write to \(path)"
            case .sandboxUnavailable(let reason):
                return "not run: there is no sandbox to run this course's code in (\(reason))"
            }
        }
    }

    package var toolchain: SwiftToolchain
    /// `$XDG_CACHE_HOME/statetutor` or a test's temporary folder.
    package var cacheDirectory: URL
    package var surfaceFiles: [(name: String, source: String)] {
        didSet { declarationsHash = Self.hash(surfaceFiles) }
    }
    /// A hash of `surfaceFiles`, taken once: every check needs the surface's key, and the
    /// declarations are close to a megabyte.
    private var declarationsHash: String
    /// Where learners' code is written while it is checked; each check gets its own folder,
    /// removed afterwards.
    package var scratchDirectory = FileManager.default.temporaryDirectory
    package var timeLimit: TimeInterval = 10
    /// The module learners' code is compiled into, as Xcode compiles an app target into one named
    /// after the app (messages say `LearnerApp.ContentView` where Xcode says `MyApp.ContentView`).
    package static let learnerModule = "LearnerApp"
    /// Seconds a type-check may take before the compiler is stopped.
    package var typecheckTimeLimit: TimeInterval = 60
    /// Seconds building a program (tests, a run) may take before the compiler is stopped.
    package var buildTimeLimit: TimeInterval = 120
    package var outputLimit = 1_048_576
    /// Whether code may run without a sandbox where the machine has none.
    package var sandboxPolicy = SandboxPolicy.preferred
    /// The sandbox to use; nil: this machine's (`Sandbox.detected`, found on first use).
    package var sandbox: Sandbox?
    /// Stops a running compile or program (Ctrl-C); a cancelled check throws
    /// `ProcessRunner.Cancelled`.
    package var cancellation: ProcessCancellation?
    /// Told, once per process, that code runs (or does not run) because there is no sandbox.
    package var notice: (@Sendable (String) -> Void)?
    /// Told what a long first build is doing (the surface, the runtime library), before it starts.
    package var progress: (@Sendable (String) -> Void)?

    package init(toolchain: SwiftToolchain, cacheDirectory: URL, surfaceFiles: [(name: String, source: String)]) {
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
        self.surfaceFiles = surfaceFiles
        declarationsHash = Self.hash(surfaceFiles)
    }

    /// A hash of everything the compiled surface depends on.
    package var surfaceKey: String { surfaceKey(target: nil) }

    /// How the surface is built; changing the recipe (not the declarations) changes this.
    private static let recipe = "5: Combine, SwiftUI, StateTutorHost and SwiftUICore, availability tags, parallel"

    /// A hash of everything the surface built for `target` depends on.
    package func surfaceKey(target: DeploymentTarget?) -> String {
        var text = toolchain.version + "\n" + Self.learnerFlags.joined(separator: " ") + "\n" + Self.recipe + "\n"
        text += (target?.description ?? "newest") + "\n" + declarationsHash
        return ContentHash.of(text)
    }

    private static func hash(_ files: [(name: String, source: String)]) -> String {
        var text = ""
        for file in files { text += file.name + "\n" + file.source + "\n" }
        return ContentHash.of(text)
    }

    private func surfaceDirectory(target: DeploymentTarget?) -> URL {
        cacheDirectory.appendingPathComponent("surface").appendingPathComponent(surfaceKey(target: target))
    }

    var moduleCache: URL {
        cacheDirectory.appendingPathComponent("module-cache")
    }

    // MARK: The surface

    /// The folder holding `SwiftUI.swiftmodule` and `Combine.swiftmodule` (which SwiftUI
    /// re-exports), built on first use. With a `target`, declarations newer than it are tagged
    /// (see ``SurfaceAvailability``).
    package func surfaceModule(target: DeploymentTarget? = nil) throws -> URL {
        let folder = surfaceDirectory(target: target).appendingPathComponent("module")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftUI.swiftmodule").path) {
            return folder
        }
        progress?("building the SwiftUI module for type-checking (the first check only, a few seconds)…")
        let files = surfaceFiles.map { ($0.name, SurfaceAvailability.surface($0.source, target: target)) }
        let groups = Self.modules.map { module in files.filter { Self.module(of: $0.0) == module } }
        try build(folder, groups: groups) { staging, sources in
            // Whole-module, and no function body is type-checked or serialised: type-checking needs
            // only the declarations (the runtime behind them is the library's), and skipping the
            // bodies halves the build.
            zip(Self.modules, sources).map { name, files in
                [Self.moduleArguments(name, staging: staging, moduleCache: moduleCache) + files]
            }
        }
        return folder
    }

    /// The folder holding `SwiftUICore.swiftmodule`, a one-line module that re-exports the
    /// surface, as Apple's SwiftUI and SwiftUICore are split since iOS 18. Built the first time
    /// code imports it.
    package func surfaceCoreModule(target: DeploymentTarget? = nil) throws -> URL {
        let module = try surfaceModule(target: target)
        let folder = surfaceDirectory(target: target).appendingPathComponent("core")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftUICore.swiftmodule").path) {
            return folder
        }
        try build(folder, groups: [[("SwiftUICore.swift", "@_exported import SwiftUI\n")]], reading: [module.path]) {
            staging, sources in
            [
                [
                    Self.moduleArguments("SwiftUICore", staging: staging, moduleCache: moduleCache) + [
                        "-I", module.path,
                    ]
                        + sources[0]
                ]
            ]
        }
        return folder
    }

    private static func moduleArguments(_ name: String, staging: URL, moduleCache: URL) -> [String] {
        [
            "-emit-module", "-wmo", "-Xfrontend", "-experimental-skip-all-function-bodies", "-parse-as-library",
            "-swift-version", "5", "-I", staging.path, "-module-cache-path", moduleCache.path,
            "-module-name", name, "-emit-module-path", staging.appendingPathComponent("\(name).swiftmodule").path,
        ]
    }

    /// The folder holding `libSwiftUI.a` and `libCombine.a` (with their modules), for programs that run.
    package func surfaceLibrary() throws -> URL {
        let folder = surfaceDirectory(target: nil).appendingPathComponent("library")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("libSwiftUI.a").path) { return folder }
        progress?("building the SwiftUI runtime library (the first run only, about 10 s)…")
        let files = surfaceFiles.map { ($0.name, $0.source) }
        let groups = ["Combine", "SwiftUI"].map { module in files.filter { Self.module(of: $0.0) == module } }
        try build(folder, groups: groups) { staging, sources in
            // Combine's interface first (a second), so that the Combine and SwiftUI libraries can
            // then be compiled at the same time; StateTutorHost, which needs SwiftUI, last.
            let interface = staging.appendingPathComponent("interface")
            let library = { (name: String, files: [String], threads: Int, imports: String) -> [String] in
                [
                    "-emit-library", "-static", "-wmo", "-no-emit-module-separately-wmo", "-num-threads",
                    String(threads), "-parse-as-library", "-module-name", name, "-swift-version", "5", "-I", imports,
                    "-module-cache-path", moduleCache.path,
                    "-emit-module-path", staging.appendingPathComponent("\(name).swiftmodule").path,
                    "-o", staging.appendingPathComponent("lib\(name).a").path,
                ] + files
            }
            return [
                [
                    [
                        "-emit-module", "-wmo", "-parse-as-library", "-module-name", "Combine", "-swift-version", "5",
                        "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies", "-module-cache-path",
                        moduleCache.path, "-emit-module-path",
                        interface.appendingPathComponent("Combine.swiftmodule").path,
                    ] + sources[0]
                ],
                [
                    library("Combine", sources[0], 1, staging.path),
                    library("SwiftUI", sources[1], 2, interface.path),
                ],
            ]
        }
        return folder
    }

    /// The folder holding `libStateTutorHost.a` and its module, built the first time a program
    /// imports StateTutorHost (lesson tests that drive views).
    package func hostLibrary() throws -> URL {
        let library = try surfaceLibrary()
        let folder = surfaceDirectory(target: nil).appendingPathComponent("host")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("libStateTutorHost.a").path) {
            return folder
        }
        let files = surfaceFiles.filter { Self.module(of: $0.name) == "StateTutorHost" }.map { ($0.name, $0.source) }
        try build(folder, groups: [files], reading: [library.path]) { staging, sources in
            [
                [
                    [
                        "-emit-library", "-static", "-wmo", "-no-emit-module-separately-wmo", "-parse-as-library",
                        "-module-name", "StateTutorHost", "-swift-version", "5", "-I", library.path,
                        "-module-cache-path", moduleCache.path,
                        "-emit-module-path", staging.appendingPathComponent("StateTutorHost.swiftmodule").path,
                        "-o", staging.appendingPathComponent("libStateTutorHost.a").path,
                    ] + sources[0]
                ]
            ]
        }
        return folder
    }

    /// Whether `source` imports StateTutorHost (outside strings and comments).
    static func importsHost(_ source: String) -> Bool {
        guard source.contains("StateTutorHost") else { return false }
        let tokens = SwiftLexer.tokens(source).filter { !$0.isTrivia && $0.interpolationDepth == 0 }
        return zip(tokens, tokens.dropFirst()).contains { $0.text == "import" && $1.text == "StateTutorHost" }
    }

    /// Whether `source` has an `import SwiftUICore` (outside strings and comments).
    static func importsSwiftUICore(_ source: String) -> Bool {
        guard source.contains("SwiftUICore") else { return false }
        let tokens = SwiftLexer.tokens(source).filter { !$0.isTrivia && $0.interpolationDepth == 0 }
        return zip(tokens, tokens.dropFirst()).contains { $0.text == "import" && $1.text == "SwiftUICore" }
    }

    /// The surface's files named `Combine*.swift` form the module `Combine` (Linux has none),
    /// which `SwiftUI` re-exports as Apple's does; the rest form `SwiftUI`.
    package static func isCombineFile(_ name: String) -> Bool {
        name.hasPrefix("Combine") && name.hasSuffix(".swift")
    }

    /// The modules built from the surface, in build order: Combine, SwiftUI (which re-exports
    /// it) and StateTutorHost (which drives SwiftUI views for lesson tests).
    package static let modules = ["Combine", "SwiftUI", "StateTutorHost"]

    /// The module a surface file belongs to.
    package static func module(of name: String) -> String {
        if isCombineFile(name) { return "Combine" }
        if name.hasPrefix("StateTutorHost") { return "StateTutorHost" }
        return "SwiftUI"
    }

    /// Builds into a private staging folder, then renames it into place, so that concurrent
    /// builds (two terminals, parallel checks) never see a half-written module.
    private func build(
        _ folder: URL, groups: [[(name: String, source: String)]], reading: [String] = [],
        commands: (URL, [[String]]) -> [[[String]]]
    ) throws {
        let fileManager = FileManager.default
        let staging = folder.deletingLastPathComponent().appendingPathComponent("staging-\(UUID().uuidString)")
        let sourceFolder = staging.appendingPathComponent("sources")
        do {
            try fileManager.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: moduleCache, withIntermediateDirectories: true)
        } catch {
            throw Failure.cannotWrite(folder.deletingLastPathComponent().path)
        }
        defer { try? fileManager.removeItem(at: staging) }
        var sources: [[String]] = []
        for (number, group) in groups.enumerated() {
            let groupFolder = sourceFolder.appendingPathComponent("\(number)")
            try? fileManager.createDirectory(at: groupFolder, withIntermediateDirectories: true)
            sources.append(
                group.map { file in
                    let url = groupFolder.appendingPathComponent(file.name)
                    try? Data(file.source.utf8).write(to: url)
                    return url.path
                })
        }
        // The surface is statetutor's own code: confined where possible, never refused.
        let sandbox = sandboxPolicy == .off ? Sandbox.limitsOnly : (self.sandbox ?? .detected)
        // Each stage's commands run at the same time (the machine's cores build two modules at
        // once); a stage starts when the one before it has finished.
        for stage in commands(staging, sources) {
            let runner = ProcessRunner(timeLimit: 300, outputLimit: outputLimit, cancellation: cancellation)
            let confinement = compilerConfinement(scratch: staging, reading: reading, timeLimit: 300)
            let results = stage.concurrentMap { arguments in
                let command = sandbox.command(toolchain.swiftc, arguments, confinement: confinement)
                return Result { try runner.run(command) }
            }
            for result in results {
                let execution = try result.get()
                guard execution.succeeded else {
                    throw Failure.surfaceDoesNotBuild(execution.stderr + execution.stdout)
                }
            }
        }
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

    /// Type-checks `files` as one module down to SIL (so that definite-initialisation errors are
    /// reported too), as Xcode builds an app target. Nothing is executed. Diagnostics name each
    /// file by its `displayName`; with a `target`, APIs newer than it are errors.
    package func typecheck(_ files: [LearnerFile], target: DeploymentTarget?) throws -> CompileResult {
        try repairingCache(target: target) { try typecheckOnce(files, target: target) }
    }

    private func typecheckOnce(_ files: [LearnerFile], target: DeploymentTarget?) throws -> CompileResult {
        let surfaceWasBuilt = FileManager.default.fileExists(
            atPath: surfaceDirectory(target: target).appendingPathComponent("module/SwiftUI.swiftmodule").path)
        let module = try surfaceModule(target: target)
        let sandbox = try sandboxForLearnerCode(executes: false)
        return try withScratchFolder { folder in
            let prepared = files.map {
                LearnerSource($0.source, os: target?.platform ?? SurfaceAvailability.defaultPlatform)
            }
            let fileNames = Self.compiledNames(files, prepared)
            var names: [String: String] = [:]
            var paths: [String] = []
            for (index, file) in files.enumerated() {
                let url = folder.appendingPathComponent(fileNames[index])
                try Data(prepared[index].text.utf8).write(to: url)
                names[url.path] = file.displayName
                paths.append(url.path)
            }
            var arguments = ["-emit-sil", "-wmo", "-o", "/dev/null", "-diagnostic-style", "llvm"] + Self.learnerFlags
            arguments += ["-module-name", Self.learnerModule]
            arguments += ["-I", module.path, "-module-cache-path", moduleCache.path]
            var reading = [module.path]
            if files.contains(where: { Self.importsSwiftUICore($0.source) }) {
                let core = try surfaceCoreModule(target: target)
                arguments += ["-I", core.path]
                reading.append(core.path)
            }
            if !fileNames.contains("main.swift") { arguments.append("-parse-as-library") }
            let limit = typecheckTimeLimit
            let confinement = compilerConfinement(scratch: folder, reading: reading, timeLimit: limit)
            // Right after building the surface, the driver's plan is not worth waiting for: it is
            // learned at the next check.
            let frontend =
                surfaceWasBuilt
                ? FrontendInvocation.make(
                    toolchain: toolchain, driverArguments: arguments, inputs: paths, cacheDirectory: cacheDirectory,
                    timeLimit: limit)
                : nil
            let command =
                frontend.map { sandbox.command($0.executable, $0.arguments, confinement: confinement) }
                ?? sandbox.command(toolchain.swiftc, arguments + paths, confinement: confinement)
            let result = try ProcessRunner(timeLimit: limit, outputLimit: outputLimit, cancellation: cancellation)
                .run(command)
            let diagnostics = SurfaceAvailability.diagnostics(
                DiagnosticGroupDocs.describe(
                    CompilerDiagnostic.parse(result.stderr, names: names), swiftc: toolchain.swiftc),
                files: files, target: target)
            // A compiler that was stopped, or that failed without a diagnostic of its own, said
            // nothing about the code: that is the machinery failing, never a verdict.
            try requireSoundCache(diagnostics)
            try Self.requireDiagnostics(result, diagnostics: diagnostics, timeLimit: limit)
            let succeeded = result.succeeded && !result.timedOut && !diagnostics.contains { $0.severity == .error }
            return CompileResult(diagnostics: diagnostics, succeeded: succeeded)
        }
    }

    // MARK: A damaged cache

    /// A compile that failed because of the cache (a damaged module, or a cache copied or moved
    /// from another path), not because of the code.
    struct CacheSuspect: Error {
        var detail: String
    }

    /// What compilers say when the cache, not the code, is wrong.
    private static let cacheMarkers = [
        "malformed compiled module", "was compiled with module cache path", "module file was created by",
        "compiled module was created by", "missing required module", "could not build Objective-C module",
    ]

    /// Throws ``CacheSuspect`` when an error names the cache or says a compiled module is damaged.
    func requireSoundCache(_ diagnostics: [CompilerDiagnostic]) throws {
        let cache = cacheDirectory.path
        let suspect = diagnostics.first { diagnostic in
            diagnostic.severity == .error
                && (diagnostic.message.contains(cache)
                    || Self.cacheMarkers.contains { diagnostic.message.contains($0) })
        }
        if let suspect { throw CacheSuspect(detail: suspect.message) }
    }

    /// `work`, and when it finds the cache damaged, the cache built again and `work` once more;
    /// a cache still damaged after that is ``CheckFailure/cacheDamaged(detail:)``, never a verdict.
    func repairingCache<T>(target: DeploymentTarget?, _ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch is CacheSuspect {
            progress?("the compile cache was damaged or moved: building it again…")
            let fileManager = FileManager.default
            try? fileManager.removeItem(at: moduleCache)
            try? fileManager.removeItem(at: surfaceDirectory(target: target))
            if target != nil { try? fileManager.removeItem(at: surfaceDirectory(target: nil)) }
            do {
                return try work()
            } catch let again as CacheSuspect {
                throw CheckFailure.cacheDamaged(detail: String(again.detail.prefix(300)))
            }
        }
    }

    /// Throws ``CheckFailure`` when a compile says nothing about the code: it was stopped at
    /// `timeLimit`, or it failed without an error of its own (it crashed, was killed, or exited
    /// non-zero in silence).
    static func requireDiagnostics(
        _ result: ProgramExecution, diagnostics: [CompilerDiagnostic], timeLimit: TimeInterval
    ) throws(CheckFailure) {
        if result.timedOut { throw .compilerTimedOut(seconds: Int(timeLimit.rounded(.up))) }
        guard !result.succeeded, !diagnostics.contains(where: { $0.severity == .error }) else { return }
        let last = result.stderr.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }
        throw .compilerCrashed(
            detail: last.map { String($0.prefix(300)) } ?? "exit status \(result.status), nothing printed")
    }

    /// The names the files are compiled under: the one file of top-level code (or the one the
    /// learner named `main.swift`) is `main.swift`, as in an Xcode target; the others get
    /// distinct names that keep the learner's base name where it is a plain one.
    static func compiledNames(_ files: [LearnerFile], _ prepared: [LearnerSource]) -> [String] {
        let baseNames = files.map { ($0.displayName as NSString).lastPathComponent }
        var main = baseNames.firstIndex(of: "main.swift")
        if main == nil {
            let scripts = prepared.indices.filter { !prepared[$0].isLibrary }
            if scripts.count == 1, files.count == 1 || !prepared.contains(where: { $0.hasMain }) {
                main = scripts[0]
            }
        }
        return files.indices.map { index in
            if index == main { return "main.swift" }
            let base = baseNames[index]
            let plain =
                base.hasSuffix(".swift") && base != "main.swift" && base.count <= 100
                && base.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || "0123456789_-.+".unicodeScalars.contains($0))
                }
            return "\(index + 1)-" + (plain ? base : "code.swift")
        }
    }

    /// Compiles `source` as a program and runs it with the time limit and output cap. Throws
    /// `Failure.sandboxUnavailable` when the policy requires a sandbox and there is none.
    package func run(_ source: String, displayName: String, input: String?) throws -> ProgramRun {
        try repairingCache(target: nil) { try runOnce(source, displayName: displayName, input: input) }
    }

    private func runOnce(_ source: String, displayName: String, input: String?) throws -> ProgramRun {
        let sandbox = try sandboxForLearnerCode(executes: true)
        let usesSurface = ["import SwiftUI", "import Combine", "import Foundation", "import StateTutorHost"].contains {
            source.contains($0)
        }
        let library = usesSurface ? try surfaceLibrary() : nil
        return try withScratchFile(source) { file, learner in
            let folder = file.deletingLastPathComponent()
            let executable = folder.appendingPathComponent("program")
            var arguments = ["-diagnostic-style", "llvm"] + Self.learnerFlags
            arguments += ["-module-cache-path", moduleCache.path]
            var reading: [String] = []
            if let library {
                // The library's own modules: the type-checking ones skip every body, so a call
                // compiled against them expects default-argument code the library never emitted.
                if Self.importsHost(source) {
                    let host = try hostLibrary()
                    arguments += ["-I", host.path, "-L", host.path, "-lStateTutorHost"]
                    reading.append(host.path)
                }
                arguments += ["-I", library.path, "-L", library.path, "-lSwiftUI", "-lCombine"]
                reading.append(library.path)
            }
            if learner.isLibrary && source.contains("@main") { arguments.append("-parse-as-library") }
            arguments += [file.path, "-o", executable.path]
            let build = compilerConfinement(scratch: folder, reading: reading, timeLimit: buildTimeLimit)
            let compile = try ProcessRunner(timeLimit: 120, outputLimit: outputLimit, cancellation: cancellation)
                .run(sandbox.command(toolchain.swiftc, arguments, confinement: build))
            let diagnostics = DiagnosticGroupDocs.describe(
                CompilerDiagnostic.parse(compile.stderr, sourcePath: file.path, displayName: displayName),
                swiftc: toolchain.swiftc)
            try requireSoundCache(diagnostics)
            try Self.requireDiagnostics(compile, diagnostics: diagnostics, timeLimit: buildTimeLimit)
            let check = CompileResult(diagnostics: diagnostics, succeeded: compile.succeeded)
            guard compile.succeeded else { return ProgramRun(compile: check, execution: nil) }
            let confinement = Confinement(
                scratch: folder, scratchKind: .memory(size: 64 << 20, files: [executable.path]),
                readOnlyPaths: [toolchain.runtimeLibraries], limits: .program(timeLimit: timeLimit))
            let execution = try ProcessRunner(
                timeLimit: timeLimit, outputLimit: outputLimit, cancellation: cancellation
            )
            .run(sandbox.command(executable.path, [], confinement: confinement), input: input)
            return ProgramRun(compile: check, execution: execution)
        }
    }

    // MARK: The sandbox

    /// What the compiler may see: the toolchain, `reading` (the surface) read-only, its module
    /// cache and `scratch` writable. The module cache is never shown to programs, so a program
    /// cannot plant anything in what later compiles read.
    func compilerConfinement(scratch: URL, reading: [String], timeLimit: TimeInterval) -> Confinement {
        try? FileManager.default.createDirectory(at: moduleCache, withIntermediateDirectories: true)
        let passed = ["SDKROOT", "DEVELOPER_DIR", "TOOLCHAINS"]
        let environment = ProcessInfo.processInfo.environment.filter { passed.contains($0.key) }
        return Confinement(
            scratch: scratch, readOnlyPaths: toolchain.compilerPaths + reading, writablePaths: [moduleCache.path],
            limits: .compiler(timeLimit: timeLimit), temporarySize: 512 << 20, extraEnvironment: environment)
    }

    /// Why programs are not run here (the policy requires a sandbox and there is none), or nil
    /// when they are.
    package var programRefusal: String? {
        guard sandboxPolicy == .required else { return nil }
        let sandbox = self.sandbox ?? .detected
        return sandbox.confines ? nil : sandbox.unavailableReason ?? "no sandbox"
    }

    /// The sandbox for code from a lesson or a learner, as the policy says. Without a sandbox,
    /// `.required` refuses to run programs (type-checking, which runs nothing of the code, goes
    /// on with resource limits); `.preferred` runs them with limits only. Either way the
    /// notice says so, once per process.
    func sandboxForLearnerCode(executes: Bool) throws -> Sandbox {
        if sandboxPolicy == .off {
            if executes, let notice, Self.unsandboxedWarningIsFirst() { notice(Self.unsandboxedWarning) }
            return .limitsOnly
        }
        let sandbox = self.sandbox ?? .detected
        if sandbox.confines { return sandbox }
        let reason = sandbox.unavailableReason ?? "no sandbox"
        if let notice, Self.noticeIsFirst() {
            notice(
                sandboxPolicy == .required
                    ? "no sandbox for running code here (\(reason)); programs from this course are not run. "
                        + "Install bubblewrap (scripts/setup), or pass --unsandboxed to run them with all your "
                        + "permissions (they could then read and change your files and use the network)."
                    : "no sandbox for running code here (\(reason)); the bundled course's programs and your answers "
                        + "run with resource limits only. Install bubblewrap (scripts/setup) to confine them.")
        }
        if sandboxPolicy == .required && executes { throw Failure.sandboxUnavailable(reason) }
        return sandbox
    }

    /// Whether the sandbox notice was given in this process.
    private static let noticeWasGiven = Locked(false)

    /// Whether `--unsandboxed`'s warning was given in this process.
    private static let unsandboxedWarningWasGiven = Locked(false)

    /// What `--unsandboxed` says before the first program of a course or an answer runs.
    package static var unsandboxedWarning: String {
        let who = geteuid() == 0 ? "as root, so it can change anything on this machine" : "with all your permissions"
        return "--unsandboxed: this course's code and your answers run without the sandbox, \(who): they can read "
            + "and change your files, use the network and leave processes running. Use it only for a course whose "
            + "code you have read."
    }

    /// True the first time it is asked in this process.
    private static func unsandboxedWarningIsFirst() -> Bool {
        unsandboxedWarningWasGiven.withLock { given in
            defer { given = true }
            return !given
        }
    }

    /// True the first time it is asked in this process.
    private static func noticeIsFirst() -> Bool {
        noticeWasGiven.withLock { given in
            defer { given = true }
            return !given
        }
    }

    /// Writes the prepared source to a fresh temporary folder, removed afterwards.
    private func withScratchFile<T>(_ source: String, _ body: (URL, LearnerSource) throws -> T) throws -> T {
        try withScratchFolder { folder in
            let learner = LearnerSource(source)
            let file = folder.appendingPathComponent(learner.isLibrary ? "code.swift" : "main.swift")
            try Data(learner.text.utf8).write(to: file)
            return try body(file, learner)
        }
    }

    /// A fresh temporary folder, private to the user, removed afterwards.
    func withScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = scratchDirectory.appendingPathComponent("statetutor-\(UUID().uuidString)")
        do {
            // Private to the user: other accounts cannot read learners' code while it is checked.
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure.cannotWrite(folder.path)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
