// ObservableObject, @Published and the property wrappers that own or observe an
// ObservableObject: StateObject, ObservedObject, EnvironmentObject. The rest of Combine
// is in Combine.swift.

// MARK: - ObservableObject and Published

/// A class whose changes are announced through a publisher before they happen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// Fires just before the object changes.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A synthesized publisher that fires whenever a `@Published` property is about to change.
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// The publisher type behind `objectWillChange`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
    /// Each event carries no value.
    public typealias Output = Void
    /// The publisher never fails.
    public typealias Failure = Never
    /// Makes a publisher for a hand-written `objectWillChange`.
    public init() {}
    /// Connects a subscriber so it starts receiving values.
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == () {}
    /// Announces a change to the subscribers.
    final public func send() {}
}

/// Marks a class property whose changes are announced and whose values can be observed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
    /// Stores the first value of the property.
    public init(wrappedValue: Value) { fatalError() }

    /// Stores the first value of the property (the older spelling).
    public init(initialValue: Value) { fatalError() }

    /// The type of `$property`: a publisher of the property's new values.
    public struct Publisher: SwiftUI.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// The publisher never fails.
        public typealias Failure = Never
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {}
    }

    /// The publisher reached with `$property`.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }

    /// Not usable directly: the value is reached through the enclosing class instance.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes the value through the enclosing class instance.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Runs the action on each value the publisher delivers while the view is shown.
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P: Publisher, P.Failure == Never { fatalError() }
}

// MARK: - StateObject

/// A view-owned ObservableObject, created once and kept for the view's lifetime.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper @MainActor @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Takes a closure that creates the object the first time the view appears.
    @inlinable
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    /// The object the view owns.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { fatalError() }

    /// `$object`: makes bindings to the object's properties.
    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - ObservedObject

/// An ObservableObject passed in from outside; the view updates when it announces changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @frozen @MainActor @preconcurrency
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// The type of `$object`: turns property key paths into bindings.
    @dynamicMemberLookup @frozen @MainActor @preconcurrency
    public struct Wrapper {
        /// A binding to the given property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            fatalError()
        }
    }

    /// Observes the given object (the older spelling).
    public init(initialValue: ObjectType) { fatalError() }

    /// Observes the given object.
    public init(wrappedValue: ObjectType) { fatalError() }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// `$object`: makes bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - EnvironmentObject

/// An ObservableObject read from the environment, placed there by an ancestor view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @MainActor @preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// The type of `$object`: turns property key paths into bindings.
    @dynamicMemberLookup @frozen @MainActor @preconcurrency
    public struct Wrapper {
        /// A binding to the given property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            fatalError()
        }
    }

    /// The object found in the environment.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { fatalError() }

    /// `$object`: makes bindings to the object's properties.
    @MainActor @preconcurrency
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }

    /// Reads the object of this type from the environment.
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Puts an ObservableObject into the environment of this view and its descendants.
    public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { fatalError() }
}
