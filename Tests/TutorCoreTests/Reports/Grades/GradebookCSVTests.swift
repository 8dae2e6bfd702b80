import Foundation
import Testing

@testable import TutorCore

/// The gradebook files are checked against the columns Moodle and Canvas document for their
/// grade imports (docs/REPORTS.md, "Gradebook CSV").
@Suite struct GradebookCSVTests {
    typealias Fixture = GradeFixture

    /// Ada: q-four right on try 2 (4 × 0.75 = 3), q-two right (2): first = 5; second: 0.
    /// "Lee, Ann": nothing yet.
    static var grades: [LearnerGrade] {
        let ada = ClassLearner(
            name: "Ada", email: "ada@example.edu", id: "s1",
            preferences: Fixture.preferences([
                Fixture.attempt("q-four", minute: 1, score: 0, continued: true),
                Fixture.attempt("q-four", minute: 2, score: 1, try: 2),
                Fixture.attempt("q-two", minute: 3, score: 1),
            ]))
        let ann = ClassLearner(name: "Lee, Ann", email: "ann@example.edu", id: "s2", preferences: Preferences())
        return ClassReport(learners: [ada, ann], course: Fixture.course).grades
    }

    @Test func moodlesFileHasItsIdentifierColumnsThenOneNumericColumnPerLesson() {
        let text = GradebookCSV.text(Self.grades, course: Fixture.course, for: .moodle)
        #expect(
            text
                == "Email address,ID number,Full name,First lesson,\"Second, and last\"\r\n"
                + "ada@example.edu,s1,Ada,5,0\r\n"
                + "ann@example.edu,s2,\"Lee, Ann\",0,0\r\n")
    }

    @Test func canvassFileHasItsFiveColumnsAPointsPossibleRowAndOneColumnPerLesson() {
        let rows = GradebookCSV.rows(Self.grades, course: Fixture.course, for: .canvas)
        #expect(
            rows[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "First lesson", "Second, and last"])
        #expect(rows[1] == ["Points Possible", "", "", "", "", "6", "3"])
        #expect(rows[2] == ["Ada", "", "s1", "", "", "5", "0"])
        #expect(rows[3] == ["Lee, Ann", "", "s2", "", "", "0", "0"])
        let text = GradebookCSV.text(Self.grades, course: Fixture.course, for: .canvas)
        #expect(text.hasSuffix("\"Lee, Ann\",,s2,,,0,0\r\n"))
    }

    @Test func pointsAreWrittenWithADotAndNoThousandsSeparator() {
        // Twelve questions of 100 points: all right but one on its second try:
        // 11 × 100 + 100 × 0.75 = 1175 of 1200; a third of 1 point is 0.333.
        let questions = (1...12).map { index in
            "```quiz\nid: big-\(index)\nkind: truefalse\nprompt: Yes?\npoints: 100\nanswer: true\n```\n"
        }.joined(separator: "\n")
        let text = "---\nid: big\ntitle: Big\nsummary: Many points.\nminutes: 5\n---\n\n## Page\n\n" + questions
        let course = CourseLoader().load(files: [LessonFile(path: "big.md", text: text)], defaultID: "big").course
        var progress = Preferences.CourseProgress()
        for index in 1...12 {
            var question = Preferences.QuestionProgress(contentHash: "")
            var record = AttemptRecord(
                lessonID: "big", questionID: "big-\(index)", contentHash: "", at: Fixture.start, answer: "true",
                score: 1, hintsUsed: 0, seconds: 1)
            if index == 12 { record.tryNumber = 2 }
            question.attempts = [record]
            progress.lessons["big", default: Preferences.LessonProgress()].questions["big-\(index)"] = question
        }
        let grade = LearnerGrade(preferences: Preferences(courses: ["big": progress]), course: course, name: "Ada")
        let canvas = GradebookCSV.rows([grade], course: course, for: .canvas)
        #expect(canvas[1].last == "1200")
        #expect(canvas[2].last == "1175")
        #expect(ReportCSV.number(1.0 / 3.0) == "0.333")
    }

    @Test func lessonsWithoutPointsHaveNoColumn() {
        let text = "---\nid: read\ntitle: Reading\nsummary: No questions.\nminutes: 5\n---\n\n## Page\n\nText.\n"
        let course = CourseLoader().load(
            files: [LessonFile(path: "01-first.md", text: Fixture.first), LessonFile(path: "02-read.md", text: text)],
            defaultID: "mixed"
        ).course
        let rows = GradebookCSV.rows([], course: course, for: .moodle)
        #expect(rows == [["Email address", "ID number", "Full name", "First lesson"]])
    }
}
