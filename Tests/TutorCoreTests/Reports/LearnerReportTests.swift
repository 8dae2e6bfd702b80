import Foundation
import Testing

@testable import TutorCore

@Suite struct LearnerReportTests {
    typealias Fixture = ReportFixture

    static func report(_ attempts: [AttemptRecord], now: Date = Fixture.time(0)) -> LearnerReport {
        LearnerReport(preferences: Fixture.preferences(attempts), course: Fixture.course, now: now, name: "Ada")
    }

    @Test func answeredAndAccuracyLeaveSkippedAttemptsOut() {
        let report = Self.report([
            Fixture.attempt("q-one", score: 1),
            Fixture.attempt("q-two", score: 0),
            Fixture.attempt("q-two", score: 1),
            Fixture.attempt("q-three", score: 0, skipped: true),
        ])
        #expect(report.answered == 3)
        #expect(report.correct == 2)
        #expect(report.skipped == 1)
        #expect(report.accuracy == 2.0 / 3.0)
    }

    @Test func firstTryAccuracyCountsTheFirstAttemptOfEachQuestionAndASkipAsAMiss() {
        let report = Self.report([
            Fixture.attempt("q-one", minute: 1, score: 1),
            Fixture.attempt("q-one", minute: 2, score: 0),
            Fixture.attempt("q-two", minute: 3, score: 0),
            Fixture.attempt("q-two", minute: 4, score: 1),
            Fixture.attempt("q-three", minute: 5, score: 0, skipped: true),
            Fixture.attempt("q-three", minute: 6, score: 1),
        ])
        #expect(report.questionsAttempted == 3)
        #expect(report.firstTryCorrect == 1)
        #expect(report.firstTryAccuracy == 1.0 / 3.0)
    }

    @Test func attemptsAreOrderedByTimeWhateverTheirOrderInTheFile() {
        let report = Self.report([
            Fixture.attempt("q-one", minute: 9, score: 0),
            Fixture.attempt("q-one", minute: 1, score: 1),
        ])
        #expect(report.firstTryAccuracy == 1)
    }

    @Test func timeSpentSumsAttemptSecondsAndSessionsAreReportedApart() {
        var preferences = Fixture.preferences([
            Fixture.attempt("q-one", score: 1, seconds: 12.5),
            Fixture.attempt("q-two", score: 0, hints: 2, seconds: 30, skipped: true),
        ])
        preferences.courses[Fixture.course.id]?.sessions = [
            Preferences.SessionRecord(start: Fixture.time(0), end: Fixture.time(10)),
            Preferences.SessionRecord(start: Fixture.time(20)),
        ]
        let report = LearnerReport(preferences: preferences, course: Fixture.course, now: Fixture.time(0), name: "Ada")
        #expect(report.secondsSpent == 42.5)
        #expect(report.hintsUsed == 2)
        #expect(report.sessions == 2)
        #expect(report.sessionSeconds == 600)
    }

    @Test func lessonsShowQuestionsAnsweredRightAndPagesSeen() {
        var preferences = Fixture.preferences([
            Fixture.attempt("q-one", score: 0),
            Fixture.attempt("q-one", score: 1),
            Fixture.attempt("q-two", score: 0),
            Fixture.attempt("q-three", score: 1, skipped: true),
        ])
        preferences.courses[Fixture.course.id]?.lessons["basics"]?.sectionsSeen = [0, 1, 1, 7]
        let report = LearnerReport(preferences: preferences, course: Fixture.course, now: Fixture.time(0), name: "Ada")
        let basics = report.lessons.first { $0.id == "basics" }
        #expect(basics?.questionsRight == 1)
        #expect(basics?.questions == 5)
        #expect(basics?.sectionsSeen == 2)
        #expect(basics?.sections == 2)
        #expect(report.lessons.map(\.id) == ["basics", "links"])
    }

