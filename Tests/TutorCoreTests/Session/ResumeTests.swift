import Foundation
import Testing

@testable import TutorCore

/// A learner who quits and comes back continues where they left off, with the score and marks
/// of earlier sessions.
@Suite struct ResumeTests {
    static let lesson = """
        ---
        id: pages
        title: Pages
        summary: Three pages with questions.
        minutes: 5
        ---

        ## One

        Text one.

        ```quiz
        id: p-one
        kind: truefalse
        prompt: One?
        answer: true
        ```

        ## Two

        Text two.

        ```quiz
        id: p-two-a
        kind: truefalse
        prompt: Two a?
        answer: true
        ```

        ```quiz
        id: p-two-b
        kind: truefalse
        prompt: Two b?
        answer: false
        ```

        ## Three

        Text three.
        """

    static let course = CourseLoader().load(files: [LessonFile(path: "pages.md", text: lesson)]).course

    /// A session on a preferences file that persists across sessions of one test.
    final class Learner {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resume-\(UUID().uuidString)")
        var url: URL { folder.appendingPathComponent("prefs.json") }

        init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: folder) }

        func session() throws -> (TutorSession, ProgressTracker) {
            let store = try PreferencesStore(url: url)
            let tracker = ProgressTracker(store: store, course: ResumeTests.course)
            return (TutorSession(course: ResumeTests.course, progress: tracker), tracker)
        }
    }

    /// Reads page 1, answers its question and the first of page 2, then ends the session.
    static func firstVisit(_ learner: Learner) throws {
        let (session, tracker) = try learner.session()
        _ = session.start("pages")
        _ = session.next()
        _ = session.answer("true")
        _ = session.next()
        _ = session.next()
        _ = session.answer("true")
        session.end()
        tracker.store.save(isFinal: true)
    }

    @Test func startContinuesAtTheLastPageReachedAndItsFirstUnansweredQuestion() throws {
        let learner = try Learner()
        try Self.firstVisit(learner)
        let (session, _) = try learner.session()
        let events = session.start("pages")
        #expect(events.contains(.page(lessonID: "pages", index: 1)))
        guard case .ask(let attempt) = try #require(session.next().first) else {
            Issue.record("expected a question")
            return
        }
        #expect(attempt.question.id == "p-two-b")
    }

    @Test func quizAsksTheQuestionsNoSessionHasAnsweredFirst() throws {
        let learner = try Learner()
        try Self.firstVisit(learner)
        let (session, _) = try learner.session()
        _ = session.start("pages")
        guard case .ask(let attempt) = try #require(session.quizNow().first) else {
            Issue.record("expected a question")
            return
        }
        #expect(attempt.question.id == "p-two-b")
    }

    @Test func theLessonScoreCountsEarlierSessions() throws {
        let learner = try Learner()
        try Self.firstVisit(learner)
        let (session, _) = try learner.session()
        #expect(session.score(of: try #require(Self.course.lessons.first)) == 2)
    }

    @Test func pagesSeenInAnEarlierSessionStaySeen() throws {
        let learner = try Learner()
        try Self.firstVisit(learner)
        let (session, _) = try learner.session()
        _ = session.start("pages")
        #expect(session.pagesSeen["pages"] == [0, 1])
    }

    @Test func aLessonWhosePrerequisiteIsNotFinishedSaysSoAndStillOpens() throws {
        let second =
            "---\nid: second\ntitle: Second\nsummary: s\nminutes: 5\nrequires: [pages]\n---\n\n## Page\n\nText.\n"
        let course = CourseLoader().load(files: [
            LessonFile(path: "pages.md", text: Self.lesson), LessonFile(path: "second.md", text: second),
        ]).course
        let events = TutorSession(course: course).start("second")
        #expect(events.first == .notice(.prerequisitesUnfinished(lessonIDs: ["pages"])))
        #expect(events.last == .page(lessonID: "second", index: 0))
    }

    @Test func aLessonNeverOpenedStartsAtItsFirstPage() throws {
        let learner = try Learner()
        let (session, _) = try learner.session()
        #expect(session.start("pages") == [.page(lessonID: "pages", index: 0)])
    }

    @Test func aReviewEndsWithHowManyWereRightAndGoesBackToTheLessonsPage() throws {
        let learner = try Learner()
        let store = try PreferencesStore(url: learner.url)
        let tracker = ProgressTracker(store: store, course: Self.course)
        // Missed twice (the last try shows the answer), then due again a few minutes later.
        let start = Date(timeIntervalSince1970: 1_000_000)
        let later = TimeBox(start)
        let session = TutorSession(course: Self.course, progress: tracker, clock: { later.date })
        _ = session.start("pages")
        _ = session.next()
        for _ in 0..<3 { _ = session.answer("false") }
        _ = session.next()
        _ = session.next()
        later.date = start.addingTimeInterval(3 * 86_400)
        let events = session.review()
        #expect(events.contains(.notice(.reviewStarted(count: 1))))
        _ = session.answer("true")
        let done = session.next()
        let summary = done.compactMap { event -> SessionNotice? in
            if case .notice(let notice) = event { return notice } else { return nil }
        }
        #expect(
            summary.contains {
                guard case .reviewDone(right: 1, asked: 1, _, returningTo: "pages") = $0 else { return false }
                return true
            })
        #expect(done.contains(.page(lessonID: "pages", index: 1)))
    }

    final class TimeBox: @unchecked Sendable {
        var date: Date
        init(_ date: Date) { self.date = date }
    }

    @Test func aLessonReadPastItsFirstPageIsTheOneToContinueWhenNothingWasAnswered() throws {
        let second = Self.lesson.replacingOccurrences(of: "id: pages", with: "id: later")
            .replacingOccurrences(of: "id: p-", with: "id: later-")
        let course = CourseLoader().load(files: [
            LessonFile(path: "01-pages.md", text: Self.lesson), LessonFile(path: "02-later.md", text: second),
        ]).course
        let learner = try Learner()
        do {
            let tracker = ProgressTracker(store: try PreferencesStore(url: learner.url), course: course)
            let session = TutorSession(course: course, progress: tracker)
            _ = session.start("later")
            _ = session.show(page: 2)
            session.end()
            tracker.store.save(isFinal: true)
        }
        let tracker = ProgressTracker(store: try PreferencesStore(url: learner.url), course: course)
        let session = TutorSession(course: course, progress: tracker)
        #expect(session.lessonInProgress()?.id == "later")
    }
}
