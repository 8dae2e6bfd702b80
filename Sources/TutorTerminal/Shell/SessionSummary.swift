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
        // Questions, not tries: a question missed twice and then answered right is one answered
        // and one right.
        let tries = session.attempts.filter { !$0.skipped }
        let answered = Set(tries.map(\.questionID))
        let correct = Set(tries.filter(\.isCorrect).map(\.questionID))
        let shown = Set(session.attempts.filter(\.skipped).map(\.questionID))
        let minutes = max(0, now.timeIntervalSince(session.startedAt)) / 60
        var out = paint.paint("Session report", .boldCyan) + "\n"
        if session.attempts.isEmpty {
            out += "No questions answered this time.\n"
        } else if session.course.mode == .assessment {
            // Nothing is judged yet: no right, no accuracy, nothing to work on or review.
            out += style.wrap("Answered: \(answered.count), awaiting the instructor's verdict") + "\n"
            out += style.wrap("Time: \(Int(minutes.rounded())) min") + "\n"
        } else {
            let accuracy = answered.isEmpty ? 0 : Double(correct.count) / Double(answered.count)
            out +=
                style.wrap(
                    "Answered: \(answered.count)   Correct: \(correct.count)   Accuracy: \(Int((accuracy * 100).rounded()))%"
                        + "   Tries: \(tries.count)")
                + "\n"
            let hints = session.attempts.filter { !$0.continued }.map(\.hintsUsed).reduce(0, +)
            out +=
                style.wrap(
                    "Answers shown: \(shown.count)   Hints used: \(hints)   Time: \(Int(minutes.rounded())) min"
                ) + "\n"
        }
        let finishedNow = session.finishedThisSession
        if !finishedNow.isEmpty {
            out += style.hanging("Lessons completed: ", finishedNow.joined(separator: ", "), indent: 2) + "\n"
        }
        guard session.course.mode == .practice, let report = session.learnerReport(now: now), report.hasProgress
        else { return out }
        let width = report.lessons.map(\.id.count).max() ?? 0
        out += "\n" + paint.paint("Progress", .bold) + "\n"
        let bar = style.barWidth(after: 4 + width)
        for lesson in report.lessons {
            let fraction = lesson.questions == 0 ? 0 : Double(lesson.questionsRight) / Double(lesson.questions)
            let mark = style.completionMark(isCompleted: lesson.completedAt != nil, fractionRight: fraction)
            let line =
                "  " + lesson.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + style.progressBar(fraction, width: bar) + mark
            out += style.columns(line) + "\n"
        }
        let weak = report.weakestConcepts.filter { $0.accuracy < 1 }.prefix(3)
        if !weak.isEmpty {
            out += "\n" + paint.paint("To work on", .bold) + "\n"
            for concept in weak {
                out +=
                    style.hanging(
                        "  ",
                        "\(concept.concept): \(Int((concept.accuracy * 100).rounded()))% right; revisit '\(concept.revisitLesson)'",
                        indent: 4) + "\n"
            }
        }
        if report.reviewsDue > 0 || !report.upcomingReviews.isEmpty {
            out += "\n" + paint.paint("Reviews", .bold) + "\n"
            if report.reviewsDue > 0 {
                out += style.hanging("  ", "\(report.reviewsDue) due now: 'statetutor review'", indent: 4) + "\n"
            }
            for review in report.upcomingReviews.prefix(3) {
                out +=
                    style.hanging(
                        "  ", "\(review.questionID) \(SessionNoticeText.due(in: review.due.timeIntervalSince(now)))",
                        indent: 4)
                    + "\n"
            }
        }
        return out
    }
}
