import Foundation

/// "checking…" on the terminal while a check that takes longer than ``delay`` runs (a compile,
/// the tests), erased when it ends; nothing for checks that finish sooner, and nothing in a pipe.
final class SlowWorkIndicator: @unchecked Sendable {
    /// How long a check runs before the line appears.
    static let delay: TimeInterval = 0.3
    private let text: String

    private let lock = NSLock()
    private var shown = false
    private var finished = false
    private let write: @Sendable (String) -> Void

    /// `plain`: ASCII only (`--plain`).
    init(enabled: Bool, plain: Bool = false, write: @escaping @Sendable (String) -> Void) {
        self.write = write
        text = plain ? "checking..." : "checking…"
        guard enabled else {
            finished = true
            return
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.delay) { [self] in
            lock.withLock {
                guard !finished else { return }
                shown = true
                write(text)
            }
        }
    }

    /// Stops the indicator, erasing its line if it was shown.
    func finish() {
        lock.withLock {
            finished = true
            if shown { write(TerminalEscape.carriageReturn + TerminalEscape.eraseLine) }
        }
    }
}
