import Foundation
import SwiftUISurface
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// The real checker with a compiler that crashes, hangs or fails in silence, and with a cache it
/// cannot write: no answer of a kind that is compiled gets a verdict, and `this is not swift at
/// all {{{` is never "Your code compiles".
@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct BrokenCompilerTests {
    /// How the fake `swiftc` behaves when it compiles learner code (it hands the SwiftUI
    /// surface's own builds to the real compiler, so only the learner's compiles break).
    enum Behaviour: String, CaseIterable, Sendable {
        case crashes = "kill -SEGV $$"
        case hangs = "exec sleep 600"
        case failsInSilence = "exit 1"
        case saysTheCacheIsDamaged =
            "echo \"answer.swift:1:8: error: malformed compiled module: /cache/SwiftUI.swiftmodule\" >&2; exit 1"

        /// The behaviours of a compiler that is broken whatever the cache holds.
        static let broken: [Behaviour] = [.crashes, .hangs, .failsInSilence]
    }

    /// A copy of the fixture's cache (the surface built, the module cache filled) in a folder of
    /// its own, which a test may damage.
    static func copiedCache() throws -> URL {
        let real = try #require(CompilerFixture.compiler)
        _ = try real.surfaceModule()
        let copy = TemporaryFolder.make("copied-cache").appendingPathComponent("cache")
        try FileManager.default.copyItem(at: CompilerFixture.cache, to: copy)
        return copy
    }

    static let course = CourseLoader().load(files: [
        LessonFile(path: "machinery.md", text: CompiledKindsLesson.text)
    ]).course

    /// A compiler whose `swiftc` is a script doing `behaviour`, sharing the fixture's cache (the
    /// surface is already built there, by the real compiler, under the same version).
    static func brokenCompiler(_ behaviour: Behaviour, cache: URL = CompilerFixture.cache) throws -> SwiftCompiler {
        let real = try #require(CompilerFixture.compiler)
        _ = try real.surfaceModule()
        let folder = TemporaryFolder.make("broken-swiftc").appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("swiftc")
        try Data(
            """
            #!/bin/sh
            case " $* " in
              *" -module-name SwiftUI "*|*" -module-name Combine "*|*" -module-name SwiftUICore "*|*" -module-name StateTutorHost "*)
                exec \(real.toolchain.swiftc) "$@" ;;
            esac
            \(behaviour.rawValue)

            """.utf8
        ).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        var compiler = SwiftCompiler(
            toolchain: SwiftToolchain(swiftc: script.path, version: real.toolchain.version),
            cacheDirectory: cache, surfaceFiles: SwiftUISurface.files)
        compiler.typecheckTimeLimit = 2
        compiler.buildTimeLimit = 2
        compiler.sandbox = real.sandbox
        compiler.sandboxPolicy = real.sandboxPolicy
        return compiler
    }

    @Test(arguments: Behaviour.broken)
    func noAnswerThatIsCompiledGetsAVerdict(_ behaviour: Behaviour) throws {
        let checker = AnswerChecker(compiler: try Self.brokenCompiler(behaviour))
        for (id, answer) in CompiledKindsLesson.compiledAnswers {
            let outcome = TutorSession.judge(answer, questionID: id, course: Self.course, checker: checker)
            guard case .couldNotCheck = outcome else {
                Issue.record("\(id) with a compiler that \(behaviour): \(outcome)")
                continue
            }
        }
    }

    @Test func aCompilerThatCrashesIsNamedInTheReason() throws {
        let compiler = try Self.brokenCompiler(.crashes)
        #expect {
            try compiler.typecheck("let x = 1\n", displayName: "answer.swift")
        } throws: { error in
            guard case .compilerCrashed = error as? CheckFailure else { return false }
            return true
        }
    }

    @Test func aCacheThatCannotBeWrittenIsNeverAVerdict() throws {
        let real = try #require(CompilerFixture.compiler)
        // A cache folder under a plain file cannot be made, even by root.
        let file = TemporaryFolder.make("unwritable-cache").appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        var compiler = SwiftCompiler(
            toolchain: real.toolchain, cacheDirectory: file.appendingPathComponent("cache"),
            surfaceFiles: SwiftUISurface.files)
        compiler.sandbox = real.sandbox
        compiler.sandboxPolicy = real.sandboxPolicy
        let checker = AnswerChecker(compiler: compiler)
        for (id, answer) in CompiledKindsLesson.compiledAnswers {
            let outcome = TutorSession.judge(answer, questionID: id, course: Self.course, checker: checker)
            guard case .couldNotCheck(let failure) = outcome else {
                Issue.record("\(id): \(outcome)")
                continue
            }
            #expect(failure.reason.contains("cannot be written"), "\(id): \(failure.reason)")
        }
    }

    @Test func aDamagedSurfaceModuleIsBuiltAgainAndTheAnswerJudged() throws {
        let real = try #require(CompilerFixture.compiler)
        let cache = try Self.copiedCache()
        var compiler = SwiftCompiler(
            toolchain: real.toolchain, cacheDirectory: cache, surfaceFiles: SwiftUISurface.files)
        compiler.sandbox = real.sandbox
        compiler.sandboxPolicy = real.sandboxPolicy
        let module = try compiler.surfaceModule().appendingPathComponent("SwiftUI.swiftmodule")
        let bytes = try Data(contentsOf: module)
        try bytes.prefix(1000).write(to: module)
        let result = try compiler.typecheck(Self.rightView, displayName: "answer.swift")
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func aCacheMovedToAnotherFolderIsBuiltAgainAndTheAnswerJudged() throws {
        let real = try #require(CompilerFixture.compiler)
        let cache = try Self.copiedCache()
        let moved = cache.deletingLastPathComponent().appendingPathComponent("moved")
        try FileManager.default.moveItem(at: cache, to: moved)
        var compiler = SwiftCompiler(
            toolchain: real.toolchain, cacheDirectory: moved, surfaceFiles: SwiftUISurface.files)
        compiler.sandbox = real.sandbox
        compiler.sandboxPolicy = real.sandboxPolicy
        let result = try compiler.typecheck(Self.rightView, displayName: "answer.swift")
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func aCacheThatStaysDamagedIsNeverAVerdict() throws {
        var compiler = try Self.brokenCompiler(.saysTheCacheIsDamaged, cache: Self.copiedCache())
        // The surface is built again by the real compiler, which a sandbox made for the fake one
        // would not show: nothing of the answer runs here.
        compiler.sandboxPolicy = .off
        let checker = AnswerChecker(compiler: compiler)
        let outcome = TutorSession.judge(
            "this is not swift at all {{{", questionID: "m-code", course: Self.course, checker: checker)
        guard case .couldNotCheck(.cacheDamaged) = outcome else {
            Issue.record("\(outcome)")
            return
        }
    }

    static let rightView = """
        import SwiftUI

        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("\\(count)") { count += 1 } }
        }
        """
}
