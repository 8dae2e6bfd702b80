import Foundation
import Testing
import TutorTestSupport

/// `report --roster`, `--sort` and the gradebook formats, run through the binary. The learners'
/// files are ReportCommandTests's: in the fixture course (11 questions of 1 point), counter-owner
/// missed then right (1 point), counter-word missed once (the latest attempt: one miss is not stuck).
@Suite(.runsProcesses) struct ReportGradesTests {
    static let roster = "name,email,id\r\nAlex,alex@example.edu,s1\r\n\"Lee, Ann\",ann@example.edu,s2\r\n"

    static func classFolder(_ name: String) throws -> (alex: URL, sam: URL, roster: URL) {
        let folder = StatetutorProcess.makeTemporaryDirectory(name)
        let alex = try ReportCommandTests.preferencesFile(name: "Alex", in: folder, file: "alex.json")
        let sam = try ReportCommandTests.preferencesFile(name: nil, in: folder, file: "sam.json")
        let roster = folder.appendingPathComponent("roster.csv")
        try Data(Self.roster.utf8).write(to: roster)
        return (alex, sam, roster)
    }

    @Test func theRosterListsLearnersWhoHaveNotStartedAndThoseNotOnItApart() throws {
        let files = try Self.classFolder("grades-roster")
        let outcome = try ReportCommandTests.run(
            [files.alex.path, files.sam.path, "--roster", files.roster.path, "--format", "markdown"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\n## Grades\n"))
        #expect(outcome.stdout.contains("| Alex | alex@example.edu | 1 / 11 | 9% | 0 / 1 | 0 |"))
        #expect(outcome.stdout.contains("| Lee, Ann | ann@example.edu | 0 / 11 | 0% | 0 / 1 | 0 |  | not started |"))
        let apart = try #require(outcome.stdout.range(of: "\n## Not on the roster\n"))
        #expect(outcome.stdout[apart.upperBound...].contains("| sam |  | 1 / 11 |"))
    }

    @Test func aRosterThatCannotBeReadIsReportedAtItsLineAndColumnWithStatusTwo() throws {
        let files = try Self.classFolder("grades-bad-roster")
        try Data("name,email\nAlex,alex@example.edu\n\"Lee, Ann,ann@example.edu\n".utf8).write(to: files.roster)
        let outcome = try ReportCommandTests.run([files.alex.path, "--roster", files.roster.path])
        #expect(outcome.status == 2)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.contains("roster.csv:3:1: this quoted field is never closed"))
    }

    @Test func aMissingRosterIsNamedWithStatusTwo() throws {
        let files = try Self.classFolder("grades-no-roster")
        let outcome = try ReportCommandTests.run([files.alex.path, "--roster", files.roster.path + ".gone"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("roster.csv.gone: no such roster file"))
    }

    @Test func canvasGetsItsColumnsAPointsPossibleRowAndTheRostersLearnersOnly() throws {
        let files = try Self.classFolder("grades-canvas")
        let outcome = try ReportCommandTests.run(
            [files.alex.path, files.sam.path, "--roster", files.roster.path, "--format", "canvas"])
        #expect(outcome.status == 0)
        #expect(
            outcome.stdout
                == "Student,ID,SIS User ID,SIS Login ID,Section,A counter that remembers\r\n"
                + "Points Possible,,,,,11\r\n" + "Alex,,s1,,,1\r\n" + "\"Lee, Ann\",,s2,,,0\r\n")
        #expect(outcome.stderr.contains("1 learner is not on the roster and left out of the gradebook"))
    }

    @Test func moodleGetsEmailAndIDNumberColumnsThenOneColumnPerLesson() throws {
        let files = try Self.classFolder("grades-moodle")
        let outcome = try ReportCommandTests.run(
            [files.alex.path, "--roster", files.roster.path, "--format", "moodle"])
        #expect(outcome.status == 0)
        #expect(
            outcome.stdout
                == "Email address,ID number,Full name,A counter that remembers\r\n" + "alex@example.edu,s1,Alex,1\r\n"
                + "ann@example.edu,s2,\"Lee, Ann\",0\r\n")
    }

    @Test func jsonGivesEachLearnersGradePlaceAndRosterMark() throws {
        let files = try Self.classFolder("grades-json")
        let outcome = try ReportCommandTests.run(
            [files.alex.path, files.sam.path, "--roster", files.roster.path, "--format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let grades = try #require(report?["grades"] as? [[String: Any]])
        #expect(grades.map { $0["name"] as? String } == ["Alex", "Lee, Ann", "sam"])
        #expect(grades.map { $0["onRoster"] as? Bool } == [true, true, false])
        #expect(grades.map { $0["status"] as? String } == ["inProgress", "notStarted", "inProgress"])
        let place = grades[0]["place"] as? [String: Any]
        #expect(place?["questionID"] as? String == "counter-word")
        #expect(place?["isStuck"] as? Bool == false)
    }

    @Test func withoutARosterLearnersAreSortedByNameAndAnUnknownSortIsAUsageError() throws {
        let files = try Self.classFolder("grades-sort")
        let sorted = try ReportCommandTests.run([files.sam.path, files.alex.path, "--format", "csv"])
        let students = sorted.stdout.components(separatedBy: "\r\n").dropFirst().compactMap {
            $0.split(separator: ",").first.map(String.init)
        }
        #expect(students.first == "Alex")
        #expect(students.last == "sam")
        let bad = try ReportCommandTests.run([files.alex.path, "--sort", "age"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown sort order 'age'; expected name or grade"))
    }

    @Test func anExportedFileIsMatchedToTheRosterByItsMailtoEmail() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("grades-export")
        let prefs = home.appendingPathComponent("prefs.json")
        let arguments = ["--lessons", ClassLRSTests.course.path, "--prefs", prefs.path]
        _ = try StatetutorProcess.run(arguments, input: ClassLRSTests.answers, environment: ["HOME": home.path])
        let file = home.appendingPathComponent("hand-in.json")
        let export = try StatetutorProcess.run(
            ["export", "--course", "transcript-course", "--output", file.path, "--email", "ana@example.org"]
                + arguments, environment: ["HOME": home.path])
        #expect(export.status == 0, "\(export.stderr)")
        let roster = home.appendingPathComponent("roster.csv")
        try Data("name,email\nAna Ruiz,ANA@example.org\nBo Chu,bo@example.org\n".utf8).write(to: roster)
        let outcome = try StatetutorProcess.run(
            ["report", file.path, "--roster", roster.path, "--format", "json", "--lessons", ClassLRSTests.course.path],
            environment: ["HOME": home.path])
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let grades = try #require(report?["grades"] as? [[String: Any]])
        #expect(grades.map { $0["name"] as? String } == ["Ana Ruiz", "Bo Chu"])
        #expect(grades.map { $0["onRoster"] as? Bool } == [true, true])
        #expect(grades.map { $0["status"] as? String } == ["inProgress", "notStarted"])
        #expect((grades[0]["earned"] as? Double ?? 0) > 0)
    }

    @Test func helpDescribesTheRosterSortAndGradebookFormats() throws {
        let outcome = try ReportCommandTests.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("--roster FILE"))
        #expect(outcome.stdout.contains("--sort ORDER"))
        #expect(outcome.stdout.contains("moodle or canvas"))
    }
}
