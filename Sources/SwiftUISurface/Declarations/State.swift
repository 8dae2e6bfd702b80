// State, Bindable, FocusState, SceneStorage.

// MARK: - State

/// A property wrapper type that can read and write a value managed by SwiftUI.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { fatalError() }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { fatalError() }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() { fatalError() }
}

extension State: Sendable where Value: Sendable {}

// MARK: - Bindable

/// A property wrapper type that supports creating bindings to the mutable
/// properties of observable objects.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The bindable wrapper for the object that creates bindings to its
    /// properties using dynamic member lookup.
    public var projectedValue: Bindable<Value> { fatalError() }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        fatalError()
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) { fatalError() }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
    public typealias ID = Value.ID
}

extension Bindable: Sendable where Value: Sendable {}

// MARK: - FocusState

/// A property wrapper type that can read and write a value that SwiftUI
/// updates as the placement of focus within the scene changes.
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// A property wrapper type that can read and write a value that indicates
    /// the current focus location.
    @frozen @propertyWrapper
    public struct Binding {
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set { fatalError() }
        }
        public var projectedValue: FocusState<Value>.Binding { fatalError() }
        internal init(_phantom: Void) {}
    }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    public var projectedValue: FocusState<Value>.Binding { fatalError() }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool { fatalError() }

    /// Creates a focus state that binds to an optional type.
    public init<T>() where Value == T?, T: Hashable { fatalError() }
}

extension View {
    /// Modifies this view by binding its focus state to the given state value.
    public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
    where Value: Hashable { fatalError() }

    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { fatalError() }
}

// MARK: - SceneStorage

/// A property wrapper type that reads and writes to persisted, per-scene storage.
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Bool { fatalError() }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Double { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == String { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == URL { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Data { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        fatalError()
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        fatalError()
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { fatalError() }
    public init(_ key: String) where Value == Int? { fatalError() }
    public init(_ key: String) where Value == Double? { fatalError() }
    public init(_ key: String) where Value == String? { fatalError() }
    public init(_ key: String) where Value == URL? { fatalError() }
    public init(_ key: String) where Value == Data? { fatalError() }
}
