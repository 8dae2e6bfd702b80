import Foundation
import Testing

@testable import TutorCore

/// `statetutor` alone goes back where the learner was: the page last read (in any lesson) and
/// the question left open there; and a page read again does not ask answered questions again.
@Suite struct ResumePlaceTests {
    static let other = """
        ---
        id: other
        title: Other
        summary: Two pages.
        minutes: 5
        ---

        ## First

        Text.

        ## Second

        Text.

        ```quiz
        id: o-two
        kind: truefalse
        prompt: Two?
        answer: true
        ```
        """

    static let course = CourseLoader().load(files: [
        LessonFile(path: "01-pages.md", text: ResumeTests.lesson), LessonFile(path: "02-other.md", text: other),
    ]).course

    /// Sessions on one preferences file, one after the other.
    final class Learner {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resume-place-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: folder) }

        func visit(_ steps: (TutorSession) -> Void) throws -> TutorSession {
            let store = try PreferencesStore(url: folder.appendingPathComponent("prefs.json"))
            let tracker = ProgressTracker(store: store, course: ResumePlaceTests.course)
            let session = TutorSession(course: ResumePlaceTests.course, progress: tracker)
            steps(session)
            session.end()
            tracker.store.save(isFinal: true)
            return session
        }
    }

    @Test func resumeOpensThePageLastReadNotTheLessonOfTheLastAnswer() throws {
        let learner = try Learner()
        _ = try learner.visit { session in
            _ = session.start("other", page: 1)
            _ = session.next()
            _ = session.answer("true")
            _ = session.start("pages", page: 2)
        }
        var events: [SessionEvent]?
        _ = try learner.visit { events = $0.resume() }
        #expect(events?.contains(.page(lessonID: "pages", index: 2)) == true, "\(String(describing: events))")
        #expect(events?.first == .notice(.resumed(pageIndex: 2, pageCount: 3)))
    }

    @Test func resumeAsksTheQuestionLeftOpen() throws {
        let learner = try Learner()
        _ = try learner.visit { session in
            _ = session.start("pages", page: 1)
            _ = session.next()
            _ = session.answer("true")
            _ = session.next()
        }
        var asked: String?
        _ = try learner.visit { session in
            for case .ask(let attempt) in session.resume() ?? [] { asked = attempt.question.id }
        }
        #expect(asked == "p-two-b")
    }

    @Test func resumeAfterTheLastQuestionWasAnsweredWaitsOnThePage() throws {
        let learner = try Learner()
        _ = try learner.visit { session in
            _ = session.start("pages", page: 1)
            _ = session.next()
            _ = session.answer("true")
        }
        _ = try learner.visit { session in
            let events = session.resume() ?? []
            #expect(!events.contains { if case .ask = $0 { true } else { false } })
            #expect(session.sectionIndex == 1)
            guard case .ask(let attempt) = session.next().first else {
                Issue.record("expected the page's next question")
                return
            }
            #expect(attempt.question.id == "p-two-b")
        }
    }

    @Test func backToAPageAndNextAgainDoesNotAskAnsweredQuestionsAgain() {
        let session = TutorSession(course: Self.course)
        _ = session.start("pages", page: 1)
        _ = session.next()
        _ = session.answer("true")
        _ = session.next()
        _ = session.answer("false")
        _ = session.next()
        _ = session.back()
        #expect(session.sectionIndex == 1)
        #expect(session.next() == [.page(lessonID: "pages", index: 2)])
    }

    @Test func theLastPlaceSurvivesTheFileAndTheNewerOfTwoCopiesWins() throws {
        var course = Preferences.CourseProgress()
        course.lastPlace = Preferences.Place(
            lessonID: "pages", page: 2, questionID: "p-two-b", at: Date(timeIntervalSince1970: 2_000))
        let older = Preferences(courses: ["c": course])
        var newer = older
        newer.courses["c"]?.lastPlace = Preferences.Place(
            lessonID: "other", page: 1, at: Date(timeIntervalSince1970: 3_000))
        let decoded = try PreferencesCodec.decode(PreferencesCodec.encode(older))
        #expect(decoded.courses["c"]?.lastPlace == course.lastPlace)
        #expect(
            PreferencesMerge.merged(older, into: newer, keepingOurSettings: true).courses["c"]?.lastPlace?.lessonID
                == "other")
        #expect(
            PreferencesMerge.merged(newer, into: older, keepingOurSettings: true).courses["c"]?.lastPlace?.lessonID
                == "other")
    }
}
