// The subscriber list shared by subjects, `@Published` and the other publishers that multicast.
// Part of the Combine module.

import Foundation

/// One subscriber's link to a subscriber store; cancelling it removes the subscriber.
final class _Conduit<Output, Failure: Error>: Subscription {
    /// Guards `downstream`.
    private let lock = NSLock()
    /// The subscriber, until it cancels or the stream ends.
    private var downstream: _AnySub<Output, Failure>?
    /// The store this conduit belongs to.
    private weak var store: _SubscriberStore<Output, Failure>?

    /// Links `downstream` to `store`.
    init(_ downstream: _AnySub<Output, Failure>, store: _SubscriberStore<Output, Failure>) {
        self.downstream = downstream
        self.store = store
    }

    /// Whether the subscriber is still connected.
    var isActive: Bool { _locked(lock) { downstream != nil } }

    /// Values are delivered as they come; demand is not counted.
    func request(_ demand: Subscribers.Demand) {}

    /// Disconnects the subscriber.
    func cancel() {
        let wasActive = _locked(lock) { () -> Bool in
            defer { downstream = nil }
            return downstream != nil
        }
        if wasActive { store?.remove(self) }
    }

    /// Delivers one value to the subscriber.
    func deliver(_ value: Output) {
        let target = _locked(lock) { downstream }
        _ = target?.receive(value)
    }

    /// Ends the stream for the subscriber.
    func complete(_ completion: Subscribers.Completion<Failure>) {
        let target = _locked(lock) { () -> _AnySub<Output, Failure>? in
            defer { downstream = nil }
            return downstream
        }
        target?.receive(completion: completion)
    }
}

/// A thread-safe list of subscribers that values and a completion are sent to.
final class _SubscriberStore<Output, Failure: Error> {
    /// Guards the list and the completion.
    private let lock = NSLock()
    /// The connected subscribers, in subscription order.
    private var conduits: [_Conduit<Output, Failure>] = []
    /// How the stream ended, once it has.
    private var completion: Subscribers.Completion<Failure>?
    /// Called after a subscriber leaves, with the number still connected.
    var onRemove: ((Int) -> Void)?

    /// Makes an empty store.
    init() {}

    /// The number of connected subscribers.
    var count: Int { _locked(lock) { conduits.count } }

    /// Whether the stream has ended.
    var isCompleted: Bool { _locked(lock) { completion != nil } }

    /// Connects `subscriber`; `initial` runs after it has its subscription (to send a current value).
    func attach<S: Subscriber>(_ subscriber: S, initial: ((_Conduit<Output, Failure>) -> Void)? = nil)
    where S.Input == Output, S.Failure == Failure {
        if let ended = _locked(lock, { completion }) {
            subscriber.receive(subscription: _EmptySubscription.shared)
            subscriber.receive(completion: ended)
            return
        }
        let conduit = _Conduit(_AnySub(subscriber), store: self)
        subscriber.receive(subscription: conduit)
        guard conduit.isActive else { return }
        _locked(lock) { conduits.append(conduit) }
        initial?(conduit)
    }

    /// Delivers `value` to every connected subscriber.
    func send(_ value: Output) {
        let targets = _locked(lock) { completion == nil ? conduits : [] }
        for conduit in targets { conduit.deliver(value) }
    }

    /// Ends the stream for every subscriber; later subscribers get the completion at once.
    func complete(_ completion: Subscribers.Completion<Failure>) {
        let targets = _locked(lock) { () -> [_Conduit<Output, Failure>] in
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits = [] }
            return conduits
        }
        for conduit in targets { conduit.complete(completion) }
    }

    /// Drops `conduit` from the list.
    func remove(_ conduit: _Conduit<Output, Failure>) {
        let remaining = _locked(lock) { () -> Int? in
            guard let index = conduits.firstIndex(where: { $0 === conduit }) else { return nil }
            conduits.remove(at: index)
            return conduits.count
        }
        if let remaining { onRemove?(remaining) }
    }
}
