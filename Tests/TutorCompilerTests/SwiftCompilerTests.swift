import Foundation
import Testing
import TutorCore

@testable import TutorCompiler

@Suite(.enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct SwiftCompilerTests {
    @Test func diagnosticsPointAtTheLearnersFileAndLine() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let result = try compiler.typecheck("import SwiftUI\n\nlet x: Int = \"no\"\n", displayName: "answer.swift")
        #expect(!result.succeeded)
        #expect(result.errors.first?.file == "answer.swift")
        #expect(result.errors.first?.line == 3)
    }

    @Test func definiteInitialisationErrorsAreReported() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let source = """
            import SwiftUI

            @Observable final class TaskStore {
                var tasks: [String]
                var filter: String
                init() {
                    self.tasks = load()
                    self.filter = ""
                }
                func load() -> [String] { [] }
            }
            """
        let result = try compiler.typecheck(source, displayName: "store.swift")
        #expect(result.errors.contains { $0.message.contains("before all stored properties are initialized") })
    }

    @Test func previewBlocksAreCheckedAsViewBuilders() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let good = "import SwiftUI\n\n#Preview(\"Count\") {\n    Text(\"Hi\")\n    Text(\"There\")\n}\n"
        #expect(try compiler.typecheck(good, displayName: "p.swift").succeeded)
        let bad = "import SwiftUI\n\n#Preview {\n    Text(42)\n}\n"
        let result = try compiler.typecheck(bad, displayName: "p.swift")
        #expect(!result.succeeded)
        #expect(result.errors.first?.line == 4)
    }

    @Test func aProgramRunsAndItsOutputIsCaptured() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let result = try compiler.run(
            "var total = 0\nfor i in 1...3 { total += i }\nprint(total)\n", displayName: "main.swift")
        #expect(result.execution?.stdout == "6\n")
    }

    @Test func aProgramUsingTheSurfaceLinksAndRuns() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let source = """
            import SwiftUI
            @Observable final class Model { var count = 0 }
            let model = Model()
            model.count += 2
            print("count:", model.count)
            """
        let result = try compiler.run(source, displayName: "main.swift")
        #expect(result.compile.errors == [])
        #expect(result.execution?.stdout == "count: 2\n")
    }

    @Test func aRunawayProgramIsStoppedAtTheTimeLimit() throws {
        var compiler = try #require(CompilerFixture.compiler)
        compiler.timeLimit = 1
        let result = try compiler.run("while true {}\n", displayName: "main.swift")
        #expect(result.execution?.timedOut == true)
    }

    @Test func outputBeyondTheCapIsCut() throws {
        var compiler = try #require(CompilerFixture.compiler)
        compiler.outputLimit = 10_000
        let result = try compiler.run("while true { print(\"xxxxxxxxxxxxxxxxxxxxxxxx\") }\n", displayName: "main.swift")
        #expect(result.execution?.truncated == true)
        #expect((result.execution?.stdout.utf8.count ?? 0) <= 10_000)
    }

    @Test func temporaryFilesAreRemoved() throws {
        var compiler = try #require(CompilerFixture.compiler)
        compiler.scratchDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: compiler.scratchDirectory, withIntermediateDirectories: true)
        let checked = try compiler.typecheck("let a: Int = \"x\"\n", displayName: "a.swift")
        let ran = try compiler.run("print(1)\n", displayName: "main.swift")
        #expect(!checked.succeeded)
        #expect(ran.execution?.stdout == "1\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: compiler.scratchDirectory.path).isEmpty)
    }

    @Test func theSurfaceKeyChangesWithTheCompilerVersion() throws {
        var compiler = try #require(CompilerFixture.compiler)
        let key = compiler.surfaceKey
        compiler.toolchain.version += " (other)"
        #expect(compiler.surfaceKey != key)
    }
}
