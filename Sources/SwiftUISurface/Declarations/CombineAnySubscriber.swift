// A type-erased subscriber, used inside Combine wherever subscribers of different types are kept together.
// Part of the Combine module.

import Foundation

/// A subscriber of any concrete type, reached through closures.
@usableFromInline
final class _AnySub<Input, Failure: Error>: Subscriber {
    /// Forwards the subscription.
    private let subscriptionHandler: (any Subscription) -> Void
    /// Forwards a value.
    private let valueHandler: (Input) -> Subscribers.Demand
    /// Forwards the completion.
    private let completionHandler: (Subscribers.Completion<Failure>) -> Void
    /// The identifier of the wrapped subscriber.
    @usableFromInline let combineIdentifier: CombineIdentifier

    /// Wraps `subscriber`.
    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscriptionHandler = subscriber.receive(subscription:)
        valueHandler = subscriber.receive(_:)
        completionHandler = subscriber.receive(completion:)
        combineIdentifier = subscriber.combineIdentifier
    }

    /// Makes a subscriber from three closures.
    init(
        subscription: @escaping (any Subscription) -> Void, value: @escaping (Input) -> Subscribers.Demand,
        completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        subscriptionHandler = subscription
        valueHandler = value
        completionHandler = completion
        combineIdentifier = CombineIdentifier()
    }

    /// Passes the subscription on.
    @usableFromInline func receive(subscription: any Subscription) { subscriptionHandler(subscription) }
    /// Passes a value on.
    @usableFromInline func receive(_ input: Input) -> Subscribers.Demand { valueHandler(input) }
    /// Passes the completion on.
    @usableFromInline func receive(completion: Subscribers.Completion<Failure>) { completionHandler(completion) }
}

/// A subscription that has nothing to deliver, handed to subscribers of a finished stream.
final class _EmptySubscription: Subscription {
    /// The one empty subscription.
    static let shared = _EmptySubscription()
    /// Nothing to request.
    func request(_ demand: Subscribers.Demand) {}
    /// Nothing to cancel.
    func cancel() {}
}
