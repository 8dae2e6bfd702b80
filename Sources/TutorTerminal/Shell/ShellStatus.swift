import Foundation
import Observation
import TutorCore

/// The shell's prompt, recomputed only when the session state it shows changes (observed with
/// Observation, not tracked with flags set by hand).
final class ShellStatus {
    private let session: TutorSession
    /// True when the prompt must be computed again; set by Observation's change callback, which
    /// may run on any thread.
    private let isStale = Locked(true)
    private var cached = ""

    init(session: TutorSession) {
        self.session = session
    }

    func prompt(painter: Painter) -> String {
        let wasStale = isStale.withLock { stale in
            defer { stale = false }
            return stale
        }
        guard wasStale else { return cached }
        let isStale = self.isStale
        cached = withObservationTracking {
            compute()
        } onChange: {
            isStale.withLock { $0 = true }
        }
        return cached
    }

    private func compute() -> String {
        guard let lesson = session.lesson else { return "statetutor> " }
        if let attempt = session.attempt {
            return attempt.isAnswered ? "\(lesson.id) [Enter]> " : "\(lesson.id) answer> "
        }
        // In assessment mode nothing is scored yet: the page alone.
        if session.course.mode == .assessment {
            return "\(lesson.id) \(session.sectionIndex + 1)/\(lesson.sections.count)> "
        }
        // The saved score of the lesson (every session), as its end shows it.
        let points = lesson.questions.reduce(0) { $0 + $1.points }
        let score = " \(SessionPrinter.number(session.score(of: lesson)))/\(points)"
        return "\(lesson.id) \(session.sectionIndex + 1)/\(lesson.sections.count)\(score)> "
    }
}
