import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
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

@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct SwiftCompilerModuleTests {
    private static let model = LearnerFile(
        "import Observation\n\n@Observable final class Counter {\n    var count = 0\n}\n", displayName: "Model.swift")
    private static let view = LearnerFile(
        "import SwiftUI\n\nstruct CounterView: View {\n    @State private var counter = Counter()\n"
            + "    var body: some View { Text(\"\\(counter.count)\") }\n}\n", displayName: "CounterView.swift")

    @Test func aViewInOneFileUsesAModelInAnother() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let result = try compiler.typecheck([Self.model, Self.view], target: nil)
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func anErrorNamesTheFileItIsIn() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let broken = LearnerFile("import SwiftUI\n\nlet label = Text(counter)\n", displayName: "Other.swift")
        let result = try compiler.typecheck([Self.model, broken], target: nil)
        #expect(result.errors.first?.file == "Other.swift")
        #expect(result.errors.first?.line == 3)
    }

    @Test func oneFileOfTopLevelCodeIsTheProgramsMain() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let script = LearnerFile(
            "let counter = Counter()\ncounter.count += 1\nprint(counter.count)\n", displayName: "run.swift")
        let result = try compiler.typecheck([Self.model, script], target: nil)
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func twoFilesWithTheSameNameInDifferentFoldersBothCount() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let first = LearnerFile("struct A {}\n", displayName: "one/Shared.swift")
        let second = LearnerFile("struct B { let a = A() }\n", displayName: "two/Shared.swift")
        let result = try compiler.typecheck([first, second], target: nil)
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func iOSOnlyCodeIsCheckedAsAnIOSAppSeesIt() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let source = "import SwiftUI\n\n#if os(iOS)\nlet broken: Int = \"text\"\n#endif\n"
        let result = try compiler.typecheck(source, displayName: "ios.swift")
        #expect(result.errors.first?.line == 4)
    }

    @Test func swiftUICoreCanBeImported() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let source = "import SwiftUICore\n\nstruct Badge: View {\n    var body: some View { Text(\"New\") }\n}\n"
        let result = try compiler.typecheck(source, displayName: "core.swift")
        #expect(result.succeeded, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func aTypeCheckThatRunsOutOfTimeIsAFailureOfTheCompilerNotAnError() throws {
        var compiler = try #require(CompilerFixture.compiler)
        _ = try compiler.surfaceModule()
        compiler.typecheckTimeLimit = 0.05
        #expect(throws: CheckFailure.compilerTimedOut(seconds: 1)) {
            try compiler.typecheck("import SwiftUI\n\nlet x = 1\n", displayName: "slow.swift")
        }
    }

    @Test func anObservableModelIsTooNewForAnIOS16Lesson() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let result = try compiler.typecheck([Self.model], target: DeploymentTarget("iOS 16"))
        #expect(!result.succeeded)
        #expect(
            result.errors.map(\.formatted) == [
                "Model.swift:3:1: error: 'Observable()' is only available in iOS 17.0 or newer"
            ])
    }
}
