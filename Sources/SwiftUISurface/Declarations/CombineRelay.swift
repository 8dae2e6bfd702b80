// The link most operators put between their upstream publisher and their subscriber.
// Part of the Combine module.

import Foundation

/// Subscribes to an upstream publisher for one downstream subscriber, passing on what its closures decide.
final class _Relay<UpInput, UpFailure: Error, Downstream: Subscriber>: Subscriber, Subscription {
    /// The upstream values.
    typealias Input = UpInput
    /// The upstream failure.
    typealias Failure = UpFailure

    /// Guards the links and the done flag.
    private let lock = NSLock()
    /// The subscriber, until the stream ends or is cancelled.
    private var downstream: Downstream?
    /// The upstream subscription, once received.
    private var upstream: (any Subscription)?
    /// Whether the stream has ended or been cancelled.
    private var done = false
    /// Handles an upstream value.
    private let onValue: (_Relay, UpInput) -> Void
    /// Handles the upstream completion.
    private let onCompletion: (_Relay, Subscribers.Completion<UpFailure>) -> Void
    /// Runs when the downstream cancels.
    private let onCancel: (() -> Void)?
    /// Whether the subscription is passed to the downstream subscriber when it arrives.
    private let forwardsSubscription: Bool
    /// Runs when the upstream subscription arrives.
    var onSubscription: ((any Subscription) -> Void)?
    /// Runs when the downstream requests values.
    var onRequest: ((Subscribers.Demand) -> Void)?

    /// Makes a relay for `downstream`.
    init(
        _ downstream: Downstream, forwardsSubscription: Bool = true,
        value: @escaping (_Relay, UpInput) -> Void,
        completion: @escaping (_Relay, Subscribers.Completion<UpFailure>) -> Void,
        cancel: (() -> Void)? = nil
    ) {
        self.downstream = downstream
        self.forwardsSubscription = forwardsSubscription
        onValue = value
        onCompletion = completion
        onCancel = cancel
    }

    /// Whether the stream has ended or been cancelled.
    var isDone: Bool { _locked(lock) { done } }

    /// Stores the upstream subscription and hands this relay to the downstream subscriber.
    func receive(subscription: any Subscription) {
        let target = _locked(lock) { () -> Downstream? in
            guard !done, upstream == nil else { return nil }
            upstream = subscription
            return downstream
        }
        guard let target else {
            subscription.cancel()
            return
        }
        onSubscription?(subscription)
        if forwardsSubscription {
            target.receive(subscription: self)
        } else {
            subscription.request(.unlimited)
        }
    }

    /// Hands the downstream subscriber this relay as its subscription (for relays that do not forward).
    func start() {
        guard let target = _locked(lock, { done ? nil : downstream }) else { return }
        target.receive(subscription: self)
    }

    /// Passes an upstream value to the closure.
    func receive(_ input: UpInput) -> Subscribers.Demand {
        guard !isDone else { return .none }
        onValue(self, input)
        return .none
    }

    /// Passes the upstream completion to the closure.
    func receive(completion: Subscribers.Completion<UpFailure>) {
        guard !isDone else { return }
        onCompletion(self, completion)
    }

    /// Delivers a value downstream.
    func send(_ value: Downstream.Input) {
        guard let target = _locked(lock, { done ? nil : downstream }) else { return }
        _ = target.receive(value)
    }

    /// Ends the stream downstream; `cancelUpstream` stops an upstream that has not finished.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>, cancelUpstream: Bool = false) {
        let links = _locked(lock) { () -> (Downstream?, (any Subscription)?) in
            guard !done else { return (nil, nil) }
            done = true
            defer {
                downstream = nil
                upstream = nil
            }
            return (downstream, upstream)
        }
        if cancelUpstream { links.1?.cancel() }
        links.0?.receive(completion: completion)
    }

    /// Passes a request upstream.
    func request(_ demand: Subscribers.Demand) {
        onRequest?(demand)
        _locked(lock) { upstream }?.request(demand)
    }

    /// Stops the stream in both directions.
    func cancel() {
        let up = _locked(lock) { () -> (any Subscription)?? in
            guard !done else { return nil }
            done = true
            defer {
                downstream = nil
                upstream = nil
            }
            return .some(upstream)
        }
        guard let up else { return }
        up?.cancel()
        onCancel?()
    }
}

extension _Relay where UpFailure == Downstream.Failure {
    /// Passes an upstream completion on unchanged.
    func forward(_ completion: Subscribers.Completion<UpFailure>) { finish(completion) }
}

/// A subscription that runs a closure when cancelled, for publishers that produce values themselves.
final class _CancelFlag: Subscription {
    /// Guards the flag.
    private let lock = NSLock()
    /// Whether the subscriber cancelled.
    private var cancelled = false
    /// Runs once on cancellation.
    private var onCancel: (() -> Void)?

    /// Makes a subscription that runs `onCancel` when cancelled.
    init(onCancel: (() -> Void)? = nil) { self.onCancel = onCancel }

    /// Whether the subscriber cancelled.
    var isCancelled: Bool { _locked(lock) { cancelled } }

    /// Demand is not counted.
    func request(_ demand: Subscribers.Demand) {}

    /// Marks the subscription cancelled and runs the closure.
    func cancel() {
        let action = _locked(lock) { () -> (() -> Void)? in
            guard !cancelled else { return nil }
            cancelled = true
            defer { onCancel = nil }
            return onCancel ?? {}
        }
        action?()
    }

    /// Marks the subscription ended without running the closure.
    func markEnded() {
        _locked(lock) {
            cancelled = true
            onCancel = nil
        }
    }
}
