import Foundation
import Testing

@testable import TutorCore

@Suite struct ClassReportTests {
    typealias Fixture = ReportFixture

    static let ada = Fixture.preferences([
        Fixture.attempt("q-one", minute: 1, score: 1, hints: 1, seconds: 20),
        Fixture.attempt("q-two", minute: 2, answer: "False", score: 0, seconds: 5),
        Fixture.attempt("q-two", minute: 3, score: 1, hints: 2, seconds: 5),
    ])
    static let bob = Fixture.preferences([
        Fixture.attempt("q-one", minute: 1, answer: "b", score: 0),
        Fixture.attempt("q-one", minute: 2, score: 0, skipped: true),
        Fixture.attempt("q-two", minute: 3, answer: "  FALSE ", score: 0, hints: 1),
        Fixture.attempt("q-four", minute: 4, score: 1),
    ])
    static let cy = Fixture.preferences([])

    static let report = ClassReport(
        students: [(name: "Ada", preferences: ada), (name: "Bob", preferences: bob), (name: "Cy", preferences: cy)],
        course: Fixture.course)

    @Test func eachStudentHasTotalsInTheOrderGiven() {
        let students = Self.report.students
        #expect(students.map(\.name) == ["Ada", "Bob", "Cy"])
        #expect(students[0].answered == 3)
        #expect(students[0].correct == 2)
        #expect(students[0].hintsUsed == 3)
        #expect(students[0].secondsSpent == 30)
        #expect(students[1].answered == 3)
        #expect(students[1].accuracy == 1.0 / 3.0)
        #expect(students[2].answered == 0)
        #expect(students[2].accuracy == nil)
    }

    @Test func lessonsCompletedCountLessonsWithEveryQuestionAnsweredNotLessonsPagedThrough() {
        // links: both questions answered (one wrong); basics: paged to its end, nothing answered.
        var done = Fixture.preferences([Fixture.attempt("q-four", score: 0), Fixture.attempt("q-seven", score: 1)])
        var lesson = Preferences.LessonProgress()
        lesson.completedAt = Fixture.time(1)
        done.courses[Fixture.course.id]?.lessons["basics"] = lesson
        let report = ClassReport(students: [(name: "Di", preferences: done)], course: Fixture.course)
        #expect(report.students.first?.lessonsCompleted == 1)
        #expect(report.grades.first?.lessons.map(\.isCompleted) == [false, true])
    }

    @Test func everyQuestionOfTheCourseHasAnItemInCourseOrder() {
        #expect(Self.report.items.map(\.questionID) == Fixture.course.questions.map(\.id))
        let untouched = Self.report.items.first { $0.questionID == "q-seven" }
        #expect(untouched?.students == 0)
        #expect(untouched?.firstTryAccuracy == nil)
        #expect(untouched?.commonWrongAnswer == nil)
    }

    @Test func itemAnalysisCountsStudentsAttemptsFirstTriesAndHints() {
        let one = Self.report.items.first { $0.questionID == "q-one" }
        #expect(one?.students == 2)
        #expect(one?.attempts == 3)
        #expect(one?.skips == 1)
        #expect(one?.firstTryCorrect == 1)
        #expect(one?.firstTryAccuracy == 0.5)
        #expect(one?.meanHintsPerAttempt == 1.0 / 3.0)
        #expect(one?.kind == .choice)
    }

    @Test func theMostCommonWrongAnswerIsComparedNormalised() {
        let two = Self.report.items.first { $0.questionID == "q-two" }
        #expect(two?.commonWrongAnswer == "false")
        #expect(two?.commonWrongAnswerCount == 2)
    }

    @Test func tiedWrongAnswersGoToTheAlphabeticallyFirst() {
        let zed = Fixture.preferences([Fixture.attempt("q-three", answer: "var", score: 0)])
        let amy = Fixture.preferences([Fixture.attempt("q-three", answer: "Const", score: 0)])
        let report = ClassReport(
            students: [(name: "Zed", preferences: zed), (name: "Amy", preferences: amy)], course: Fixture.course)
        #expect(report.items.first { $0.questionID == "q-three" }?.commonWrongAnswer == "const")
    }

    @Test func skippedAttemptsAreNotWrongAnswers() {
        let one = Self.report.items.first { $0.questionID == "q-one" }
        #expect(one?.commonWrongAnswer == "b")
        #expect(one?.commonWrongAnswerCount == 1)
    }

    @Test func conceptMasteryIsTheShareOfRightAnswersOverallAndPerStudent() {
        let binding = Self.report.concepts.first { $0.concept == "binding" }
        // q-two: Ada wrong then right, Bob wrong.
        #expect(binding?.answered == 3)
        #expect(binding?.correct == 1)
        #expect(binding?.mastery == 1.0 / 3.0)
        #expect(binding?.students.map(\.mastery) == [0.5, 0, nil])
        let state = Self.report.concepts.first { $0.concept == "state" }
        #expect(state?.students.map(\.answered) == [1, 1, 0])
    }

    @Test func conceptsFollowTheirFirstAppearanceInTheCourse() {
        #expect(
            Self.report.concepts.map(\.concept) == [
                "state", "binding", "environment", "identity", "flow", "observation",
            ])
    }

    @Test func normalisingAnAnswerTrimsLowerCasesAndFoldsSpaces() {
        #expect(ClassReport.normalized("  @State   Private\tvar ") == "@state private var")
    }
}
