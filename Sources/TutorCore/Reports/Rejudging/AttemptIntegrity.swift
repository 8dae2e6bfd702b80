import Foundation

/// The flags a class's progress raises without judging any answer: answers that cannot be
/// (no text, typed faster than a person can, a score out of range, tries that do not add up)
/// and files that look copied (an attempt id under two learners, two learners with one name).
package enum AttemptIntegrity {
    /// Below this median time per attempt a learner's answers came through a pipe or a script
    /// (which record about 0 s), and the typing-speed rule says nothing about them.
    package static let typedSessionMedianSeconds = 1.0

    package static func flags(_ learners: [(name: String, preferences: Preferences)], course: Course)
        -> [ReportFlag]
    {
        var flags: [ReportFlag] = []
        var nameCounts: [String: Int] = [:]
        for learner in learners { nameCounts[learner.name, default: 0] += 1 }
        var owners: [String: Int] = [:]
        for (index, learner) in learners.enumerated() {
            if nameCounts[learner.name, default: 0] > 1 {
                flags.append(ReportFlag(learner: learner.name, reason: .sameNameAsAnotherLearner))
            }
            let questions = attemptsByQuestion(learner.preferences, course: course)
            let times = questions.flatMap { $0.attempts.map(\.seconds) }.sorted()
            let typed = !times.isEmpty && times[times.count / 2] >= typedSessionMedianSeconds
            var copiedFrom: Set<Int> = []
            for (question, attempts) in questions {
                var previous: AttemptRecord?
                for attempt in attempts {
                    func flag(_ reason: ReportFlag.Reason) {
                        flags.append(
                            ReportFlag(
                                learner: learner.name, questionID: question.id, attemptID: attempt.id, reason: reason))
                    }
                    if let owner = owners[attempt.id], owner != index {
                        if copiedFrom.insert(owner).inserted {
                            flag(.sameAttemptAsAnotherLearner(other: learners[owner].name))
                        }
                    } else {
                        owners[attempt.id] = index
                    }
                    if !(0...1).contains(attempt.score) { flag(.scoreOutOfRange(attempt.score)) }
                    let expected = previous.map { $0.continued ? $0.tryNumber + 1 : 1 } ?? 1
                    if attempt.tryNumber != 1, attempt.tryNumber != expected {
                        flag(.triesDoNotAddUp(tryNumber: attempt.tryNumber, expected: expected))
                    }
                    previous = attempt
                    guard !attempt.skipped else { continue }
                    let text = ClassRejudging.judgedText(attempt, question: question)
                    let characters = text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }
                        .count
                    if characters == 0 {
                        flag(.noAnswerText)
                    } else if typed, ClassRejudging.fasterThanTyping(seconds: attempt.seconds, characters: characters) {
                        flag(.fasterThanTyping(seconds: attempt.seconds, characters: characters))
                    }
                }
            }
        }
        return flags
    }

    /// The learners with every score brought into 0…1 (a score out of range is flagged, and
    /// counted as the nearest score that can be).
    package static func clampingScores(_ learners: [(name: String, preferences: Preferences)])
        -> [(name: String, preferences: Preferences)]
    {
        learners.map { learner in
            var preferences = learner.preferences
            for (courseID, progress) in preferences.courses {
                for (lessonID, lesson) in progress.lessons {
                    for (questionID, question) in lesson.questions
                    where question.attempts.contains(where: { !(0...1).contains($0.score) }) {
                        preferences.courses[courseID]?.lessons[lessonID]?.questions[questionID]?.attempts =
                            question.attempts.map { attempt in
                                var attempt = attempt
                                attempt.score = attempt.score.isNaN ? 0 : min(1, max(0, attempt.score))
                                attempt.isCorrect = attempt.score >= 1
                                return attempt
                            }
                    }
                }
            }
            return (learner.name, preferences)
        }
    }

    /// The flags in the order of the learners, then of the course's questions; learner-wide
    /// flags first.
    package static func sorted(
        _ flags: [ReportFlag], learners: [(name: String, preferences: Preferences)], course: Course
    ) -> [ReportFlag] {
        var learnerOrder: [String: Int] = [:]
        for (index, learner) in learners.enumerated() where learnerOrder[learner.name] == nil {
            learnerOrder[learner.name] = index
        }
        var questionOrder: [String: Int] = [:]
        for (index, question) in course.questions.enumerated() { questionOrder[question.id] = index }
        return flags.enumerated().sorted { left, right in
            let a = left.element
            let b = right.element
            let keyA = (learnerOrder[a.learner] ?? 0, a.questionID.flatMap { questionOrder[$0] } ?? -1)
            let keyB = (learnerOrder[b.learner] ?? 0, b.questionID.flatMap { questionOrder[$0] } ?? -1)
            if keyA != keyB { return keyA < keyB }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// The course's questions this learner tried, in course order, each with its attempts in
    /// the order they were made.
    private static func attemptsByQuestion(_ preferences: Preferences, course: Course)
        -> [(question: Question, attempts: [AttemptRecord])]
    {
        guard let progress = preferences.courses[course.id] else { return [] }
        var attempts: [String: [AttemptRecord]] = [:]
        for lesson in progress.lessons.values {
            for (id, question) in lesson.questions { attempts[id, default: []] += question.attempts }
        }
        return course.questions.compactMap { question in
            guard let found = attempts[question.id], !found.isEmpty else { return nil }
            return (question, found.sorted { $0.at < $1.at })
        }
    }
}
