import Foundation
import Testing

@testable import TutorCore

@Suite struct LearnerGradeTests {
    typealias Fixture = GradeFixture

    static func question(_ grade: LearnerGrade, _ id: String) -> QuestionGrade? {
        grade.questions.first { $0.questionID == id }
    }

    @Test func aQuestionEarnsItsPointsTimesTheCreditOfTheTryThatEndedIt() {
        // q-four is worth 4. Try 1 missed; try 2 was right with 1 hint:
        // credit = 1 − 0.25 × (2 − 1) − 0.1 × 1 = 0.65, so 4 × 0.65 = 2.6 points.
        let grade = Fixture.grade([
            Fixture.attempt("q-four", minute: 1, score: 0, continued: true),
            Fixture.attempt("q-four", minute: 2, score: 1, try: 2, hints: 1),
        ])
        #expect(abs((Self.question(grade, "q-four")?.earned ?? 0) - 2.6) < 1e-9)
        #expect(Self.question(grade, "q-four")?.points == 4)
    }

    @Test func aTryThatLeftTheQuestionOpenEarnsNothingOnItsOwn() {
        // A half-right try with tries left (0.5 × 4 = 2 if it counted), then a last try all wrong: 4 × 0 = 0.
        let grade = Fixture.grade([
            Fixture.attempt("q-four", minute: 1, score: 0.5, continued: true),
            Fixture.attempt("q-four", minute: 2, score: 0, try: 2),
        ])
        #expect(Self.question(grade, "q-four")?.earned == 0)
        #expect(Self.question(grade, "q-four")?.isAnswered == true)
    }

    @Test func aQuestionStillOpenEarnsNothingAndIsNotAnswered() {
        let grade = Fixture.grade([Fixture.attempt("q-four", score: 1, continued: true)])
        #expect(Self.question(grade, "q-four")?.earned == 0)
        #expect(Self.question(grade, "q-four")?.isAnswered == false)
    }

    @Test func theBestVisitCountsWhenAReviewAskedTheQuestionAgain() {
        // Visit 1 ended wrong on try 3 (4 × 0 = 0); the review's first try was right (4 × 1 = 4);
        // a later review ended wrong again (0). Best: 4.
        let grade = Fixture.grade([
            Fixture.attempt("q-four", minute: 1, score: 0, continued: true),
            Fixture.attempt("q-four", minute: 2, score: 0, try: 2, continued: true),
            Fixture.attempt("q-four", minute: 3, score: 0, try: 3),
            Fixture.attempt("q-four", minute: 60, score: 1),
            Fixture.attempt("q-four", minute: 900, score: 0),
        ])
        #expect(Self.question(grade, "q-four")?.earned == 4)
    }

    @Test func aRightAnswerEarnsAtLeastAQuarterOfItsPoints() {
        // Try 3 with 5 hints: 1 − 0.25 × 2 − 0.1 × 5 = 0, raised to the floor of 0.25: 4 × 0.25 = 1.
        let grade = Fixture.grade([Fixture.attempt("q-four", score: 1, try: 3, hints: 5)])
        #expect(Self.question(grade, "q-four")?.earned == 1)
    }

    @Test func aShownSolutionEarnsNothingIsNotAnAnswerAndCountsAsViewed() {
        let grade = Fixture.grade([
            Fixture.attempt("q-two", minute: 1, score: 0, continued: true),
            Fixture.attempt("q-two", minute: 2, score: 0, try: 2, skipped: true),
        ])
        #expect(Self.question(grade, "q-two")?.earned == 0)
        #expect(Self.question(grade, "q-two")?.isAnswered == false)
        #expect(grade.solutionsViewed == 1)
        #expect(grade.lessons.first?.solutionsViewed == 1)
    }

    @Test func lessonAndLearnerPointsAddUpTheirQuestions() {
        // first: q-four right on try 1 (4 × 1 = 4) + q-two right on try 2 (2 × 0.75 = 1.5) = 5.5 of 6.
        // second: q-three right with 2 hints (3 × 0.8 = 2.4) of 3. In all 5.5 + 2.4 = 7.9 of 9.
        let grade = Fixture.grade([
            Fixture.attempt("q-four", minute: 1, score: 1),
            Fixture.attempt("q-two", minute: 2, score: 0, continued: true),
            Fixture.attempt("q-two", minute: 3, score: 1, try: 2),
            Fixture.attempt("q-three", minute: 4, score: 1, hints: 2),
        ])
        #expect(grade.lessons.map(\.points) == [6, 3])
        #expect(grade.lessons[0].earned == 5.5)
        #expect(abs(grade.lessons[1].earned - 2.4) < 1e-9)
        #expect(grade.points == 9)
        #expect(abs(grade.earned - 7.9) < 1e-9)
        #expect(abs((grade.grade ?? 0) - 7.9 / 9) < 1e-9)
    }

    @Test func aLessonIsCompletedWhenEveryQuestionIsAnsweredRightOrWrong() {
        let grade = Fixture.grade([
            Fixture.attempt("q-four", minute: 1, score: 1),
            Fixture.attempt("q-two", minute: 2, score: 0),
        ])
        #expect(grade.lessons.map(\.isCompleted) == [true, false])
        #expect(grade.lessonsCompleted == 1)
        #expect(grade.status == .inProgress)
    }

