import Foundation
import Testing
import TutorCore
import TutorTestSupport

/// `mode: assessment` through the real binary, and `statetutor publish --student DIR`.
@Suite(.runsProcesses) struct AssessmentCommandTests {
    static let fixtures = StatetutorProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures")

    /// A copy of the fixture course in assessment mode, in a folder of its own.
    static func assessmentCourse() throws -> URL {
        let folder = TemporaryFolder.make("assessment-course")
        let lesson = fixtures.appendingPathComponent("Course/01-counter.md")
        try FileManager.default.copyItem(at: lesson, to: folder.appendingPathComponent("01-counter.md"))
        try Data("id: transcript-course\ntitle: \"Transcript Course\"\nmode: assessment\n".utf8).write(
            to: folder.appendingPathComponent("course.yaml"))
        return folder
    }

    /// Every question of the fixture lesson answered (each right), in the shell's steps.
    static let answers =
        "start counter\nnext\nnext\nhint\nsolution\na\nexplain\n\nfalse\n\nab\n\nnext\n@Binding\n\na\n\nnext\n@State\n\n1\n2\n.\n\n2\nvar count = 0\n\n"

    @Test func theShellInAssessmentModeRecordsAnswersAndRevealsNothing() throws {
        let course = try Self.assessmentCourse()
        let input = try Data(contentsOf: Self.fixtures.appendingPathComponent("Assessment/input.txt"))
        let outcome = try StatetutorProcess.run(["--lessons", course.path], inputData: input)
        let expectedURL = Self.fixtures.appendingPathComponent("Assessment/expected.txt")
        if ProcessInfo.processInfo.environment["STATETUTOR_UPDATE_GOLDEN"] == "1" {
            let before = try? String(contentsOf: expectedURL, encoding: .utf8)
            try Data(outcome.stdout.utf8).write(to: expectedURL)
            if before != outcome.stdout {
                Issue.record("rewrote the assessment transcript; review the diff and run again")
            }
        }
        let expected = ShellTranscriptTests.normalized(try String(contentsOf: expectedURL, encoding: .utf8))
        let actual = ShellTranscriptTests.normalized(outcome.stdout)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        if actual != expected {
            Issue.record(
                "the assessment transcript differs:\n\(GoldenDiff.describe(expected: expected, actual: actual))")
        }
    }

    @Test func publishRefusesAFolderThatIsNotEmpty() throws {
        let course = try Self.assessmentCourse()
        let target = TemporaryFolder.make("not-empty")
        try Data("mine".utf8).write(to: target.appendingPathComponent("notes.txt"))
        let outcome = try StatetutorProcess.run(["publish", "--lessons", course.path, "--student", target.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("is not empty; use --force to replace it"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["notes.txt"])
    }

    @Test func publishWithForceReplacesAFolderThatIsNotEmpty() throws {
        let course = try Self.assessmentCourse()
        let target = TemporaryFolder.make("replaced")
        try Data("mine".utf8).write(to: target.appendingPathComponent("notes.txt"))
        let outcome = try StatetutorProcess.run(
            ["publish", "--lessons", course.path, "--student", target.path, "--force"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: target.path).sorted() == [
                "01-counter.md", "course.yaml",
            ])
    }

    @Test func publishRefusesAFolderInsideTheCourse() throws {
        let course = try Self.assessmentCourse()
        let inside = course.appendingPathComponent("students")
        let outcome = try StatetutorProcess.run(["publish", "--lessons", course.path, "--student", inside.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("cannot go inside the course folder"))
        #expect(!FileManager.default.fileExists(atPath: inside.path))
    }

    @Test func theStudentsCopyValidates() throws {
        let course = try Self.assessmentCourse()
        let target = TemporaryFolder.make("copy").appendingPathComponent("students")
        let published = try StatetutorProcess.run(["publish", "--lessons", course.path, "--student", target.path])
        #expect(published.status == 0, "\(published.stderr)")
        let validated = try StatetutorProcess.run(["validate", target.path])
        #expect(validated.status == 0, "\(validated.stderr)")
        #expect(!validated.stderr.contains("error:"))
    }

    @Test func publishSummarisesTheCopyAsJSON() throws {
        let course = try Self.assessmentCourse()
        let target = TemporaryFolder.make("json").appendingPathComponent("students")
        let outcome = try StatetutorProcess.run(
            ["publish", "--lessons", course.path, "--student", target.path, "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect(summary?["course"] as? String == "transcript-course")
        #expect(summary?["lessons"] as? Int == 1)
        #expect(summary?["questions"] as? Int == 11)
    }

    /// A student answers in the published copy; the answers carry the full course's question
    /// ids and hashes, await the verdict, and the instructor's report finds them.
    @Test func answersGivenInThePublishedCopyLineUpWithTheFullCourse() throws {
        let course = try Self.assessmentCourse()
        let target = TemporaryFolder.make("student").appendingPathComponent("students")
        let published = try StatetutorProcess.run(["publish", "--lessons", course.path, "--student", target.path])
        #expect(published.status == 0, "\(published.stderr)")
        let prefs = TemporaryFolder.make("student-prefs").appendingPathComponent("s1.json")
        let shell = try StatetutorProcess.run(
            ["--lessons", target.path, "--prefs", prefs.path], input: Self.answers + "quit\n")
        #expect(shell.status == 0, "\(shell.stderr)")
        #expect(shell.stdout.contains("Answer recorded."))
        let saved = try PreferencesCodec.decode(Array(try Data(contentsOf: prefs)))
        let attempts =
            saved.courses["transcript-course"]?.lessons["counter"]?.questions.values.flatMap(\.attempts) ?? []
        let full = try CourseLoader().load(directory: course, displayPath: "course").course
        #expect(attempts.count == 8)
        for attempt in attempts {
            #expect(attempt.awaitingVerdict)
            #expect(attempt.contentHash == full.question(withID: attempt.questionID)?.contentHash)
        }
        let report = try StatetutorProcess.run(["report", prefs.path, "--lessons", course.path, "--format", "json"])
        #expect(report.status == 0, "\(report.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
        #expect(json?["answered"] as? Int == 8)
        #expect(json?["awaitingVerdict"] as? Int == 8)
        #expect((json?["changedQuestions"] as? [Any])?.isEmpty == true)
    }

    @Test func checkRefusesAStudentsCopyWhichHasNoKeys() throws {
        let course = try Self.assessmentCourse()
        let target = TemporaryFolder.make("check").appendingPathComponent("students")
        _ = try StatetutorProcess.run(["publish", "--lessons", course.path, "--student", target.path])
        let outcome = try StatetutorProcess.run(
            ["check", "counter-word", "--answer", "let", "--lessons", target.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("without answer keys"))
    }
}
