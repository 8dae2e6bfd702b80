/// Where a learner's session stands: no lesson open, a page being read, a question being
/// answered, or a spaced review under way. Being one value, the session cannot hold a question
/// without a lesson, or a review's summary without a review.
package enum SessionState: Equatable, Sendable {
    /// No lesson is open yet (a new session).
    case idle
    /// A page of a lesson is open, and no question.
    case reading(Place)
    /// A question of the page is open, at its step (``QuestionAttempt/step``); `.done` once
    /// answered, until the learner moves on.
    case answering(Place, QuestionAttempt)
    /// A spaced review is under way.
    case reviewing(Review)

    /// A page of a lesson.
    package struct Place: Equatable, Sendable {
        package var lesson: Lesson
        /// The page open (0-based).
        package var page: Int
        /// The next question of the page to ask (the open one while answering).
        package var questionCursor: Int
        /// The end of a lesson was shown, and no page since: moving on from the end says where
        /// to go instead of showing it again.
        package var lessonEndShown: Bool

        package init(lesson: Lesson, page: Int = 0, questionCursor: Int = 0, lessonEndShown: Bool = false) {
            self.lesson = lesson
            self.page = page
            self.questionCursor = questionCursor
            self.lessonEndShown = lessonEndShown
        }
    }

    /// Where the learner is in the course, whether a review is under way or not.
    package enum Position: Equatable, Sendable {
        /// No lesson open.
        case nowhere
        case reading(Place)
        case answering(Place, QuestionAttempt)

        /// The page open, if any.
        package var place: Place? {
            switch self {
            case .nowhere: nil
            case .reading(let place), .answering(let place, _): place
            }
        }

        /// The open question, if any (answered or not).
        package var attempt: QuestionAttempt? {
            switch self {
            case .answering(_, let attempt): attempt
            case .nowhere, .reading: nil
            }
        }

        /// The same place with its question (if any) closed.
        package var closingQuestion: Position {
            switch self {
            case .answering(let place, _): .reading(place)
            case .nowhere, .reading: self
            }
        }
    }

    /// A spaced review: the questions due, asked one after the other, then back to where the
    /// learner was.
    package struct Review: Equatable, Sendable {
        /// Questions left to ask, in order.
        package var queue: [String]
        /// Where the review stands: the question it asks, or a page the learner went to meanwhile.
        package var position: Position
        /// The lesson and page to go back to when the review is done; nil when none was open.
        package var origin: Origin?
        /// How many attempts the session held when the review began: the summary counts those after.
        package var attemptsAtStart: Int
    }

    /// The lesson and page a review started from.
    package struct Origin: Equatable, Sendable {
        package var lesson: Lesson
        package var page: Int
    }

    /// Where the learner is in the course; setting it keeps a review under way.
    package var position: Position {
        get {
            switch self {
            case .idle: .nowhere
            case .reading(let place): .reading(place)
            case .answering(let place, let attempt): .answering(place, attempt)
            case .reviewing(let review): review.position
            }
        }
        set {
            switch self {
            case .reviewing(var review):
                review.position = newValue
                self = .reviewing(review)
            case .idle, .reading, .answering:
                self = SessionState(newValue)
            }
        }
    }

    /// The state outside a review at `position`.
    package init(_ position: Position) {
        switch position {
        case .nowhere: self = .idle
        case .reading(let place): self = .reading(place)
        case .answering(let place, let attempt): self = .answering(place, attempt)
        }
    }

    /// The review under way, if one is.
    package var review: Review? {
        switch self {
        case .reviewing(let review): review
        case .idle, .reading, .answering: nil
        }
    }
}
