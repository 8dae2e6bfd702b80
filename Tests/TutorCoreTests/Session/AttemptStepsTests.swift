import Foundation
import Testing

@testable import TutorCore

/// Every try keeps the steps of its answer as given, so that an instructor can judge it again.
@Suite struct AttemptStepsTests {
    static func session() -> TutorSession {
        TutorSession(course: AnswerCheckerTests.course, clock: { Date(timeIntervalSince1970: 1_000) })
    }

    @Test func aFinishedBlankKeepsEachGapAsAStep() {
        let session = Self.session()
        _ = session.ask("q-two-gaps")
        _ = session.answer("max(1, 2)")
        _ = session.answer("total")
        #expect(session.attempts.last?.steps == ["max(1, 2)", "total"])
        #expect(session.attempts.last?.answer == "max(1, 2) / total")
    }

    @Test func aMissKeepsTheStepsGivenUpToTheWrongOne() {
        let session = Self.session()
        _ = session.ask("q-two-gaps")
        _ = session.answer("max(1, 2)")
        _ = session.answer("shown")
        #expect(session.attempts.last?.continued == true)
        #expect(session.attempts.last?.steps == ["max(1, 2)", "shown"])
    }

    @Test func aShownSolutionKeepsOnlyTheStepsTheLearnerGave() {
        let session = Self.session()
        _ = session.ask("q-two-gaps")
        _ = session.answer("max(1, 2)")
        _ = session.solution()
        #expect(session.attempts.last?.skipped == true)
        #expect(session.attempts.last?.steps == ["max(1, 2)"])
    }

    @Test func stepsAreWrittenToThePreferencesFileAndReadBack() throws {
        var attempt = AttemptRecord(
            lessonID: "kinds", questionID: "q-two-gaps", contentHash: "h", at: Date(timeIntervalSince1970: 0),
            answer: "a / b", score: 1, hintsUsed: 0, seconds: 1, id: "one")
        attempt.steps = ["a", "b / c"]
        var preferences = Preferences()
        var question = Preferences.QuestionProgress(contentHash: "h")
        question.attempts = [attempt]
        preferences.courses["c", default: .init()].lessons["kinds", default: .init()].questions["q-two-gaps"] = question
        let decoded = try PreferencesCodec.decode(PreferencesCodec.encode(preferences))
        let read = decoded.courses["c"]?.lessons["kinds"]?.questions["q-two-gaps"]?.attempts.first
        #expect(read?.steps == ["a", "b / c"])
    }

    @Test func anAttemptSavedBeforeStepsWereKeptReadsWithoutSteps() throws {
        let text = """
            {"schemaVersion": 1, "courses": {"c": {"lessons": {"kinds": {"questions": {"q-text": {"contentHash": "h",
            "attempts": [{"id": "one", "at": "2026-01-01T00:00:00Z", "answer": "let", "score": 1,
            "hintsUsed": 0, "seconds": 2, "contentHash": "h"}]}}}}}}}
            """
        let decoded = try PreferencesCodec.decode(Array(text.utf8))
        let read = try #require(decoded.courses["c"]?.lessons["kinds"]?.questions["q-text"]?.attempts.first)
        #expect(read.answer == "let")
        #expect(read.steps == nil)
    }
}
