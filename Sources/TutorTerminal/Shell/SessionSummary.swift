import Foundation
import TutorCore

/// The summary printed when a session ends: what was answered, how well, and how long it took.
struct SessionSummary {
    let session: TutorSession
    let style: ShellStyle

    func render() -> String {
        let attempts = session.attempts.filter { !$0.skipped }
        let correct = attempts.filter(\.isCorrect).count
        let minutes = Date().timeIntervalSince(session.startedAt) / 60
        var out = style.painter.paint("Session report", .boldCyan) + "\n"
        guard !session.attempts.isEmpty else {
            return out + "No questions answered this time.\n"
        }
        let accuracy = attempts.isEmpty ? 0 : Double(correct) / Double(attempts.count)
        out += "Answered: \(attempts.count)   Correct: \(correct)   Accuracy: \(Int((accuracy * 100).rounded()))%\n"
        out +=
            "Skipped: \(session.attempts.count - attempts.count)   Hints used: \(session.attempts.map(\.hintsUsed).reduce(0, +))"
        out += "   Time: \(Int(minutes.rounded())) min\n"
        if !session.completedLessons.isEmpty {
            out += "Lessons completed: \(session.completedLessons.joined(separator: ", "))\n"
        }
        return out
    }
}
