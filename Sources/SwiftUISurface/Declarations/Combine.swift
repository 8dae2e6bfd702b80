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
    /// The number behind the identifier: an object's address or a fresh count.
    @usableFromInline internal let _value: UInt
    /// Makes a fresh identifier.
    public init() { _value = _CombineIdentifierCounter.next() }
    /// Makes an identifier from an object's identity.
    public init(_ obj: AnyObject) { _value = UInt(bitPattern: ObjectIdentifier(obj).hashValue) }
    /// A readable form of the identifier.
    public var description: String { "0x" + String(_value, radix: 16) }
}

/// Hands out the numbers of fresh combine identifiers (odd, so they never equal an object address).
internal enum _CombineIdentifierCounter {
    /// Guards the counter.
    private static let lock = NSLock()
    /// The last number handed out.
    nonisolated(unsafe) private static var last: UInt = 1
    /// The next fresh number.
    static func next() -> UInt {
        _locked(lock) {
            last &+= 2
            return last
        }
    }
}

/// A cancellable that cancels its work when cancelled or deallocated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class AnyCancellable: Cancellable, Hashable {
    /// Guards the cancellation closure.
    private let _lock = NSLock()
    /// The work still to run on cancellation, until it has run.
    private var _cancelAction: (() -> Void)?
    /// Wraps a closure that runs on cancellation.
    public init(_ cancel: @escaping () -> Void) { _cancelAction = cancel }
    /// Wraps another cancellable.
    public init<C>(_ canceller: C) where C: Cancellable { _cancelAction = canceller.cancel }
    /// Cancels the work when the last reference goes away.
    deinit { cancel() }
    /// Runs the cancellation work.
    final public func cancel() {
        let action = _locked(_lock) { () -> (() -> Void)? in
            defer { _cancelAction = nil }
            return _cancelAction
        }
        action?()
    }
    /// Compares two cancellables by identity.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Hashes the cancellable by identity.
    final public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyCancellable {
    /// Keeps this cancellable alive in a collection such as an array.
    final public func store<C>(in collection: inout C)
    where C: RangeReplaceableCollection, C.Element == AnyCancellable { collection.append(self) }
    /// Keeps this cancellable alive in a set.
    final public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
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
        /// The count of values wanted; `UInt.max` stands for unlimited.
        @usableFromInline internal let _rawValue: UInt
        /// Makes a demand from its raw count.
        @usableFromInline internal init(_rawValue: UInt) { self._rawValue = _rawValue }
        /// As many values as the publisher produces.
        public static let unlimited = Demand(_rawValue: .max)
        /// No further values.
        public static let none = Demand(_rawValue: 0)
        /// At most the given number of values.
        public static func max(_ value: Int) -> Subscribers.Demand {
            precondition(value >= 0, "demand must not be negative")
            return Demand(_rawValue: UInt(value))
        }
        /// The finite count, or nil for unlimited.
        public var max: Int? { _rawValue == .max ? nil : Int(_rawValue) }
        /// A readable form of the demand.
        public var description: String { _rawValue == .max ? "unlimited" : "max(\(_rawValue))" }
        /// Orders demands by size.
        public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool { lhs._rawValue < rhs._rawValue }
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
    public func send() { send(()) }
}

/// A subject that forwards each sent value to its current subscribers.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class PassthroughSubject<Output, Failure: Error>: Subject {
    /// The subject's subscribers.
    internal let _store = _SubscriberStore<Output, Failure>()
    /// Makes a subject with no subscribers yet.
    public init() {}
    /// Connects a subscriber so it starts receiving values.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        _store.attach(subscriber)
    }
    /// Delivers a value to the subscribers.
    final public func send(_ input: Output) { _store.send(input) }
    /// Ends the stream for all subscribers.
    final public func send(completion: Subscribers.Completion<Failure>) { _store.complete(completion) }
    /// Hands a subscription to the subject.
    final public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

/// A subject that holds a current value and publishes every change to it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class CurrentValueSubject<Output, Failure: Error>: Subject {
    /// Guards the current value.
    private let _lock = NSLock()
    /// The current value.
    private var _value: Output
    /// The subject's subscribers.
    internal let _store = _SubscriberStore<Output, Failure>()
    /// The latest value; setting it publishes the new value.
    final public var value: Output {
        get { _locked(_lock) { _value } }
        set { send(newValue) }
    }
    /// Makes a subject holding a first value.
    public init(_ value: Output) { _value = value }
    /// Connects a subscriber so it starts receiving values.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        _store.attach(subscriber) { [self] conduit in conduit.deliver(value) }
    }
    /// Stores and delivers a value to the subscribers.
    final public func send(_ input: Output) {
        _locked(_lock) { _value = input }
        _store.send(input)
    }
    /// Ends the stream for all subscribers.
    final public func send(completion: Subscribers.Completion<Failure>) { _store.complete(completion) }
    /// Hands a subscription to the subject.
    final public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

// MARK: - Convenience publishers

/// A publisher that hides the concrete type of the publisher it wraps.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    /// Subscribes a type-erased subscriber to the wrapped publisher.
    internal let _subscribe: (_AnySub<Output, Failure>) -> Void
    /// Wraps the given publisher.
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            _subscribe = erased._subscribe
        } else {
            _subscribe = { publisher.receive(subscriber: $0) }
        }
    }
    /// A readable name for the publisher.
    public var description: String { "AnyPublisher" }
    /// The name shown in a playground.
    public var playgroundDescription: Any { description }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyPublisher: Publisher {
    /// Connects a subscriber so it starts receiving values.
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        _subscribe(subscriber as? _AnySub<Output, Failure> ?? _AnySub(subscriber))
    }
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
    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never {
        let subscription = _CancelFlag()
        subscriber.receive(subscription: subscription)
        guard !subscription.isCancelled else { return }
        _ = subscriber.receive(output)
        guard !subscription.isCancelled else { return }
        subscription.markEnded()
        subscriber.receive(completion: .finished)
    }
}

