import Foundation

extension ClassReport {
    /// How one question went across the class: counts, the full distribution of the answers
    /// given, and the facility and discrimination indices of Moodle's quiz statistics.
    package struct ItemAnalysis: Encodable, Sendable, Equatable {
        package var questionID: String
        package var lessonID: String
        package var kind: QuestionKind
        package var concepts: [String]
        /// Students with at least one attempt (a skip counts).
        package var students: Int
        /// Every attempt by every student, skips included.
        package var attempts: Int
        package var skips: Int
        /// Students whose first attempt was right.
        package var firstTryCorrect: Int
        /// `firstTryCorrect / students`.
        package var firstTryAccuracy: Double?
        package var hintsUsed: Int
        /// `hintsUsed / attempts`.
        package var meanHintsPerAttempt: Double?
        /// The wrong answer given most often, normalised (``ClassReport/normalized(_:)``); ties go to
        /// the alphabetically first. Nil when nobody answered wrong.
        package var commonWrongAnswer: String?
        package var commonWrongAnswerCount: Int
        /// Every answer that ended a visit to the question, and each student's first try, grouped
        /// the way the checker reads them (``ResponseTally``).
        package var responses: [ResponseCount]
        /// Students whose item score counts in ``facility`` and ``discrimination``: those with a
        /// try that ended the question.
        package var scoredStudents: Int
        /// Moodle's facility index, as a fraction: the mean item score over the highest it can be,
        /// 0 (nobody earned anything) to 1 (everyone earned it all). Nil with no scored student.
        package var facility: Double?
        /// Moodle's discrimination index, as a fraction: the correlation of the item score with the
        /// score on the rest of the course, −1 to 1. Nil with fewer than two scored students, or
        /// when either score is the same for all of them.
        package var discrimination: Double?

        /// - Parameters:
        ///   - records: the question's record for each student.
        ///   - scores: each student's item score (``ItemScores``), in the same order.
        ///   - totals: each student's total of item scores over the course, in the same order.
        ///   - failedChecks: attempt id → the check the attempt failed when judged again.
        init(
            _ records: [LearnerReport.QuestionRecord], lesson: Lesson, question: Question, scores: [Double?],
            totals: [Double], failedChecks: [String: String]
        ) {
            let attempts = records.flatMap(\.attempts)
            let firstTries = records.compactMap(\.isFirstTryCorrect)
            let hints = attempts.filter { !$0.continued }.map(\.hintsUsed).saturatingSum()
            var wrongAnswers: [String: Int] = [:]
            for attempt in attempts where !attempt.skipped && !attempt.isCorrect {
                wrongAnswers[normalized(attempt.answer), default: 0] += 1
            }
            let common = wrongAnswers.min { ($1.value, $0.key) < ($0.value, $1.key) }
            var tally = ResponseTally(question: question, failedChecks: failedChecks)
            for record in records {
                for (index, attempt) in record.attempts.enumerated() {
                    tally.add(attempt, isFinal: !attempt.continued, isFirstTry: index == 0)
                }
            }
            let scored = zip(scores, totals).compactMap { score, total in score.map { ($0, total - $0) } }
            let maximum = Double(max(1, question.points))
            questionID = question.id
            lessonID = lesson.id
            kind = question.kind
            concepts = LearnerReport.QuestionRecord.concepts(of: question, in: lesson)
            students = firstTries.count
            self.attempts = attempts.count
            skips = attempts.filter(\.skipped).count
            firstTryCorrect = firstTries.filter { $0 }.count
            firstTryAccuracy = LearnerReport.share(firstTryCorrect, of: firstTries.count)
            hintsUsed = hints
            meanHintsPerAttempt = LearnerReport.share(hints, of: attempts.count)
            commonWrongAnswer = common?.key
            commonWrongAnswerCount = common?.value ?? 0
            responses = tally.counts
            scoredStudents = scored.count
            facility = scored.isEmpty ? nil : scored.map(\.0).reduce(0, +) / Double(scored.count) / maximum
            discrimination = Self.correlation(scored.map(\.0), scored.map(\.1))
        }

        /// Pearson's correlation coefficient; nil with fewer than two pairs or no spread in either.
        static func correlation(_ xs: [Double], _ ys: [Double]) -> Double? {
            guard xs.count == ys.count, xs.count >= 2 else { return nil }
            let count = Double(xs.count)
            let meanX = xs.reduce(0, +) / count
            let meanY = ys.reduce(0, +) / count
            var covariance = 0.0
            var varianceX = 0.0
            var varianceY = 0.0
            for (x, y) in zip(xs, ys) {
                covariance += (x - meanX) * (y - meanY)
                varianceX += (x - meanX) * (x - meanX)
                varianceY += (y - meanY) * (y - meanY)
            }
            // Sums of a few hundred scores: anything this small is rounding, not spread.
            guard varianceX > 1e-12, varianceY > 1e-12 else { return nil }
            return covariance / (varianceX * varianceY).squareRoot()
        }
    }
}
