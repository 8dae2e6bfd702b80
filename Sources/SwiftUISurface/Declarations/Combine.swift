// Combine, as SwiftUI view models use it. Combine does not exist on Linux, so the surface
// declares it: the files named Combine*.swift form a module named Combine, which SwiftUI
// re-exports. ObservableObject and Published are in CombineObservableObject.swift. Like Apple's,
// it brings Dispatch along (`DispatchQueue.main` as a scheduler needs no other import).

@_exported import Dispatch
import Foundation

// MARK: - Core protocols

/// A source of values delivered over time to subscribers.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
    /// The type of each value this publisher delivers.
    associatedtype Output
    /// The error type that can end this publisher's stream.
    associatedtype Failure: Error
    /// Connects a subscriber so it starts receiving values.
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

/// A receiver of values and a completion from a publisher.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The type of values this subscriber accepts.
    associatedtype Input
    /// The error type this subscriber accepts.
    associatedtype Failure: Error
    /// Called once with the subscription used to request values.
    func receive(subscription: any Subscription)
    /// Called for each value; returns how many more values are wanted.
    func receive(_ input: Self.Input) -> Subscribers.Demand
    /// Called once when the stream finishes or fails.
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

/// The link between a publisher and a subscriber, used to request values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks the publisher for up to the given number of further values.
    func request(_ demand: Subscribers.Demand)
}

/// Something whose ongoing work can be stopped.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Cancellable {
    /// Stops the work and frees its resources.
    func cancel()
}

/// A type that has a unique identifier for Combine's bookkeeping.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol CustomCombineIdentifierConvertible {
    /// The identifier of this instance.
    var combineIdentifier: CombineIdentifier { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// An identifier taken from the object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier used by Combine streams.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    /// Makes a fresh identifier.
    public init() {}
    /// Makes an identifier from an object's identity.
    public init(_ obj: AnyObject) {}
    /// A readable form of the identifier.
    public var description: String { "CombineIdentifier" }
}

/// A cancellable that cancels its work when cancelled or deallocated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class AnyCancellable: Cancellable, Hashable {
    /// Wraps a closure that runs on cancellation.
    public init(_ cancel: @escaping () -> Void) {}
    /// Wraps another cancellable.
    public init<C>(_ canceller: C) where C: Cancellable {}
    /// Runs the cancellation work.
    final public func cancel() {}
    /// Compares two cancellables by identity.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Hashes the cancellable by identity.
    final public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyCancellable {
    /// Keeps this cancellable alive in a collection such as an array.
    final public func store<C>(in collection: inout C)
    where C: RangeReplaceableCollection, C.Element == AnyCancellable {}
    /// Keeps this cancellable alive in a set.
    final public func store(in set: inout Set<AnyCancellable>) {}
}

/// A namespace for subscriber types and their helper values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Subscribers {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers {
    /// How a stream ended: normally or with an error.
    @frozen
    public enum Completion<Failure: Error> {
        /// The stream ended normally.
        case finished
        /// The stream ended with an error.
        case failure(Failure)
    }

    /// How many values a subscriber wants next.
    @frozen
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// As many values as the publisher produces.
        public static let unlimited = Demand()
        /// No further values.
        public static let none = Demand()
        /// At most the given number of values.
        public static func max(_ value: Int) -> Subscribers.Demand { _combinePlaceholder("Demand.max") }
        /// The finite count, or nil for unlimited.
        public var max: Int? { _combinePlaceholder("Demand.max") }
        /// A readable form of the demand.
        public var description: String { "Demand" }
        /// Orders demands by size.
        public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool { _combinePlaceholder("Demand.func") }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Equatable where Failure: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Hashable where Failure: Hashable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Sendable where Failure: Sendable {}

// MARK: - Subjects

/// A publisher you can push values into from outside.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers a value to the subscribers.
    func send(_ value: Self.Output)
    /// Ends the stream for all subscribers.
    func send(completion: Subscribers.Completion<Self.Failure>)
    /// Hands a subscription to the subject.
    func send(subscription: any Subscription)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subject where Self.Output == Void {
    /// Delivers an empty value to the subscribers.
    public func send() {}
}