/// A publisher that delivers no values and may finish at once.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Makes an empty publisher that finishes at once unless told otherwise.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// Makes an empty publisher with explicit output and failure types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    /// Whether the publisher finishes as soon as it is subscribed to.
    public let completeImmediately: Bool
    /// Connects a subscriber so it starts receiving values.
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        let subscription = _CancelFlag()
        subscriber.receive(subscription: subscription)
        guard completeImmediately, !subscription.isCancelled else { return }
        subscription.markEnded()
        subscriber.receive(completion: .finished)
    }
    /// Two empty publishers are equal when they finish the same way.
    public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool {
        lhs.completeImmediately == rhs.completeImmediately
    }
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
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        let subscription = _CancelFlag()
        subscriber.receive(subscription: subscription)
        guard !subscription.isCancelled else { return }
        subscription.markEnded()
        subscriber.receive(completion: .failure(error))
    }
}

/// A publisher that produces one result later, from a closure run once.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class Future<Output, Failure: Error>: Publisher {
    /// The callback the closure calls with the result.
    public typealias Promise = (Result<Output, Failure>) -> Void
    /// Makes a future that runs the closure, which later fulfils the promise.
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {
        attemptToFulfill { [self] result in _fulfil(result) }
    }
    /// Guards the result.
    private let _lock = NSLock()
    /// The result, once the promise has been fulfilled.
    private var _result: Result<Output, Failure>?
    /// The subscribers waiting for the result.
    private let _store = _SubscriberStore<Output, Failure>()
    /// Records the first result and delivers it to the waiting subscribers.
    private func _fulfil(_ result: Result<Output, Failure>) {
        let first = _locked(_lock) { () -> Bool in
            guard _result == nil else { return false }
            _result = result
            return true
        }
        guard first else { return }
        switch result {
        case .success(let value):
            _store.send(value)
            _store.complete(.finished)
        case .failure(let error):
            _store.complete(.failure(error))
        }
    }
    /// Connects a subscriber so it starts receiving values.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        _locked(_lock) { () -> Result<Output, Failure>? in _result }.map { result in
            let subscription = _CancelFlag()
            subscriber.receive(subscription: subscription)
            guard !subscription.isCancelled else { return }
            subscription.markEnded()
            switch result {
            case .success(let value):
                _ = subscriber.receive(value)
                subscriber.receive(completion: .finished)
            case .failure(let error):
                subscriber.receive(completion: .failure(error))
            }
        } ?? _store.attach(subscriber)
    }
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
    where S: Subscriber, DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {
        createPublisher().receive(subscriber: subscriber)
    }
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
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
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
    ) -> AnyCancellable {
        let sink = _Sink<Output, Failure>(value: receiveValue, completion: receiveCompletion)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// Connects the given subscriber to this publisher.
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }

    /// Hides this publisher's concrete type behind `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> { AnyPublisher(self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
    /// Subscribes with a closure for the values of a publisher that cannot fail.
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        let sink = _Sink<Output, Failure>(value: receiveValue, completion: nil)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// Writes each value into a property of an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable {
        let sink = _Sink<Output, Failure>(value: { object[keyPath: keyPath] = $0 }, completion: nil)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// Adopts the given failure type; a publisher that never fails can pretend to.
    public func setFailureType<E>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> where E: Error {
        Publishers.SetFailureType(upstream: self)
    }

    /// Makes this publisher connectable, so it waits for `connect()`.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Self.Failure == Never {
    /// Writes each value into a `@Published` property; the subscription lives as long as the property.
    public func assign(to published: inout Published<Self.Output>.Publisher) {
        let box = published._box
        let sink = _Sink<Output, Failure>(value: { [weak box] in box?.set($0) }, completion: nil)
        box.keep(AnyCancellable(sink))
        receive(subscriber: sink)
    }
}

// MARK: - Async bridge

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Publisher where Self.Failure == Never {
    /// The values of this publisher as an async sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Publisher {
    /// The values of this publisher as an async sequence that can throw.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// An async sequence of the values of a publisher that cannot fail.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncPublisher<P>: AsyncSequence where P: Publisher, P.Failure == Never {
    /// Each element is a value of the publisher.
    public typealias Element = P.Output
    /// The iterator that waits for the publisher's values.
    public struct Iterator: AsyncIteratorProtocol {
        /// The buffered values of the subscription.
        internal var _base: AsyncStream<P.Output>.Iterator
        /// Waits for the next value, or nil when the publisher finished.
        public mutating func next() async -> P.Output? { await _base.next() }
    }
    /// The publisher read.
    internal let _publisher: P
    /// Wraps the given publisher.
    public init(_ publisher: P) { _publisher = publisher }
    /// Makes the iterator used by `for await`.
    public func makeAsyncIterator() -> AsyncPublisher<P>.Iterator {
        let stream = AsyncStream<P.Output> { continuation in
            let subscription = _publisher.sink(
                receiveCompletion: { _ in continuation.finish() }, receiveValue: { continuation.yield($0) })
            let holder = _UncheckedBox(subscription)
            continuation.onTermination = { _ in holder.value.cancel() }
        }
        return Iterator(_base: stream.makeAsyncIterator())
    }
}

/// An async sequence of the values of a publisher that can fail.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncThrowingPublisher<P>: AsyncSequence where P: Publisher {
    /// Each element is a value of the publisher.
    public typealias Element = P.Output
    /// The iterator that waits for the publisher's values.
    public struct Iterator: AsyncIteratorProtocol {
        /// The buffered values of the subscription.
        internal var _base: AsyncThrowingStream<P.Output, any Error>.Iterator
        /// Waits for the next value; throws the publisher's error.
        public mutating func next() async throws -> P.Output? { try await _base.next() }
    }
    /// The publisher read.
    internal let _publisher: P
    /// Wraps the given publisher.
    public init(_ publisher: P) { _publisher = publisher }
    /// Makes the iterator used by `for try await`.
    public func makeAsyncIterator() -> AsyncThrowingPublisher<P>.Iterator {
        let stream = AsyncThrowingStream<P.Output, any Error> { continuation in
            let subscription = _publisher.sink(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: continuation.finish()
                    case .failure(let error): continuation.finish(throwing: error)
                    }
                }, receiveValue: { continuation.yield($0) })
            let holder = _UncheckedBox(subscription)
            continuation.onTermination = { _ in holder.value.cancel() }
        }
        return Iterator(_base: stream.makeAsyncIterator())
    }
}

