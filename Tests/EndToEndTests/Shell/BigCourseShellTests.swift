import Foundation
import Testing
import TutorTestSupport

/// A course of 5,000 tiny lessons through the shell and `report` (the speed is measured by
/// scripts/bench; these check that the per-lesson figures stay right at that size).
@Suite(.runsProcesses) struct BigCourseShellTests {
    static let lessonCount = 5_000

    /// 5,000 lessons with one true/false question each, written once for the suite.
    static let course: URL = {
        let folder = StatetutorProcess.makeTemporaryDirectory("big-course").appendingPathComponent("big")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<lessonCount {
            let text = """
                ---
                id: l\(index)
                title: "L"
                summary: s
                minutes: 5
                ---

                ## S

                Text.

                ```quiz
                id: l\(index)-q
                kind: truefalse
                prompt: P?
                answer: true
                ```

                """
            try? Data(text.utf8).write(to: folder.appendingPathComponent(String(format: "%05d.md", index)))
        }
        return folder
    }()

    /// Answers the question of lesson l2500 in a piped session and quits.
    static func answerOneLesson() throws -> (StatetutorProcess.Outcome, URL) {
        let prefs = StatetutorProcess.makeTemporaryDirectory("big-prefs").appendingPathComponent("prefs.json")
        let outcome = try StatetutorProcess.run(
            ["--lessons", course.path, "--prefs", prefs.path], input: "start l2500\nnext\ntrue\n\nquit\n")
        return (outcome, prefs)
    }

    @Test func theSessionReportOfA5000LessonCourseShowsEachLessonsOwnProgress() throws {
        let (outcome, _) = try Self.answerOneLesson()
        #expect(outcome.status == 0)
        let report = try #require(outcome.stdout.components(separatedBy: "Session report\n").last)
        #expect(report.contains("Lessons completed: l2500\n"))
        let bars = report.split(separator: "\n").filter { $0.hasPrefix("  l") && $0.contains("%") }
        #expect(bars.count == Self.lessonCount)
        #expect(bars.filter { $0.hasSuffix("100% ✓") }.map { $0.split(separator: " ").first } == ["l2500"])
    }

    @Test func theReportOfA5000LessonCourseListsEveryLessonWithItsOwnProgress() throws {
        let (_, prefs) = try Self.answerOneLesson()
        let outcome = try StatetutorProcess.run(["report", prefs.path, "--lessons", Self.course.path, "--plain"])
        #expect(outcome.status == 0)
        let right = outcome.stdout.components(separatedBy: "\n").filter { $0.hasSuffix("1 of 1 right") }
        #expect(right.count == 1)
        #expect(outcome.stdout.components(separatedBy: "0 of 1 right").count - 1 == Self.lessonCount - 1)
        #expect(outcome.stdout.contains("l4999"))
    }
}
