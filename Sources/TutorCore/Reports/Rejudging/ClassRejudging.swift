import Foundation

/// A class's stored answers judged again with the instructor's copy of the course, so that a
/// grade is the instructor's verdict and not the learner's file (docs/REPORTS.md, "Re-judging").
///
/// Every attempt that is not a shown solution gets the instructor's score; what the file claimed
/// and the verdict disagree on is flagged per attempt, as are answers that cannot be (no text,
/// typed too fast, scores out of range, tries that do not add up) and files that look copied
/// (the same attempt id under two learners, two learners with one name). Distinct answers are
/// judged once each, in parallel, and cached on disk by content.
package struct ClassRejudging: Sendable {
    /// Judges one complete answer (steps one per line) to a question as one try.
    package typealias Judge = @Sendable (_ answer: String, _ question: Question) -> CheckOutcome

    /// The class after judging.
    package struct Result: Sendable {
        /// The learners in the order given, every judged attempt's `score` and `isCorrect`
        /// replaced by the verdict.
        package var learners: [(name: String, preferences: Preferences)]
        package var flags: [ReportFlag]
        /// For each attempt judged not right, a short label of the check it failed.
        package var failedChecks: [String: String]
        /// Distinct answers judged (or found in the cache), and those that could not be.
        package var judged: Int
        package var notJudged: Int
    }

    package var course: Course
    package var judge: Judge
    package var cache: VerdictCache?
    /// Part of every cache key: verdicts from another build of the checker are not reused.
    package var checkerVersion: String

    package init(course: Course, checkerVersion: String, cache: VerdictCache?, judge: @escaping Judge) {
        self.course = course
        self.checkerVersion = checkerVersion
        self.cache = cache
        self.judge = judge
    }

    /// Below this many characters (not counting white space) no answer is called too fast.
    package static let shortestTimedAnswer = 30
    /// Characters per second above which an answer was not typed by a person (about three times
    /// a fast typist's pace).
    package static let fastestTyping = 15.0

    /// True when `characters` (white space not counted) cannot have been typed in `seconds`.
    package static func fasterThanTyping(seconds: Double, characters: Int) -> Bool {
        characters >= shortestTimedAnswer && seconds < Double(characters) / fastestTyping
    }

    /// The learners' answers judged again, with the flags and failed checks.
    /// - Parameter progress: told the number of distinct answers judged so far and their total,
    ///   from any thread.
    package func rejudge(
        _ learners: [(name: String, preferences: Preferences)],
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Result {
        var flags = AttemptIntegrity.flags(learners, course: course)
        var prefixes: [String: String] = [:]
        for question in course.questions { prefixes[question.id] = keyPrefix(question) }
        func cacheKey(_ answer: String, question: Question) -> String { (prefixes[question.id] ?? "") + answer }
        // Each distinct (question, answer) once.
        var work: [(key: String, answer: String, question: Question)] = []
        var seen: Set<String> = []
        for learner in learners {
            forEachAttempt(learner.preferences) { attempt, question in
                guard !attempt.skipped else { return }
                let answer = Self.judgedText(attempt, question: question)
                let key = cacheKey(answer, question: question)
                if seen.insert(key).inserted { work.append((key, answer, question)) }
            }
        }
        let done = Locked(0)
        let total = work.count
        let keys = work.map(\.key)
        progress?(0, total)
        let verdicts = work.concurrentMap { item -> JudgedAnswer? in
            defer {
                let count = done.withLock { value -> Int in
                    value += 1
                    return value
                }
                progress?(count, total)
            }
            if let cached = cache?.verdict(for: item.key) { return cached }
            guard let verdict = JudgedAnswer(judge(item.answer, item.question)) else { return nil }
            cache?.store(verdict, for: item.key)
            return verdict
        }
        let byKey = Dictionary(uniqueKeysWithValues: zip(keys, verdicts))
        var failedChecks: [String: String] = [:]
        var judgedLearners = learners
        for index in judgedLearners.indices {
            let name = judgedLearners[index].name
            rewriteAttempts(&judgedLearners[index].preferences) { attempt, question in
                guard !attempt.skipped else { return }
                let key = cacheKey(Self.judgedText(attempt, question: question), question: question)
                guard let verdict = byKey[key] ?? nil else {
                    flags.append(
                        ReportFlag(
                            learner: name, questionID: question.id, attemptID: attempt.id, reason: .notRejudged))
                    return
                }
                if let reason = Self.disagreement(claimed: attempt.score, judged: verdict.score) {
                    flags.append(
                        ReportFlag(learner: name, questionID: question.id, attemptID: attempt.id, reason: reason))
                }
                attempt.score = verdict.score
                attempt.isCorrect = verdict.isCorrect
                if !verdict.isCorrect { failedChecks[attempt.id] = verdict.failedCheck }
            }
        }
        let notJudged = verdicts.filter { $0 == nil }.count
        return Result(
            learners: AttemptIntegrity.clampingScores(judgedLearners),
            flags: AttemptIntegrity.sorted(flags, learners: learners, course: course), failedChecks: failedChecks,
            judged: total - notJudged,
            notJudged: notJudged)
    }

    /// The answer as the judge takes it: the steps one per line, else the stored text split at
    /// " / " for a question answered in steps. Of a bug's steps only the last line picked and
    /// its fix count (a learner may pick another line before fixing one).
    package static func judgedText(_ attempt: AttemptRecord, question: Question) -> String {
        var steps: [String]
        if let recorded = attempt.steps {
            steps = recorded
        } else {
            let parts = attempt.answer.components(separatedBy: " / ")
            switch question.payload {
            case .tree, .bug:
                steps = parts
            case .blank(_, let blanks, _) where blanks.count > 1 && parts.count > blanks.count:
                steps = Array(parts[..<(blanks.count - 1)]) + [parts[(blanks.count - 1)...].joined(separator: " / ")]
            case .blank(_, let blanks, _) where blanks.count > 1:
                steps = parts
            default:
                steps = [attempt.answer]
            }
        }
        if case .bug = question.payload,
            let pick = steps.lastIndex(where: { $0.wholeMatch(of: /line \d+/) != nil })
        {
            steps = Array(steps[pick...])
            // A fix holding " / " was split with the rest: join it back.
            if attempt.steps == nil, steps.count > 2 { steps = [steps[0], steps.dropFirst().joined(separator: " / ")] }
        }
        return steps.joined(separator: "\n")
    }

    /// The flag for a stored score the verdict disagrees with, if any.
    private static func disagreement(claimed: Double, judged: Double) -> ReportFlag.Reason? {
        if claimed >= 1, judged < 1 { return .claimedRightJudgedWrong(judged: judged) }
        if claimed < 1, judged >= 1 { return .claimedWrongJudgedRight(claimed: claimed) }
        if abs(claimed - judged) > 1e-9 { return .claimedScoreDiffers(claimed: claimed, judged: judged) }
        return nil
    }

    /// What every cache key of a question starts with: the checker's version, the question's id
    /// and content hash, and its tree's.
    private func keyPrefix(_ question: Question) -> String {
        var tree = ""
        if case .tree(let id, _, _) = question.payload { tree = course.trees[id].map { "\($0)" } ?? "" }
        if case .wrapper(_, _, let id?, _) = question.payload { tree = course.trees[id].map { "\($0)" } ?? "" }
        return [checkerVersion, question.id, question.contentHash, ContentHash.of(tree), ""].joined(separator: "\u{0}")
    }

    /// Each attempt at a question of the course, with the question.
    private func forEachAttempt(_ preferences: Preferences, _ body: (AttemptRecord, Question) -> Void) {
        guard let progress = preferences.courses[course.id] else { return }
        for lesson in progress.lessons.values {
            for (id, question) in lesson.questions {
                guard let asked = course.question(withID: id) else { continue }
                for attempt in question.attempts { body(attempt, asked) }
            }
        }
    }

    private func rewriteAttempts(_ preferences: inout Preferences, _ body: (inout AttemptRecord, Question) -> Void) {
        guard var progress = preferences.courses[course.id] else { return }
        for (lessonID, lesson) in progress.lessons {
            for (id, question) in lesson.questions {
                guard let asked = course.question(withID: id) else { continue }
                var attempts = question.attempts
                for index in attempts.indices { body(&attempts[index], asked) }
                progress.lessons[lessonID]?.questions[id]?.attempts = attempts
            }
        }
        preferences.courses[course.id] = progress
    }
}
