// State, Bindable, FocusState, SceneStorage.

// MARK: - State

/// A value a view owns; changing it makes SwiftUI redraw the view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Stores the starting value of the state.
    public init(wrappedValue value: Value) { _box = _StateBox(value) }

    /// Stores the starting value of the state (the older spelling).
    public init(initialValue value: Value) { _box = _StateBox(value) }

    /// The initial value, and the identity's storage once the view is installed.
    internal let _box: _StateBox<Value>

    /// The current value; writing it updates the view.
    public var wrappedValue: Value {
        get {
            _RuntimeIssues.stateOutsideView(isInstalled: _box.isInstalled)
            return _box.storage.get()
        }
        nonmutating set {
            _RuntimeIssues.stateOutsideView(isInstalled: _box.isInstalled)
            _box.storage.set(newValue)
        }
    }

    /// `$value`: a binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        _RuntimeIssues.stateOutsideView(isInstalled: _box.isInstalled)
        return Binding(_location: _box.storage)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Starts an optional state at nil.
    public init() { self.init(wrappedValue: nil) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

// MARK: - Bindable

/// Makes bindings to the properties of an `@Observable` object with `$object.property`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The object the bindings point into.
    internal var _value: Value
    /// The object the bindings point into.
    public var wrappedValue: Value {
        get { _value }
        set { _value = newValue }
    }

    /// `$object`: the bindable itself, which hands out bindings by key path.
    public var projectedValue: Bindable<Value> { self }

    /// Rejects a value that is not an Observable object.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { _value = wrappedValue }

    /// Rejects a projection of a value that is not an Observable object.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
    /// A binding to the given property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(_location: _ObjectLocation(object: _value, keyPath: keyPath))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: ObservableObject {
    /// Rejects an ObservableObject, which needs `@ObservedObject` instead.
    @available(*, unavailable, message: "@Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead.")
    public init(wrappedValue: Value) { _value = wrappedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// Wraps an Observable object so its properties can be bound.
    public init(wrappedValue: Value) { _value = wrappedValue }

    /// Wraps an Observable object inline, as in `Bindable(model).name`.
    public init(_ wrappedValue: Value) { _value = wrappedValue }

    /// Makes a bindable from another bindable's projection.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    /// The identity of the wrapped object.
    public var id: Value.ID { _value.id }
    /// The wrapped object's identifier type.
    public typealias ID = Value.ID
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}

// MARK: - FocusState

/// Tracks which control has keyboard focus, as a Boolean or as one value per field.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// The type of `$focus`, passed to `focused(_:)` and `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        /// Where the focus value is kept.
        internal let _location: _BindingLocation<Value>
        /// The current focus value; writing it moves focus.
        public var wrappedValue: Value {
            get { _location.get() }
            nonmutating set { _location.set(newValue) }
        }
        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The focus value, kept per view identity like `@State`.
    internal let _box: _StateBox<Value>

    /// The current focus value; writing it moves focus.
    public var wrappedValue: Value {
        get { _box.storage.get() }
        nonmutating set { _box.storage.set(newValue) }
    }

    /// `$focus`: the binding that focus modifiers take.
    public var projectedValue: FocusState<Value>.Binding { Binding(_location: _box.storage) }

    /// Tracks whether one control has focus.
    public init() where Value == Bool { _box = _StateBox(false) }

    /// Tracks which of several controls has focus; nil means none.
    public init<T>() where Value == T?, T: Hashable { _box = _StateBox(nil) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Gives this view focus while the focus state equals the value.
    public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
    where Value: Hashable { modifier(_FocusModifier(link: _FocusLink(binding, equals: value))) }

    /// Gives this view focus while the Boolean focus state is true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusModifier(link: _FocusLink(condition)))
    }
}

// MARK: - SceneStorage

