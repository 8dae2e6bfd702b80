import Foundation
import Testing
import TutorClass
import TutorCore
import TutorTestSupport

/// `statetutor export`: a class without an LRS gets the same statements as a file.
@Suite(.runsProcesses)
struct ClassExportTests {
    @Test func exportWritesOneStatementPerTryWithTheIdsTheLRSWouldGet() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("class-export")
        let prefs = home.appendingPathComponent("prefs.json")
        let arguments = ["--lessons", ClassLRSTests.course.path, "--prefs", prefs.path]
        let session = try StatetutorProcess.run(
            arguments, input: ClassLRSTests.answers, environment: ["HOME": home.path])
        #expect(session.status == 0)
        let file = home.appendingPathComponent("hand-in.json")
        let export = try StatetutorProcess.run(
            ["export", "--course", "transcript-course", "--output", file.path, "--email", "ana@example.org"]
                + arguments, environment: ["HOME": home.path])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout == "Wrote 2 statements to \(file.path).\n")
        var reader = JSONReader(Array(try Data(contentsOf: file)))
        guard case .array(let statements) = try reader.value() else {
            Issue.record("not a JSON array")
            return
        }
        let attempts = try PreferencesStore(url: prefs).preferences.attempts(course: "transcript-course")
        #expect(statements.map(\.["id"]) == attempts.map { .string(NameBasedUUID.string("attempt|\($0.id)")) })
        #expect(statements.allSatisfy { $0["actor"]?["mbox"] == .string("mailto:ana@example.org") })
    }

    @Test func exportOfAnotherCourseThanTheOneLoadedIsAUsageError() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("class-export-usage")
        let export = try StatetutorProcess.run(
            [
                "export", "--course", "other", "--output", home.appendingPathComponent("x.json").path, "--email",
                "a@b.org", "--lessons", ClassLRSTests.course.path,
            ], environment: ["HOME": home.path])
        #expect(export.status == 2)
        #expect(export.stderr.contains("the course here is 'transcript-course', not 'other'"))
    }
}
