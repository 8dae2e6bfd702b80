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
    }

    static let course = CourseLoader().load(files: [
        LessonFile(path: "machinery.md", text: CompiledKindsLesson.text)
    ]).course

    /// A compiler whose `swiftc` is a script doing `behaviour`, sharing the fixture's cache (the
    /// surface is already built there, by the real compiler, under the same version).
    static func brokenCompiler(_ behaviour: Behaviour) throws -> SwiftCompiler {
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
            cacheDirectory: CompilerFixture.cache, surfaceFiles: SwiftUISurface.files)
        compiler.typecheckTimeLimit = 3
        compiler.buildTimeLimit = 3
        compiler.sandbox = real.sandbox
        compiler.sandboxPolicy = real.sandboxPolicy
        return compiler
    }

    @Test(arguments: Behaviour.allCases)
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
}
