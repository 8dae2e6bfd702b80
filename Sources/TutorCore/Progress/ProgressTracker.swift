import Foundation

/// Records a learner's progress in one course into the preferences file as it happens: every
/// answered question is saved at once (with its FSRS card), pages seen and lessons completed
/// with the next save, and the session's totals at its end.
package final class ProgressTracker {
    package let store: PreferencesStore
    package let course: Course
    private let clock: @Sendable () -> Date
    private let scheduler = FSRSScheduler()
    package private(set) var session: Preferences.SessionRecord
    /// Told of every attempt, completed lesson and ended review once it is saved (a class's
    /// outbox listens here); called on the thread that recorded it.
    package var observer: (@Sendable (ProgressEvent) -> Void)?

    package init(store: PreferencesStore, course: Course, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.course = course
        self.clock = clock
        self.session = Preferences.SessionRecord(start: clock())
    }

    private var preferences: Preferences { store.preferences }

    /// The learner's id (made and saved the first time it is asked for): the seed of the order
    /// in which they see choices.
    package var learnerID: String {
        if let id = preferences.learnerID { return id }
        let id = UUID().uuidString
        store.update(save: false) { preferences in
            if preferences.learnerID == nil { preferences.learnerID = id }
        }
        return preferences.learnerID ?? id
    }

    // MARK: Recording

    /// Saves an attempt and reschedules its question.
    package func record(_ attempt: AttemptRecord) {
        session.answered += attempt.skipped ? 0 : 1
        session.correct += attempt.isCorrect && !attempt.skipped ? 1 : 0
        // Hints so far are counted once, by the try that ends the question.
        if !attempt.continued { session.hintsUsed += attempt.hintsUsed }
        let courseID = course.id
        let session = self.session
        store.update { preferences in
            var question =
                preferences.courses[courseID, default: .init()].lessons[attempt.lessonID, default: .init()]
                .questions[attempt.questionID] ?? Preferences.QuestionProgress(contentHash: attempt.contentHash)
            question.attempts.append(attempt)
            question.contentHash = attempt.contentHash
            question.card = CardReplay.card(for: question.attempts, contentHash: attempt.contentHash)
            preferences.courses[courseID, default: .init()].lessons[attempt.lessonID, default: .init()]
                .questions[attempt.questionID] = question
            Self.store(session, in: &preferences, course: courseID)
        }
        observer?(.answered(attempt))
    }

    /// Notes a page seen (saved with the next write).
    package func pageSeen(lesson: String, index: Int) {
        let courseID = course.id
        store.update(save: false) { preferences in
            var progress = preferences.courses[courseID, default: .init()].lessons[lesson, default: .init()]
            if !progress.sectionsSeen.contains(index) {
                progress.sectionsSeen.append(index)
                progress.sectionsSeen.sort()
            }
            preferences.courses[courseID, default: .init()].lessons[lesson] = progress
        }
    }

    /// Notes where the learner is: a page, and the question opened on it (saved with the next
    /// write, as pages seen are).
    package func placeReached(lesson: String, page: Int, questionID: String? = nil) {
        let courseID = course.id
        let place = Preferences.Place(lessonID: lesson, page: page, questionID: questionID, at: clock())
        store.update(save: false) { preferences in
            preferences.courses[courseID, default: .init()].lastPlace = place
        }
    }

    /// Where the learner last was in this course, if it was saved.
    package var lastPlace: Preferences.Place? {
        preferences.courses[course.id]?.lastPlace
    }

    package func lessonCompleted(_ lesson: String) {
        let courseID = course.id
        let now = clock()
        var isFirst = false
        store.update { preferences in
            var progress = preferences.courses[courseID, default: .init()].lessons[lesson, default: .init()]
            isFirst = progress.completedAt == nil
            if progress.completedAt == nil { progress.completedAt = now }
            preferences.courses[courseID, default: .init()].lessons[lesson] = progress
        }
        if isFirst { observer?(.lessonCompleted(lessonID: lesson, at: now)) }
    }

    /// Notes the end of a review that started at `start` (nothing is saved in the file: its
    /// attempts already are).
    package func reviewEnded(start: Date, asked: Int, right: Int) {
        observer?(
            .reviewEnded(id: UUID().uuidString, start: start, end: max(clock(), start), asked: asked, right: right))
    }

    /// Closes the session record and saves.
    package func endSession() {
        // Never before its start, whatever the wall clock did meanwhile.
        session.end = max(clock(), session.start)
        let courseID = course.id
        let session = self.session
        store.update(isFinal: true) { preferences in Self.store(session, in: &preferences, course: courseID) }
    }

    private static func store(_ session: Preferences.SessionRecord, in preferences: inout Preferences, course: String) {
        var sessions = preferences.courses[course, default: .init()].sessions
        if let index = sessions.firstIndex(where: { $0.id == session.id }) {
            sessions[index] = session
        } else {
            sessions.append(session)
        }
        preferences.courses[course, default: .init()].sessions = sessions
    }

    /// Forgets a lesson (or the whole course) after backing the file up; returns the backup.
    package func reset(lesson: String?) throws -> URL? {
        try store.reset(course: course.id, lesson: lesson)
    }

    // MARK: Reading

    package var completedLessons: Set<String> {
        Set(preferences.progress(course: course.id).lessons.filter { $0.value.completedAt != nil }.keys)
    }

    /// The lesson to continue: the most recently answered lesson not yet completed, else the
    /// furthest lesson read past its first page and not completed, else the first lesson not
    /// completed.
    package func lessonToContinue() -> Lesson? {
        let completed = completedLessons
        let recent = preferences.attempts(course: course.id).reversed().map(\.lessonID)
        if let id = recent.first(where: { !completed.contains($0) }), let lesson = course.lesson(withID: id) {
            return lesson
        }
        if let opened = course.lessons.last(where: {
            !completed.contains($0.id) && (pagesSeen(lesson: $0.id).max() ?? 0) > 0
        }) {
            return opened
        }
        return course.lessons.first { !completed.contains($0.id) }
    }

    /// Questions whose review is due, earliest first (edited ones too, as the reports count them).
    package func dueQuestions(at now: Date? = nil) -> [Question] {
        let now = now ?? clock()
        return scheduled().filter { $0.due <= now }.map(\.question)
    }

    /// Every scheduled question with its due date, earliest first.
    package func scheduled() -> [(question: Question, due: Date)] {
        var result: [(question: Question, due: Date)] = []
        for lesson in course.lessons {
            for question in lesson.questions {
                // A question edited since its last answer keeps its schedule: the reports count it
                // as due too, and a changed question is worth asking again.
                guard let progress = preferences.progress(course: course.id, lesson: lesson.id, question: question.id),
                    let card = progress.card
                else { continue }
                result.append((question, card.due))
            }
        }
        return result.sorted { $0.due < $1.due }
    }

    /// The pages of a lesson the learner has seen, in any session.
    package func pagesSeen(lesson: String) -> Set<Int> {
        Set(preferences.progress(course: course.id, lesson: lesson).sectionsSeen)
    }

    /// The saved attempts at a lesson's questions (every try), by question id.
    package func attempts(lesson: String) -> [String: [AttemptRecord]] {
        preferences.progress(course: course.id, lesson: lesson).questions.mapValues(\.attempts)
    }

    /// The share of a lesson's questions answered right at least once.
    package func fractionRight(_ lesson: Lesson) -> Double {
        guard !lesson.questions.isEmpty else { return 0 }
        let progress = preferences.progress(course: course.id, lesson: lesson.id)
        let right = lesson.questions.filter { question in
            progress.questions[question.id]?.attempts.contains { $0.isCorrect && !$0.skipped } ?? false
        }
        return Double(right.count) / Double(lesson.questions.count)
    }
}