/// A subject that forwards each sent value to its current subscribers.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class PassthroughSubject<Output, Failure: Error>: Subject {
    /// Makes a subject with no subscribers yet.
    public init() {}
    /// Connects a subscriber so it starts receiving values.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
    /// Delivers a value to the subscribers.
    final public func send(_ input: Output) {}
    /// Ends the stream for all subscribers.
    final public func send(completion: Subscribers.Completion<Failure>) {}
    /// Hands a subscription to the subject.
    final public func send(subscription: any Subscription) {}
}

/// A subject that holds a current value and publishes every change to it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class CurrentValueSubject<Output, Failure: Error>: Subject {
    /// The latest value; setting it publishes the new value.
    final public var value: Output
    /// Makes a subject holding a first value.
    public init(_ value: Output) { self.value = value }
    /// Connects a subscriber so it starts receiving values.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
    /// Stores and delivers a value to the subscribers.
    final public func send(_ input: Output) {}
    /// Ends the stream for all subscribers.
    final public func send(completion: Subscribers.Completion<Failure>) {}
    /// Hands a subscription to the subject.
    final public func send(subscription: any Subscription) {}
}

// MARK: - Convenience publishers

/// A publisher that hides the concrete type of the publisher it wraps.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    /// Wraps the given publisher.
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher { self = _combinePlaceholder("AnyPublisher.init") }
    /// A readable name for the publisher.
    public var description: String { "AnyPublisher" }
    /// The name shown in a playground.
    public var playgroundDescription: Any { description }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyPublisher: Publisher {
    /// Connects a subscriber so it starts receiving values.
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
}

/// A publisher that delivers one value and then finishes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Just<Output>: Publisher {
    /// Just never fails.
    public typealias Failure = Never
    /// The value delivered to each subscriber.
    public let output: Output
    /// Makes a publisher of the given value.
    public init(_ output: Output) { self.output = output }
    /// Connects a subscriber so it starts receiving values.
    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never {}
}

/// A publisher that delivers no values and may finish at once.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Makes an empty publisher that finishes at once unless told otherwise.
    public init(completeImmediately: Bool = true) {}
    /// Makes an empty publisher with explicit output and failure types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {}
    /// Whether the publisher finishes as soon as it is subscribed to.
    public let completeImmediately: Bool = true
    /// Connects a subscriber so it starts receiving values.
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
    /// Two empty publishers are equal when they finish the same way.
    public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool { true }
}

/// A publisher that ends at once with the given error.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Fail<Output, Failure: Error>: Publisher {
    /// Makes a publisher that fails with the error.
    public init(error: Failure) { self.error = error }
    /// Makes a failing publisher with an explicit output type.
    public init(outputType: Output.Type, failure: Failure) { self.error = failure }
    /// The error delivered to each subscriber.
    public let error: Failure
    /// Connects a subscriber so it starts receiving values.
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
}

/// A publisher that produces one result later, from a closure run once.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class Future<Output, Failure: Error>: Publisher {
    /// The callback the closure calls with the result.
    public typealias Promise = (Result<Output, Failure>) -> Void
    /// Makes a future that runs the closure, which later fulfils the promise.
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {}
    /// Connects a subscriber so it starts receiving values.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
}

/// A publisher that builds its real publisher only when subscribed to.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Deferred<DeferredPublisher>: Publisher where DeferredPublisher: Publisher {
    /// The output of the built publisher.
    public typealias Output = DeferredPublisher.Output
    /// The failure of the built publisher.
    public typealias Failure = DeferredPublisher.Failure
    /// The closure that builds the publisher for each subscriber.
    public let createPublisher: () -> DeferredPublisher
    /// Makes a deferred publisher from a building closure.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    /// Connects a subscriber so it starts receiving values.
    public func receive<S>(subscriber: S)
    where S: Subscriber, DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {}
}

/// A publisher that starts producing values only after `connect()` is called.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher; cancel the result to stop it.
    func connect() -> any Cancellable
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ConnectablePublisher {
    /// Connects automatically when the first subscriber arrives.
    public func autoconnect() -> Publishers.Autoconnect<Self> { _combinePlaceholder("ConnectablePublisher.autoconnect") }
}

