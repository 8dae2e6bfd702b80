import Foundation

/// Everything statetutor remembers about one learner, stored as one JSON file: settings, and
/// progress per course, lesson and question (every attempt and its FSRS card), and sessions.
package struct Preferences: Equatable, Sendable {
    /// The schema this build writes. Older files are migrated forward on load; newer files are
    /// used read-only.
    package static let currentSchemaVersion = 1

    package var schemaVersion: Int
    package var settings: Settings
    /// By course id.
    package var courses: [String: CourseProgress]
    /// A random id made the first time progress is saved: it seeds the order in which this
    /// learner sees each question's choices, so the order is the same on every visit.
    package var learnerID: String?
    /// Top-level keys of the file this version does not know (a later version's), as written:
    /// saving writes them back unchanged.
    package var unknown: [JSONValue.Member] = []

    package init(settings: Settings = Settings(), courses: [String: CourseProgress] = [:]) {
        self.schemaVersion = Self.currentSchemaVersion
        self.settings = settings
        self.courses = courses
    }

    package struct CourseProgress: Equatable, Sendable {
        /// By lesson id.
        package var lessons: [String: LessonProgress] = [:]
        package var sessions: [SessionRecord] = []
        /// When each lesson was last reset, by lesson id. Kept in the file so that another
        /// session's older copy cannot bring back what the reset removed when the two merge.
        package var lessonResets: [String: Date] = [:]
        /// When the whole course was last reset.
        package var resetAt: Date?
        /// Where the learner last was: where `statetutor` alone picks up.
        package var lastPlace: Place?

        package init() {}
    }

    /// A page of a lesson the learner opened, and the question open on it, if one was.
    package struct Place: Equatable, Sendable {
        package var lessonID: String
        /// The page (0-based).
        package var page: Int
        /// The question opened there last (answered or not).
        package var questionID: String?
        package var at: Date

        package init(lessonID: String, page: Int, questionID: String? = nil, at: Date) {
            self.lessonID = lessonID
            self.page = page
            self.questionID = questionID
            self.at = at
        }
    }

    package struct LessonProgress: Equatable, Sendable {
        /// Pages (section indexes) the learner has seen.
        package var sectionsSeen: [Int] = []
        package var completedAt: Date?
        /// By question id.
        package var questions: [String: QuestionProgress] = [:]

        package init() {}
    }

    package struct QuestionProgress: Equatable, Sendable {
        /// The question's content hash at its latest attempt: when the lesson's question has a
        /// different hash now, the question was edited since (``Preferences/isChanged``).
        package var contentHash: String
        /// Every attempt, oldest first.
        package var attempts: [AttemptRecord] = []
        /// The spaced-review schedule, replayed from the attempts of the current content.
        package var card: FSRSCard?

        package init(contentHash: String) {
            self.contentHash = contentHash
        }
    }

    package struct SessionRecord: Equatable, Sendable {
        package var id: String
        package var start: Date
        package var end: Date?
        package var answered: Int
        package var correct: Int
        package var hintsUsed: Int

        package init(
            id: String = UUID().uuidString, start: Date, end: Date? = nil, answered: Int = 0, correct: Int = 0,
            hintsUsed: Int = 0
        ) {
            self.id = id
            self.start = start
            self.end = end
            self.answered = answered
            self.correct = correct
            self.hintsUsed = hintsUsed
        }
    }

    // MARK: Reading

    package func progress(course: String) -> CourseProgress {
        courses[course] ?? CourseProgress()
    }

    package func progress(course: String, lesson: String) -> LessonProgress {
        courses[course]?.lessons[lesson] ?? LessonProgress()
    }

    package func progress(course: String, lesson: String, question: String) -> QuestionProgress? {
        courses[course]?.lessons[lesson]?.questions[question]
    }

    /// Every attempt in a course, oldest first.
    package func attempts(course: String) -> [AttemptRecord] {
        (courses[course]?.lessons.values.flatMap { $0.questions.values.flatMap(\.attempts) } ?? []).sorted {
            $0.at < $1.at
        }
    }

    /// True when the learner's record of a question was made for a different version of it.
    package func isChanged(_ question: Question, course: String, lesson: String) -> Bool {
        guard let stored = progress(course: course, lesson: lesson, question: question.id) else { return false }
        return stored.contentHash != question.contentHash
    }
}
