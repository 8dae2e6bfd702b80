import Foundation
import Testing

@testable import TutorCore

/// Reference schedules produced by py-fsrs 6.3.2 (default parameters, fuzzing off).
private struct ReferenceSchedules: Decodable {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let id: Int
        let reviews: [Review]

        var testDescription: String {
            "case \(id) (\(reviews.count) reviews)"
        }
    }

    struct Review: Decodable, Sendable {
        let reviewAt: Date
        let rating: Int
        let state: String
        let step: Int?
        let stability: Double
        let difficulty: Double
        let due: Date
    }

    let parameters: [Double]
    let desiredRetention: Double
    let learningStepsSeconds: [TimeInterval]
    let relearningStepsSeconds: [TimeInterval]
    let maximumIntervalDays: Int
    let cases: [Case]

    static func load() throws -> ReferenceSchedules {
        let url = try #require(
            Bundle.module.url(forResource: "fsrs6-reference-schedules", withExtension: "json", subdirectory: "Fixtures")
        )
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(ReferenceSchedules.self, from: Data(contentsOf: url))
    }
}

/// Every reference case starts from a new card due at this instant.
private let referenceStart = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01T09:00:00Z

private let minute: TimeInterval = 60
private let day: TimeInterval = 86_400

@Suite struct FSRSSchedulerTests {
    private let scheduler = FSRSScheduler()

    @Test func theReferenceFileUsesTheDefaultParameters() throws {
        let reference = try ReferenceSchedules.load()
        let defaults = FSRSParameters.default
        #expect(reference.parameters == defaults.weights)
        #expect(reference.desiredRetention == defaults.desiredRetention)
        #expect(reference.learningStepsSeconds == defaults.learningSteps)
        #expect(reference.relearningStepsSeconds == defaults.relearningSteps)
        #expect(reference.maximumIntervalDays == defaults.maximumInterval)
        #expect(defaults.enableFuzzing == false)
        #expect(!reference.cases.isEmpty)
    }

    @Test(arguments: try ReferenceSchedules.load().cases)
    fileprivate func eachReferenceScheduleIsReproducedExactly(_ referenceCase: ReferenceSchedules.Case) throws {
        var card = FSRSCard(due: referenceStart)
        for (index, expected) in referenceCase.reviews.enumerated() {
            let rating = try #require(FSRSRating(rawValue: expected.rating))
            card = scheduler.review(card, rating: rating, at: expected.reviewAt)
            let review = "review \(index + 1) (rating \(expected.rating) at \(expected.reviewAt))"
            let stability = try #require(card.stability, "\(review): stability")
            let difficulty = try #require(card.difficulty, "\(review): difficulty")

            #expect(card.state.rawValue == expected.state, "\(review): state")
            #expect(card.step == expected.step, "\(review): step")
            #expect(abs(stability - expected.stability) <= 1e-4, "\(review): stability \(stability)")
            #expect(abs(difficulty - expected.difficulty) <= 1e-4, "\(review): difficulty \(difficulty)")
            #expect(card.due == expected.due, "\(review): due \(card.due)")
            #expect(card.lastReview == expected.reviewAt, "\(review): last review")
        }
    }

    @Test func aNewCardRatedGoodMovesToLearningStepOneDueInTenMinutes() {
        let card = scheduler.review(FSRSCard(due: referenceStart), rating: .good, at: referenceStart)

        #expect(card.state == .learning)
        #expect(card.step == 1)
        #expect(card.due == referenceStart.addingTimeInterval(10 * minute))
        #expect(card.stability == FSRSParameters.defaultWeights[2])
        #expect(card.lastReview == referenceStart)
    }

    @Test func aNewCardRatedHardWaitsHalfwayBetweenTheFirstTwoLearningSteps() {
        let card = scheduler.review(FSRSCard(due: referenceStart), rating: .hard, at: referenceStart)

        #expect(card.state == .learning)
        #expect(card.step == 0)
        #expect(card.due == referenceStart.addingTimeInterval(5.5 * minute))
    }

    @Test func againOnAReviewCardEntersRelearningAtTheFirstRelearningStep() throws {
        var card = FSRSCard(due: referenceStart)
        card = scheduler.review(card, rating: .easy, at: referenceStart)
        #expect(card.state == .review)
        let stabilityBefore = try #require(card.stability)

        card = scheduler.review(card, rating: .again, at: card.due)

        #expect(card.state == .relearning)
        #expect(card.step == 0)
        #expect(card.due == card.lastReview?.addingTimeInterval(10 * minute))
        #expect(try #require(card.stability) < stabilityBefore)
    }

