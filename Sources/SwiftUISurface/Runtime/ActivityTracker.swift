// Which work started by a step (an action, a lifecycle action, a `.task`) is still running, so
// that `wait` can wait for unstructured `Task {}` work too. A task-local token is bound while a
// step runs; every task created inside copies the task-local values, and so holds the token
// until it ends. When no token is held any more, the work the steps started is done.

import Foundation

/// The token that work started by one step holds while it runs.
internal final class _Activity: Sendable {}

/// The token of the step being carried out, inherited by the tasks it creates.
internal enum _Activities {
    @TaskLocal static var current: _Activity?
}

/// The tokens handed out so far, held weakly: a live token is work still running.
@MainActor
internal final class _ActivityTracker {
    /// The one tracker of this program.
    static let shared = _ActivityTracker()

    private var tokens: [_WeakActivity] = [] {
        didSet {
            // Ended work is forgotten now and then, so a long session keeps a short list.
            if tokens.count > 64 { tokens.removeAll { $0.value == nil } }
        }
    }

    /// Runs `body` with a new token bound, so the tasks it starts are tracked.
    func tracking<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let token = _Activity()
        tokens.append(_WeakActivity(token))
        let outcome = _Activities.$current.withValue(token) { Result { () throws(Failure) in try body() } }
        return try outcome.get()
    }

    /// Runs the asynchronous `body` with a new token bound.
    func tracking(_ body: () async -> Void) async {
        let token = _Activity()
        tokens.append(_WeakActivity(token))
        await _Activities.$current.withValue(token) { await body() }
    }

    /// Whether a task started by a step is still running.
    var isBusy: Bool {
        tokens.removeAll { $0.value == nil }
        return !tokens.isEmpty
    }
}

/// A token held weakly.
private struct _WeakActivity {
    weak var value: _Activity?
    init(_ value: _Activity) { self.value = value }
}