// MARK: - Operators

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Transforms each value with a closure.
    public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> { Publishers.Map(upstream: self, transform: transform) }
    /// Transforms each value with a closure that may throw.
    public func tryMap<T>(_ transform: @escaping (Self.Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
    /// Transforms each value and drops the nil results.
    public func compactMap<T>(_ transform: @escaping (Self.Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    /// Keeps only the values the closure accepts.
    public func filter(_ isIncluded: @escaping (Self.Output) -> Bool) -> Publishers.Filter<Self> { Publishers.Filter(upstream: self, isIncluded: isIncluded) }
    /// Drops a value when the closure says it repeats the previous one.
    public func removeDuplicates(by predicate: @escaping (Self.Output, Self.Output) -> Bool)
        -> Publishers.RemoveDuplicates<Self>
    { Publishers.RemoveDuplicates(upstream: self, predicate: predicate) }
    /// Turns the error into another error type.
    public func mapError<E>(_ transform: @escaping (Self.Failure) -> E) -> Publishers.MapError<Self, E> where E: Error {
        Publishers.MapError(upstream: self, transform: transform)
    }
    /// Replaces an error with a value, then finishes.
    public func replaceError(with output: Self.Output) -> Publishers.ReplaceError<Self> { Publishers.ReplaceError(upstream: self, output: output) }
    /// Replaces a failed stream with the publisher the closure returns.
    public func `catch`<P>(_ handler: @escaping (Self.Failure) -> P) -> Publishers.Catch<Self, P>
    where P: Publisher, Self.Output == P.Output { Publishers.Catch(upstream: self, handler: handler) }
    /// Resubscribes up to the given number of times after a failure.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
    /// Skips the first values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
    /// Delivers at most the given number of values, then finishes.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { Publishers.Output(upstream: self, maxLength: maxLength) }
    /// Delivers the first value, then finishes.
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
    /// Delivers the first value the closure accepts, then finishes.
    public func first(where predicate: @escaping (Self.Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
    /// Delivers the last value when the stream finishes.
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
    /// Accumulates values, delivering each intermediate result.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Self.Output) -> T)
        -> Publishers.Scan<Self, T>
    { Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult) }
    /// Collects every value into one array delivered at the end.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
    /// Collects values into arrays of the given size.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { Publishers.CollectByCount(upstream: self, count: count) }
    /// Shares one subscription to this publisher among many subscribers.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
    /// Runs side-effect closures at each event of the stream.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Self.Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Self.Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> { Publishers.HandleEvents(
        upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
        receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest) }
    /// Prints each event to the console, for debugging.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, stream: stream)
    }
    /// Decodes each value with the given decoder.
    public func decode<Item, Coder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Item: Decodable, Coder: TopLevelDecoder, Self.Output == Coder.Input { Publishers.Decode(upstream: self, decoder: decoder) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Delivers the given values before the upstream values.
    public func prepend(_ elements: Self.Output...) -> Publishers.Concatenate<Publishers.Sequence<[Self.Output], Self.Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }
    /// Delivers the given values after the upstream finishes.
    public func append(_ elements: Self.Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Self.Output], Self.Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
    /// Drops every value and keeps only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
    /// Delivers the number of values once the upstream finishes.
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }
    /// Combines all values into one result delivered when the upstream finishes.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Self.Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Output: Equatable {
    /// Drops a value equal to the previous one.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Replaces nil values with the given value.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Self.Output == T? { map { $0 ?? output } }
}

// Timing and threading.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Delivers a value only after the given quiet time has passed without a newer one.
    public func debounce<S>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, S>
    where S: Scheduler { Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options) }
    /// Delivers at most one value per interval, the first or the latest.
    public func throttle<S>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    where S: Scheduler { Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest) }
    /// Delivers values and the completion on the given scheduler.
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S>
    where S: Scheduler { Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options) }
    /// Subscribes to the upstream publisher on the given scheduler.
    public func subscribe<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S>
    where S: Scheduler { Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options) }
    /// Delays every event by the given interval.
    public func delay<S>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> where S: Scheduler { Publishers.Delay(
        upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
        options: options) }
    /// Fails or finishes when no value arrives within the interval.
    public func timeout<S>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Self.Failure)? = nil
    ) -> Publishers.Timeout<Self, S> where S: Scheduler { Publishers.Timeout(
        upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError) }
}