    @Test func pagingThroughAndShowingSolutionsDoNotCompleteALesson() {
        var preferences = Fixture.preferences([
            Fixture.attempt("q-four", minute: 1, score: 0, skipped: true),
            Fixture.attempt("q-two", minute: 2, score: 0, skipped: true),
        ])
        preferences.courses[Fixture.course.id]?.lessons["first"]?.sectionsSeen = [0, 1]
        preferences.courses[Fixture.course.id]?.lessons["first"]?.completedAt = Fixture.time(3)
        let grade = Fixture.grade(preferences)
        #expect(grade.lessons.first?.isCompleted == false)
        #expect(grade.lessonsCompleted == 0)
    }

    @Test func everyLessonCompletedCompletesTheCourse() {
        let grade = Fixture.grade([
            Fixture.attempt("q-four", minute: 1, score: 1),
            Fixture.attempt("q-two", minute: 2, score: 0),
            Fixture.attempt("q-three", minute: 3, score: 1),
        ])
        #expect(grade.status == .completed)
    }

    @Test func noProgressIsNotStartedWithNoPlaceAndNoActivity() {
        let grade = Fixture.grade(Preferences())
        #expect(grade.status == .notStarted)
        #expect(grade.place == nil)
        #expect(grade.lastActivity == nil)
        #expect(grade.earned == 0)
        #expect(grade.points == 9)
    }

    @Test func lastActivityIsTheLatestOfAttemptsPlacesSessionsAndCompletions() {
        var preferences = Fixture.preferences([Fixture.attempt("q-four", minute: 5, score: 1)])
        preferences.courses[Fixture.course.id]?.sessions = [
            Preferences.SessionRecord(start: Fixture.time(1), end: Fixture.time(9))
        ]
        #expect(Fixture.grade(preferences).lastActivity == Fixture.time(9))
        preferences.courses[Fixture.course.id]?.lastPlace = Preferences.Place(
            lessonID: "second", page: 0, at: Fixture.time(12))
        #expect(Fixture.grade(preferences).lastActivity == Fixture.time(12))
        preferences.courses[Fixture.course.id]?.lessons["first"]?.completedAt = Fixture.time(20)
        #expect(Fixture.grade(preferences).lastActivity == Fixture.time(20))
    }

    @Test func thePlaceIsTheLastPlaceWhenTheFileHasOne() {
        var preferences = Fixture.preferences([Fixture.attempt("q-four", minute: 5, score: 1)])
        preferences.courses[Fixture.course.id]?.lastPlace = Preferences.Place(
            lessonID: "first", page: 1, questionID: "q-two", at: Fixture.time(6))
        let place = Fixture.grade(preferences).place
        #expect(place == LearnerPlace(lessonID: "first", page: 2, questionID: "q-two", isStuck: false))
    }

    @Test func withoutALastPlaceThePlaceIsTheLatestAttempt() {
        let grade = Fixture.grade([
            Fixture.attempt("q-three", minute: 1, score: 1),
            Fixture.attempt("q-two", minute: 2, score: 1),
        ])
        #expect(grade.place == LearnerPlace(lessonID: "first", page: 2, questionID: "q-two", isStuck: false))
    }

    @Test func twoFailedTriesInARowAtAQuestionNeverAnsweredRightAreStuck() {
        let grade = Fixture.grade([
            Fixture.attempt("q-four", minute: 1, score: 0, continued: true),
            Fixture.attempt("q-four", minute: 2, score: 0, try: 2, continued: true),
        ])
        #expect(grade.place?.isStuck == true)
        #expect(grade.place?.questionID == "q-four")
    }

    @Test func oneFailedTryIsNotStuck() {
        let grade = Fixture.grade([Fixture.attempt("q-four", score: 0, continued: true)])
        #expect(grade.place?.isStuck == false)
    }

    @Test func aQuestionAnsweredRightOnceIsNotStuckAfterLaterMisses() {
        let grade = Fixture.grade([
            Fixture.attempt("q-four", minute: 1, score: 1),
            Fixture.attempt("q-four", minute: 50, score: 0, continued: true),
            Fixture.attempt("q-four", minute: 51, score: 0, try: 2, continued: true),
        ])
        #expect(grade.place?.isStuck == false)
    }

    @Test func aShownSolutionAfterAMissCountsAsAFailedTryForStuck() {
        let grade = Fixture.grade([
            Fixture.attempt("q-four", minute: 1, score: 0, continued: true),
            Fixture.attempt("q-four", minute: 2, score: 0, try: 2, skipped: true),
        ])
        #expect(grade.place?.isStuck == true)
    }

    @Test func theClassReportHasAGradePerStudentInTheOrderGiven() {
        let report = ClassReport(
            students: [
                (name: "Bo", preferences: Fixture.preferences([Fixture.attempt("q-four", score: 1)])),
                (name: "Al", preferences: Preferences()),
            ], course: Fixture.course)
        #expect(report.grades.map(\.name) == ["Bo", "Al"])
        #expect(report.grades.map(\.earned) == [4, 0])
    }

    @Test func theLearnerReportCarriesTheLearnersGrade() {
        let report = LearnerReport(
            preferences: Fixture.preferences([Fixture.attempt("q-three", score: 1)]), course: Fixture.course,
            now: Fixture.start, name: "Ada")
        #expect(report.grade.earned == 3)
        #expect(report.grade.points == 9)
    }
}
