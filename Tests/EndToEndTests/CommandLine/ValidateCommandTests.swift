import Foundation
import Testing
import TutorTestSupport

@Suite(.runsProcesses) struct ValidateCommandTests {
    static let broken = StatetutorProcess.packageRoot.appendingPathComponent(
        "Tests/TutorCoreTests/Fixtures/BrokenLessons")

    @Test func validatingTheBundledCourseIsCleanAndExitsZero() throws {
        let outcome = try StatetutorProcess.run(["validate"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.hasSuffix(": 0 errors, 0 warnings\n"))
    }

    @Test func withNoPathInsideACourseFolderThatFolderIsValidatedAndNamed() throws {
        let course = ShellTranscriptTests.course
        let outcome = try StatetutorProcess.run(["validate", "--no-compile"], directory: course)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("validating the course in"))
        #expect(outcome.stderr.contains("(the folder you are in)"))
        #expect(outcome.stdout == "1 lesson, 11 questions: 0 errors, 0 warnings\n")
    }

    @Test func watchValidatesAgainWhenALessonIsSaved() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("watch")
        let course = folder.appendingPathComponent("course")
        try FileManager.default.copyItem(at: ShellTranscriptTests.course, to: course)
        let process = Process()
        process.executableURL = StatetutorProcess.executable
        process.arguments = ["validate", "--watch", "--no-compile", course.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var seen = ""
        func read(until text: String) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while !seen.contains(text) && Date() < deadline {
                seen += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            }
            return seen.contains(text)
        }
        #expect(read(until: "1 lesson, 11 questions: 0 errors, 0 warnings\n"))
        let lesson = course.appendingPathComponent("01-counter.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        try text.replacingOccurrences(of: "kind: choice\n", with: "kind: choise\n").write(
            to: lesson, atomically: true, encoding: .utf8)
        #expect(read(until: "1 lesson, 10 questions: 1 error, 0 warnings\n"), "\(seen)")
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func watchingTheBundledCourseIsAUsageError() throws {
        let outcome = try StatetutorProcess.run(
            ["validate", "--watch"], directory: StatetutorProcess.makeTemporaryDirectory("nowatch"))
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--watch needs a course folder"))
    }

    @Test func errorsArePrintedLikeACompilerOnStderrAndExitOne() throws {
        let outcome = try StatetutorProcess.run(["validate", "unknown-kind.md"], directory: Self.broken)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                unknown-kind.md:14:7: error: unknown question kind 'choise'; did you mean 'choice'? [unknown-kind]
                14 | kind: choise
                   |       ^
                help: write 'kind: choice'

                """)
        #expect(outcome.stdout == "1 lesson, 0 questions: 1 error, 0 warnings\n")
    }

    @Test func warningsAloneStillExitZero() throws {
        let outcome = try StatetutorProcess.run(["validate", "control-character.md"], directory: Self.broken)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("control-character.md:10:6: warning: control character U+001B"))
        #expect(!outcome.stderr.contains("\u{1B}"))
    }

    @Test func jsonFormatListsEveryDiagnosticWithItsFields() throws {
        let outcome = try StatetutorProcess.run(
            ["validate", "--format", "json", "tree-cycle.md", "empty.md"], directory: Self.broken)
        #expect(outcome.status == 1)
        let records = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]]
        #expect(records?.count == 2)
        #expect(records?.first?["file"] as? String == "tree-cycle.md")
        #expect(records?.first?["line"] as? Int == 28)
        #expect(records?.first?["column"] as? Int == 7)
        #expect(records?.first?["severity"] as? String == "error")
        #expect(records?.first?["code"] as? String == "tree-cycle")
        #expect(records?.last?["code"] as? String == "empty-file")
        // `help` is there, null without one; `notes` is a list.
        #expect(records?.allSatisfy { $0.keys.contains("help") && $0["notes"] is [Any] } == true)
    }

    @Test func aFolderIsValidatedAsOneCourse() throws {
        let outcome = try StatetutorProcess.run(
            ["validate", "duplicate-question-across-files"], directory: Self.broken)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.hasPrefix(
                "duplicate-question-across-files/02-second.md:13:1: error: duplicate question id 'first-q1'"))
    }

    @Test func theWholeBrokenFolderReportsEveryProblemInOneRun() throws {
        let outcome = try StatetutorProcess.run(["validate", "--format", "json", "."], directory: Self.broken)
        let records = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]]
        #expect(outcome.status == 1)
        #expect((records?.count ?? 0) >= 30)
    }

    @Test func aMissingPathIsAUsageError() throws {
        let outcome = try StatetutorProcess.run(["validate", "no-such-folder"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("statetutor: error: no such file or folder: no-such-folder\n"))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let outcome = try StatetutorProcess.run(["validate", "--format", "yaml"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("unknown format 'yaml'"))
    }

    @Test func colourIsUsedOnlyWhenAskedForOrOnATerminal() throws {
        let plain = try StatetutorProcess.run(["validate", "empty.md"], directory: Self.broken)
        #expect(!plain.stderr.contains("\u{1B}["))
        let forced = try StatetutorProcess.run(["validate", "--color", "always", "empty.md"], directory: Self.broken)
        #expect(forced.stderr.contains("\u{1B}[1;31merror:"))
        let noColor = try StatetutorProcess.run(
            ["validate", "--color", "auto", "empty.md"], environment: ["NO_COLOR": "1"], directory: Self.broken)
        #expect(!noColor.stderr.contains("\u{1B}["))
    }
}
