// The subscription of operators that subscribe to several publishers for one subscriber.
// Part of the Combine module.

import Foundation

/// Subscribes to any number of source publishers on behalf of one downstream subscriber.
final class _Hub<Downstream: Subscriber>: Subscription {
    /// Guards the links.
    private let lock = NSLock()
    /// Guards the operator's own state (latest values, counters).
    let stateLock = NSLock()
    /// The subscriber, until the stream ends or is cancelled.
    private var downstream: Downstream?
    /// The subscriptions to the sources still running.
    private var links: [ObjectIdentifier: any Cancellable] = [:]
    /// Whether the stream has ended or been cancelled.
    private var done = false
    /// Runs when the downstream cancels.
    var onCancel: (() -> Void)?

    /// Makes a hub for `downstream` and hands it the hub as its subscription.
    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    /// Hands the downstream subscriber this hub as its subscription.
    func start() {
        guard let target = _locked(lock, { done ? nil : downstream }) else { return }
        target.receive(subscription: self)
    }

    /// Whether the stream has ended or been cancelled.
    var isDone: Bool { _locked(lock) { done } }

    /// Subscribes to `source`, calling the closures with its events while the stream runs.
    @discardableResult
    func subscribe<P: Publisher>(
        _ source: P, value: @escaping (P.Output) -> Void,
        completion: @escaping (Subscribers.Completion<P.Failure>) -> Void
    ) -> any Cancellable {
        var key: ObjectIdentifier?
        let sink = _Sink<P.Output, P.Failure>(
            value: value,
            completion: { [weak self] ending in
                if let self, let key { _locked(self.lock) { _ = self.links.removeValue(forKey: key) } }
                completion(ending)
            })
        key = ObjectIdentifier(sink)
        let accepted = _locked(lock) { () -> Bool in
            guard !done else { return false }
            links[ObjectIdentifier(sink)] = sink
            return true
        }
        guard accepted else { return sink }
        source.receive(subscriber: sink)
        return sink
    }

    /// Delivers a value downstream.
    func send(_ value: Downstream.Input) {
        guard let target = _locked(lock, { done ? nil : downstream }) else { return }
        _ = target.receive(value)
    }

    /// Ends the stream downstream and stops every source.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard let (target, running) = stop() else { return }
        for link in running { link.cancel() }
        target?.receive(completion: completion)
    }

    /// Demand is not counted.
    func request(_ demand: Subscribers.Demand) {}

    /// Stops every source.
    func cancel() {
        guard let (_, running) = stop() else { return }
        for link in running { link.cancel() }
        onCancel?()
    }

    /// Marks the stream ended; returns the subscriber and the running links, or nil if already ended.
    private func stop() -> (Downstream?, [any Cancellable])? {
        _locked(lock) { () -> (Downstream?, [any Cancellable])? in
            guard !done else { return nil }
            done = true
            defer {
                downstream = nil
                links = [:]
                onCancel = nil
            }
            return (downstream, Array(links.values))
        }
    }
}
