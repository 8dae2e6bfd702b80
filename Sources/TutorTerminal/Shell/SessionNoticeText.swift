import Foundation
import TutorCore

/// The words of the session's notices. The session says what happened as a `SessionNotice`;
/// this is the one place that says it in English, quoting the shell's commands.
package enum SessionNoticeText {
    /// The notice as a course in `mode` says it: in assessment mode, no word of the hints and
    /// solutions it turns off.
    package static func text(_ notice: SessionNotice, in mode: CourseMode) -> String {
        guard mode == .assessment else { return text(notice) }
        switch notice {
        case .questionNotAnswered:
            return "Answer the question first, or 'skip' to leave it for later."
        case .skipped(inReview: false):
            return "Skipped for now: 'quiz' asks it again."
        default:
            return text(notice)
        }
    }

    package static func text(_ notice: SessionNotice) -> String {
        switch notice {
        case .noSuchLesson(let id):
            return "No lesson '\(id)'."
        case .noLessonOpen(let offersStart):
            return offersStart ? "No lesson is open. Type 'start' to begin." : "No lesson is open."
        case .resumed(let pageIndex, let pageCount):
            return "Continuing where you left off: page \(pageIndex + 1) of \(pageCount)."
        case .prerequisitesUnfinished(let lessonIDs):
            let names = lessonIDs.map { "'\($0)'" }.joined(separator: ", ")
            let first = lessonIDs.first.map { " ('start \($0)' to go there first)" } ?? ""
            return "This lesson builds on \(names), which you have not finished yet; it opens anyway\(first)."
        case .questionNotAnswered:
            return "Answer the question first, 'hint' for help, or 'solution' to see the answer."
        case .atFirstPage:
            return "This is the first page."
        case .noSuchPage:
            return "No such page."
        case .noSuchQuestion(let id):
            return "No question '\(id)'."
        case .atLessonEnd(let lessonID, let nextLessonID):
            let onward = nextLessonID.map { "'start \($0)' opens the next lesson; " } ?? ""
            return "This is the end of '\(lessonID)'. \(onward)'back' goes back a page."
        case .everyQuestionRight(let lessonID):
            return
                "Every question of this lesson is answered right. 'review' brings back what is due; 'reset \(lessonID)' starts the lesson over."
        case .askingMissedAgain(let count):
            return count == 1
                ? "Every question is answered; one was not right yet. Here it is again."
                : "Every question is answered; \(count) were not right yet. Here is the first; 'quiz' again asks the next."
        case .noQuestionOpen:
            return "No question is open. 'next' moves on."
        case .gapHeld(let gapIndex):
            return "Gap \(gapIndex + 1) leaves a bracket open: it is checked with the gap that closes it."
        case .hintsNeedAnOpenQuestion:
            return "Hints are for an open question."
        case .noHints:
            return "This question has no hints. 'solution' shows the answer."
        case .noMoreHints:
            return "No more hints. 'solution' shows the answer."
        case .skipped(let inReview):
            return inReview
                ? "Skipped for now: it stays due, so the next 'review' asks it again."
                : "Skipped for now: 'quiz' asks it again; 'solution' shows an answer."
        case .solutionNeedsAnOpenQuestion:
            return "'solution' shows the answer of the open question."
        case .testsNeedAQuestion:
            return "'tests' shows the checks of the open question."
        case .noTests:
            return "This question has no tests: the compiler and the lesson's answer decide."
        case .explainNeedsAQuestion:
            return "'explain' explains the question you just answered."
        case .explainNeedsAnAnswer:
            return "Answer first (or 'solution'); then 'explain' shows why."
        case .noExplanation:
            return "This question has no explanation."
        case .reviewsNeedSavedProgress:
            return "Reviews need saved progress."
        case .nothingDue(let nextDueIn):
            guard let nextDueIn else { return "No questions are due for review: answer some questions first." }
            return "No questions are due for review. The next is due \(due(in: nextDueIn))."
        case .reviewStarted(let count):
            return "\(count) question\(count == 1 ? "" : "s") to review."
        case .reviewDone(let right, let asked, let nextDueIn, let returningTo):
            var text = "Review done: \(right) of \(asked) right."
            if let nextDueIn { text += " The next review is due \(due(in: nextDueIn))." }
            if let returningTo { text += " Back to where you were in '\(returningTo)'." }
            return text
        case .offInAssessment(let limit):
            return offInAssessment(limit)
        case .everyQuestionAnswered(let lessonID):
            return "Every question of '\(lessonID)' has its answer, recorded for your instructor's verdict."
        }
    }

    /// A command this course's assessment mode turns off, in one line.
    private static func offInAssessment(_ limit: AssessmentLimit) -> String {
        let off =
            switch limit {
            case .hints: "No hints"
            case .solution: "No solutions"
            case .tests: "The tests are not shown"
            case .explanation: "No explanations"
            case .review: "No reviews"
            case .secondAnswer: "One answer per question: this one is recorded already"
            }
        return "\(off) in this assessment; your instructor judges the answers."
    }

    /// When something `seconds` from now is due, in the fewest words: "in 3 min", "in 2 h",
    /// "in 4 days", "now".
    package static func due(in seconds: TimeInterval) -> String {
        if seconds <= 0 { return "now" }
        if seconds < 3600 { return "in \(max(1, Int((seconds / 60).rounded()))) min" }
        if seconds < 86_400 { return "in \(Int((seconds / 3600).rounded())) h" }
        return "in \(Int((seconds / 86_400).rounded())) days"
    }
}
