// A hand-written publisher, subscription and subscriber, as a Combine lesson builds them.
import Combine
import SwiftUI

struct Ticker: Publisher {
    typealias Output = Int
    typealias Failure = Never
    func receive<S>(subscriber: S) where S: Subscriber, Never == S.Failure, Int == S.Input {
        subscriber.receive(subscription: TickSubscription())
    }
}

final class TickSubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

final class Printer: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    func receive(subscription: any Subscription) { subscription.request(.unlimited) }
    func receive(_ input: Int) -> Subscribers.Demand { print(input); return .none }
    func receive(completion: Subscribers.Completion<Never>) {}
}

func run() {
    Ticker().subscribe(Printer())
    let c: any Cancellable = AnyCancellable {}
    c.cancel()
    let demand: Subscribers.Demand = .max(3)
    print(demand.max ?? 0)
}
