import Foundation
import Testing
import TutorTestSupport

/// typecheck, check and validate's compiler rules, through the real binary, with one temporary
/// cache folder for the whole suite (the surface is built once).
@Suite(.runsProcesses, .serialized) struct CheckerCommandTests {
    static let cache = StatetutorProcess.makeTemporaryDirectory("cache")
    static let course = ShellTranscriptTests.course.path
    static let swiftc: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        where FileManager.default.isExecutableFile(atPath: "\(folder)/swiftc") {
            return "\(folder)/swiftc"
        }
        return nil
    }()

    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], directory: URL? = nil
    ) throws
        -> StatetutorProcess.Outcome
    {
        var env = ["XDG_CACHE_HOME": cache.path]
        env.merge(environment) { $1 }
        return try StatetutorProcess.run(arguments, input: input, environment: env, directory: directory)
    }

    static func file(_ name: String, _ text: String) throws -> URL {
        let folder = StatetutorProcess.makeTemporaryDirectory("files")
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    // MARK: typecheck

    @Test(.enabled(if: swiftc != nil)) func typecheckPassesCorrectSwiftUICode() throws {
        let url = try Self.file(
            "Counter.swift",
            "import SwiftUI\n\nstruct Counter: View {\n    @State private var count = 0\n    var body: some View {\n        Button(\"\\(count)\") { count += 1 }\n    }\n}\n"
        )
        let outcome = try Self.run(["typecheck", url.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr == "")
    }

    @Test(.enabled(if: swiftc != nil)) func typecheckReportsTheXcodeMessageAtTheLearnersLine() throws {
        let url = try Self.file(
            "Counter.swift",
            "import SwiftUI\n\nstruct Counter: View {\n    var count = 0\n    var body: some View {\n        Button(\"\\(count)\") { count += 1 }\n    }\n}\n"
        )
        let outcome = try Self.run(["typecheck", "Counter.swift"], directory: url.deletingLastPathComponent())
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Counter.swift:6:"))
        #expect(outcome.stderr.contains("left side of mutating operator isn't mutable: 'self' is immutable"))
    }

    @Test(.enabled(if: swiftc != nil)) func typecheckAcceptsAnAppWithMain() throws {
        let url = try Self.file(
            "App.swift",
            "import SwiftUI\n\n@main\nstruct DemoApp: App {\n    var body: some Scene {\n        WindowGroup { Text(\"Hi\") }\n    }\n}\n"
        )
        #expect(try Self.run(["typecheck", url.path]).status == 0)
    }

    @Test(.enabled(if: swiftc != nil)) func typecheckChecksSeveralFilesAsOneModule() throws {
        let model = try Self.file(
            "Model.swift", "import Observation\n\n@Observable final class Model {\n    var count = 0\n}\n")
        let view = model.deletingLastPathComponent().appendingPathComponent("ModelView.swift")
        try Data(
            "import SwiftUI\n\nstruct ModelView: View {\n    @State private var model = Model()\n    var body: some View { Text(\"\\(model.count)\") }\n}\n"
                .utf8
        ).write(to: view)
        let outcome = try Self.run(
            ["typecheck", "Model.swift", "ModelView.swift"], directory: view.deletingLastPathComponent())
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "2 files type-checked\n")
    }

    @Test(.enabled(if: swiftc != nil)) func typecheckForAnOlderTargetReportsXcodesAvailabilityError() throws {
        let url = try Self.file(
            "Model.swift", "import SwiftUI\n\n@Observable final class Model {\n    var count = 0\n}\n")
        let outcome = try Self.run(
            ["typecheck", "--target", "iOS 16", "Model.swift"], directory: url.deletingLastPathComponent())
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains("Model.swift:3:1: error: 'Observable()' is only available in iOS 17.0 or newer"))
    }

    @Test func typecheckWithAnUnknownTargetIsAUsageError() throws {
        let url = try Self.file("A.swift", "let a = 1\n")
        let outcome = try Self.run(["typecheck", "--target", "Android 14", url.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("'Android 14'"))
    }

    @Test(.enabled(if: swiftc != nil)) func typecheckWritesJSONForPrograms() throws {
        let url = try Self.file("Bad.swift", "import SwiftUI\n\nlet x: Int = \"no\"\n")
        let outcome = try Self.run(
            ["typecheck", "--format", "json", "Bad.swift"], directory: url.deletingLastPathComponent())
        #expect(outcome.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]]
        #expect(object?["succeeded"] as? Bool == false)
        #expect(diagnostics?.first?["line"] as? Int == 3)
        #expect(diagnostics?.first?["severity"] as? String == "error")
    }

    @Test(.enabled(if: swiftc != nil)) func typecheckOfUIKitCodeSaysTheTutorIsTheLimit() throws {
        let url = try Self.file("Bridge.swift", "import UIKit\nimport SwiftUI\n")
        let outcome = try Self.run(["typecheck", url.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("UIKit is not part of StateTutor's SwiftUI surface"))
    }

    static let oldDevicesLesson = """
        ---
        id: old-devices
        title: Supporting iOS 16
        summary: ObservableObject where Observation is not there yet.
        minutes: 5
        target: iOS 16
        ---

        ## A model for iOS 16

        ```swift
        import SwiftUI

        @Observable final class Model {
            var count = 0
        }
        ```

        ```quiz
        id: old-model
        kind: code
        prompt: Write a model class with a published count that works on iOS 16.
        starter: |
          import SwiftUI
        solution: |
          import SwiftUI

          final class Model: ObservableObject {
              @Published var count = 0
          }
        must: ["ObservableObject"]
        ```
        """

    @Test(.enabled(if: swiftc != nil)) func validateChecksALessonsCodeForItsTarget() throws {
        let lesson = try Self.file("old.md", Self.oldDevicesLesson)
        let outcome = try Self.run(["validate", "--lessons", lesson.deletingLastPathComponent().path])
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains(
                "old.md:14:1: error: swift block: 'Observable()' is only available in iOS 17.0 or newer"))
    }

    @Test(.enabled(if: swiftc != nil)) func checkJudgesAnAnswerForItsLessonsTarget() throws {
        let lesson = try Self.file("old.md", Self.oldDevicesLesson)
        let answer = lesson.deletingLastPathComponent().appendingPathComponent("answer.swift")
        try Data("import SwiftUI\n\n@Observable final class Model {\n    var count = 0\n}\n".utf8).write(to: answer)
        let outcome = try Self.run([
            "check", "old-model", "--answer-file", answer.path, "--lessons", lesson.deletingLastPathComponent().path,
        ])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("'Observable()' is only available in iOS 17.0 or newer"))
    }

    @Test func typecheckWithoutAFileIsAUsageError() throws {
        #expect(try Self.run(["typecheck"]).status == 2)
    }

    @Test func withoutACompilerTypecheckSaysSo() throws {
        let outcome = try Self.run(["typecheck", "x.swift"], environment: ["PATH": "/nonexistent", "SWIFTC": ""])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("no Swift compiler found"))
    }

    // MARK: check

    @Test func checkExitsZeroForARightAnswer() throws {
        let outcome = try Self.run(["check", "counter-owner", "--answer", "a", "--lessons", Self.course])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("right"))
    }

    @Test func checkGivesJSONWithVerdictScoreAndFeedback() throws {
        let outcome = try Self.run([
            "check", "counter-facts", "--answer", "a", "--format", "json", "--lessons", Self.course,
        ])
        #expect(outcome.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect(report?["verdict"] as? String == "partial")
        #expect(report?["score"] as? Double == 0.5)
        #expect(report?["expected"] as? String == "ab")
        #expect(report?["explanation"] as? String != nil)
    }

    @Test func checkReadsStepsOfATreeQuestionOnePerLine() throws {
        let outcome = try Self.run(
            ["check", "counter-walk", "--answer-file", "-", "--lessons", Self.course], input: "no\n")
        #expect(outcome.status == 0)
    }

    @Test(.enabled(if: swiftc != nil)) func checkThatCannotCompileSaysUncheckedAndExitsThree() throws {
        // A cache folder under a plain file cannot be made, even by root.
        let file = try Self.file("a-file", "x")
        let outcome = try Self.run(
            ["check", "counter-bug", "--answer-file", "-", "--lessons", Self.course],
            input: "2\nvar count: Int = 0\n", environment: ["XDG_CACHE_HOME": file.appendingPathComponent("cache").path]
        )
        #expect(outcome.status == 3)
        #expect(outcome.stdout == "unchecked\n")
        #expect(outcome.stderr.contains("couldn't check this answer: the compile cache"))
        #expect(!outcome.stderr.contains("staging"))
    }

    @Test(.enabled(if: swiftc != nil)) func checkCompilesABugFix() throws {
        let good = try Self.run(
            ["check", "counter-bug", "--answer-file", "-", "--lessons", Self.course], input: "2\nvar count: Int = 0\n")
        #expect(good.status == 0)
        #expect(good.stdout.contains("Your fix compiles."))
        let bad = try Self.run(
            ["check", "counter-bug", "--answer-file", "-", "--lessons", Self.course], input: "2\nlet count = 1\n")
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("'count' is a 'let' constant"))
    }

    @Test(.enabled(if: swiftc != nil)) func checkRejectsCodeThatDoesNotCompile() throws {
        let outcome = try Self.run(
            ["check", "counter-code", "--answer-file", "-", "--lessons", Self.course],
            input: "import SwiftUI\nstruct Counter {\n    @State private var count = 0\n    var x: Int = \"no\"\n}\n")
        #expect(outcome.status == 1)
        // The learner's own line, numbered as they wrote it, with a caret; no internal file name.
        #expect(outcome.stdout.contains("line 4: error: cannot convert value of type 'String'"))
        #expect(outcome.stdout.contains("4 |     var x: Int = \"no\"\n  |                  ^\n"))
        #expect(!outcome.stdout.contains("answer.swift"))
    }

    @Test func checkWithAnUnknownQuestionSuggestsOne() throws {
        let outcome = try Self.run(["check", "counter-ownr", "--answer", "a", "--lessons", Self.course])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("did you mean 'counter-owner'?"))
    }

    // MARK: validate's compiler rules

    static func brokenCourse() throws -> URL {
        let folder = StatetutorProcess.makeTemporaryDirectory("broken-course")
        let lesson = """
            ---
            id: broken
            title: Broken
            summary: Compiler rules.
            minutes: 5
            ---

            ## Code

            ```swift
            import SwiftUI

            struct Bad: View {
                var body: some View {
                    Text(42)
                }
            }
            ```

            ```swift fails="cannot find 'nothing' in scope"
            let x = 1
            ```

            ```quiz
            id: broken-output
            kind: output
            prompt: Prints?
            code: |
              print(1 + 1)
            answer: "3"
            ```

            ```quiz
            id: broken-code
            kind: code
            prompt: Write it.
            starter: |
              func double(_ x: Int) -> Int { x * 2 }
            solution: |
              func double(_ x: Int) -> Int { x + 2 }
            tests: |
              precondition(double(5) == 10)
            ```
            """
        try Data(lesson.utf8).write(to: folder.appendingPathComponent("01-broken.md"))
        return folder
    }

    @Test(.enabled(if: swiftc != nil)) func validateReportsCompilerProblemsAtTheirLines() throws {
        let folder = try Self.brokenCourse()
        let outcome = try Self.run(["validate", "--format", "json", folder.path])
        #expect(outcome.status == 1)
        let records = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]] ?? []
        let byCode = Dictionary(grouping: records) { $0["code"] as? String ?? "" }
        #expect(byCode["swift-error"]?.first?["line"] as? Int == 15)
        #expect(byCode["expected-failure"]?.first?["line"] as? Int == 20)
        #expect(byCode["output-mismatch"]?.first?["line"] as? Int == 30)
        #expect(byCode["code-solution"]?.first != nil)
        #expect(byCode["code-starter"]?.first != nil)
    }

    @Test(.enabled(if: swiftc != nil)) func revalidatingAnUnchangedCourseRunsNoCompiler() throws {
        let folder = try Self.brokenCourse()
        // A compiler that notes every run in a log, then does the real work (outside the sandbox,
        // where the log can be written).
        let swiftc = try #require(Self.swiftc)
        let log = folder.appendingPathComponent("compiler-runs.log")
        let wrapper = try Self.file("swiftc", "#!/bin/sh\necho run >> '\(log.path)'\nexec \(swiftc) \"$@\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let cache = StatetutorProcess.makeTemporaryDirectory("revalidate-cache")
        let environment = ["SWIFTC": wrapper.path, "XDG_CACHE_HOME": cache.path]
        let first = try Self.run(["validate", "--unsandboxed", folder.path], environment: environment)
        let runs = try String(contentsOf: log, encoding: .utf8)
        #expect(!runs.isEmpty)
        let second = try Self.run(["validate", "--unsandboxed", folder.path], environment: environment)
        #expect(try String(contentsOf: log, encoding: .utf8) == runs)
        #expect(second.status == first.status)
        // The same diagnostics; only the first run ran code, and warned that it ran unconfined.
        let warning = try #require(first.stderr.split(separator: "\n").first { $0.contains("--unsandboxed: ") })
        #expect(second.stderr == first.stderr.replacingOccurrences(of: warning + "\n", with: ""))
    }

    @Test(.enabled(if: swiftc != nil)) func noExecSkipsRunningCode() throws {
        let folder = try Self.brokenCourse()
        let outcome = try Self.run(["validate", "--no-exec", "--format", "json", folder.path])
        #expect(!outcome.stdout.contains("output-mismatch"))
        #expect(outcome.stdout.contains("swift-error"))
    }

    @Test func noCompileSkipsTheCompilerRules() throws {
        let folder = try Self.brokenCourse()
        let outcome = try Self.run(["validate", "--no-compile", folder.path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
    }

    @Test func withoutACompilerTheShellFallsBackToTokensAndSaysSoOnce() throws {
        let input =
            "start counter\n" + String(repeating: "skip\n", count: 13)
            + "import SwiftUI\nstruct Counter {\n    @State private var count = 0\n}\n.\n"
        let outcome = try Self.run(
            ["--lessons", Self.course], input: input, environment: ["PATH": "/nonexistent", "SWIFTC": ""])
        #expect(outcome.stdout.components(separatedBy: "no Swift compiler was found").count == 2)
    }
}