    @Test func completedLessonsCarryTheirDates() {
        var preferences = Fixture.preferences([])
        var links = Preferences.LessonProgress()
        links.completedAt = Fixture.time(30)
        preferences.courses[Fixture.course.id, default: Preferences.CourseProgress()].lessons["links"] = links
        let report = LearnerReport(preferences: preferences, course: Fixture.course, now: Fixture.time(0), name: "Ada")
        #expect(
            report.completedLessons == [
                LearnerReport.CompletedLesson(id: "links", title: "Links", completedAt: Fixture.time(30))
            ])
        #expect(report.lessons.last?.completedAt == Fixture.time(30))
    }

    @Test func weakestConceptsComeLowestAccuracyFirstWithTheLessonToRevisit() {
        let report = Self.report([
            Fixture.attempt("q-one", score: 1),
            Fixture.attempt("q-three", score: 0),
            Fixture.attempt("q-two", score: 0),
            Fixture.attempt("q-four", score: 0),
            Fixture.attempt("q-four", score: 1),
        ])
        // q-one [state] right, q-three (no concepts: the lesson's [state]) wrong, q-two [binding] wrong,
        // q-four [flow] half right.
        #expect(report.weakestConcepts.map(\.concept) == ["binding", "flow", "state"])
        #expect(report.weakestConcepts.map(\.accuracy) == [0, 0.5, 0.5])
        // binding is taught by the links lesson, though it was asked in basics; no lesson teaches flow.
        #expect(report.weakestConcepts.map(\.revisitLesson) == ["links", "links", "basics"])
    }

    @Test func aConceptIsNotSentBackToALessonWhereItWentPerfectly() {
        // state is taught by basics, answered right there, and missed in links.
        let report = Self.report([
            Fixture.attempt("q-one", score: 1),
            Fixture.attempt("q-three", score: 1),
            Fixture.attempt("q-seven", score: 0),
        ])
        let state = report.weakestConcepts.first { $0.concept == "state" }
        #expect(state?.revisitLesson == "links")
    }

    @Test func weakestConceptsListAtMostFive() {
        let report = Self.report(
            ["q-one", "q-two", "q-four", "q-five", "q-six", "q-seven"].map { Fixture.attempt($0, score: 0) })
        #expect(report.weakestConcepts.count == 5)
    }

    @Test func reviewsDueNowAndTheNextFiveComeFromTheCards() {
        var preferences = Fixture.preferences([])
        let dues = ["q-one": -5.0, "q-two": -1, "q-three": 1, "q-four": 2, "q-five": 3, "q-six": 4, "q-seven": 5]
        for (question, minute) in dues {
            let lesson = Fixture.course.lesson(containing: question)?.id ?? ""
            var progress = Preferences.QuestionProgress(contentHash: Fixture.hash(question))
            progress.card = FSRSCard(due: Fixture.time(minute))
            preferences.courses[Fixture.course.id, default: Preferences.CourseProgress()]
                .lessons[lesson, default: Preferences.LessonProgress()].questions[question] = progress
        }
        let report = LearnerReport(preferences: preferences, course: Fixture.course, now: Fixture.time(0), name: "Ada")
        #expect(report.reviewsDue == 2)
        #expect(report.dueReviews.map(\.questionID) == ["q-one", "q-two"])
        #expect(report.upcomingReviews.map(\.questionID) == ["q-three", "q-four", "q-five", "q-six", "q-seven"])
        #expect(report.upcomingReviews.first?.due == Fixture.time(1))
    }

    @Test func questionsEditedSinceTheyWereAnsweredAreListed() {
        var preferences = Fixture.preferences([Fixture.attempt("q-one", score: 1), Fixture.attempt("q-two", score: 1)])
        preferences.courses[Fixture.course.id]?.lessons["basics"]?.questions["q-two"]?.contentHash = "0123456789abcdef"
        let report = LearnerReport(preferences: preferences, course: Fixture.course, now: Fixture.time(0), name: "Ada")
        #expect(report.changedQuestions.map(\.questionID) == ["q-two"])
        #expect(report.changedQuestions.first?.lessonID == "basics")
    }

    @Test func otherCoursesAndQuestionsNoLongerInTheCourseAreIgnored() {
        var preferences = Fixture.preferences([
            Fixture.attempt("q-one", score: 1),
            Fixture.attempt("q-gone", lesson: "basics", score: 0),
        ])
        var other = Preferences.CourseProgress()
        var otherLesson = Preferences.LessonProgress()
        var otherQuestion = Preferences.QuestionProgress(contentHash: "x")
        otherQuestion.attempts = [Fixture.attempt("q-one", score: 0)]
        otherLesson.questions["q-one"] = otherQuestion
        other.lessons["basics"] = otherLesson
        preferences.courses["another-course"] = other
        let report = LearnerReport(preferences: preferences, course: Fixture.course, now: Fixture.time(0), name: "Ada")
        #expect(report.answered == 1)
        #expect(report.correct == 1)
    }

    @Test func aQuestionMovedToAnotherLessonKeepsItsHistory() {
        var preferences = Fixture.preferences([])
        var old = Preferences.QuestionProgress(contentHash: Fixture.hash("q-four"))
        old.attempts = [Fixture.attempt("q-four", lesson: "basics", score: 1)]
        preferences.courses[Fixture.course.id, default: Preferences.CourseProgress()]
            .lessons["basics", default: Preferences.LessonProgress()].questions["q-four"] = old
        let report = LearnerReport(preferences: preferences, course: Fixture.course, now: Fixture.time(0), name: "Ada")
        #expect(report.correct == 1)
        #expect(report.lessons.last?.questionsRight == 1)
    }

    @Test func noProgressGivesZerosAndNoAccuracy() {
        let report = LearnerReport(
            preferences: Preferences(), course: Fixture.course, now: Fixture.time(0), name: "Ada")
        #expect(!report.hasProgress)
        #expect(report.answered == 0)
        #expect(report.accuracy == nil)
        #expect(report.firstTryAccuracy == nil)
        #expect(report.questions == 7)
        #expect(report.weakestConcepts.isEmpty)
        #expect(report.reviewsDue == 0)
    }

    @Test func theReportEncodesToJSON() throws {
        let report = Self.report([Fixture.attempt("q-one", score: 1)])
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let object = try JSONSerialization.jsonObject(with: encoder.encode(report)) as? [String: Any]
        #expect(object?["answered"] as? Int == 1)
        #expect(object?["courseID"] as? String == "demo")
        #expect((object?["lessons"] as? [Any])?.count == 2)
    }
}

