// AppStorage: a property wrapper that reflects a value from UserDefaults.
//
// Supported value types follow Apple's initializers exactly: Bool, Int,
// Double, String, URL, Data, Date (iOS 18), RawRepresentable with Int or String
// raw values, and the optional forms of each. Anything else (arrays, structs,
// Double-backed enums) has no initializer, as in Xcode.

/// A value stored in `UserDefaults` under a key; the view updates when it changes.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    /// The stored value; writing it saves it to the defaults.
    public var wrappedValue: Value {
        get { _box.get() }
        nonmutating set { _box.set(newValue) }
    }

    /// The key, the store and the conversion to and from what the store holds.
    internal let _box: _AppStorageLocation<Value>

    /// `$value`: a binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(_location: _box) }

    /// Stores a Boolean under the key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        _box = _AppStorageLocation(key: key, store: store, default: wrappedValue, read: { $0 as? Value }, write: { $0 })
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage {
    /// Stores an integer under the key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        _box = _AppStorageLocation(key: key, store: store, default: wrappedValue, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores a double under the key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        _box = _AppStorageLocation(key: key, store: store, default: wrappedValue, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores a string under the key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        _box = _AppStorageLocation(key: key, store: store, default: wrappedValue, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores a URL under the key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        _box = _AppStorageLocation(key: key, store: store, default: wrappedValue, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores raw data under the key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        _box = _AppStorageLocation(key: key, store: store, default: wrappedValue, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores an enum-like value through its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        _box = _AppStorageLocation(key: key, store: store, default: wrappedValue, read: { ($0 as? Value.RawValue).flatMap { Value(rawValue: $0) } }, write: { $0.rawValue })
    }
    /// Stores an enum-like value through its string raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        _box = _AppStorageLocation(key: key, store: store, default: wrappedValue, read: { ($0 as? Value.RawValue).flatMap { Value(rawValue: $0) } }, write: { $0.rawValue })
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension AppStorage {
    /// Stores a date under the key.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        _box = _AppStorageLocation(key: key, store: store, default: wrappedValue, read: { $0 as? Value }, write: { $0 })
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Stores an optional Boolean under the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        _box = _AppStorageLocation(key: key, store: store, default: nil, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores an optional integer under the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        _box = _AppStorageLocation(key: key, store: store, default: nil, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores an optional double under the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        _box = _AppStorageLocation(key: key, store: store, default: nil, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores an optional string under the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        _box = _AppStorageLocation(key: key, store: store, default: nil, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores an optional URL under the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        _box = _AppStorageLocation(key: key, store: store, default: nil, read: { $0 as? Value }, write: { $0 })
    }
    /// Stores optional raw data under the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        _box = _AppStorageLocation(key: key, store: store, default: nil, read: { $0 as? Value }, write: { $0 })
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Stores an optional date under the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        _box = _AppStorageLocation(key: key, store: store, default: nil, read: { $0 as? Value }, write: { $0 })
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AppStorage {
    /// Stores an optional enum-like value through its string raw value.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        _box = _AppStorageLocation(key: key, store: store, default: nil, read: { ($0 as? R.RawValue).flatMap { R(rawValue: $0) } }, write: { $0?.rawValue })
    }
    /// Stores an optional enum-like value through its integer raw value.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        _box = _AppStorageLocation(key: key, store: store, default: nil, read: { ($0 as? R.RawValue).flatMap { R(rawValue: $0) } }, write: { $0?.rawValue })
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Sets the `UserDefaults` that `@AppStorage` properties in this view tree use.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(_EnvironmentWriter { $0._defaultAppStorage = store })
    }
}
