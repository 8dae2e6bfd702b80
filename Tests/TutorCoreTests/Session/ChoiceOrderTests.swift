import Foundation
import Testing

@testable import TutorCore

/// Choices are shown shuffled, stably per learner and question, while the letters saved and
/// checked stay those of the file.
@Suite struct ChoiceOrderTests {
    static func attempt(_ id: String, learner: String) throws -> QuestionAttempt {
        let course = AnswerCheckerTests.course
        let question = try #require(course.question(withID: id))
        return QuestionAttempt(question: question, startedAt: Date(), course: course, learnerID: learner)
    }

    @Test func theSameLearnerSeesTheSameOrderOnEveryVisit() throws {
        let first = try Self.attempt("q-multi", learner: "learner-1")
        let again = try Self.attempt("q-multi", learner: "learner-1")
        #expect(first.shownOrder == again.shownOrder)
        #expect(first.shownOrder.sorted() == [0, 1, 2])
    }

    @Test func differentLearnersSeeTheRightChoiceInDifferentPlaces() throws {
        let positions = Set(
            try (0..<40).map { learner in
                try Self.attempt("q-choice", learner: "learner-\(learner)").shownOrder.firstIndex(of: 0)
            })
        #expect(positions == [0, 1])
    }

    @Test func aShownLetterIsCheckedAsTheFileLetterItStandsFor() throws {
        for learner in 0..<8 {
            let attempt = try Self.attempt("q-choice", learner: "learner-\(learner)")
            let shownRight = ChoiceLetters.letter(try #require(attempt.shownOrder.firstIndex(of: 0)))
            #expect(attempt.fileLetters(shownRight) == "a")
        }
    }

    @Test func multiLettersMapBackAndAreSavedInFileOrder() throws {
        let attempt = try Self.attempt("q-multi", learner: "learner-3")
        let shown = [0, 1].map { ChoiceLetters.letter(attempt.shownOrder.firstIndex(of: $0)!) }.joined()
        #expect(attempt.fileLetters(shown) == "ab")
        #expect(attempt.shownLetters("ab") == String(shown.sorted()))
    }

    @Test func theTextOfAChoiceIsNotTakenForLetters() throws {
        let attempt = try Self.attempt("q-choice", learner: "learner-1")
        #expect(attempt.fileLetters("Right one") == "Right one")
    }

    @Test func theSessionSavesTheFileLetterWhateverTheLearnerSaw() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try PreferencesStore(url: folder.appendingPathComponent("prefs.json"))
        let course = AnswerCheckerTests.course
        let tracker = ProgressTracker(store: store, course: course)
        let session = TutorSession(course: course, progress: tracker)
        guard case .ask(let attempt) = try #require(session.ask("q-choice").first) else {
            Issue.record("expected a question")
            return
        }
        let shownRight = ChoiceLetters.letter(try #require(attempt.shownOrder.firstIndex(of: 0)))
        _ = session.answer(shownRight)
        #expect(session.attempts.last?.answer == "a")
        #expect(session.attempts.last?.isCorrect == true)
        #expect(store.preferences.learnerID != nil)
    }

    @Test func aMultiAnswersFeedbackSaysWhichChoiceItIsAboutInTheLettersShown() throws {
        let session = TutorSession(course: AnswerCheckerTests.course, learnerSeed: "learner-7")
        guard case .ask(let attempt) = try #require(session.ask("q-multi").first) else {
            Issue.record("expected a question")
            return
        }
        let shownA = ChoiceLetters.letter(try #require(attempt.shownOrder.firstIndex(of: 0)))
        let shownC = ChoiceLetters.letter(try #require(attempt.shownOrder.firstIndex(of: 2)))
        let events = session.answer(shownA + shownC)
        let feedback = events.compactMap { event -> [String]? in
            switch event {
            case .tryAgain(_, let verdict), .verdict(_, let verdict): return verdict.feedback
            default: return nil
            }
        }.first
        #expect(feedback == ["\(shownC)) C is not one of them."])
    }
}
