import Foundation
import Testing

@testable import TutorCore

@Suite struct CardReplayTriesTests {
    static func record(_ score: Double, try number: Int, continued: Bool = false, at seconds: Double) -> AttemptRecord {
        var record = AttemptRecord(
            lessonID: "l", questionID: "q", contentHash: "h", at: Date(timeIntervalSince1970: seconds), answer: "x",
            score: score, hintsUsed: 0, seconds: 5)
        record.tryNumber = number
        record.continued = continued
        return record
    }

    @Test func triesThatLeftTheQuestionOpenAreNotReviews() {
        let tries = [
            Self.record(0, try: 1, continued: true, at: 0), Self.record(1, try: 2, at: 10),
        ]
        let withTries = CardReplay.card(for: tries, contentHash: "h")
        let alone = CardReplay.card(for: [Self.record(1, try: 2, at: 10)], contentHash: "h")
        #expect(withTries == alone)
    }

    @Test func rightAfterAMissIsRatedHard() {
        #expect(CardReplay.rating(for: Self.record(1, try: 2, at: 0), isFirstTry: true) == .hard)
        #expect(CardReplay.rating(for: Self.record(1, try: 1, at: 0), isFirstTry: true) == .easy)
    }
}