// Combining.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    /// Pairs the latest value of each publisher whenever either delivers.
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P: Publisher, Self.Failure == P.Failure { Publishers.CombineLatest(self, other) }
    /// Combines the latest values of both publishers with a closure.
    public func combineLatest<P, T>(_ other: P, _ transform: @escaping (Self.Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where P: Publisher, Self.Failure == P.Failure { Publishers.CombineLatest(self, other).map { transform($0.0, $0.1) } }
    /// Combines the latest value of three publishers into a tuple.
    public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure { Publishers.CombineLatest3(self, publisher1, publisher2) }
    /// Interleaves the values of two publishers of the same type.
    public func merge<P>(with other: P) -> Publishers.Merge<Self, P>
    where P: Publisher, Self.Failure == P.Failure, Self.Output == P.Output { Publishers.Merge(self, other) }
    /// Pairs values of two publishers one to one.
    public func zip<P>(_ other: P) -> Publishers.Zip<Self, P> where P: Publisher, Self.Failure == P.Failure {
        Publishers.Zip(self, other)
    }
    /// Maps each value to a publisher and merges their values.
    public func flatMap<T, P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P)
        -> Publishers.FlatMap<P, Self>
    where T == P.Output, P: Publisher, Self.Failure == P.Failure { Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Self.Failure == Never {
    /// Maps each value to a publisher that can fail, adopting its failure type.
    public func flatMap<P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>>
    where P: Publisher { Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform) }
    /// Maps each value to a publisher; neither side fails.
    public func flatMap<P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P)
        -> Publishers.FlatMap<P, Self>
    where P: Publisher, P.Failure == Never { Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher {
    /// Maps each value to a publisher that cannot fail, adopting this publisher's failure type.
    public func flatMap<P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Self.Failure>, Self>
    where P: Publisher, P.Failure == Never { Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) } }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Output: Publisher, Self.Output.Failure == Self.Failure {
    /// Follows only the most recent inner publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Self.Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Self.Failure == Never, Self.Output: Publisher {
    /// Follows only the most recent inner publisher, adopting its failure type.
    public func switchToLatest() -> Publishers.SwitchToLatest<Self.Output, Publishers.SetFailureType<Self, Self.Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Self.Failure == Never, Self.Output: Publisher, Self.Output.Failure == Never {
    /// Follows only the most recent inner publisher; neither side fails.
    public func switchToLatest() -> Publishers.SwitchToLatest<Self.Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Sequence {
    /// A publisher that delivers the elements of this sequence.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

// MARK: - Publishers

/// A namespace for the publisher types that operators return.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Publishers {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
    /// The publisher `map(_:)` returns.
    public struct Map<Upstream, Output>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Turns each value into the output.
        let transform: (Upstream.Output) -> Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    relay.send(transform(value))
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `tryMap(_:)` returns.
    public struct TryMap<Upstream, Output>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Turns each value into the output, or throws.
        let transform: (Upstream.Output) throws -> Output
        /// A thrown error ends the stream.
        public typealias Failure = any Error
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    do {
                        relay.send(try transform(value))
                    } catch {
                        relay.finish(.failure(error), cancelUpstream: true)
                    }
                },
                completion: { relay, completion in
                    relay.finish(completion._eraseError)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `compactMap(_:)` returns.
    public struct CompactMap<Upstream, Output>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Turns each value into the output or nil.
        let transform: (Upstream.Output) -> Output?
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    if let output = transform(value) { relay.send(output) }
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `mapError(_:)` returns.
    public struct MapError<Upstream, Failure>: Publisher where Upstream: Publisher, Failure: Error {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Turns the upstream error into this publisher's.
        let transform: (Upstream.Failure) -> Failure
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    relay.send(value)
                },
                completion: { relay, completion in
                    relay.finish(completion._mapError(transform))
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `setFailureType(to:)` returns.
    public struct SetFailureType<Upstream, Failure>: Publisher where Upstream: Publisher, Failure: Error, Upstream.Failure == Never {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    relay.send(value)
                },
                completion: { relay, completion in
                    relay.finish(.finished)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `flatMap(maxPublishers:_:)` returns.
    public struct FlatMap<NewPublisher, Upstream>: Publisher
    where NewPublisher: Publisher, Upstream: Publisher, NewPublisher.Failure == Upstream.Failure {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The most inner publishers subscribed at once (not limited here).
        let maxPublishers: Subscribers.Demand
        /// Makes the inner publisher for a value.
        let transform: (Upstream.Output) -> NewPublisher
        /// Values come from the inner publishers.
        public typealias Output = NewPublisher.Output
        /// Failures come from upstream and the inner publishers.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S)
        where S: Subscriber, NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
            let hub = _Hub(subscriber)
            hub.start()
            let state = _Var((running: 0, upstreamDone: false))
            func innerEnded() {
                let finished = _locked(hub.stateLock) { () -> Bool in
                    state.value.running -= 1
                    return state.value.running == 0 && state.value.upstreamDone
                }
                if finished { hub.finish(.finished) }
            }
            hub.subscribe(
                upstream,
                value: { value in
                    _locked(hub.stateLock) { state.value.running += 1 }
                    hub.subscribe(
                        transform(value), value: { hub.send($0) },
                        completion: { completion in
                            if case .failure(let error) = completion { hub.finish(.failure(error)) } else { innerEnded() }
                        })
                },
                completion: { completion in
                    if case .failure(let error) = completion { return hub.finish(.failure(error)) }
                    let finished = _locked(hub.stateLock) { () -> Bool in
                        state.value.upstreamDone = true
                        return state.value.running == 0
                    }
                    if finished { hub.finish(.finished) }
                })
        }
    }

    /// The publisher `switchToLatest()` returns.
    public struct SwitchToLatest<P, Upstream>: Publisher
    where P: Publisher, P == Upstream.Output, Upstream: Publisher, P.Failure == Upstream.Failure {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Values come from the latest inner publisher.
        public typealias Output = P.Output
        /// Failures come from upstream and the inner publishers.
        public typealias Failure = P.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, P.Output == S.Input, Upstream.Failure == S.Failure {
            let hub = _Hub(subscriber)
            hub.start()
            let state = _Var((generation: 0, inner: nil as (any Cancellable)?, innerRunning: false, upstreamDone: false))
            hub.subscribe(
                upstream,
                value: { publisher in
                    let (generation, previous) = _locked(hub.stateLock) { () -> (Int, (any Cancellable)?) in
                        state.value.generation += 1
                        state.value.innerRunning = true
                        return (state.value.generation, state.value.inner)
                    }
                    previous?.cancel()
                    let isCurrent = { _locked(hub.stateLock) { state.value.generation == generation } }
                    let inner = hub.subscribe(
                        publisher, value: { if isCurrent() { hub.send($0) } },
                        completion: { completion in
                            guard isCurrent() else { return }
                            if case .failure(let error) = completion { return hub.finish(.failure(error)) }
                            let finished = _locked(hub.stateLock) { () -> Bool in
                                state.value.innerRunning = false
                                return state.value.upstreamDone
                            }
                            if finished { hub.finish(.finished) }
                        })
                    _locked(hub.stateLock) { if state.value.generation == generation { state.value.inner = inner } }
                },
                completion: { completion in
                    if case .failure(let error) = completion { return hub.finish(.failure(error)) }
                    let finished = _locked(hub.stateLock) { () -> Bool in
                        state.value.upstreamDone = true
                        return !state.value.innerRunning
                    }
                    if finished { hub.finish(.finished) }
                })
        }
    }

    /// The publisher `combineLatest(_:)` returns.
    public struct CombineLatest<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure {
        /// The first publisher.
        let a: A
        /// The second publisher.
        let b: B
        /// A tuple of the latest value of each publisher.
        public typealias Output = (A.Output, B.Output)
        /// Failures come from either publisher.
        public typealias Failure = A.Failure
        /// Makes a publisher that combines the latest values of two publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
            let hub = _Hub(subscriber)
            hub.start()
            let state = _Var((a: nil as A.Output?, b: nil as B.Output?, finished: 0))
            func ended(_ completion: Subscribers.Completion<A.Failure>) {
                if case .failure(let error) = completion { return hub.finish(.failure(error)) }
                let all = _locked(hub.stateLock) { () -> Bool in
                    state.value.finished += 1
                    return state.value.finished == 2
                }
                if all { hub.finish(.finished) }
            }
            func emit() {
                let pair = _locked(hub.stateLock) { () -> (A.Output, B.Output)? in
                    guard let a = state.value.a, let b = state.value.b else { return nil }
                    return (a, b)
                }
                if let pair { hub.send(pair) }
            }
            hub.subscribe(a, value: { value in _locked(hub.stateLock) { state.value.a = value }; emit() }, completion: ended)
            hub.subscribe(b, value: { value in _locked(hub.stateLock) { state.value.b = value }; emit() }, completion: ended)
        }
    }

    /// The publisher `combineLatest(_:_:)` returns.
    public struct CombineLatest3<A, B, C>: Publisher
    where A: Publisher, B: Publisher, C: Publisher, A.Failure == B.Failure, B.Failure == C.Failure {
        /// The first publisher.
        let a: A
        /// The second publisher.
        let b: B
        /// The third publisher.
        let c: C
        /// A tuple of the latest value of each publisher.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// Failures come from any of the publishers.
        public typealias Failure = A.Failure
        /// Makes a publisher that combines the latest values of three publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S)
        where S: Subscriber, C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
            let hub = _Hub(subscriber)
            hub.start()
            let state = _Var((a: nil as A.Output?, b: nil as B.Output?, c: nil as C.Output?, finished: 0))
            func ended(_ completion: Subscribers.Completion<A.Failure>) {
                if case .failure(let error) = completion { return hub.finish(.failure(error)) }
                let all = _locked(hub.stateLock) { () -> Bool in
                    state.value.finished += 1
                    return state.value.finished == 3
                }
                if all { hub.finish(.finished) }
            }
            func emit() {
                let triple = _locked(hub.stateLock) { () -> (A.Output, B.Output, C.Output)? in
                    guard let a = state.value.a, let b = state.value.b, let c = state.value.c else { return nil }
                    return (a, b, c)
                }
                if let triple { hub.send(triple) }
            }
            hub.subscribe(a, value: { value in _locked(hub.stateLock) { state.value.a = value }; emit() }, completion: ended)
            hub.subscribe(b, value: { value in _locked(hub.stateLock) { state.value.b = value }; emit() }, completion: ended)
            hub.subscribe(c, value: { value in _locked(hub.stateLock) { state.value.c = value }; emit() }, completion: ended)
        }
    }

    /// The publisher `merge(with:)` returns.
    public struct Merge<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure, A.Output == B.Output {
        /// The first publisher.
        let a: A
        /// The second publisher.
        let b: B
        /// Values of either publisher.
        public typealias Output = A.Output
        /// Failures of either publisher.
        public typealias Failure = A.Failure
        /// Makes a publisher that interleaves two publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, B.Output == S.Input {
            let hub = _Hub(subscriber)
            hub.start()
            let finishedCount = _Var(0)
            func ended(_ completion: Subscribers.Completion<A.Failure>) {
                if case .failure(let error) = completion { return hub.finish(.failure(error)) }
                let all = _locked(hub.stateLock) { () -> Bool in
                    finishedCount.value += 1
                    return finishedCount.value == 2
                }
                if all { hub.finish(.finished) }
            }
            hub.subscribe(a, value: { hub.send($0) }, completion: ended)
            hub.subscribe(b, value: { hub.send($0) }, completion: ended)
        }
    }

    /// The publisher `zip(_:)` returns.
    public struct Zip<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure {
        /// The first publisher.
        let a: A
        /// The second publisher.
        let b: B
        /// A tuple pairing one value of each publisher.
        public typealias Output = (A.Output, B.Output)
        /// Failures come from either publisher.
        public typealias Failure = A.Failure
        /// Makes a publisher that pairs values of two publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
            let hub = _Hub(subscriber)
            hub.start()
            let state = _Var((a: [A.Output](), b: [B.Output](), aDone: false, bDone: false))
            func drain() {
                let (pairs, over) = _locked(hub.stateLock) { () -> ([(A.Output, B.Output)], Bool) in
                    var pairs: [(A.Output, B.Output)] = []
                    while !state.value.a.isEmpty, !state.value.b.isEmpty {
                        pairs.append((state.value.a.removeFirst(), state.value.b.removeFirst()))
                    }
                    let over = (state.value.aDone && state.value.a.isEmpty) || (state.value.bDone && state.value.b.isEmpty)
                    return (pairs, over)
                }
                for pair in pairs { hub.send(pair) }
                if over { hub.finish(.finished) }
            }
            hub.subscribe(
                a, value: { value in _locked(hub.stateLock) { state.value.a.append(value) }; drain() },
                completion: { completion in
                    if case .failure(let error) = completion { return hub.finish(.failure(error)) }
                    _locked(hub.stateLock) { state.value.aDone = true }
                    drain()
                })
            hub.subscribe(
                b, value: { value in _locked(hub.stateLock) { state.value.b.append(value) }; drain() },
                completion: { completion in
                    if case .failure(let error) = completion { return hub.finish(.failure(error)) }
                    _locked(hub.stateLock) { state.value.bDone = true }
                    drain()
                })
        }
    }

    /// The publisher `catch(_:)` returns.
    public struct Catch<Upstream, NewPublisher>: Publisher
    where Upstream: Publisher, NewPublisher: Publisher, Upstream.Output == NewPublisher.Output {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Makes the replacement publisher from the error.
        let handler: (Upstream.Failure) -> NewPublisher
        /// Values of upstream, then of the replacement.
        public typealias Output = Upstream.Output
        /// Failures of the replacement publisher.
        public typealias Failure = NewPublisher.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S)
        where S: Subscriber, NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
            let hub = _Hub(subscriber)
            hub.start()
            hub.subscribe(
                upstream, value: { hub.send($0) },
                completion: { completion in
                    switch completion {
                    case .finished: hub.finish(.finished)
                    case .failure(let error): hub.subscribe(handler(error), value: { hub.send($0) }, completion: { hub.finish($0) })
                    }
                })
        }
    }

    /// The publisher `debounce(for:scheduler:options:)` returns.
    public struct Debounce<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The quiet time a value must be followed by.
        let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler the work runs on.
        let scheduler: Context
        /// The scheduler's options.
        let options: Context.SchedulerOptions?
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let state = _TimingState<Upstream.Output>()
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    let generation = _locked(state.lock) { () -> Int in
                        state.generation += 1
                        state.pending = value
                        return state.generation
                    }
                    let scheduler = scheduler
                    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                        let due = _locked(state.lock) { () -> Upstream.Output? in
                            guard state.generation == generation else { return nil }
                            defer { state.pending = nil }
                            return state.pending
                        }
                        if let due { relay.send(due) }
                    }
                },
                completion: { relay, completion in
                    _locked(state.lock) {
                        state.generation += 1
                        state.pending = nil
                    }
                    _perform(on: scheduler, options: options) { relay.forward(completion) }
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `throttle(for:scheduler:latest:)` returns.
    public struct Throttle<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The length of one window.
        let interval: Context.SchedulerTimeType.Stride
        /// The scheduler the work runs on.
        let scheduler: Context
        /// Whether the latest value of a window is delivered, rather than the first.
        let latest: Bool
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let state = _TimingState<Upstream.Output>()
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    let openWindow = _locked(state.lock) { () -> Bool in
                        if state.windowOpen {
                            if latest || state.pending == nil { state.pending = value }
                            return false
                        }
                        state.windowOpen = true
                        return true
                    }
                    guard openWindow else { return }
                    relay.send(value)
                    let scheduler = scheduler
                    func scheduleWindowEnd() {
                        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) {
                            let due = _locked(state.lock) { () -> Upstream.Output? in
                                defer { state.pending = nil }
                                if state.pending == nil { state.windowOpen = false }
                                return state.pending
                            }
                            if let due {
                                relay.send(due)
                                scheduleWindowEnd()
                            }
                        }
                    }
                    scheduleWindowEnd()
                },
                completion: { relay, completion in
                    _perform(on: scheduler, options: nil) { relay.forward(completion) }
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `receive(on:options:)` returns.
    public struct ReceiveOn<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The scheduler the work runs on.
        let scheduler: Context
        /// The scheduler's options.
        let options: Context.SchedulerOptions?
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    _perform(on: scheduler, options: options) { relay.send(value) }
                },
                completion: { relay, completion in
                    _perform(on: scheduler, options: options) { relay.forward(completion) }
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `subscribe(on:options:)` returns.
    public struct SubscribeOn<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The scheduler the work runs on.
        let scheduler: Context
        /// The scheduler's options.
        let options: Context.SchedulerOptions?
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            _perform(on: scheduler, options: options) { upstream.receive(subscriber: subscriber) }
        }
    }

    /// The publisher `delay(for:tolerance:scheduler:options:)` returns.
    public struct Delay<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// How long each event is held back.
        let interval: Context.SchedulerTimeType.Stride
        /// How late an event may be.
        let tolerance: Context.SchedulerTimeType.Stride
        /// The scheduler the work runs on.
        let scheduler: Context
        /// The scheduler's options.
        let options: Context.SchedulerOptions?
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let scheduler = scheduler
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
                        relay.send(value)
                    }
                },
                completion: { relay, completion in
                    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
                        relay.forward(completion)
                    }
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `timeout(_:scheduler:options:customError:)` returns.
    public struct Timeout<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The longest wait for a value.
        let interval: Context.SchedulerTimeType.Stride
        /// The scheduler the work runs on.
        let scheduler: Context
        /// The scheduler's options.
        let options: Context.SchedulerOptions?
        /// The error to fail with, or nil to finish.
        let customError: (() -> Upstream.Failure)?
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let state = _TimingState<Upstream.Output>()
            let scheduler = scheduler
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    _locked(state.lock) { state.generation += 1 }
                    relay.send(value)
                    arm(relay)
                },
                completion: { relay, completion in
                    _locked(state.lock) { state.generation += 1 }
                    relay.forward(completion)
                })
            func arm(_ relay: _Relay<Upstream.Output, Upstream.Failure, S>) {
                let generation = _locked(state.lock) { state.generation }
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) {
                    guard _locked(state.lock, { state.generation == generation }) else { return }
                    relay.finish(customError.map { .failure($0()) } ?? .finished, cancelUpstream: true)
                }
            }
            arm(relay)
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `filter(_:)` returns.
    public struct Filter<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Whether a value is kept.
        let isIncluded: (Upstream.Output) -> Bool
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    if isIncluded(value) { relay.send(value) }
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `removeDuplicates()` returns.
    public struct RemoveDuplicates<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Whether two values count as the same.
        let predicate: (Upstream.Output, Upstream.Output) -> Bool
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let last = _Var<Upstream.Output?>(nil)
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    let previous = last.value
                    last.value = value
                    if let previous, predicate(previous, value) { return }
                    relay.send(value)
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `replaceError(with:)` returns.
    public struct ReplaceError<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The value delivered instead of the error.
        let output: Upstream.Output
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// The error is replaced, so the stream never fails.
        public typealias Failure = Never
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Output == S.Input, S.Failure == Never {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    relay.send(value)
                },
                completion: { relay, completion in
                    if case .failure = completion { relay.send(output) }
                    relay.finish(.finished)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `retry(_:)` returns.
    public struct Retry<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// How many times to resubscribe, or nil for no limit.
        let retries: Int?
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through once the retries are used up.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let hub = _Hub(subscriber)
            hub.start()
            func attempt(_ remaining: Int?) {
                hub.subscribe(
                    upstream, value: { hub.send($0) },
                    completion: { completion in
                        switch completion {
                        case .failure where remaining.map({ $0 > 0 }) ?? true: attempt(remaining.map { $0 - 1 })
                        default: hub.finish(completion)
                        }
                    })
            }
            attempt(retries)
        }
    }

    /// The publisher `dropFirst(_:)` returns.
    public struct Drop<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// How many values to skip.
        let count: Int
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let skipped = _Var(0)
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    if skipped.value < count {
                        skipped.value += 1
                    } else {
                        relay.send(value)
                    }
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `prefix(_:)` returns.
    public struct Output<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// How many values to deliver.
        let maxLength: Int
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let delivered = _Var(0)
            if maxLength <= 0 {
                let relay = _Relay<Upstream.Output, Upstream.Failure, S>(subscriber, value: { _, _ in }, completion: { _, _ in })
                relay.start()
                relay.finish(.finished)
                return
            }
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    delivered.value += 1
                    if delivered.value <= maxLength { relay.send(value) }
                    if delivered.value >= maxLength { relay.finish(.finished, cancelUpstream: true) }
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `first()` returns.
    public struct First<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    relay.send(value)
                    relay.finish(.finished, cancelUpstream: true)
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `first(where:)` returns.
    public struct FirstWhere<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Whether a value is the one wanted.
        let predicate: (Upstream.Output) -> Bool
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    guard predicate(value) else { return }
                    relay.send(value)
                    relay.finish(.finished, cancelUpstream: true)
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `last()` returns.
    public struct Last<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let last = _Var<Upstream.Output?>(nil)
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    last.value = value
                },
                completion: { relay, completion in
                    if case .finished = completion, let value = last.value { relay.send(value) }
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `scan(_:_:)` returns.
    public struct Scan<Upstream, Output>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The starting result.
        let initialResult: Output
        /// Folds a value into the result.
        let nextPartialResult: (Output, Upstream.Output) -> Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let result = _Var(initialResult)
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    result.value = nextPartialResult(result.value, value)
                    relay.send(result.value)
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `collect()` returns.
    public struct Collect<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// One array of every upstream value.
        public typealias Output = [Upstream.Output]
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            let values = _Var<[Upstream.Output]>([])
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    values.value.append(value)
                },
                completion: { relay, completion in
                    if case .finished = completion { relay.send(values.value) }
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `collect(_:)` returns.
    public struct CollectByCount<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The size of each array.
        let count: Int
        /// Arrays of upstream values.
        public typealias Output = [Upstream.Output]
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            let values = _Var<[Upstream.Output]>([])
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    values.value.append(value)
                    if values.value.count >= count {
                        let full = values.value
                        values.value = []
                        relay.send(full)
                    }
                },
                completion: { relay, completion in
                    if case .finished = completion, !values.value.isEmpty { relay.send(values.value) }
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `handleEvents(...)` returns.
    public struct HandleEvents<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// Runs when the subscription arrives.
        let receiveSubscription: ((any Subscription) -> Void)?
        /// Runs for each value.
        let receiveOutput: ((Upstream.Output) -> Void)?
        /// Runs with the completion.
        let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// Runs when the subscriber cancels.
        let receiveCancel: (() -> Void)?
        /// Runs when the subscriber asks for values.
        let receiveRequest: ((Subscribers.Demand) -> Void)?
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    receiveOutput?(value)
                    relay.send(value)
                },
                completion: { relay, completion in
                    receiveCompletion?(completion)
                    relay.forward(completion)
                },
                cancel: receiveCancel)
            relay.onSubscription = receiveSubscription
            relay.onRequest = receiveRequest
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `print(_:to:)` returns.
    public struct Print<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The text put before each line.
        let prefix: String
        /// Where the lines go, or nil for standard output.
        let stream: (any TextOutputStream)?
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let printer = _Printer(prefix: prefix, stream: stream)
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    printer.write("receive value: (\(value))")
                    relay.send(value)
                },
                completion: { relay, completion in
                    switch completion {
                    case .finished: printer.write("receive finished")
                    case .failure(let error): printer.write("receive error: (\(error))")
                    }
                    relay.forward(completion)
                },
                cancel: { printer.write("receive cancel") })
            relay.onSubscription = { printer.write("receive subscription: (\($0))") }
            relay.onRequest = { printer.write("request \($0)") }
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `decode(type:decoder:)` returns.
    public struct Decode<Upstream, Output, Coder>: Publisher
    where Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder, Upstream.Output == Coder.Input {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The decoder used for each value.
        let decoder: Coder
        /// A decoding error ends the stream.
        public typealias Failure = any Error
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    do {
                        relay.send(try decoder.decode(Output.self, from: value))
                    } catch {
                        relay.finish(.failure(error), cancelUpstream: true)
                    }
                },
                completion: { relay, completion in
                    relay.finish(completion._eraseError)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `share()` returns.
    final public class Share<Upstream>: Publisher, Equatable where Upstream: Publisher {
        /// The shared connection to the upstream publisher.
        let multicaster: _Multicaster<Upstream>
        /// Shares `upstream`.
        init(upstream: Upstream) { multicaster = _Multicaster(upstream, autoconnect: true) }
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        final public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            multicaster.attach(subscriber)
        }
        /// Two shares are equal when they are the same object.
        public static func == (lhs: Publishers.Share<Upstream>, rhs: Publishers.Share<Upstream>) -> Bool { lhs === rhs }
    }

    /// The publisher `autoconnect()` returns.
    final public class Autoconnect<Upstream>: Publisher where Upstream: ConnectablePublisher {
        /// Guards the connection count.
        private let lock = NSLock()
        /// The number of connected subscribers.
        private var subscribers = 0
        /// The running connection, while anyone is subscribed.
        private var connection: (any Cancellable)?
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// The connectable publisher this one connects.
        final public let upstream: Upstream
        /// Wraps a connectable publisher.
        public init(upstream: Upstream) { self.upstream = upstream }
        /// Connects a subscriber so it starts receiving values.
        final public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber, value: { relay, value in relay.send(value) }, completion: { relay, completion in relay.forward(completion) },
                cancel: { [weak self] in
                    guard let self else { return }
                    let stopping = _locked(self.lock) { () -> (any Cancellable)? in
                        self.subscribers -= 1
                        guard self.subscribers == 0 else { return nil }
                        defer { self.connection = nil }
                        return self.connection
                    }
                    stopping?.cancel()
                })
            let first = _locked(lock) { () -> Bool in
                subscribers += 1
                return subscribers == 1
            }
            upstream.receive(subscriber: relay)
            if first {
                let started = upstream.connect()
                _locked(lock) { connection = started }
            }
        }
    }

    /// The publisher `makeConnectable()` returns.
    public struct MakeConnectable<Upstream>: ConnectablePublisher where Upstream: Publisher {
        /// The shared connection to the upstream publisher.
        let multicaster: _Multicaster<Upstream>
        /// Makes `upstream` wait for `connect()`.
        init(upstream: Upstream) { multicaster = _Multicaster(upstream, autoconnect: false) }
        /// Values pass through from upstream.
        public typealias Output = Upstream.Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            multicaster.attach(subscriber)
        }
        /// Starts delivering values.
        public func connect() -> any Cancellable { multicaster.connect() }
    }

    /// The publisher `prepend(_:)` and `append(_:)` return: one publisher after the other.
    public struct Concatenate<Prefix, Suffix>: Publisher
    where Prefix: Publisher, Suffix: Publisher, Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        /// The publisher delivered first.
        let prefix: Prefix
        /// The publisher delivered after the first finishes.
        let suffix: Suffix
        /// Values of both publishers.
        public typealias Output = Suffix.Output
        /// Failures of either publisher.
        public typealias Failure = Suffix.Failure
        /// Makes a publisher that delivers the prefix, then the suffix.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Suffix.Failure == S.Failure, Suffix.Output == S.Input {
            let hub = _Hub(subscriber)
            hub.start()
            hub.subscribe(
                prefix, value: { hub.send($0) },
                completion: { completion in
                    switch completion {
                    case .finished: hub.subscribe(suffix, value: { hub.send($0) }, completion: { hub.finish($0) })
                    case .failure: hub.finish(completion)
                    }
                })
        }
    }

    /// The publisher `ignoreOutput()` returns.
    public struct IgnoreOutput<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// No values are delivered.
        public typealias Output = Never
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Never {
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    _ = value
                },
                completion: { relay, completion in
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `count()` returns.
    public struct Count<Upstream>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The number of upstream values.
        public typealias Output = Int
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Int {
            let seen = _Var(0)
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    seen.value += 1
                },
                completion: { relay, completion in
                    if case .finished = completion { relay.send(seen.value) }
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
    }

    /// The publisher `reduce(_:_:)` returns.
    public struct Reduce<Upstream, Output>: Publisher where Upstream: Publisher {
        /// The publisher this one reads from.
        let upstream: Upstream
        /// The starting result.
        let initial: Output
        /// Folds a value into the result.
        let nextPartialResult: (Output, Upstream.Output) -> Output
        /// Failures pass through from upstream.
        public typealias Failure = Upstream.Failure
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let result = _Var(initial)
            let relay = _Relay<Upstream.Output, Upstream.Failure, S>(
                subscriber,
                value: { relay, value in
                    result.value = nextPartialResult(result.value, value)
                },
                completion: { relay, completion in
                    if case .finished = completion { relay.send(result.value) }
                    relay.forward(completion)
                })
            upstream.receive(subscriber: relay)
        }
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
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Elements.Element == S.Input {
            let subscription = _CancelFlag()
            subscriber.receive(subscription: subscription)
            for element in sequence {
                guard !subscription.isCancelled else { return }
                _ = subscriber.receive(element)
            }
            guard !subscription.isCancelled else { return }
            subscription.markEnded()
            subscriber.receive(completion: .finished)
        }
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
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    /// Runs the action at or after the given time, with no options.
    public func schedule(
        after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) { schedule(after: date, tolerance: tolerance, options: nil, action) }
    /// Runs the action at or after the given time, with the minimum tolerance.
    public func schedule(after date: Self.SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
    /// Runs the action repeatedly from the given time until cancelled.
    public func schedule(
        after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> any Cancellable { schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action) }
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
            public init?<T>(exactly source: T) where T: BinaryInteger {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }
            /// Orders strides.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// Multiplies strides.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            /// Adds strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            /// Subtracts strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// A stride of whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(s) }
            /// A stride of seconds with fractions.
            public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(us) }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
        }
        /// The distance to another time.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
        /// The time moved by the given stride.
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }
    /// The immediate scheduler takes no options.
    public typealias SchedulerOptions = Never
    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()
    /// The current time.
    public var now: SchedulerTimeType { SchedulerTimeType() }
    /// The smallest tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }
    /// Runs the action at once.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    /// Runs the action at once.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) { action() }
    /// Runs the action at once, and never again.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
