import Foundation
import Testing

@testable import TutorCore

/// The session's state after each move: idle, reading a page, answering a question, reviewing.
@Suite struct SessionStateTests {
    static var lesson: Lesson {
        get throws { try #require(ResumeTests.course.lesson(withID: "pages")) }
    }

    static func session() -> TutorSession {
        TutorSession(course: ResumeTests.course, shufflesChoices: false)
    }

    /// A session whose first question was missed three days ago, and so is due for review now,
    /// standing on the lesson's second page.
    static func sessionWithAReviewDue(_ learner: ResumeTests.Learner) throws -> TutorSession {
        let store = try PreferencesStore(url: learner.url)
        let tracker = ProgressTracker(store: store, course: ResumeTests.course)
        let start = Date(timeIntervalSince1970: 1_000_000)
        let now = ResumeTests.TimeBox(start)
        let session = TutorSession(course: ResumeTests.course, progress: tracker, clock: { now.date })
        _ = session.start("pages")
        _ = session.next()
        for _ in 0..<3 { _ = session.answer("false") }
        _ = session.next()
        now.date = start.addingTimeInterval(3 * 86_400)
        return session
    }

    @Test func aNewSessionIsIdle() {
        #expect(Self.session().state == .idle)
    }

    @Test func startingALessonReadsItsFirstPage() throws {
        let session = Self.session()
        _ = session.start("pages")
        #expect(session.state == .reading(SessionState.Place(lesson: try Self.lesson, page: 0, questionCursor: 0)))
    }

    @Test func reachingAQuestionOpensItAtItsFirstStep() throws {
        let session = Self.session()
        _ = session.start("pages")
        _ = session.next()
        guard case .answering(let place, let attempt) = session.state else {
            Issue.record("expected a question open, got \(session.state)")
            return
        }
        #expect(place == SessionState.Place(lesson: try Self.lesson, page: 0, questionCursor: 0))
        #expect(attempt.question.id == "p-one")
        #expect(attempt.step == .answer)
    }

    @Test func aRightAnswerEndsTheQuestionWithItsVerdict() {
        let session = Self.session()
        _ = session.start("pages")
        _ = session.next()
        _ = session.answer("true")
        guard case .answering(_, let attempt) = session.state, case .done(let verdict) = attempt.step else {
            Issue.record("expected the question answered, got \(session.state)")
            return
        }
        #expect(verdict.isCorrect)
    }

    @Test func movingOnFromAnAnsweredQuestionClosesIt() throws {
        let session = Self.session()
        _ = session.start("pages")
        _ = session.next()
        _ = session.answer("true")
        _ = session.next()
        #expect(session.state == .reading(SessionState.Place(lesson: try Self.lesson, page: 1, questionCursor: 0)))
    }

    @Test func theEndOfALessonIsMarkedOnItsLastPage() throws {
        let session = Self.session()
        _ = session.start("pages", page: 2)
        _ = session.next()
        #expect(
            session.state
                == .reading(
                    SessionState.Place(lesson: try Self.lesson, page: 2, questionCursor: 0, lessonEndShown: true)))
    }

    @Test func startingAReviewAsksTheDueQuestionAndKeepsWhereItStarted() throws {
        let learner = try ResumeTests.Learner()
        let session = try Self.sessionWithAReviewDue(learner)
        let attemptsBefore = session.attempts.count
        _ = session.review()
        guard case .reviewing(let review) = session.state else {
            Issue.record("expected a review, got \(session.state)")
            return
        }
        #expect(review.queue.isEmpty)
        #expect(review.position.attempt?.question.id == "p-one")
        #expect(review.origin == SessionState.Origin(lesson: try Self.lesson, page: 1))
        #expect(review.attemptsAtStart == attemptsBefore)
    }

    @Test func theEndOfAReviewReadsThePageItStartedFrom() throws {
        let learner = try ResumeTests.Learner()
        let session = try Self.sessionWithAReviewDue(learner)
        _ = session.review()
        _ = session.answer("true")
        _ = session.next()
        #expect(session.state == .reading(SessionState.Place(lesson: try Self.lesson, page: 1, questionCursor: 0)))
    }
}

extension SessionStateTests {
    @Test func aQuestionSkippedInAReviewIsSaidToStayDueNotToComeBackInAQuiz() throws {
        let learner = try ResumeTests.Learner()
        let session = try Self.sessionWithAReviewDue(learner)
        _ = session.review()
        #expect(session.skip().first == .notice(.skipped(inReview: true)))
    }

    @Test func aQuestionSkippedOnAPageIsSaidToComeBackInAQuiz() {
        let session = Self.session()
        _ = session.start("pages")
        _ = session.next()
        #expect(session.skip().first == .notice(.skipped(inReview: false)))
    }
}
