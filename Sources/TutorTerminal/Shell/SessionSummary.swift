import Foundation
import TutorCore

/// The report printed when a session ends (quit, Ctrl-D, end of input, SIGTERM): this session's
/// answers and time, then the course as the saved progress shows it: a bar per lesson, the
/// weakest concepts with the lesson to revisit, and the reviews coming up.
struct SessionSummary {
    let session: TutorSession
    let style: ShellStyle
    var now = Date()

    func render() -> String {
        let paint = style.painter
        let attempts = session.attempts.filter { !$0.skipped }
        let correct = attempts.filter(\.isCorrect).count
        let minutes = now.timeIntervalSince(session.startedAt) / 60
        var out = paint.paint("Session report", .boldCyan) + "\n"
        if session.attempts.isEmpty {
            out += "No questions answered this time.\n"
        } else {
            let accuracy = attempts.isEmpty ? 0 : Double(correct) / Double(attempts.count)
            out += "Answered: \(attempts.count)   Correct: \(correct)   Accuracy: \(Int((accuracy * 100).rounded()))%\n"
            out += "Answers shown: \(session.attempts.count - attempts.count)   "
            out +=
                "Hints used: \(session.attempts.filter { !$0.continued }.map(\.hintsUsed).reduce(0, +))   Time: \(Int(minutes.rounded())) min\n"
        }
        let finishedNow = session.finishedThisSession
        if !finishedNow.isEmpty {
            out += "Lessons completed: \(finishedNow.joined(separator: ", "))\n"
        }
        guard let report = session.learnerReport(now: now), report.hasProgress else { return out }
        let width = report.lessons.map(\.id.count).max() ?? 0
        out += "\n" + paint.paint("Progress", .bold) + "\n"
        for lesson in report.lessons {
            let fraction = lesson.questions == 0 ? 0 : Double(lesson.questionsRight) / Double(lesson.questions)
            let mark = lesson.completedAt != nil ? (style.plain ? " (done)" : " ✓") : ""
            out += "  " + lesson.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
            out += style.progressBar(fraction, width: 16) + mark + "\n"
        }
        let weak = report.weakestConcepts.filter { $0.accuracy < 1 }.prefix(3)
        if !weak.isEmpty {
            out += "\n" + paint.paint("To work on", .bold) + "\n"
            for concept in weak {
                out +=
                    "  \(concept.concept): \(Int((concept.accuracy * 100).rounded()))% right; revisit '\(concept.revisitLesson)'\n"
            }
        }
        if report.reviewsDue > 0 || !report.upcomingReviews.isEmpty {
            out += "\n" + paint.paint("Reviews", .bold) + "\n"
            if report.reviewsDue > 0 { out += "  \(report.reviewsDue) due now: 'statetutor review'\n" }
            for review in report.upcomingReviews.prefix(3) {
                out += "  \(review.questionID) \(TutorSession.describe(review.due, from: now))\n"
            }
        }
        return out
    }
}
