import Foundation
import Observation
import TutorCore

/// The shell's prompt, recomputed only when the session state it shows changes (observed with
/// Observation, not tracked with flags set by hand).
final class ShellStatus {
    /// Set by Observation's change callback, which may run on any thread.
    private final class Invalidation: @unchecked Sendable {
        private let lock = NSLock()
        private var stale = true

        func mark() { lock.withLock { stale = true } }

        /// True once after each change.
        func take() -> Bool {
            lock.withLock {
                defer { stale = false }
                return stale
            }
        }
    }

    private let session: TutorSession
    private let invalidation = Invalidation()
    private var cached = ""

    init(session: TutorSession) {
        self.session = session
    }

    func prompt(painter: Painter) -> String {
        guard invalidation.take() else { return cached }
        let invalidation = self.invalidation
        cached = withObservationTracking {
            compute()
        } onChange: {
            invalidation.mark()
        }
        return cached
    }

    private func compute() -> String {
        guard let lesson = session.lesson else { return "statetutor> " }
        if let attempt = session.attempt {
            return attempt.isAnswered ? "\(lesson.id) [Enter]> " : "\(lesson.id) answer> "
        }
        // The saved score of the lesson (every session), as its end shows it.
        let points = lesson.questions.reduce(0) { $0 + $1.points }
        let score = " \(SessionPrinter.number(session.score(of: lesson)))/\(points)"
        return "\(lesson.id) \(session.sectionIndex + 1)/\(lesson.sections.count)\(score)> "
    }
}