/// A decoder that reads values from an input such as `Data`; `decode(type:decoder:)` takes one.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol TopLevelDecoder<Input> {
    /// The type this decoder reads from.
    associatedtype Input
    /// Decodes a value of the given type from the input.
    func decode<T>(_ type: T.Type, from: Self.Input) throws -> T where T: Decodable
}

/// A protocol for encoders that turn values into an output such as `Data`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol TopLevelEncoder<Output> {
    /// The type this encoder writes.
    associatedtype Output
    /// Encodes the value into the output type.
    func encode<T>(_ value: T) throws -> Self.Output where T: Encodable
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension JSONDecoder: TopLevelDecoder {
    /// JSON decoders read `Data`.
    public typealias Input = Data
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension JSONEncoder: TopLevelEncoder {
    /// JSON encoders write `Data`.
    public typealias Output = Data
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PropertyListDecoder: TopLevelDecoder {
    /// Property-list decoders read `Data`.
    public typealias Input = Data
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PropertyListEncoder: TopLevelEncoder {
    /// Property-list encoders write `Data`.
    public typealias Output = Data
}

// MARK: - Subscribing

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Subscribes with closures for the values and for the completion.
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable { _combinePlaceholder("Publisher.sink") }

    /// Connects the given subscriber to this publisher.
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {}

    /// Hides this publisher's concrete type behind `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> { _combinePlaceholder("Publisher.eraseToAnyPublisher") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
    /// Subscribes with a closure for the values of a publisher that cannot fail.
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable { _combinePlaceholder("Publisher.sink") }

    /// Writes each value into a property of an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable {
        _combinePlaceholder("Publisher.assign")
    }

    /// Adopts the given failure type; a publisher that never fails can pretend to.
    public func setFailureType<E>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> where E: Error {
        _combinePlaceholder("Publisher.setFailureType")
    }

    /// Makes this publisher connectable, so it waits for `connect()`.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { _combinePlaceholder("Publisher.makeConnectable") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Self.Failure == Never {
    /// Writes each value into a `@Published` property; the subscription lives as long as the property.
    public func assign(to published: inout Published<Self.Output>.Publisher) {}
}

// MARK: - Async bridge

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Publisher where Self.Failure == Never {
    /// The values of this publisher as an async sequence.
    public var values: AsyncPublisher<Self> { _combinePlaceholder("Publisher.values") }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Publisher {
    /// The values of this publisher as an async sequence that can throw.
    public var values: AsyncThrowingPublisher<Self> { _combinePlaceholder("Publisher.values") }
}

/// An async sequence of the values of a publisher that cannot fail.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncPublisher<P>: AsyncSequence where P: Publisher, P.Failure == Never {
    /// Each element is a value of the publisher.
    public typealias Element = P.Output
    /// The iterator that waits for the publisher's values.
    public struct Iterator: AsyncIteratorProtocol {
        /// Waits for the next value, or nil when the publisher finished.
        public mutating func next() async -> P.Output? { _combinePlaceholder("Iterator.next") }
    }
    /// Wraps the given publisher.
    public init(_ publisher: P) {}
    /// Makes the iterator used by `for await`.
    public func makeAsyncIterator() -> AsyncPublisher<P>.Iterator { _combinePlaceholder("AsyncPublisher.makeAsyncIterator") }
}

/// An async sequence of the values of a publisher that can fail.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncThrowingPublisher<P>: AsyncSequence where P: Publisher {
    /// Each element is a value of the publisher.
    public typealias Element = P.Output
    /// The iterator that waits for the publisher's values.
    public struct Iterator: AsyncIteratorProtocol {
        /// Waits for the next value; throws the publisher's error.
        public mutating func next() async throws -> P.Output? { _combinePlaceholder("Iterator.next") }
    }
    /// Wraps the given publisher.
    public init(_ publisher: P) {}
    /// Makes the iterator used by `for try await`.
    public func makeAsyncIterator() -> AsyncThrowingPublisher<P>.Iterator { _combinePlaceholder("AsyncThrowingPublisher.makeAsyncIterator") }
}

