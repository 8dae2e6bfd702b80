// AppStorage: a property wrapper that reflects a value from UserDefaults.
//
// Supported value types follow Apple's initializers exactly: Bool, Int,
// Double, String, URL, Data, Date, RawRepresentable with Int or String raw
// values, and the optional forms of each. Anything else (arrays, structs,
// Double-backed enums) has no initializer, as in Xcode.

/// A property wrapper type that reflects a value from `UserDefaults` and
/// invalidates a view on a change in value in that user default.
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    public var projectedValue: Binding<Value> { fatalError() }

    /// Creates a property that can read and write to a boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { fatalError() }
}

extension AppStorage {
    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { fatalError() }
    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { fatalError() }
    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { fatalError() }
    /// Creates a property that can read and write to a url user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { fatalError() }
    /// Creates a property that can read and write to a date user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { fatalError() }
    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { fatalError() }
    /// Creates a property that can read and write to an integer user default,
    /// transforming that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int { fatalError() }
    /// Creates a property that can read and write to a string user default,
    /// transforming that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String { fatalError() }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an Optional boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { fatalError() }
    /// Creates a property that can read and write an Optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { fatalError() }
    /// Creates a property that can read and write an Optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { fatalError() }
    /// Creates a property that can read and write an Optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { fatalError() }
    /// Creates a property that can read and write an Optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { fatalError() }
    /// Creates a property that can read and write an Optional date user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { fatalError() }
    /// Creates a property that can read and write an Optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { fatalError() }
}

extension AppStorage {
    /// Creates a property that can save and restore an optional string,
    /// transforming it to an optional `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String { fatalError() }
    /// Creates a property that can save and restore an optional integer,
    /// transforming it to an optional `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int { fatalError() }
}

extension View {
    /// The default store used by `AppStorage` contained within the view.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { fatalError() }
}
