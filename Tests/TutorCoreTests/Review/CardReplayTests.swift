import Foundation
import Testing

@testable import TutorCore

@Suite struct CardReplayTests {
    static func attempt(correct: Bool, hints: Int = 0, seconds: Double = 5, skipped: Bool = false, at: Double = 0)
        -> AttemptRecord
    {
        AttemptRecord(
            lessonID: "l", questionID: "q", contentHash: "h", at: Date(timeIntervalSince1970: at), answer: "",
            score: correct ? 1 : 0, hintsUsed: hints, seconds: seconds, skipped: skipped)
    }

    @Test func aWrongAnswerRatesAgain() {
        #expect(CardReplay.rating(for: Self.attempt(correct: false), isFirstTry: true) == .again)
    }

    @Test func aSkippedQuestionRatesAgain() {
        #expect(CardReplay.rating(for: Self.attempt(correct: false, skipped: true), isFirstTry: true) == .again)
    }

    @Test func aRightAnswerWithHintsRatesHard() {
        #expect(CardReplay.rating(for: Self.attempt(correct: true, hints: 1), isFirstTry: true) == .hard)
    }

    @Test func aQuickFirstTryWithoutHintsRatesEasy() {
        #expect(CardReplay.rating(for: Self.attempt(correct: true, seconds: 8), isFirstTry: true) == .easy)
    }

    @Test func aSlowOrLaterRightAnswerRatesGood() {
        #expect(CardReplay.rating(for: Self.attempt(correct: true, seconds: 60), isFirstTry: true) == .good)
        #expect(CardReplay.rating(for: Self.attempt(correct: true, seconds: 8), isFirstTry: false) == .good)
    }

    @Test func aWrongFirstAnswerIsDueAgainInOneMinute() throws {
        let card = try #require(CardReplay.card(for: [Self.attempt(correct: false, at: 1000)], contentHash: "h"))
        #expect(card.due == Date(timeIntervalSince1970: 1060))
        #expect(card.state == .learning)
    }

    @Test func attemptsOfAnEarlierVersionOfTheQuestionAreNotReplayed() {
        var old = Self.attempt(correct: true)
        old.contentHash = "old"
        #expect(CardReplay.card(for: [old], contentHash: "h") == nil)
    }
}