// MARK: - Operators

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Transforms each value with a closure.
    public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> { _combinePlaceholder("Publisher.map") }
    /// Transforms each value with a closure that may throw.
    public func tryMap<T>(_ transform: @escaping (Self.Output) throws -> T) -> Publishers.TryMap<Self, T> {
        _combinePlaceholder("Publisher.tryMap")
    }
    /// Transforms each value and drops the nil results.
    public func compactMap<T>(_ transform: @escaping (Self.Output) -> T?) -> Publishers.CompactMap<Self, T> {
        _combinePlaceholder("Publisher.compactMap")
    }
    /// Keeps only the values the closure accepts.
    public func filter(_ isIncluded: @escaping (Self.Output) -> Bool) -> Publishers.Filter<Self> { _combinePlaceholder("Publisher.filter") }
    /// Drops a value when the closure says it repeats the previous one.
    public func removeDuplicates(by predicate: @escaping (Self.Output, Self.Output) -> Bool)
        -> Publishers.RemoveDuplicates<Self>
    { _combinePlaceholder("Publisher.removeDuplicates") }
    /// Turns the error into another error type.
    public func mapError<E>(_ transform: @escaping (Self.Failure) -> E) -> Publishers.MapError<Self, E> where E: Error {
        _combinePlaceholder("Publisher.mapError")
    }
    /// Replaces an error with a value, then finishes.
    public func replaceError(with output: Self.Output) -> Publishers.ReplaceError<Self> { _combinePlaceholder("Publisher.replaceError") }
    /// Replaces a failed stream with the publisher the closure returns.
    public func `catch`<P>(_ handler: @escaping (Self.Failure) -> P) -> Publishers.Catch<Self, P>
    where P: Publisher, Self.Output == P.Output { _combinePlaceholder("Publisher.func") }
    /// Resubscribes up to the given number of times after a failure.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { _combinePlaceholder("Publisher.retry") }
    /// Skips the first values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { _combinePlaceholder("Publisher.dropFirst") }
    /// Delivers at most the given number of values, then finishes.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { _combinePlaceholder("Publisher.prefix") }
    /// Delivers the first value, then finishes.
    public func first() -> Publishers.First<Self> { _combinePlaceholder("Publisher.first") }
    /// Delivers the first value the closure accepts, then finishes.
    public func first(where predicate: @escaping (Self.Output) -> Bool) -> Publishers.FirstWhere<Self> {
        _combinePlaceholder("Publisher.first")
    }
    /// Delivers the last value when the stream finishes.
    public func last() -> Publishers.Last<Self> { _combinePlaceholder("Publisher.last") }
    /// Accumulates values, delivering each intermediate result.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Self.Output) -> T)
        -> Publishers.Scan<Self, T>
    { _combinePlaceholder("Publisher.scan") }
    /// Collects every value into one array delivered at the end.
    public func collect() -> Publishers.Collect<Self> { _combinePlaceholder("Publisher.collect") }
    /// Collects values into arrays of the given size.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { _combinePlaceholder("Publisher.collect") }
    /// Shares one subscription to this publisher among many subscribers.
    public func share() -> Publishers.Share<Self> { _combinePlaceholder("Publisher.share") }
    /// Runs side-effect closures at each event of the stream.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Self.Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Self.Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> { _combinePlaceholder("Publisher.handleEvents") }
    /// Prints each event to the console, for debugging.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        _combinePlaceholder("Publisher.print")
    }
    /// Decodes each value with the given decoder.
    public func decode<Item, Coder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Item: Decodable, Coder: TopLevelDecoder, Self.Output == Coder.Input { _combinePlaceholder("Publisher.decode") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Delivers the given values before the upstream values.
    public func prepend(_ elements: Self.Output...) -> Publishers.Concatenate<Publishers.Sequence<[Self.Output], Self.Failure>, Self> {
        _combinePlaceholder("Publisher.prepend")
    }
    /// Delivers the given values after the upstream finishes.
    public func append(_ elements: Self.Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Self.Output], Self.Failure>> {
        _combinePlaceholder("Publisher.append")
    }
    /// Drops every value and keeps only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { _combinePlaceholder("Publisher.ignoreOutput") }
    /// Delivers the number of values once the upstream finishes.
    public func count() -> Publishers.Count<Self> { _combinePlaceholder("Publisher.count") }
    /// Combines all values into one result delivered when the upstream finishes.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Self.Output) -> T) -> Publishers.Reduce<Self, T> {
        _combinePlaceholder("Publisher.reduce")
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Output: Equatable {
    /// Drops a value equal to the previous one.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { _combinePlaceholder("Publisher.removeDuplicates") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Replaces nil values with the given value.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Self.Output == T? { _combinePlaceholder("Publisher.replaceNil") }
}

// Timing and threading.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Delivers a value only after the given quiet time has passed without a newer one.
    public func debounce<S>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, S>
    where S: Scheduler { _combinePlaceholder("Publisher.debounce") }
    /// Delivers at most one value per interval, the first or the latest.
    public func throttle<S>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    where S: Scheduler { _combinePlaceholder("Publisher.throttle") }
    /// Delivers values and the completion on the given scheduler.
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S>
    where S: Scheduler { _combinePlaceholder("Publisher.receive") }
    /// Subscribes to the upstream publisher on the given scheduler.
    public func subscribe<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S>
    where S: Scheduler { _combinePlaceholder("Publisher.subscribe") }
    /// Delays every event by the given interval.
    public func delay<S>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> where S: Scheduler { _combinePlaceholder("Publisher.delay") }
    /// Fails or finishes when no value arrives within the interval.
    public func timeout<S>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Self.Failure)? = nil
    ) -> Publishers.Timeout<Self, S> where S: Scheduler { _combinePlaceholder("Publisher.timeout") }
}

