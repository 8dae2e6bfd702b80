import Foundation

/// One learner's progress in one course: totals, progress per lesson, the weakest concepts, spaced
/// reviews, and the questions edited since the learner answered them.
///
/// Only the progress stored for `course.id` counts, and only for questions still in the course.
///
/// - Answered: attempts that were not skipped; accuracy is correct answers over answered ones.
/// - First try: per question with at least one attempt, whether its first attempt was right (a
///   skipped first attempt is a miss).
/// - Time spent (`secondsSpent`): the sum of the attempts' `seconds`, skips included — the time from
///   showing each question to its verdict. Sessions are reported on their own (`sessions`,
///   `sessionSeconds`: the sum of end − start of the sessions that ended) and are not added to it.
/// - Concepts: a question's own `concepts`, or its lesson's when it lists none.
/// - Accuracies are absent (`nil`) when there is nothing to divide by.
package struct LearnerReport: Encodable, Sendable {
    /// How far the learner got in one lesson.
    package struct LessonSummary: Encodable, Sendable, Equatable {
        package var id: String
        package var title: String
        /// Questions answered right at least once.
        package var questionsRight: Int
        package var questions: Int
        /// Distinct pages seen (indexes of pages that still exist).
        package var sectionsSeen: Int
        package var sections: Int
        package var completedAt: Date?
    }

    /// A lesson the learner finished.
    package struct CompletedLesson: Encodable, Sendable, Equatable {
        package var id: String
        package var title: String
        package var completedAt: Date
    }

    /// How well the learner does on one concept, and where to read about it again.
    package struct ConceptAccuracy: Encodable, Sendable, Equatable {
        package var concept: String
        package var answered: Int
        package var correct: Int
        package var accuracy: Double
        /// The first lesson that teaches the concept, else the lesson of its first question.
        package var revisitLesson: String
    }

    /// A question's next spaced review.
    package struct Review: Encodable, Sendable, Equatable {
        package var questionID: String
        package var lessonID: String
        package var due: Date
    }

    /// A question whose text changed after the learner's latest attempt at it.
    package struct ChangedQuestion: Encodable, Sendable, Equatable {
        package var questionID: String
        package var lessonID: String
        package var lastAttemptAt: Date?
    }

    /// At most this many weakest concepts and reviews of each kind are listed.
    package static let listLimit = 5

    package var name: String
    package var courseID: String
    package var courseTitle: String
    package var generatedAt: Date

    package var answered: Int
    package var correct: Int
    package var skipped: Int
    package var accuracy: Double?
    /// Questions of the course with at least one attempt, and all questions of the course.
    package var questionsAttempted: Int
    package var questions: Int
    package var firstTryCorrect: Int
    package var firstTryAccuracy: Double?
    package var secondsSpent: Double
    package var hintsUsed: Int
    package var sessions: Int
    package var sessionSeconds: Double

    package var completedLessons: [CompletedLesson]
    package var lessons: [LessonSummary]
    /// Lowest accuracy first (then most answered, then by id), at most ``listLimit``.
    package var weakestConcepts: [ConceptAccuracy]
    /// How many cards are due at `generatedAt`.
    package var reviewsDue: Int
    /// The most overdue of them, at most ``listLimit``.
    package var dueReviews: [Review]
    /// The next cards to fall due after `generatedAt`, soonest first, at most ``listLimit``.
    package var upcomingReviews: [Review]
    package var changedQuestions: [ChangedQuestion]
    /// Answers recorded in assessment mode, awaiting the instructor's verdict (counted in
    /// `answered`, never in `correct`).
    package var awaitingVerdict = 0
    /// Points earned, lessons completed and where the learner is (``LearnerGrade``).
    package var grade: LearnerGrade

    /// False when nothing at all is recorded for the course: no attempt, page seen or lesson completed.
    package var hasProgress: Bool {
        answered + skipped > 0 || !completedLessons.isEmpty || lessons.contains { $0.sectionsSeen > 0 }
    }

    /// - Parameters:
    ///   - preferences: the learner's preferences file.
    ///   - course: the course to report on; progress for other courses is ignored.
    ///   - now: the moment reviews are due against.
    ///   - name: how the report names the learner.
    package init(preferences: Preferences, course: Course, now: Date, name: String) {
        let records = QuestionRecord.all(in: preferences, course: course)
        let attempts = records.flatMap(\.attempts)
        let answeredAttempts = attempts.filter { !$0.skipped }
        self.name = name
        courseID = course.id
        courseTitle = course.title
        generatedAt = now

        answered = answeredAttempts.count
        correct = answeredAttempts.filter(\.isCorrect).count
        skipped = attempts.count - answeredAttempts.count
        accuracy = Self.share(correct, of: answered)
        let firstTries = records.compactMap(\.isFirstTryCorrect)
        questionsAttempted = firstTries.count
        questions = records.count
        firstTryCorrect = firstTries.filter { $0 }.count
        firstTryAccuracy = Self.share(firstTryCorrect, of: firstTries.count)
        // A try that left the question open is counted again (time and hints so far) by the one
        // that ended it.
        let visits = attempts.filter { !$0.continued }
        secondsSpent = visits.map(\.seconds).reduce(0, +)
        hintsUsed = visits.map(\.hintsUsed).saturatingSum()
        let sessionRecords = preferences.progress(course: course.id).sessions
        sessions = sessionRecords.count
        sessionSeconds = sessionRecords.compactMap { session in
            session.end.map { max(0, $0.timeIntervalSince(session.start)) }
        }.reduce(0, +)

        var completed: [CompletedLesson] = []
        var summaries: [LessonSummary] = []
        // Counted in one pass over the records: a filter per lesson made this quadratic in the
        // size of the course.
        var rightByLesson: [String: Int] = [:]
        for record in records where record.wasAnsweredRight {
            rightByLesson[record.lesson.id, default: 0] += 1
        }
        for lesson in course.lessons {
            let progress = preferences.progress(course: course.id, lesson: lesson.id)
            let seen = Set(progress.sectionsSeen.filter { lesson.sections.indices.contains($0) })
            summaries.append(
                LessonSummary(
                    id: lesson.id, title: lesson.title,
                    questionsRight: rightByLesson[lesson.id] ?? 0,
                    questions: lesson.questions.count, sectionsSeen: seen.count, sections: lesson.sections.count,
                    completedAt: progress.completedAt))
            if let completedAt = progress.completedAt {
                completed.append(CompletedLesson(id: lesson.id, title: lesson.title, completedAt: completedAt))
            }
        }
        completedLessons = completed
        lessons = summaries

        weakestConcepts = Array(Self.conceptAccuracies(records, course: course).prefix(Self.listLimit))

        let reviews = records.compactMap { record in
            record.card.map { Review(questionID: record.question.id, lessonID: record.lesson.id, due: $0.due) }
        }.sorted { ($0.due, $0.questionID) < ($1.due, $1.questionID) }
        let due = reviews.filter { $0.due <= now }
        reviewsDue = due.count
        dueReviews = Array(due.prefix(Self.listLimit))
        upcomingReviews = Array(reviews.filter { $0.due > now }.prefix(Self.listLimit))

        changedQuestions = records.filter(\.isChanged).map {
            ChangedQuestion(questionID: $0.question.id, lessonID: $0.lesson.id, lastAttemptAt: $0.attempts.last?.at)
        }
        awaitingVerdict = answeredAttempts.count(where: \.awaitingVerdict)
        grade = LearnerGrade(preferences: preferences, course: course, name: name)
    }

    /// `part / whole`, or nil when `whole` is 0.
    package static func share(_ part: Int, of whole: Int) -> Double? {
        whole > 0 ? Double(part) / Double(whole) : nil
    }

    /// Every concept with at least one answered attempt, weakest first. The lesson to revisit is
    /// the first lesson teaching the concept (its `concepts`) that the learner has not yet got
    /// all right on it; when every lesson teaching it went perfectly (or none teaches it), the
    /// lesson where the answers on it went worst.
    private static func conceptAccuracies(_ records: [QuestionRecord], course: Course) -> [ConceptAccuracy] {
        var tallies: [String: (answered: Int, correct: Int)] = [:]
        var perLesson: [String: [String: (answered: Int, correct: Int)]] = [:]
        for record in records {
            // An answer awaiting the instructor's verdict says nothing yet about a concept.
            let answered = record.answered.filter { !$0.awaitingVerdict }
            guard !answered.isEmpty else { continue }
            let correct = answered.filter(\.isCorrect).count
            for concept in record.concepts {
                var tally = tallies[concept] ?? (0, 0)
                tally.answered += answered.count
                tally.correct += correct
                tallies[concept] = tally
                var lessonTally = perLesson[concept, default: [:]][record.lesson.id] ?? (0, 0)
                lessonTally.answered += answered.count
                lessonTally.correct += correct
                perLesson[concept, default: [:]][record.lesson.id] = lessonTally
            }
        }
        var position: [String: Int] = [:]
        for (index, lesson) in course.lessons.enumerated() where position[lesson.id] == nil {
            position[lesson.id] = index
        }
        func revisit(_ concept: String) -> String {
            let lessons = perLesson[concept] ?? [:]
            let teaching = course.lessons.filter { $0.concepts.contains(concept) }.map(\.id)
            if let lesson = teaching.first(where: { id in lessons[id].map { $0.correct < $0.answered } ?? true }) {
                return lesson
            }
            let worst = lessons.min { lhs, rhs in
                let left = Double(lhs.value.correct) / Double(lhs.value.answered)
                let right = Double(rhs.value.correct) / Double(rhs.value.answered)
                return (left, position[lhs.key] ?? .max) < (right, position[rhs.key] ?? .max)
            }
            return worst?.key ?? teaching.first ?? ""
        }
        return tallies.map { concept, tally in
            ConceptAccuracy(
                concept: concept, answered: tally.answered, correct: tally.correct,
                accuracy: Double(tally.correct) / Double(tally.answered),
                revisitLesson: revisit(concept))
        }.sorted {
            ($0.accuracy, -$0.answered, $0.concept) < ($1.accuracy, -$1.answered, $1.concept)
        }
    }
}