/// A value saved per scene (window) and restored when the scene comes back.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    /// The stored value; writing it saves it for the scene.
    public var wrappedValue: Value {
        get { _box.get() }
        nonmutating set { _box.set(newValue) }
    }
    /// The key and the conversion to and from what the scene's store holds.
    internal let _box: _AppStorageLocation<Value>
    /// `$value`: a binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(_location: _box) }
    /// Saves a Boolean under the key.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        _box = _SceneStore.location(key, wrappedValue)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneStorage {
    /// Saves an integer under the key.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        _box = _SceneStore.location(key, wrappedValue)
    }
    /// Saves a double under the key.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        _box = _SceneStore.location(key, wrappedValue)
    }
    /// Saves a string under the key.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        _box = _SceneStore.location(key, wrappedValue)
    }
    /// Saves a URL under the key.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        _box = _SceneStore.location(key, wrappedValue)
    }
    /// Saves raw data under the key.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        _box = _SceneStore.location(key, wrappedValue)
    }
    /// Saves an enum-like value through its integer raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        _box = _SceneStore.location(key, wrappedValue, raw: Int.self)
    }
    /// Saves an enum-like value through its string raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        _box = _SceneStore.location(key, wrappedValue, raw: String.self)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Saves an optional Boolean under the key.
    public init(_ key: String) where Value == Bool? {
        _box = _SceneStore.optionalLocation(key)
    }
    /// Saves an optional integer under the key.
    public init(_ key: String) where Value == Int? {
        _box = _SceneStore.optionalLocation(key)
    }
    /// Saves an optional double under the key.
    public init(_ key: String) where Value == Double? {
        _box = _SceneStore.optionalLocation(key)
    }
    /// Saves an optional string under the key.
    public init(_ key: String) where Value == String? {
        _box = _SceneStore.optionalLocation(key)
    }
    /// Saves an optional URL under the key.
    public init(_ key: String) where Value == URL? {
        _box = _SceneStore.optionalLocation(key)
    }
    /// Saves optional raw data under the key.
    public init(_ key: String) where Value == Data? {
        _box = _SceneStore.optionalLocation(key)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension SceneStorage {
    /// Saves an optional enum-like value through its string raw value.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        _box = _SceneStore.optionalLocation(key, raw: String.self)
    }
    /// Saves an optional enum-like value through its integer raw value.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        _box = _SceneStore.optionalLocation(key, raw: Int.self)
    }
}

// MARK: - ScaledMetric

/// A number, such as a padding or an icon size, that grows and shrinks with the Dynamic Type setting.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    /// Scales the base value like text of the given style.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self = _placeholder("ScaledMetric.init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle)") }
    /// Scales the base value like body text.
    public init(wrappedValue: Value) { self = _placeholder("ScaledMetric.init(wrappedValue: Value)") }
    /// The value scaled for the current Dynamic Type size.
    public var wrappedValue: Value { _placeholder("ScaledMetric.wrappedValue") }
}

// MARK: - Focused values

/// A key for a value that the focused view publishes to commands and other scenes.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol FocusedValueKey {
    /// The type of the published value.
    associatedtype Value
}

/// The values published by the views that have focus.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct FocusedValues {
    /// The value for a key, or nil when the focused views publish none.
    public subscript<Key>(key: Key.Type) -> Key.Value? where Key: FocusedValueKey {
        get { _placeholder("FocusedValues.subscript") }
        set { _unsupported("FocusedValues.subscript (set)") }
    }
}

/// Reads a value that the focused view publishes with `focusedValue(_:_:)`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// Reads the value at the key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self = _placeholder("FocusedValue.init(_ keyPath: KeyPath<FocusedValues, Value?>)") }
    /// The published value, or nil when nothing focused publishes it.
    public var wrappedValue: Value? { _placeholder("FocusedValue.wrappedValue") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension FocusedValue {
    /// Reads an `@Observable` object the focused view publishes.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { self = _placeholder("FocusedValue.init(_ objectType: Value.Type)") }
}

/// Reads and writes a binding that the focused view publishes.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// Reads the binding at the key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self = _placeholder("FocusedBinding.init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>)") }
    /// The bound value, or nil when nothing focused publishes the binding.
    public var wrappedValue: Value? {
        get { _placeholder("FocusedBinding.wrappedValue") }
        nonmutating set { _unsupported("FocusedBinding.wrappedValue (set)") }
    }
    /// `$value`: a binding to the optional bound value.
    public var projectedValue: Binding<Value?> { _placeholder("FocusedBinding.projectedValue") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Publishes a value for `@FocusedValue` readers while this view has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Publishes a value for `@FocusedValue` readers while this view's scene is active.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        self
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Publishes an optional value for `@FocusedValue` readers while this view has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        self
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Publishes an `@Observable` object for `@FocusedValue` readers while this view has focus.
    public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }
}
