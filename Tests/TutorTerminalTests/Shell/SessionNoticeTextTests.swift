import Foundation
import Testing
import TutorCore

@testable import TutorTerminal

/// The session's notices read as they did when the session wrote them itself: the golden
/// transcripts and learners' habits depend on these exact words.
@Suite struct SessionNoticeTextTests {
    static let texts: [(SessionNotice, String)] = [
        (.noSuchLesson(id: "nope"), "No lesson 'nope'."),
        (.noLessonOpen(offersStart: true), "No lesson is open. Type 'start' to begin."),
        (.noLessonOpen(offersStart: false), "No lesson is open."),
        (.resumed(pageIndex: 2, pageCount: 5), "Continuing where you left off: page 3 of 5."),
        (
            .prerequisitesUnfinished(lessonIDs: ["state"]),
            "This lesson builds on 'state', which you have not finished yet; it opens anyway ('start state' to go there first)."
        ),
        (
            .prerequisitesUnfinished(lessonIDs: ["state", "binding"]),
            "This lesson builds on 'state', 'binding', which you have not finished yet; it opens anyway ('start state' to go there first)."
        ),
        (.questionNotAnswered, "Answer the question first, 'hint' for help, or 'solution' to see the answer."),
        (.atFirstPage, "This is the first page."),
        (.noSuchPage, "No such page."),
        (.noSuchQuestion(id: "q-x"), "No question 'q-x'."),
        (.atLessonEnd(lessonID: "state", nextLessonID: nil), "This is the end of 'state'. 'back' goes back a page."),
        (
            .atLessonEnd(lessonID: "state", nextLessonID: "binding"),
            "This is the end of 'state'. 'start binding' opens the next lesson; 'back' goes back a page."
        ),
        (
            .everyQuestionRight(lessonID: "state"),
            "Every question of this lesson is answered right. 'review' brings back what is due; 'reset state' starts the lesson over."
        ),
        (.askingMissedAgain(count: 1), "Every question is answered; one was not right yet. Here it is again."),
        (
            .askingMissedAgain(count: 3),
            "Every question is answered; 3 were not right yet. Here is the first; 'quiz' again asks the next."
        ),
        (.noQuestionOpen, "No question is open. 'next' moves on."),
        (.gapHeld(gapIndex: 0), "Gap 1 leaves a bracket open: it is checked with the gap that closes it."),
        (.hintsNeedAnOpenQuestion, "Hints are for an open question."),
        (.noHints, "This question has no hints. 'solution' shows the answer."),
        (.noMoreHints, "No more hints. 'solution' shows the answer."),
        (.skipped(inReview: false), "Skipped for now: 'quiz' asks it again; 'solution' shows an answer."),
        (.skipped(inReview: true), "Skipped for now: it stays due, so the next 'review' asks it again."),
        (.solutionNeedsAnOpenQuestion, "'solution' shows the answer of the open question."),
        (.testsNeedAQuestion, "'tests' shows the checks of the open question."),
        (.noTests, "This question has no tests: the compiler and the lesson's answer decide."),
        (.explainNeedsAQuestion, "'explain' explains the question you just answered."),
        (.explainNeedsAnAnswer, "Answer first (or 'solution'); then 'explain' shows why."),
        (.noExplanation, "This question has no explanation."),
        (.reviewsNeedSavedProgress, "Reviews need saved progress."),
        (.nothingDue(nextDueIn: nil), "No questions are due for review: answer some questions first."),
        (.nothingDue(nextDueIn: 2 * 86_400), "No questions are due for review. The next is due in 2 days."),
        (.reviewStarted(count: 1), "1 question to review."),
        (.reviewStarted(count: 4), "4 questions to review."),
        (.reviewDone(right: 3, asked: 4, nextDueIn: nil, returningTo: nil), "Review done: 3 of 4 right."),
        (
            .reviewDone(right: 1, asked: 1, nextDueIn: 600, returningTo: "state"),
            "Review done: 1 of 1 right. The next review is due in 10 min. Back to where you were in 'state'."
        ),
    ]

    @Test(arguments: texts)
    func eachNoticeReadsAsTheSessionWroteIt(notice: SessionNotice, text: String) {
        #expect(SessionNoticeText.text(notice) == text)
    }

    static let dueTimes: [(TimeInterval, String)] = [
        (-5, "now"), (20, "in 1 min"), (600, "in 10 min"), (7200, "in 2 h"), (3 * 86_400, "in 3 days"),
    ]

    @Test(arguments: dueTimes)
    func aDueTimeIsSaidInTheFewestWords(seconds: TimeInterval, text: String) {
        #expect(SessionNoticeText.due(in: seconds) == text)
    }

    @Test func thePrinterShowsANoticeAsItsTextOnALineOfItsOwn() {
        let printer = SessionPrinter(
            course: Course(id: "c", title: "C", lessons: [], trees: [:]),
            style: ShellStyle(width: 80, color: false, plain: true))
        #expect(printer.render(.notice(.noSuchPage)) == "No such page.\n")
    }
}
