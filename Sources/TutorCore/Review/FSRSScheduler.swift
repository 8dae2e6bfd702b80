import Foundation

/// Schedules reviews with the FSRS-6 algorithm, as a faithful port of py-fsrs 6's `Scheduler`.
///
/// The scheduler never reads the clock: every review and retrievability query takes the time
/// explicitly. With ``FSRSParameters/default`` it reproduces py-fsrs 6.3.2 (fuzzing off) exactly.
package struct FSRSScheduler: Sendable {
    /// The configuration this scheduler was created with.
    package let parameters: FSRSParameters

    /// `-w[20]`, the (negative) exponent of the power forgetting curve.
    private let decay: Double
    /// `0.9^(1/decay) - 1`, chosen so that retrievability is 0.9 when elapsed days equal stability.
    private let factor: Double
    /// Returns a number in `0..<1`; only used when fuzzing is enabled.
    private let randomUnit: @Sendable () -> Double

    private static let secondsPerDay: TimeInterval = 86_400
    private static let minimumStability = 0.001
    private static let difficultyRange = 1.0...10.0
    /// Python's `math.e`; py-fsrs raises it with `**` (C `pow`) rather than calling `exp`.
    private static let e = 2.718281828459045

    /// Creates a scheduler with ``FSRSParameters/default``.
    package init() {
        self.init(validated: .default, randomUnit: { Double.random(in: 0..<1) })
    }

    /// Creates a scheduler after checking `parameters` with ``FSRSParameters/validate()``.
    ///
    /// - Parameter randomUnit: The source of fuzz, returning values in `0..<1`. Inject a fixed
    ///   function to make fuzzed schedules deterministic.
    package init(
        parameters: FSRSParameters,
        randomUnit: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) throws(FSRSParameters.ValidationError) {
        try parameters.validate()
        self.init(validated: parameters, randomUnit: randomUnit)
    }

    private init(validated parameters: FSRSParameters, randomUnit: @escaping @Sendable () -> Double) {
        self.parameters = parameters
        self.randomUnit = randomUnit
        decay = -parameters.weights[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    // MARK: - Public API

    /// The predicted probability that `card` is recalled at `date`.
    ///
    /// Like py-fsrs, elapsed time counts only whole days since the last review, and a card
    /// that has never been reviewed has retrievability 0.
    package func retrievability(of card: FSRSCard, at date: Date) -> Double {
        guard let lastReview = card.lastReview, let stability = card.stability else {
            return 0
        }
        let elapsedDays = max(0, Self.wholeDays(from: lastReview, to: date))
        return pow(1 + factor * Double(elapsedDays) / stability, decay)
    }

    /// Returns `card` after a review rated `rating` at `date`: its new state, step, memory and due date.
    package func review(_ card: FSRSCard, rating: FSRSRating, at date: Date) -> FSRSCard {
        var card = card
        let daysSinceLastReview = card.lastReview.map { Self.wholeDays(from: $0, to: date) }
        let memory = nextMemory(of: card, rating: rating, at: date, daysSinceLastReview: daysSinceLastReview)
        card.stability = memory.stability
        card.difficulty = memory.difficulty

        var interval: TimeInterval
        switch card.state {
        case .learning:
            let outcome = stepOutcome(
                steps: parameters.learningSteps, step: card.step ?? 0, rating: rating, stability: memory.stability
            )
            card.state = outcome.graduated ? .review : .learning
            card.step = outcome.step
            interval = outcome.interval
        case .relearning:
            let outcome = stepOutcome(
                steps: parameters.relearningSteps, step: card.step ?? 0, rating: rating, stability: memory.stability
            )
            card.state = outcome.graduated ? .review : .relearning
            card.step = outcome.step
            interval = outcome.interval
        case .review:
            if rating == .again, let firstStep = parameters.relearningSteps.first {
                card.state = .relearning
                card.step = 0
                interval = firstStep
            } else {
                interval = days(nextIntervalDays(stability: memory.stability))
            }
        }

        if parameters.enableFuzzing && card.state == .review {
            interval = fuzzed(interval)
        }
        card.due = date.addingTimeInterval(interval)
        card.lastReview = date
        return card
    }

    // MARK: - Scheduling

    /// What the learning or relearning steps make of a review.
    private struct StepOutcome {
        var graduated: Bool
        var step: Int?
        var interval: TimeInterval
    }

    /// The learning-step logic py-fsrs shares between the learning and relearning states.
    private func stepOutcome(steps: [TimeInterval], step: Int, rating: FSRSRating, stability: Double) -> StepOutcome {
        let step = max(step, 0)  // a stored card could carry a corrupt negative step
        var graduation: StepOutcome {
            StepOutcome(graduated: true, step: nil, interval: days(nextIntervalDays(stability: stability)))
        }
        // A card left on a step beyond the configured ones (the steps were shortened) graduates
        // on any passing rating, as in py-fsrs.
        if steps.isEmpty || (step >= steps.count && rating != .again) {
            return graduation
        }
        switch rating {
        case .again:
            return StepOutcome(graduated: false, step: 0, interval: steps[0])
        case .hard:
            // The step stays the same. On the first step Hard waits between the first and second
            // step (or 1.5 × the only step); timedelta arithmetic keeps microseconds.
            let interval: TimeInterval
            if step == 0 && steps.count == 1 {
                interval = Self.microsecondRounded(steps[0] * 1.5)
            } else if step == 0 {
                interval = Self.microsecondRounded((steps[0] + steps[1]) / 2)
            } else {
                interval = steps[step]
            }
            return StepOutcome(graduated: false, step: step, interval: interval)
        case .good:
            if step + 1 == steps.count {
                return graduation
            }
            return StepOutcome(graduated: false, step: step + 1, interval: steps[step + 1])
        case .easy:
            return graduation
        }
    }

    /// The whole-day interval at which retrievability falls to the desired retention,
    /// rounded half-to-even like Python's `round`, then kept within 1...maximumInterval.
    private func nextIntervalDays(stability: Double) -> Int {
        let raw = (stability / factor) * (pow(parameters.desiredRetention, 1 / decay) - 1)
        return clampedDays(raw.rounded(.toNearestOrEven))
    }

    /// py-fsrs's fuzz: a random whole number of days around `interval`, for intervals of 3 days or more.
    private func fuzzed(_ interval: TimeInterval) -> TimeInterval {
        let intervalDays = Self.wholeDays(seconds: interval)
        guard Double(intervalDays) >= 2.5 else {
            return interval
        }
        let ranges: [(start: Double, end: Double, factor: Double)] = [
            (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
        ]
        var delta = 1.0
        for range in ranges {
            delta += range.factor * max(min(Double(intervalDays), range.end) - range.start, 0)
        }
        var minimumDays = Int((Double(intervalDays) - delta).rounded(.toNearestOrEven))
        let maximumDays = min(Int((Double(intervalDays) + delta).rounded(.toNearestOrEven)), parameters.maximumInterval)
        minimumDays = min(max(2, minimumDays), maximumDays)
        let spread = Double(maximumDays - minimumDays + 1)
        let fuzzedDays = randomUnit() * spread + Double(minimumDays)
        return days(min(clampedDays(fuzzedDays.rounded(.toNearestOrEven)), parameters.maximumInterval))
    }

    private func days(_ count: Int) -> TimeInterval {
        TimeInterval(count) * Self.secondsPerDay
    }

    /// Converts a rounded day count to `Int` within 1...maximumInterval without trapping.
    private func clampedDays(_ value: Double) -> Int {
        guard !value.isNaN else {
            return 1
        }
        return Int(min(max(value, 1), Double(parameters.maximumInterval)))
    }

    // MARK: - Memory model

    /// The stability and difficulty after a review, as py-fsrs computes them in every state:
    /// initial values for a new card, the short-term formula for a review less than a whole
    /// day after the last one, and the long-term formulas otherwise.
    private func nextMemory(
        of card: FSRSCard,
        rating: FSRSRating,
        at date: Date,
        daysSinceLastReview: Int?
    ) -> (stability: Double, difficulty: Double) {
        guard let stability = card.stability, let difficulty = card.difficulty else {
            return (initialStability(rating), clampedDifficulty(initialDifficulty(rating)))
        }
        let nextStability: Double
        if let daysSinceLastReview, daysSinceLastReview < 1 {
            nextStability = shortTermStability(stability, rating: rating)
        } else {
            let recall = retrievability(of: card, at: date)
            nextStability = longTermStability(stability, difficulty: difficulty, retrievability: recall, rating: rating)
        }
        return (nextStability, nextDifficulty(difficulty, rating: rating))
    }

    private var w: [Double] {
        parameters.weights
    }

    private func initialStability(_ rating: FSRSRating) -> Double {
        clampedStability(w[rating.rawValue - 1])
    }

    /// `D0(G) = w4 - e^(w5 (G - 1)) + 1`, unclamped.
    private func initialDifficulty(_ rating: FSRSRating) -> Double {
        w[4] - pow(Self.e, w[5] * Double(rating.rawValue - 1)) + 1
    }

    /// Linear damping towards 10, then mean reversion towards the unclamped `D0(easy)`.
    private func nextDifficulty(_ difficulty: Double, rating: FSRSRating) -> Double {
        let deltaDifficulty = -(w[6] * Double(rating.rawValue - 3))
        let damped = difficulty + (10 - difficulty) * deltaDifficulty / 9
        let reverted = w[7] * initialDifficulty(.easy) + (1 - w[7]) * damped
        return clampedDifficulty(reverted)
    }

    /// `S' = S · e^(w17 (G - 3 + w18)) · S^(-w19)`, for reviews less than a whole day apart.
    ///
    /// A passing rating never lowers stability: the increase is floored at 1 for Hard as well as
    /// Good and Easy. py-fsrs 6.3.2 added Hard to the floor (6.3.1 and earlier let a same-day Hard
    /// shrink stability), matching the FSRS-6 benchmark model.
    private func shortTermStability(_ stability: Double, rating: FSRSRating) -> Double {
        var increase = pow(Self.e, w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if rating != .again {
            increase = max(increase, 1)
        }
        return clampedStability(stability * increase)
    }

    private func longTermStability(
        _ stability: Double,
        difficulty: Double,
        retrievability: Double,
        rating: FSRSRating
    ) -> Double {
        let next: Double
        if rating == .again {
            let longTerm =
                w[11]
                * pow(difficulty, -w[12])
                * (pow(stability + 1, w[13]) - 1)
                * pow(Self.e, (1 - retrievability) * w[14])
            let shortTerm = stability / pow(Self.e, w[17] * w[18])
            next = min(longTerm, shortTerm)
        } else {
            let hardPenalty = rating == .hard ? w[15] : 1
            let easyBonus = rating == .easy ? w[16] : 1
            next =
                stability
                * (1
                    + pow(Self.e, w[8])
                    * (11 - difficulty)
                    * pow(stability, -w[9])
                    * (pow(Self.e, (1 - retrievability) * w[10]) - 1)
                    * hardPenalty
                    * easyBonus)
        }
        return clampedStability(next)
    }

    private func clampedStability(_ stability: Double) -> Double {
        max(stability, Self.minimumStability)
    }

    private func clampedDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }

    // MARK: - Time arithmetic

    /// Python's `(later - earlier).days`: whole days, floored, at microsecond resolution.
    private static func wholeDays(from earlier: Date, to later: Date) -> Int {
        wholeDays(seconds: later.timeIntervalSince(earlier))
    }

    private static func wholeDays(seconds: TimeInterval) -> Int {
        guard seconds.isFinite else {
            return seconds > 0 ? Int.max : Int.min
        }
        let microseconds = (seconds * 1_000_000).rounded(.toNearestOrEven)
        let dayCount = (microseconds / (secondsPerDay * 1_000_000)).rounded(.down)
        return Int(max(min(dayCount, Double(Int32.max)), Double(Int32.min)))
    }

    /// Rounds to whole microseconds, half-to-even, as Python's `timedelta` arithmetic does.
    private static func microsecondRounded(_ seconds: TimeInterval) -> TimeInterval {
        (seconds * 1_000_000).rounded(.toNearestOrEven) / 1_000_000
    }
}
