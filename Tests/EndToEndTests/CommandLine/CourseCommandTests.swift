import Foundation
import Testing
import TutorTestSupport

@Suite(.runsProcesses) struct CourseCommandTests {
    @Test func listShowsTheLessonsInOrderWithMinutesAndQuestions() throws {
        let outcome = try StatetutorProcess.run(["list"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.first == "SwiftUI State and Data Flow")
        #expect(lines.contains { $0.hasPrefix("  1  source-of-truth") })
        #expect(lines.contains { $0.hasPrefix("  2  state ") })
    }

    @Test func listAsJSONGivesIdTitleMinutesAndQuestions() throws {
        let outcome = try StatetutorProcess.run(["list", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]]
        #expect(rows?.first?["id"] as? String == "source-of-truth")
        #expect((rows?.first?["questions"] as? Int ?? 0) >= 8)
        #expect(rows?.first?["minutes"] as? Int != nil)
    }

    @Test func startOpensTheShellOnALessonsPageAndStaysOpen() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("start-command")
        let outcome = try StatetutorProcess.run(
            ["start", "2", "3", "--prefs", home.appendingPathComponent("p.json").path], input: "sections\nquit\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("3/7  "))
        #expect(outcome.stdout.contains(" > 3. "))
        #expect(outcome.stdout.contains("Session report"))
    }

    @Test func progressIsTheReportCommand() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("progress-command")
        let prefs = ["--prefs", home.appendingPathComponent("p.json").path]
        let progress = try StatetutorProcess.run(["progress"] + prefs)
        let report = try StatetutorProcess.run(["report"] + prefs)
        // The two may be made either side of a minute's turn: the time in the heading is left out.
        let undated = { (text: String) in text.replacing(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/, with: "DATE") }
        #expect(progress.status == 0)
        #expect(undated(progress.stdout) == undated(report.stdout))
    }

    @Test func showPrintsEverySectionOfALesson() throws {
        let outcome = try StatetutorProcess.run(["show", "state"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("@State"))
        #expect(outcome.stdout.contains("Question · find the bug"))
        #expect(outcome.stdout.contains("Does this view change the value?") || outcome.stdout.contains("├─"))
        #expect(!outcome.stdout.contains("```quiz"))
        #expect(!outcome.stdout.contains("\u{1B}["))
    }

    @Test func showWithAnUnknownIdSuggestsTheClosestLesson() throws {
        let outcome = try StatetutorProcess.run(["show", "stat"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("no lesson 'stat' in this course; did you mean 'state'?"))
    }

    @Test func lessonsOptionAndEnvironmentVariablePickAnotherCourse() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("course")
        let created = try StatetutorProcess.run(["new", "first-steps", "--lessons", folder.path])
        #expect(created.status == 0)
        let byOption = try StatetutorProcess.run(["list", "--format", "json", "--lessons", folder.path])
        #expect(byOption.stdout.contains("\"first-steps\""))
        let byEnvironment = try StatetutorProcess.run(
            ["list", "--format", "json"], environment: ["STATETUTOR_LESSONS": folder.path])
        #expect(byEnvironment.stdout.contains("\"first-steps\""))
        #expect(!byEnvironment.stdout.contains("source-of-truth"))
    }

    @Test func newWritesASkeletonThatValidatesAndNeverOverwrites() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("new")
        let first = try StatetutorProcess.run(["new", "my-topic"], directory: folder)
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("my-topic.md").path))
        let check = try StatetutorProcess.run(["validate", "my-topic.md"], directory: folder)
        #expect(check.status == 0)
        #expect(check.stderr == "")
        let again = try StatetutorProcess.run(["new", "my-topic"], directory: folder)
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists"))
    }

    @Test func newRejectsAnInvalidId() throws {
        let outcome = try StatetutorProcess.run(["new", "My Topic"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("invalid lesson id 'My Topic'"))
    }

    @Test func theBinaryCopiedElsewhereStillFindsItsLessons() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("copy")
        let copy = folder.appendingPathComponent("statetutor")
        try FileManager.default.copyItem(at: StatetutorProcess.executable, to: copy)
        let outcome = try StatetutorProcess.run(["list", "--format", "json"], directory: folder, executable: copy)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\"source-of-truth\""))
    }
}
