import BundledCourse
import Foundation
import Testing

@testable import TutorTerminal

/// `statetutor report` judges the stored answers again by default, lists what disagrees under
/// `flags`, and reports the files' claims with `--no-rejudge` (docs/REPORTS.md, "Flags").
@Suite struct ReportRejudgeTests {
    /// Runs `statetutor report` in this process on the bundled course.
    static func run(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-rj-\(UUID().uuidString)")
        let output = BufferSink()
        let errors = BufferSink()
        let context = ProcessContext(
            arguments: ["report"] + arguments,
            environment: ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path],
            currentDirectory: home, stdout: output, stderr: errors)
        let application = Application(
            context: context,
            locator: CourseLocator(bundledFiles: BundledCourse.lessonFiles, bundledCourseFile: BundledCourse.courseFile)
        )
        return (application.run(), output.text, errors.text)
    }

    /// A learner's file whose one answer, `true` to a question whose answer is false, claims a
    /// score of 1.
    static func forgedFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "statetutor-rj-\(UUID().uuidString).json")
        let text = """
            {"schemaVersion": 1, "settings": {"learnerName": "Eve"}, "courses": {"swiftui-state": {"lessons":
            {"source-of-truth": {"questions": {"source-of-truth-keep-reference": {"contentHash": "x", "attempts": [
            {"id": "forged-1", "at": "2026-11-20T10:00:00Z", "answer": "true", "score": 1, "hintsUsed": 0,
            "seconds": 4, "contentHash": "x"}]}}}}}}}
            """
        try Data(text.utf8).write(to: url)
        return url
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aForgedScoreIsListedUnderFlagsWithItsLearnerQuestionAttemptAndReason() throws {
        let outcome = Self.run([try Self.forgedFile().path, "--format", "json"])
        #expect(outcome.status == 0)
        let flags = try #require(try Self.json(outcome.stdout)["flags"] as? [[String: String]])
        #expect(flags.count == 1)
        #expect(flags.first?["learner"] == "Eve")
        #expect(flags.first?["question"] == "source-of-truth-keep-reference")
        #expect(flags.first?["attempt"] == "forged-1")
        #expect(flags.first?["reason"] == "claimed-right-judged-wrong")
        #expect(flags.first?["message"]?.isEmpty == false)
        #expect(try Self.json(outcome.stdout)["correct"] as? Int == 0)
    }

    @Test func withoutRejudgingTheReportKeepsTheClaimedScores() throws {
        let outcome = Self.run([try Self.forgedFile().path, "--format", "json", "--no-rejudge"])
        #expect(outcome.status == 0)
        let report = try Self.json(outcome.stdout)
        #expect(report["correct"] as? Int == 1)
        #expect((report["flags"] as? [Any])?.isEmpty == true)
    }

    @Test func theTextReportEndsWithAFlagsSectionNamingTheReason() throws {
        let outcome = Self.run([try Self.forgedFile().path, "--plain", "--width", "200"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\nFlags\n"))
        #expect(outcome.stdout.contains("Eve, source-of-truth-keep-reference (attempt forged-1):"))
        #expect(outcome.stdout.contains("[claimed-right-judged-wrong]"))
        #expect(outcome.stderr.isEmpty)
    }
}
