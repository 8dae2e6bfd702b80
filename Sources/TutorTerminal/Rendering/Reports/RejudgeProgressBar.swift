import Foundation
import TutorCore

/// The progress of re-judging on stderr, when stderr is a terminal: answers judged of all, a bar
/// and the time so far, redrawn on one line at most ten times a second and cleared at the end.
/// Called from the judging threads.
final class RejudgeProgressBar: Sendable {
    private let context: ProcessContext
    private let style: ShellStyle
    private let started = Date()
    /// When the line was last drawn.
    private let drawn = Locked(Date.distantPast)

    init(context: ProcessContext, style: ShellStyle) {
        self.context = context
        self.style = style
    }

    func update(done: Int, total: Int) {
        drawn.withLock { last in
            let now = Date()
            guard done == total || now.timeIntervalSince(last) >= 0.1 else { return }
            last = now
            let fraction = total == 0 ? 1 : Double(done) / Double(total)
            let seconds = Int(now.timeIntervalSince(started))
            let time = String(format: "%d:%02d", seconds / 60, seconds % 60)
            let line = "Re-judging answers  \(style.progressBar(fraction))  \(done) / \(total)  " + time
            context.err(TerminalEscape.carriageReturn + line + TerminalEscape.escape + "[K")
        }
    }

    /// Clears the line the bar was drawn on.
    func finish() {
        context.err(TerminalEscape.carriageReturn + TerminalEscape.escape + "[K")
    }
}
