// The Combine subset SwiftUI code relies on (Combine does not exist on Linux,
// so these live in the SwiftUI module; `import Combine` in learner code is
// dropped by the checker), plus StateObject / ObservedObject / EnvironmentObject.

// MARK: - Combine: Publisher

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
final public class AnyCancellable: Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    final public func cancel() {}
    final public func store<C>(in collection: inout C)
    where C: RangeReplaceableCollection, C.Element == AnyCancellable {}
    final public func store(in set: inout Set<AnyCancellable>) {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    final public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {
    /// A signal that a publisher doesn't produce additional elements.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable { fatalError() }

    /// Transforms all elements from the upstream publisher with a provided closure.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { fatalError() }

    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { fatalError() }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { fatalError() }

    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        fatalError()
    }

    /// Republishes elements received from a publisher, by assigning them to a
    /// property marked as a publisher.
    public func assign(to published: inout Published<Output>.Publisher) {}
}

/// A publisher that performs type erasure by wrapping another publisher.
@frozen
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher { fatalError() }
}

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

/// A publisher that broadcasts elements to downstream subscribers.
final public class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    final public func send(_ input: Output) {}
    final public func send(completion: Subscribers.Completion<Failure>) {}
}

extension PassthroughSubject where Output == Void {
    final public func send() {}
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
final public class CurrentValueSubject<Output, Failure: Error>: Publisher {
    final public var value: Output
    public init(_ value: Output) { self.value = value }
    final public func send(_ input: Output) {}
    final public func send(completion: Subscribers.Completion<Failure>) {}
}

// MARK: - Combine: ObservableObject and Published

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// A publisher that publishes changes from observable objects.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    final public func send() {}
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { fatalError() }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { fatalError() }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: SwiftUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set { fatalError() }
    }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P: Publisher, P.Failure == Never { fatalError() }
}

// MARK: - StateObject

/// A property wrapper type that instantiates an observable object.
@frozen @propertyWrapper @MainActor @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Creates a new state object with an initial wrapped value.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - ObservedObject

/// A property wrapper type that subscribes to an observable object and
/// invalidates a view whenever the observable object changes.
@propertyWrapper @frozen @MainActor @preconcurrency
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings
    /// to its properties.
    @dynamicMemberLookup @frozen @MainActor @preconcurrency
    public struct Wrapper {
        /// Gets a binding to the value of a specified key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            fatalError()
        }
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { fatalError() }

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { fatalError() }

    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - EnvironmentObject

/// A property wrapper type for an observable object that a parent or ancestor
/// view supplies.
@frozen @propertyWrapper @MainActor @preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying environment object that can create bindings
    /// to its properties using dynamic member lookup.
    @dynamicMemberLookup @frozen @MainActor @preconcurrency
    public struct Wrapper {
        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            fatalError()
        }
    }

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }

    /// Creates an environment object.
    public init() {}
}

extension View {
    /// Supplies an observable object to a view's hierarchy.
    public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { fatalError() }
}
