// The subscribers behind `sink` and `assign(to:on:)`. Part of the Combine module.

import Foundation

/// The subscriber `sink` makes: it asks for every value and calls closures.
final class _Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// Guards the subscription and closures.
    private let lock = NSLock()
    /// The upstream subscription, until cancelled or finished.
    private var subscription: (any Subscription)?
    /// Whether the sink has been cancelled or has finished.
    private var ended = false
    /// Called for each value.
    private var valueHandler: ((Input) -> Void)?
    /// Called with the completion.
    private var completionHandler: ((Subscribers.Completion<Failure>) -> Void)?

    /// Makes a sink with the two closures.
    init(value: @escaping (Input) -> Void, completion: ((Subscribers.Completion<Failure>) -> Void)?) {
        valueHandler = value
        completionHandler = completion
    }

    /// Keeps the subscription and asks for every value.
    func receive(subscription: any Subscription) {
        let accepted = _locked(lock) { () -> Bool in
            guard !ended, self.subscription == nil else { return false }
            self.subscription = subscription
            return true
        }
        if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    /// Calls the value closure.
    func receive(_ input: Input) -> Subscribers.Demand {
        _locked(lock) { valueHandler }?(input)
        return .none
    }

    /// Calls the completion closure, then lets everything go.
    func receive(completion: Subscribers.Completion<Failure>) {
        let handler = _locked(lock) { () -> ((Subscribers.Completion<Failure>) -> Void)? in
            guard !ended else { return nil }
            ended = true
            defer {
                completionHandler = nil
                valueHandler = nil
                subscription = nil
            }
            return completionHandler
        }
        handler?(completion)
    }

    /// Stops the upstream and lets everything go.
    func cancel() {
        let upstream = _locked(lock) { () -> (any Subscription)? in
            ended = true
            defer {
                completionHandler = nil
                valueHandler = nil
                subscription = nil
            }
            return subscription
        }
        upstream?.cancel()
    }
}
