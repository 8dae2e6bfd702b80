import Foundation

/// The configuration of an ``FSRSScheduler``: the 21 FSRS-6 model weights plus the scheduling options.
///
/// Durations follow py-fsrs: learning and relearning steps are in seconds, the maximum interval is in days.
package struct FSRSParameters: Codable, Equatable, Sendable {
    /// A reason why a set of parameters cannot drive a scheduler.
    package enum ValidationError: Error, Equatable, Sendable {
        /// There must be exactly 21 weights.
        case wrongWeightCount(Int)
        /// The weight at `index` lies outside the range FSRS-6 allows.
        case weightOutOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
        /// The desired retention must lie strictly between 0 and 1.
        case desiredRetentionOutOfBounds(Double)
        /// Every learning and relearning step must be a finite, non-negative number of seconds.
        case invalidStep(TimeInterval)
        /// The maximum interval must be at least one day.
        case maximumIntervalTooSmall(Int)
    }

    /// The FSRS-6 model weights `w[0]` … `w[20]`; `w[20]` is the decay of the forgetting curve.
    package var weights: [Double]
    /// The probability of recall the scheduler aims for when a review card comes due.
    package var desiredRetention: Double
    /// Intervals, in seconds, between reviews of a card in the learning state.
    package var learningSteps: [TimeInterval]
    /// Intervals, in seconds, between reviews of a card in the relearning state.
    package var relearningSteps: [TimeInterval]
    /// The longest interval, in days, a review card can be scheduled ahead.
    package var maximumInterval: Int
    /// Whether to randomly spread review intervals of three days or more by a few days.
    package var enableFuzzing: Bool

    /// Creates a configuration. Check it with ``validate()`` (``FSRSScheduler/init(parameters:randomUnit:)`` does).
    package init(
        weights: [Double],
        desiredRetention: Double,
        learningSteps: [TimeInterval],
        relearningSteps: [TimeInterval],
        maximumInterval: Int,
        enableFuzzing: Bool
    ) {
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.enableFuzzing = enableFuzzing
    }

    /// The default FSRS-6 weights, as shipped by py-fsrs 6.
    package static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// py-fsrs's defaults with fuzzing off: retention 0.9, learning steps 1 min and 10 min,
    /// one relearning step of 10 min, and a maximum interval of 36500 days.
    package static let `default` = FSRSParameters(
        weights: defaultWeights,
        desiredRetention: 0.9,
        learningSteps: [60, 600],
        relearningSteps: [600],
        maximumInterval: 36_500,
        enableFuzzing: false
    )

    /// Throws the first problem that would make these parameters unusable.
    ///
    /// The weight bounds are those py-fsrs enforces.
    package func validate() throws(ValidationError) {
        guard weights.count == Self.weightBounds.count else {
            throw .wrongWeightCount(weights.count)
        }
        for (index, (value, bounds)) in zip(weights, Self.weightBounds).enumerated() where !bounds.contains(value) {
            throw .weightOutOfBounds(index: index, value: value, bounds: bounds)
        }
        guard desiredRetention > 0, desiredRetention < 1 else {
            throw .desiredRetentionOutOfBounds(desiredRetention)
        }
        for step in learningSteps + relearningSteps where !(step.isFinite && step >= 0) {
            throw .invalidStep(step)
        }
        guard maximumInterval >= 1 else {
            throw .maximumIntervalTooSmall(maximumInterval)
        }
    }

    private static let weightBounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100,
        1...10, 0.001...4, 0.001...4, 0.001...0.75,
        0...4.5, 0...0.8, 0.001...3.5, 0.001...5,
        0.001...0.25, 0.001...0.9, 0...4, 0...1,
        1...6, 0...2, 0...2, 0...0.8,
        0.1...0.8,
    ]
}
