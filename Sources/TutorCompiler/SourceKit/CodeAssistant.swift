import Foundation
import TutorCore

/// An editor's help for Swift written in statetutor: the compiler's diagnostics while an answer
/// is being written and code completion, from SourceKit against the SwiftUI surface, with the
/// flags `typecheck` uses. It runs in a ``SourceKitService`` process of its own, confined like
/// the compiler; every call is bounded in time and returns nil when SourceKit cannot answer (the
/// caller then uses `swiftc`, or goes without).
package final class CodeAssistant: Sendable {
    /// The command that runs the service: statetutor itself with this first argument.
    package static let serviceCommand = "__sourcekit-service"

    private let compiler: SwiftCompiler
    private let service: SourceKitService
    /// The folder the documents are named in (they are never written there) and the service's
    /// working directory.
    private let folder: URL

    /// The variable that chooses SourceKit's library: a path, or `off` to check with `swiftc`
    /// alone. Unset, the library beside the compiler is used.
    package static let libraryVariable = "STATETUTOR_SOURCEKIT"

    /// The library to load: `STATETUTOR_SOURCEKIT`'s, else the toolchain's; nil for none.
    package static func library(toolchain: SwiftToolchain, environment: [String: String]) -> String? {
        switch environment[libraryVariable] {
        case let value? where ["off", "no", "0", "none"].contains(value.lowercased()): return nil
        case let value? where !value.isEmpty: return value
        default: return toolchain.sourceKitLibrary
        }
    }

    /// Nil without a library (see ``library(toolchain:environment:)``). `executable` is
    /// statetutor's own binary, which serves with ``serviceCommand``.
    package init?(compiler: SwiftCompiler, executable: String, environment: [String: String]) {
        guard let library = Self.library(toolchain: compiler.toolchain, environment: environment) else { return nil }
        let executable = URL(fileURLWithPath: executable).standardizedFileURL.path
        self.compiler = compiler
        let folder = compiler.scratchDirectory.appendingPathComponent("statetutor-sourcekit-\(UUID().uuidString)")
        self.folder = folder
        let warmUp: @Sendable () -> SourceKitCall? = { [compiler] in
            try? Self.call(
                .diagnostics, files: [LearnerFile(Self.warmUpSource, displayName: "warm-up.swift")], target: nil,
                folder: folder, compiler: compiler
            ).0
        }
        service = SourceKitService(warmUp: warmUp) { [compiler] in
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let module = try compiler.surfaceModule()
            let sandbox = try compiler.sandboxForLearnerCode(executes: false)
            var confinement = compiler.compilerConfinement(
                scratch: folder,
                reading: [module.deletingLastPathComponent().deletingLastPathComponent().path, executable, library],
                timeLimit: 0)
            confinement.limits = .service
            let command = sandbox.command(executable, [Self.serviceCommand, library], confinement: confinement)
            return SourceKitService.Launch(command: command)
        }
    }

    deinit {
        service.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// What the first call after a start checks, so that the standard library and the SwiftUI
    /// module are loaded before a learner waits on them.
    static let warmUpSource = """
        import SwiftUI

        struct WarmUp: View {
            @State private var count = 0
            var body: some View { Text("\\(count)") }
        }
        """

    /// Starts SourceKit in the background (a second or so), unless it runs already.
    package func prepare() {
        service.start()
    }

    package var state: SourceKitService.State { service.state }
    package var starts: Int { service.starts }
    package var failureReason: String? { service.failureReason }

    /// Waits for a start under way; true when SourceKit is ready.
    @discardableResult
    package func waitUntilReady() -> Bool { service.waitUntilStarted() }

    /// The compiler's diagnostics on `files` (one module), as `typecheck` names and describes
    /// them, but from type-checking only: what `swiftc` finds later (definite initialisation,
    /// other SIL diagnostics) is not among them. Nil when SourceKit did not answer within
    /// `timeLimit` seconds, or is not ready and `waitForStart` is false.
    package func diagnostics(
        _ files: [LearnerFile], target: DeploymentTarget? = nil, timeLimit: TimeInterval = 2,
        waitForStart: Bool = false
    ) -> [CompilerDiagnostic]? {
        guard
            let (call, names) = try? Self.call(
                .diagnostics, files: files, target: target, folder: folder, compiler: compiler),
            let reply = service.send(call, timeLimit: timeLimit, waitForStart: waitForStart)
        else { return nil }
        // Named, and moved out of macro expansions and the surface, as `typecheck` does.
        let diagnostics = CompilerDiagnostic.named((reply.diagnostics ?? []).map(Self.surfaceNote), names: names)
        let swiftc = compiler.toolchain.swiftc
        return SurfaceAvailability.diagnostics(
            DiagnosticGroupDocs.describe(DiagnosticGroupDocs.groups(diagnostics, swiftc: swiftc), swiftc: swiftc),
            files: files, target: target)
    }

    /// A note about a declaration of a module without its source (the surface, the standard
    /// library) as `typecheck` gives it: SourceKit puts it at the diagnostic's place and names the
    /// declaration after the message (`… (SwiftUI.StateObject)`); `typecheck` names it `SwiftUI`,
    /// without a line.
    static func surfaceNote(_ diagnostic: CompilerDiagnostic) -> CompilerDiagnostic {
        guard diagnostic.severity == .note, diagnostic.message.hasSuffix(")"),
            let open = diagnostic.message.range(of: " (", options: .backwards)
        else { return diagnostic }
        let name = diagnostic.message[open.upperBound..<diagnostic.message.index(before: diagnostic.message.endIndex)]
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] != SwiftCompiler.learnerModule,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return diagnostic }
        var note = diagnostic
        note.message = String(diagnostic.message[..<open.lowerBound])
        note.file = "SwiftUI"
        note.line = 0
        note.column = 0
        note.sourceLine = nil
        note.fixIt = nil
        return note
    }

    /// Completions at `offset` (a UTF-8 offset) in `source`: the members or names that can go
    /// on the identifier being typed there. Nil when SourceKit is not ready or did not answer.
    package func completions(
        in source: String, at offset: Int, target: DeploymentTarget? = nil, timeLimit: TimeInterval = 2
    ) -> [SourceKitCompletion]? {
        let bytes = Array(source.utf8)
        let cursor = min(max(offset, 0), bytes.count)
        var start = cursor
        while start > 0, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        // `$isOn` (a binding, a projected value) is one name, completed from its `$`.
        if start > 0, bytes[start - 1] == UInt8(ascii: "$") { start -= 1 }
        let prefix = String(decoding: bytes[start..<cursor], as: UTF8.self)
        guard
            var (call, _) = try? Self.call(
                .completions, files: [LearnerFile(source, displayName: "answer.swift")], target: target, folder: folder,
                compiler: compiler)
        else { return nil }
        call.offset = start
        call.prefix = prefix
        return service.send(call, timeLimit: timeLimit)?.completions
    }

    /// Letters, digits, `_` and the bytes of non-ASCII characters.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// The call for `files`: each prepared as `typecheck` prepares it (`#Preview` rewritten,
    /// `os(iOS)` decided), named as `typecheck` names it, with `typecheck`'s flags; and the
    /// documents' paths with the learner's names for them.
    private static func call(
        _ operation: SourceKitCall.Operation, files: [LearnerFile], target: DeploymentTarget?, folder: URL,
        compiler: SwiftCompiler
    ) throws -> (SourceKitCall, [String: String]) {
        let prepared = files.map {
            LearnerSource($0.source, os: target?.platform ?? SurfaceAvailability.defaultPlatform)
        }
        let fileNames = SwiftCompiler.compiledNames(files, prepared)
        var documents: [SourceKitCall.Document] = []
        var names: [String: String] = [:]
        for (index, file) in files.enumerated() {
            let path = folder.appendingPathComponent(fileNames[index]).path
            documents.append(.init(file: path, text: prepared[index].text))
            names[path] = file.displayName
        }
        let module = try compiler.surfaceModule(target: target)
        var arguments = SwiftCompiler.learnerFlags + ["-module-name", SwiftCompiler.learnerModule]
        arguments += ["-I", module.path, "-module-cache-path", compiler.moduleCache.path]
        if files.contains(where: { SwiftCompiler.importsSwiftUICore($0.source) }) {
            arguments += ["-I", try compiler.surfaceCoreModule(target: target).path]
        }
        if !fileNames.contains("main.swift") { arguments.append("-parse-as-library") }
        return (SourceKitCall(operation, documents: documents, arguments: arguments + documents.map(\.file)), names)
    }
}