// Combining.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Pairs the latest value of each publisher whenever either delivers.
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P: Publisher, Self.Failure == P.Failure { _combinePlaceholder("Publisher.combineLatest") }
    /// Combines the latest values of both publishers with a closure.
    public func combineLatest<P, T>(_ other: P, _ transform: @escaping (Self.Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where P: Publisher, Self.Failure == P.Failure { _combinePlaceholder("Publisher.combineLatest") }
    /// Combines the latest value of three publishers into a tuple.
    public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure { _combinePlaceholder("Publisher.combineLatest") }
    /// Interleaves the values of two publishers of the same type.
    public func merge<P>(with other: P) -> Publishers.Merge<Self, P>
    where P: Publisher, Self.Failure == P.Failure, Self.Output == P.Output { _combinePlaceholder("Publisher.merge") }
    /// Pairs values of two publishers one to one.
    public func zip<P>(_ other: P) -> Publishers.Zip<Self, P> where P: Publisher, Self.Failure == P.Failure {
        _combinePlaceholder("Publisher.zip")
    }
    /// Maps each value to a publisher and merges their values.
    public func flatMap<T, P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P)
        -> Publishers.FlatMap<P, Self>
    where T == P.Output, P: Publisher, Self.Failure == P.Failure { _combinePlaceholder("Publisher.flatMap") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Self.Failure == Never {
    /// Maps each value to a publisher that can fail, adopting its failure type.
    public func flatMap<P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>>
    where P: Publisher { _combinePlaceholder("Publisher.flatMap") }
    /// Maps each value to a publisher; neither side fails.
    public func flatMap<P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P)
        -> Publishers.FlatMap<P, Self>
    where P: Publisher, P.Failure == Never { _combinePlaceholder("Publisher.flatMap") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher {
    /// Maps each value to a publisher that cannot fail, adopting this publisher's failure type.
    public func flatMap<P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Self.Failure>, Self>
    where P: Publisher, P.Failure == Never { _combinePlaceholder("Publisher.flatMap") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Output: Publisher, Self.Output.Failure == Self.Failure {
    /// Follows only the most recent inner publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Self.Output, Self> { _combinePlaceholder("Publisher.switchToLatest") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Self.Failure == Never, Self.Output: Publisher {
    /// Follows only the most recent inner publisher, adopting its failure type.
    public func switchToLatest() -> Publishers.SwitchToLatest<Self.Output, Publishers.SetFailureType<Self, Self.Output.Failure>> {
        _combinePlaceholder("Publisher.switchToLatest")
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Self.Failure == Never, Self.Output: Publisher, Self.Output.Failure == Never {
    /// Follows only the most recent inner publisher; neither side fails.
    public func switchToLatest() -> Publishers.SwitchToLatest<Self.Output, Self> { _combinePlaceholder("Publisher.switchToLatest") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Sequence {
    /// A publisher that delivers the elements of this sequence.
    public var publisher: Publishers.Sequence<Self, Never> { _combinePlaceholder("Sequence.publisher") }
}

// MARK: - Publishers

/// A namespace for the publisher types that operators return.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Publishers {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
    /// The publisher `map(_:)` returns.
    public struct Map<Upstream, Output>: Publisher where Upstream: Publisher {
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {}
    }

    /// The publisher `tryMap(_:)` returns.
    public struct TryMap<Upstream, Output>: Publisher where Upstream: Publisher {
        /// A thrown error ends the stream.
        public typealias Failure = any Error
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error {}
    }

    /// The publisher `compactMap(_:)` returns.
    public struct CompactMap<Upstream, Output>: Publisher where Upstream: Publisher {
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {}
    }

    /// The publisher `mapError(_:)` returns.
    public struct MapError<Upstream, Failure>: Publisher where Upstream: Publisher, Failure: Error {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {}
    }

    /// The publisher `setFailureType(to:)` returns.
    public struct SetFailureType<Upstream, Failure>: Publisher where Upstream: Publisher, Failure: Error, Upstream.Failure == Never {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {}
    }

    /// The publisher `flatMap(maxPublishers:_:)` returns.
    public struct FlatMap<NewPublisher, Upstream>: Publisher
    where NewPublisher: Publisher, Upstream: Publisher, NewPublisher.Failure == Upstream.Failure {
        /// Values come from the inner publishers.
        public typealias Output = NewPublisher.Output
        /// Failures come from upstream and the inner publishers.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S)
        where S: Subscriber, NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {}
    }

    /// The publisher `switchToLatest()` returns.
    public struct SwitchToLatest<P, Upstream>: Publisher
    where P: Publisher, P == Upstream.Output, Upstream: Publisher, P.Failure == Upstream.Failure {
        /// Values come from the latest inner publisher.
        public typealias Output = P.Output
        /// Failures come from upstream and the inner publishers.
        public typealias Failure = P.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, P.Output == S.Input, Upstream.Failure == S.Failure {}
    }

    /// The publisher `combineLatest(_:)` returns.
    public struct CombineLatest<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure {
        /// A tuple of the latest value of each publisher.
        public typealias Output = (A.Output, B.Output)
        /// Failures come from either publisher.
        public typealias Failure = A.Failure
        /// Makes a publisher that combines the latest values of two publishers.
        public init(_ a: A, _ b: B) {}
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) {}
    }

    /// The publisher `combineLatest(_:_:)` returns.
    public struct CombineLatest3<A, B, C>: Publisher
    where A: Publisher, B: Publisher, C: Publisher, A.Failure == B.Failure, B.Failure == C.Failure {
        /// A tuple of the latest value of each publisher.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// Failures come from any of the publishers.
        public typealias Failure = A.Failure
        /// Makes a publisher that combines the latest values of three publishers.
        public init(_ a: A, _ b: B, _ c: C) {}
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S)
        where S: Subscriber, C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {}
    }

    /// The publisher `merge(with:)` returns.
    public struct Merge<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure, A.Output == B.Output {
        /// Values of either publisher.
        public typealias Output = A.Output
        /// Failures of either publisher.
        public typealias Failure = A.Failure
        /// Makes a publisher that interleaves two publishers.
        public init(_ a: A, _ b: B) {}
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, B.Output == S.Input {}
    }

    /// The publisher `zip(_:)` returns.
    public struct Zip<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure {
        /// A tuple pairing one value of each publisher.
        public typealias Output = (A.Output, B.Output)
        /// Failures come from either publisher.
        public typealias Failure = A.Failure
        /// Makes a publisher that pairs values of two publishers.
        public init(_ a: A, _ b: B) {}
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) {}
    }

    /// The publisher `catch(_:)` returns.
    public struct Catch<Upstream, NewPublisher>: Publisher
    where Upstream: Publisher, NewPublisher: Publisher, Upstream.Output == NewPublisher.Output {
        /// Values of upstream, then of the replacement.
        public typealias Output = Upstream.Output
        /// Failures of the replacement publisher.
        public typealias Failure = NewPublisher.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S)
        where S: Subscriber, NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {}
    }

    /// The publisher `debounce(for:scheduler:options:)` returns.
    public struct Debounce<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `throttle(for:scheduler:latest:)` returns.
    public struct Throttle<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `receive(on:options:)` returns.
    public struct ReceiveOn<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `subscribe(on:options:)` returns.
    public struct SubscribeOn<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `delay(for:tolerance:scheduler:options:)` returns.
    public struct Delay<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `timeout(_:scheduler:options:customError:)` returns.
    public struct Timeout<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `filter(_:)` returns.
    public struct Filter<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `removeDuplicates()` returns.
    public struct RemoveDuplicates<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `replaceError(with:)` returns.
    public struct ReplaceError<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// The error is replaced, so the stream never fails.
        public typealias Failure = Never
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Output == S.Input, S.Failure == Never {}
    }

    /// The publisher `retry(_:)` returns.
    public struct Retry<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through once the retries are used up.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `dropFirst(_:)` returns.
    public struct Drop<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `prefix(_:)` returns.
    public struct Output<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `first()` returns.
    public struct First<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `first(where:)` returns.
    public struct FirstWhere<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `last()` returns.
    public struct Last<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `scan(_:_:)` returns.
    public struct Scan<Upstream, Output>: Publisher where Upstream: Publisher {
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {}
    }

    /// The publisher `collect()` returns.
    public struct Collect<Upstream>: Publisher where Upstream: Publisher {
        /// One array of every upstream value.
        public typealias Output = [Upstream.Output]
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {}
    }

    /// The publisher `collect(_:)` returns.
    public struct CollectByCount<Upstream>: Publisher where Upstream: Publisher {
        /// Arrays of upstream values.
        public typealias Output = [Upstream.Output]
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {}
    }

    /// The publisher `handleEvents(...)` returns.
    public struct HandleEvents<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `print(_:to:)` returns.
    public struct Print<Upstream>: Publisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `decode(type:decoder:)` returns.
    public struct Decode<Upstream, Output, Coder>: Publisher
    where Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder, Upstream.Output == Coder.Input {
        /// A decoding error ends the stream.
        public typealias Failure = any Error
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error {}
    }

    /// The publisher `share()` returns.
    final public class Share<Upstream>: Publisher, Equatable where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        final public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
        /// Two shares are equal when they are the same object.
        public static func == (lhs: Publishers.Share<Upstream>, rhs: Publishers.Share<Upstream>) -> Bool { lhs === rhs }
    }

    /// The publisher `autoconnect()` returns.
    final public class Autoconnect<Upstream>: Publisher where Upstream: ConnectablePublisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// The connectable publisher this one connects.
        final public let upstream: Upstream
        /// Wraps a connectable publisher.
        public init(upstream: Upstream) { self.upstream = upstream }
        /// Connects a subscriber so it starts receiving values.
        final public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    /// The publisher `makeConnectable()` returns.
    public struct MakeConnectable<Upstream>: ConnectablePublisher where Upstream: Publisher {
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
        /// Starts delivering values.
        public func connect() -> any Cancellable { _combinePlaceholder("MakeConnectable.connect") }
    }

    /// The publisher `prepend(_:)` and `append(_:)` return: one publisher after the other.
    public struct Concatenate<Prefix, Suffix>: Publisher
    where Prefix: Publisher, Suffix: Publisher, Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        /// Values of both publishers.
        public typealias Output = Suffix.Output
        /// Failures of either publisher.
        public typealias Failure = Suffix.Failure
        /// Makes a publisher that delivers the prefix, then the suffix.
        public init(prefix: Prefix, suffix: Suffix) {}
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Suffix.Failure == S.Failure, Suffix.Output == S.Input {}
    }

    /// The publisher `ignoreOutput()` returns.
    public struct IgnoreOutput<Upstream>: Publisher where Upstream: Publisher {
        /// No values are delivered.
        public typealias Output = Never
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Never {}
    }

    /// The publisher `count()` returns.
    public struct Count<Upstream>: Publisher where Upstream: Publisher {
        /// The number of upstream values.
        public typealias Output = Int
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Int {}
    }

    /// The publisher `reduce(_:_:)` returns.
    public struct Reduce<Upstream, Output>: Publisher where Upstream: Publisher {
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {}
    }

    /// The publisher a sequence's `publisher` property returns.
    public struct Sequence<Elements, Failure>: Publisher where Elements: Swift.Sequence, Failure: Error {
        /// The sequence's elements.
        public typealias Output = Elements.Element
        /// The elements this publisher delivers.
        public let sequence: Elements
        /// Makes a publisher of the sequence's elements.
        public init(sequence: Elements) { self.sequence = sequence }
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Elements.Element == S.Input {}
    }
}

// MARK: - Schedulers

/// Something that runs closures now or at a later time, such as the main run loop.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's notion of a point in time.
    associatedtype SchedulerTimeType: Strideable
    where Self.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Extra settings a scheduler accepts.
    associatedtype SchedulerOptions
    /// The current time of the scheduler.
    var now: Self.SchedulerTimeType { get }
    /// The smallest tolerance the scheduler honours.
    var minimumTolerance: Self.SchedulerTimeType.Stride { get }
    /// Runs the action as soon as possible.
    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs the action at or after the given time.
    func schedule(
        after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?,
        _ action: @escaping () -> Void)
    /// Runs the action repeatedly from the given time until cancelled.
    func schedule(
        after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride,
        tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Scheduler {
    /// Runs the action as soon as possible, with no options.
    public func schedule(_ action: @escaping () -> Void) {}
    /// Runs the action at or after the given time, with no options.
    public func schedule(
        after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) {}
    /// Runs the action at or after the given time, with the minimum tolerance.
    public func schedule(after date: Self.SchedulerTimeType, _ action: @escaping () -> Void) {}
    /// Runs the action repeatedly from the given time until cancelled.
    public func schedule(
        after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> any Cancellable { _combinePlaceholder("Scheduler.schedule") }
}

/// A time interval a scheduler understands, written as seconds, milliseconds and so on.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol SchedulerTimeIntervalConvertible {
    /// An interval of whole seconds.
    static func seconds(_ s: Int) -> Self
    /// An interval of seconds, with fractions.
    static func seconds(_ s: Double) -> Self
    /// An interval of milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// An interval of microseconds.
    static func microseconds(_ us: Int) -> Self
    /// An interval of nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler that runs every action at once, on the current thread.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ImmediateScheduler: Scheduler {
    /// The immediate scheduler's time, which never advances.
    public struct SchedulerTimeType: Strideable, Sendable {
        /// A distance between two immediate-scheduler times.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
            SchedulerTimeIntervalConvertible, Sendable
        {
            /// Literal floats are counts.
            public typealias FloatLiteralType = Double
            /// Literal integers are counts.
            public typealias IntegerLiteralType = Int
            /// The size of a stride.
            public typealias Magnitude = Int
            /// The size of the stride.
            public var magnitude: Int
            /// Makes a stride of the given count.
            public init(_ value: Int) { magnitude = value }
            /// Makes a stride from an integer literal.
            public init(integerLiteral value: Int) { magnitude = value }
            /// Makes a stride from a float literal.
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            /// Makes a stride from an exactly representable integer.
            public init?<T>(exactly source: T) where T: BinaryInteger { magnitude = 0 }
            /// Orders strides.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { _combinePlaceholder("SchedulerTimeType.func") }
            /// Multiplies strides.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Adds strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Subtracts strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) {}
            /// A stride of whole seconds.
            public static func seconds(_ s: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.seconds") }
            /// A stride of seconds with fractions.
            public static func seconds(_ s: Double) -> Stride { _combinePlaceholder("SchedulerTimeType.seconds") }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.milliseconds") }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.microseconds") }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.nanoseconds") }
        }
        /// The distance to another time.
        public func distance(to other: SchedulerTimeType) -> Stride { _combinePlaceholder("SchedulerTimeType.distance") }
        /// The time moved by the given stride.
        public func advanced(by n: Stride) -> SchedulerTimeType { _combinePlaceholder("SchedulerTimeType.advanced") }
    }
    /// The immediate scheduler takes no options.
    public typealias SchedulerOptions = Never
    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()
    /// The current time.
    public var now: SchedulerTimeType { _combinePlaceholder("ImmediateScheduler.now") }
    /// The smallest tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { _combinePlaceholder("ImmediateScheduler.minimumTolerance") }
    /// Runs the action at once.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    /// Runs the action at once.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {}
    /// Runs the action at once, and never again.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable { _combinePlaceholder("ImmediateScheduler.schedule") }
}