    @Test func aRelearningCardRatedGoodOnItsLastStepReturnsToReview() {
        let lapsed = FSRSCard(
            state: .relearning, step: 0, stability: 3, difficulty: 6, due: referenceStart, lastReview: referenceStart
        )
        let card = scheduler.review(lapsed, rating: .good, at: referenceStart.addingTimeInterval(10 * minute))

        #expect(card.state == .review)
        #expect(card.step == nil)
    }

    @Test func aSameDayHardReviewNeverLowersStability() {
        // py-fsrs 6.3.2 floors the short-term stability increase at 1 for Hard, not only Good and Easy.
        let learning = FSRSCard(
            state: .learning, step: 1, stability: 20, difficulty: 5, due: referenceStart, lastReview: referenceStart
        )
        let card = scheduler.review(learning, rating: .hard, at: referenceStart.addingTimeInterval(10 * minute))

        #expect(card.stability == 20)
        #expect(card.step == 1)
        #expect(card.due == referenceStart.addingTimeInterval(20 * minute))
    }

    @Test func intervalsNeverExceedTheMaximumInterval() throws {
        let veryStable = FSRSCard(
            state: .review, step: nil, stability: 1_000_000, difficulty: 1, due: referenceStart,
            lastReview: referenceStart.addingTimeInterval(-400 * day)
        )
        let card = scheduler.review(veryStable, rating: .easy, at: referenceStart)
        #expect(card.due == referenceStart.addingTimeInterval(36_500 * day))

        var parameters = FSRSParameters.default
        parameters.maximumInterval = 30
        let capped = try FSRSScheduler(parameters: parameters)
        var repeated = FSRSCard(due: referenceStart)
        for _ in 0..<12 {
            let reviewedAt = repeated.due
            repeated = capped.review(repeated, rating: .easy, at: reviewedAt)
            #expect(repeated.due.timeIntervalSince(reviewedAt) <= 30 * day)
        }
        #expect(repeated.due.timeIntervalSince(try #require(repeated.lastReview)) == 30 * day)
    }

    @Test func retrievabilityIsZeroBeforeTheFirstReviewAndNinetyPercentAfterOneStability() {
        #expect(scheduler.retrievability(of: FSRSCard(due: referenceStart), at: referenceStart) == 0)

        let card = FSRSCard(
            state: .review, step: nil, stability: 10, difficulty: 5, due: referenceStart, lastReview: referenceStart
        )
        #expect(abs(scheduler.retrievability(of: card, at: referenceStart.addingTimeInterval(10 * day)) - 0.9) < 1e-12)
        // Only whole elapsed days count, as in py-fsrs.
        #expect(scheduler.retrievability(of: card, at: referenceStart.addingTimeInterval(day - 1)) == 1)
    }

    @Test func fuzzedIntervalsStayNearTheUnfuzzedInterval() throws {
        let card = FSRSCard(
            state: .review, step: nil, stability: 30, difficulty: 5, due: referenceStart,
            lastReview: referenceStart.addingTimeInterval(-30 * day)
        )
        let plain = scheduler.review(card, rating: .good, at: referenceStart)
        let plainDays = plain.due.timeIntervalSince(referenceStart) / day

        var parameters = FSRSParameters.default
        parameters.enableFuzzing = true
        for unit in [0.0, 0.5, 0.999_999] {
            let fuzzing = try FSRSScheduler(parameters: parameters, randomUnit: { unit })
            let fuzzed = fuzzing.review(card, rating: .good, at: referenceStart)
            let fuzzedDays = fuzzed.due.timeIntervalSince(referenceStart) / day
            #expect(fuzzedDays == fuzzedDays.rounded())
            #expect(abs(fuzzedDays - plainDays) <= plainDays * 0.1 + 2)
            #expect(fuzzed.stability == plain.stability)
        }
    }

    @Test func invalidParametersAreRejected() {
        var parameters = FSRSParameters.default
        parameters.weights.removeLast()
        #expect(throws: FSRSParameters.ValidationError.wrongWeightCount(20)) {
            try FSRSScheduler(parameters: parameters)
        }

        parameters = .default
        parameters.desiredRetention = 1
        #expect(throws: FSRSParameters.ValidationError.desiredRetentionOutOfBounds(1)) {
            try FSRSScheduler(parameters: parameters)
        }
    }

    @Test func cardsSurviveAJSONRoundTrip() throws {
        let card = scheduler.review(FSRSCard(due: referenceStart), rating: .good, at: referenceStart)
        let decoded = try JSONDecoder().decode(FSRSCard.self, from: JSONEncoder().encode(card))
        #expect(decoded == card)

        let parameters = try JSONDecoder().decode(
            FSRSParameters.self, from: JSONEncoder().encode(FSRSParameters.default)
        )
        #expect(parameters == .default)
    }
}
