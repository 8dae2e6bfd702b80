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

@Suite struct LearnerSourceTests {
    @Test func aPreviewBecomesAViewBuilderClosureOnTheSameLine() {
        let source = LearnerSource("import SwiftUI\n#Preview(\"A (b)\") {\n    Text(\"x\")\n}\n")
        #expect(source.text.split(separator: "\n")[1] == "@MainActor private let __preview_1 = _PreviewStandIn {")
        #expect(source.isLibrary)
    }

    @Test func topLevelStatementsMakeAScript() {
        #expect(!LearnerSource("let a = 1\nprint(a)\n").isLibrary)
        #expect(LearnerSource("struct A {}\nlet a = A()\n").isLibrary)
        #expect(LearnerSource("print(1)\n@main struct App {}\n").isLibrary)
    }

    @Test func importCombineIsCommentedOutWithoutMovingLines() {
        let source = LearnerSource("import Combine\nimport SwiftUI\n")
        #expect(source.text.hasPrefix("// import Combine"))
        #expect(source.text.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
    }

    @Test func aPreviewInsideAStringOrACommentIsLeftAlone() {
        let text = "let s = \"\"\"\n#Preview {\n\"\"\"\n// #Preview {\n"
        #expect(LearnerSource(text).text == text)
    }

    @Test func previewArgumentsOverSeveralLinesKeepTheBodyOnItsLine() {
        let source = LearnerSource(
            "#Preview(\n    \"Row\",\n    traits: .sizeThatFitsLayout\n) {\n    Text(\"x\")\n}\n")
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7)
        #expect(lines[0] == "@MainActor private let __preview_1 = _PreviewStandIn ")
        #expect(lines[3] == "{")
        #expect(lines[4] == "    Text(\"x\")")
    }

    @Test func previewableIsDroppedWithoutMovingLines() {
        let source = LearnerSource(
            "#Preview {\n    @Previewable @State var on = false\n    Toggle(\"On\", isOn: $on)\n}")
        #expect(source.text.split(separator: "\n")[1] == "    @State var on = false")
    }

    @Test func codeInsideConditionalCompilationMakesAScript() {
        #expect(!LearnerSource("import Foundation\n#if DEBUG\n    print(\"debug\")\n#endif\n").isLibrary)
    }

    @Test func statementsAfterASemicolonMakeAScript() {
        #expect(!LearnerSource("let a = 1; print(a)\n").isLibrary)
    }

    @Test func linesThatContinueADeclarationAreNotStatements() {
        let source =
            "let total = [1, 2]\n.reduce(0, +)\nlet sum = total +\n1\nextension Array\nwhere Element == Int {}\n"
        #expect(LearnerSource(source).isLibrary)
    }

    @Test func aStatementAfterAnOptionalTypeIsStillAStatement() {
        #expect(!LearnerSource("var name: String?\nprint(name ?? \"none\")\n").isLibrary)
    }

    @Test func mainInAStringOrACommentDoesNotMakeALibrary() {
        #expect(!LearnerSource("print(\"@main\")\n// @main\n").isLibrary)
    }

    @Test func codeInsideAMultiLineStringIsNotTopLevelCode() {
        #expect(LearnerSource("let s = \"\"\"\nprint(1)\n\\(\nprint(2)\n)\n\"\"\"\n").isLibrary)
    }

    @Test func preparingEditedSourceKeepsEveryLineBreak() {
        let source = #"""
            import Combine
            #Preview("A",
                traits: .sizeThatFitsLayout) {
                @Previewable @State var on = false
                Text("\(on)")
            }
            /* note */ let s = """
                #Preview {
                """
            """#
        let pieces = ["\"", "\"\"\"", "(", ")", "{", "#", "\\(", "/*", "//", "\n", "\r\n", "`", "@Previewable "]
        let lineBreaks = { (text: String) in Array(text.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }) }
        #expect(LearnerSource(source).text.contains("__preview_1 = _PreviewStandIn \n"))
        let scalars = Array(source.unicodeScalars)
        for position in 0...scalars.count {
            var edits = pieces.map { piece in
                var edited = scalars
                edited.insert(contentsOf: piece.unicodeScalars, at: position)
                return edited
            }
            if position < scalars.count {
                var edited = scalars
                edited.remove(at: position)
                edits.append(edited)
            }
            for edit in edits {
                var text = ""
                text.unicodeScalars.append(contentsOf: edit)
                #expect(lineBreaks(LearnerSource(text).text) == lineBreaks(text), "\(text.debugDescription)")
            }
        }
    }
}
