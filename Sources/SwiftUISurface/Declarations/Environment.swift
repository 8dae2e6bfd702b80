// Environment, EnvironmentValues, EnvironmentKey and the environment modifiers.

// MARK: - Environment

/// A property wrapper that reads a value from a view's environment.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

    /// The current value of the environment property.
    public var wrappedValue: Value { fatalError() }
}

extension Environment {
    /// Creates an environment property to read an observable object from the
    /// environment.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }

    /// Creates an environment property to read an observable object from the
    /// environment, returning `nil` if no corresponding object has been set
    /// in the current view's environment.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
}

extension Environment: Sendable where Value: Sendable {}

// MARK: - EnvironmentKey

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value

    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

// MARK: - EnvironmentValues

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set { fatalError() }
    }

    public var description: String { "EnvironmentValues" }
}

extension EnvironmentValues {
    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    /// An action that opens a URL.
    public var openURL: OpenURLAction {
        get { fatalError() }
        set { fatalError() }
    }
    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    /// The vertical size class of this environment.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    /// The current locale that views should use.
    public var locale: Locale {
        get { fatalError() }
        set { fatalError() }
    }
    /// The current calendar that views should use when handling dates.
    public var calendar: Calendar {
        get { fatalError() }
        set { fatalError() }
    }
    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone {
        get { fatalError() }
        set { fatalError() }
    }
    /// A Boolean value that indicates whether the view associated with this
    /// environment allows user interaction.
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// The default font of this environment.
    public var font: Font? {
        get { fatalError() }
        set { fatalError() }
    }
    /// The current phase of the scene.
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set { fatalError() }
    }
    /// The size of content.
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set { fatalError() }
    }
    /// The edit mode of the current view hierarchy.
    public var editMode: Binding<EditMode>? {
        get { fatalError() }
        set { fatalError() }
    }
    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set { fatalError() }
    }
    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { fatalError() }
        set { fatalError() }
    }
    /// A Boolean value that indicates whether the search field is active.
    public var isSearching: Bool { fatalError() }
    /// An action that refreshes the content.
    public var refresh: RefreshAction? { fatalError() }
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
}

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active
    public var isEditing: Bool { fatalError() }
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// An action that initiates a refresh operation.
@MainActor @preconcurrency
public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
}

/// An action that opens a URL.
@MainActor @preconcurrency
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }

    /// Creates an action that opens a URL.
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {}

    /// Opens a URL, following system conventions.
    public func callAsFunction(_ url: URL) {}

    /// Asynchronously opens a URL, following system conventions.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

// MARK: - Modifiers

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        fatalError()
    }

    /// Places an observable object in the view's environment.
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { fatalError() }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View { fatalError() }
}
