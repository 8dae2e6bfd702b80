import Foundation

/// Something the session tells the learner besides pages, questions and verdicts: a command that
/// does not apply now, where the session went, how a review went. The session says what happened
/// with the data it knows; the terminal words it (the core writes no English).
package enum SessionNotice: Equatable, Sendable {
    // MARK: Moving around

    /// `start` was given a lesson id the course does not have.
    case noSuchLesson(id: String)
    /// A command that needs an open lesson, with none open; `offersStart` when the learner should
    /// be told how to open one.
    case noLessonOpen(offersStart: Bool)
    /// The lesson opened where the learner left off: page `pageIndex` (0-based) of `pageCount`.
    case resumed(pageIndex: Int, pageCount: Int)
    /// The opened lesson requires lessons not finished yet (it opens anyway).
    case prerequisitesUnfinished(lessonIDs: [String])
    /// `next` while the open question is not answered yet.
    case questionNotAnswered
    /// `back` on the first page.
    case atFirstPage
    /// A page number the open lesson does not have.
    case noSuchPage
    /// A question id the course does not have.
    case noSuchQuestion(id: String)
    /// `next` at the end of a lesson whose end was shown already.
    case atLessonEnd(lessonID: String, nextLessonID: String?)

    // MARK: Quiz

    /// `quiz` when every question of the lesson is answered right.
    case everyQuestionRight(lessonID: String)
    /// `quiz` when every question is answered and `count` are not right yet: the first is asked.
    case askingMissedAgain(count: Int)

    // MARK: Answering and help

    /// An answer typed with no question open.
    case noQuestionOpen
    /// A gap's filling leaves a bracket open: gap `gapIndex` (0-based) is held for the gap that
    /// closes it.
    case gapHeld(gapIndex: Int)
    /// `hint` with no question open.
    case hintsNeedAnOpenQuestion
    /// `hint` on a question with no hints.
    case noHints
    /// `hint` after every hint of the question was shown.
    case noMoreHints
    /// `skip`: the question is left for later; in a review it stays due, so the next review
    /// asks it again.
    case skipped(inReview: Bool)
    /// `solution` with no question open.
    case solutionNeedsAnOpenQuestion
    /// `tests` with no question open or just answered.
    case testsNeedAQuestion
    /// `tests` on a question without tests.
    case noTests
    /// `explain` with no question answered.
    case explainNeedsAQuestion
    /// `explain` while the question is still open.
    case explainNeedsAnAnswer
    /// `explain` on a question whose author wrote no explanation.
    case noExplanation

    // MARK: Spaced review

    /// `review` in a session that saves no progress.
    case reviewsNeedSavedProgress
    /// `review` with nothing due; `nextDueIn` is how long until the next question is due, nil when
    /// none is scheduled.
    case nothingDue(nextDueIn: TimeInterval?)
    /// A review of `count` questions begins.
    case reviewStarted(count: Int)
    /// A review ended with `right` of `asked` questions right; `nextDueIn` is how long until the next
    /// is due (nil when none is scheduled), `returningTo` the lesson the session goes back to.
    case reviewDone(right: Int, asked: Int, nextDueIn: TimeInterval?, returningTo: String?)

    // MARK: Assessment mode

    /// A command the course's assessment mode turns off.
    case offInAssessment(AssessmentLimit)
    /// `quiz` in assessment mode when every question of the lesson has its answer.
    case everyQuestionAnswered(lessonID: String)
}
