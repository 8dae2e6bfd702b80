import Foundation
import TutorCore

/// "checking…" on the terminal while a check that takes longer than ``delay`` runs (a compile,
/// the tests), erased when it ends; nothing for checks that finish sooner, and nothing in a pipe.
final class SlowWorkIndicator: Sendable {
    /// How long a check runs before the line appears.
    static let delay: TimeInterval = 0.3
    private let text: String

    /// Whether the line was written and whether the check has ended. Writes happen under the
    /// lock, so the line is never written after it was erased.
    private let state = Locked((shown: false, finished: false))
    private let write: @Sendable (String) -> Void

    /// `plain`: ASCII only (`--plain`).
    init(enabled: Bool, plain: Bool = false, write: @escaping @Sendable (String) -> Void) {
        self.write = write
        text = plain ? "checking..." : "checking…"
        guard enabled else {
            state.withLock { $0.finished = true }
            return
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.delay) { [self] in
            state.withLock { state in
                guard !state.finished else { return }
                state.shown = true
                write(text)
            }
        }
    }

    /// Stops the indicator, erasing its line if it was shown.
    func finish() {
        state.withLock { state in
            state.finished = true
            if state.shown { write(TerminalEscape.carriageReturn + TerminalEscape.eraseLine) }
        }
    }
}
