import Foundation
import TutorCore

/// Puts a learner's progress into their outbox as statements at the moment it is saved, and
/// sends the outbox on a background thread: the shell never waits on the network. At most one
/// send runs at a time; progress recorded meanwhile is sent by another round when it ends.
package final class ClassRecorder: Sendable {
    private struct State: Sendable {
        var isSending = false
        var sendsAgain = false
        /// Statements that could not be written to the outbox yet (a full disk), tried again first.
        var unwritten: [JSONValue] = []
        var last: SyncResult?
    }

    package let builder: StatementBuilder
    package let sender: OutboxSender
    private let state = Locked(State())
    private let finished = DispatchGroup()

    package init(builder: StatementBuilder, sender: OutboxSender) {
        self.builder = builder
        self.sender = sender
    }

    /// The observer to give `ProgressTracker`.
    package var observer: @Sendable (ProgressEvent) -> Void {
        { [self] event in record(event) }
    }

    /// Writes the event's statement to the outbox, then starts a send in the background.
    package func record(_ event: ProgressEvent) {
        let statement = builder.statement(for: event)
        let pending = state.withLock { state in
            state.unwritten.append(statement)
            return state.unwritten
        }
        var written = 0
        for statement in pending {
            guard (try? sender.outbox.add(statement)) != nil else { break }
            written += 1
        }
        state.withLock { $0.unwritten.removeFirst(min(written, $0.unwritten.count)) }
        sendInBackground()
    }

    /// Starts a send on a background thread unless one is running (which then runs once more).
    package func sendInBackground() {
        let starts = state.withLock { state in
            guard !state.isSending else {
                state.sendsAgain = true
                return false
            }
            state.isSending = true
            return true
        }
        guard starts else { return }
        finished.enter()
        Thread.detachNewThread { [self] in
            while true {
                let result = sender.send()
                let again = state.withLock { state in
                    state.last = result
                    if state.sendsAgain && result.problem == nil {
                        state.sendsAgain = false
                        return true
                    }
                    state.isSending = false
                    state.sendsAgain = false
                    return false
                }
                if !again { break }
            }
            finished.leave()
        }
    }

    /// What the last send did; nil before the first one ends.
    package var lastResult: SyncResult? { state.current.last }

    /// Waits at most `seconds` for a running send to end (tests, and `sync`); true when none runs.
    package func waitForSends(seconds: Double) -> Bool {
        finished.wait(timeout: .now() + seconds) == .success
    }
}
