// One upstream subscription shared by many subscribers, behind `share()` and `makeConnectable()`.
// Part of the Combine module.

import Foundation

/// Subscribes once to an upstream publisher and delivers its events to every subscriber.
final class _Multicaster<Upstream: Publisher> {
    /// Guards the connection.
    private let lock = NSLock()
    /// The publisher shared.
    private let upstream: Upstream
    /// Whether the first subscriber connects and the last one to leave disconnects.
    private let autoconnect: Bool
    /// The subscribers.
    private var store = _SubscriberStore<Upstream.Output, Upstream.Failure>()
    /// The running upstream subscription.
    private var connection: AnyCancellable?

    /// Shares `upstream`.
    init(_ upstream: Upstream, autoconnect: Bool) {
        self.upstream = upstream
        self.autoconnect = autoconnect
        installRemoveHandler()
    }

    /// Disconnects when the last subscriber leaves, for automatic connections.
    private func installRemoveHandler() {
        guard autoconnect else { return }
        store.onRemove = { [weak self] remaining in
            guard let self, remaining == 0 else { return }
            let stopping = _locked(self.lock) { () -> AnyCancellable? in
                defer {
                    self.connection = nil
                    self.store = _SubscriberStore()
                    self.installRemoveHandler()
                }
                return self.connection
            }
            stopping?.cancel()
        }
    }

    /// Connects a subscriber; the first one starts the upstream when connecting automatically.
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Upstream.Output, S.Failure == Upstream.Failure {
        let current = _locked(lock) { store }
        current.attach(subscriber)
        if autoconnect, _locked(lock, { connection == nil && store === current }) { start() }
    }

    /// Starts delivering upstream events to the subscribers; cancelling the result stops that.
    func connect() -> any Cancellable {
        start()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            let stopping = _locked(self.lock) { () -> AnyCancellable? in
                defer { self.connection = nil }
                return self.connection
            }
            stopping?.cancel()
        }
    }

    /// Subscribes to the upstream publisher unless already subscribed.
    private func start() {
        let (existing, target) = _locked(lock) { (connection, store) }
        if existing != nil { return }
        let placeholder = AnyCancellable {}
        _locked(lock) { connection = placeholder }
        let running = upstream.sink(
            receiveCompletion: { target.complete($0) }, receiveValue: { target.send($0) })
        let stored = _locked(lock) { () -> Bool in
            guard connection === placeholder else { return false }
            connection = running
            return true
        }
        if !stored { running.cancel() }
    }
}

/// The state of the timing operators (debounce, throttle, timeout) for one subscription.
final class _TimingState<Value> {
    /// Guards the state.
    let lock = NSLock()
    /// Counts events, so a scheduled action can tell whether it is still current.
    var generation = 0
    /// The value waiting to be delivered.
    var pending: Value?
    /// Whether a throttle window is running.
    var windowOpen = false
}

/// Writes the lines of `print(_:to:)`.
final class _Printer {
    /// Guards the stream.
    private let lock = NSLock()
    /// The text put before each line.
    private let prefix: String
    /// Where the lines go, or nil for standard output.
    private var stream: (any TextOutputStream)?

    /// Makes a printer.
    init(prefix: String, stream: (any TextOutputStream)?) {
        self.prefix = prefix
        self.stream = stream
    }

    /// Writes one line.
    func write(_ message: String) {
        let line = (prefix.isEmpty ? "" : prefix + ": ") + message
        _locked(lock) {
            if var target = stream {
                target.write(line + "\n")
                stream = target
            } else {
                Swift.print(line)
            }
        }
    }
}