extension LearnerReport {
    /// One question of a course with everything a preferences file holds about it. Shared by the
    /// learner report, ``ClassReport`` and ``ReportCSV``.
    package struct QuestionRecord: Sendable {
        package var lesson: Lesson
        package var question: Question
        /// Every attempt, oldest first, skips included.
        package var attempts: [AttemptRecord]
        package var card: FSRSCard?
        /// The content hash stored with the progress, or nil when nothing is stored.
        package var storedHash: String?

        /// Attempts that were not skipped.
        package var answered: [AttemptRecord] { attempts.filter { !$0.skipped } }

        /// Whether the first attempt was right; nil when there is no attempt.
        package var isFirstTryCorrect: Bool? { attempts.first.map { !$0.skipped && $0.isCorrect } }

        package var wasAnsweredRight: Bool { attempts.contains { !$0.skipped && $0.isCorrect } }

        /// True when the stored progress was made for a different version of the question.
        package var isChanged: Bool { storedHash.map { $0 != question.contentHash } ?? false }

        /// The question's concepts, or its lesson's when it lists none.
        package var concepts: [String] { Self.concepts(of: question, in: lesson) }

        /// A question's concepts, or its lesson's when it lists none.
        package static func concepts(of question: Question, in lesson: Lesson) -> [String] {
            question.concepts.isEmpty ? lesson.concepts : question.concepts
        }

        /// One record per question of the course, in course order. Progress is found by question id
        /// under any lesson of the course's progress, so that a question moved to another lesson
        /// keeps its history; attempts stored twice (same id) count once.
        package static func all(in preferences: Preferences, course: Course) -> [QuestionRecord] {
            let stored = preferences.progress(course: course.id).lessons
            var byQuestion: [String: [(lesson: String, progress: Preferences.QuestionProgress)]] = [:]
            for lessonID in stored.keys.sorted() {
                for (questionID, progress) in stored[lessonID]?.questions ?? [:] {
                    byQuestion[questionID, default: []].append((lessonID, progress))
                }
            }
            return course.lessons.flatMap { lesson in
                lesson.questions.map { question in
                    let entries = byQuestion[question.id] ?? []
                    var seen: Set<String> = []
                    let attempts = entries.flatMap(\.progress.attempts).filter { seen.insert($0.id).inserted }
                        .sorted { $0.at < $1.at }
                    // The entry under the question's own lesson wins, else the first by lesson id.
                    let main = entries.first { $0.lesson == lesson.id } ?? entries.first
                    return QuestionRecord(
                        lesson: lesson, question: question, attempts: attempts, card: main?.progress.card,
                        storedHash: main?.progress.contentHash)
                }
            }
        }
    }
}