/// A two-lesson course and helpers to build preferences for it, shared by the report tests.
enum ReportFixture {
    static let basics = """
        ---
        id: basics
        title: Basics
        summary: The first lesson.
        minutes: 5
        concepts: [state]
        ---

        ## Page one

        ```quiz
        id: q-one
        kind: choice
        prompt: Pick.
        concepts: [state]
        choices:
          - text: Right
            correct: true
          - text: Wrong
        ```

        ```quiz
        id: q-two
        kind: truefalse
        prompt: True?
        concepts: [binding]
        answer: true
        ```

        ## Page two

        ```quiz
        id: q-three
        kind: text
        prompt: Word?
        accept: [let]
        ```

        ```quiz
        id: q-five
        kind: truefalse
        prompt: Five?
        concepts: [environment]
        answer: true
        ```

        ```quiz
        id: q-six
        kind: truefalse
        prompt: Six?
        concepts: [identity]
        answer: true
        ```
        """

    static let links = """
        ---
        id: links
        title: Links
        summary: The second lesson.
        minutes: 5
        concepts: [binding]
        ---

        ## Only page

        ```quiz
        id: q-four
        kind: order
        prompt: Order.
        concepts: [flow]
        steps: [first, second]
        ```

        ```quiz
        id: q-seven
        kind: truefalse
        prompt: Seven?
        concepts: [observation, state]
        answer: false
        ```
        """

    static let course = CourseLoader().load(
        files: [LessonFile(path: "01-basics.md", text: basics), LessonFile(path: "02-links.md", text: links)],
        defaultID: "demo"
    ).course

    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func time(_ minutes: Double) -> Date {
        start.addingTimeInterval(minutes * 60)
    }

    static func hash(_ question: String) -> String {
        course.question(withID: question)?.contentHash ?? "missing"
    }

    static func attempt(
        _ question: String, lesson: String? = nil, minute: Double = 0, answer: String = "x", score: Double,
        hints: Int = 0, seconds: Double = 10, skipped: Bool = false
    ) -> AttemptRecord {
        AttemptRecord(
            lessonID: lesson ?? course.lesson(containing: question)?.id ?? "", questionID: question,
            contentHash: hash(question), at: time(minute), answer: answer, score: score, hintsUsed: hints,
            seconds: seconds, skipped: skipped)
    }

    /// Preferences holding the attempts, each under its lesson and question, with today's hashes.
    static func preferences(_ attempts: [AttemptRecord], name: String? = nil) -> Preferences {
        var progress = Preferences.CourseProgress()
        for attempt in attempts {
            progress.lessons[attempt.lessonID, default: Preferences.LessonProgress()]
                .questions[attempt.questionID, default: Preferences.QuestionProgress(contentHash: attempt.contentHash)]
                .attempts.append(attempt)
        }
        var preferences = Preferences(courses: [course.id: progress])
        preferences.settings.learnerName = name
        return preferences
    }
}
