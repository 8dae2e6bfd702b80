// Environment, EnvironmentValues, EnvironmentKey, the common environment values and the environment modifiers.

// MARK: - Environment

/// A property wrapper that reads a value, or an observable object, from the view's environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Reads the environment value at `keyPath`, such as `\.dismiss` or `\.colorScheme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { _box = _EnvironmentBox(.keyPath(keyPath)) }

    /// What the property reads, and the environment it reads from once installed.
    internal let _box: _EnvironmentBox<Value>

    /// The value read from the environment.
    public var wrappedValue: Value { _box.value }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
    /// Reads an `@Observable` object that an ancestor placed with `.environment(_:)`; a missing one is a crash.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        _box = _EnvironmentBox(.object(ObjectIdentifier(objectType), optional: false))
    }

    /// Reads an `@Observable` object from the environment, or nil when no ancestor placed one.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        _box = _EnvironmentBox(.object(ObjectIdentifier(objectType), optional: true))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

// MARK: - EnvironmentKey

/// A key for a custom environment value, giving its type and its default.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    /// The type of the value stored under the key.
    associatedtype Value

    /// The value used when no ancestor has set one.
    static var defaultValue: Self.Value { get }
}

// MARK: - EnvironmentValues

/// All the values a view inherits from its ancestors; extend it to add your own.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    /// An environment holding only default values.
    public init() {}

    /// Values by key: custom keys by their type, built-in values by name, objects by their type.
    internal var _storage = _EnvironmentStorage()

    /// Reads or writes the value stored under a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { _storage.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { _storage.set(newValue, for: ObjectIdentifier(key)) }
    }

    /// A short description, for debugging.
    public var description: String { "EnvironmentValues" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// Whether views are drawn in light or dark appearance.
    public var colorScheme: ColorScheme {
        get { _builtin("colorScheme") }
        set { _setBuiltin("colorScheme", newValue) }
    }
    /// The locale views format their text for.
    public var locale: Locale {
        get { _builtin("locale") }
        set { _setBuiltin("locale", newValue) }
    }
    /// The calendar views use for dates.
    public var calendar: Calendar {
        get { _builtin("calendar") }
        set { _setBuiltin("calendar", newValue) }
    }
    /// The time zone views use for dates.
    public var timeZone: TimeZone {
        get { _builtin("timeZone") }
        set { _setBuiltin("timeZone", newValue) }
    }
    /// False inside a view disabled with `.disabled(true)`.
    public var isEnabled: Bool {
        get { _builtin("isEnabled") }
        set { _setBuiltin("isEnabled", newValue) }
    }
    /// The font set with `.font(_:)`, if any.
    public var font: Font? {
        get { _builtin("font") }
        set { _setBuiltin("font", newValue) }
    }
    /// Whether text runs left to right or right to left.
    public var layoutDirection: LayoutDirection {
        get { _builtin("layoutDirection") }
        set { _setBuiltin("layoutDirection", newValue) }
    }
    /// The line limit set with `.lineLimit(_:)`, if any.
    public var lineLimit: Int? {
        get { _builtin("lineLimit") }
        set { _setBuiltin("lineLimit", newValue) }
    }
    /// The number of pixels per point of the display.
    public var displayScale: CGFloat {
        get { _builtin("displayScale") }
        set { _setBuiltin("displayScale", newValue) }
    }
    /// The iOS 13 text size setting.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "dynamicTypeSize")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory {
        get { _builtin("sizeCategory") }
        set { _setBuiltin("sizeCategory", newValue) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// Whether the width available is compact (an iPhone in portrait) or regular.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { _builtin("horizontalSizeClass") }
        set { _setBuiltin("horizontalSizeClass", newValue) }
    }
    /// Whether the height available is compact (an iPhone in landscape) or regular.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { _builtin("verticalSizeClass") }
        set { _setBuiltin("verticalSizeClass", newValue) }
    }
}

@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// A binding to whether the list around the view is being edited, if there is one.
    public var editMode: Binding<EditMode>? {
        get { _builtin("editMode") }
        set { _setBuiltin("editMode", newValue) }
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
    /// Whether the scene is active, inactive or in the background.
    public var scenePhase: ScenePhase {
        get { _builtin("scenePhase") }
        set { _setBuiltin("scenePhase", newValue) }
    }
    /// The action that opens a URL, in the browser or another app.
    public var openURL: OpenURLAction {
        get { _builtin("openURL") }
        set { _setBuiltin("openURL", newValue) }
    }
    /// Why the views are drawn redacted, if they are.
    public var redactionReasons: RedactionReasons {
        get { _builtin("redactionReasons") }
        set { _setBuiltin("redactionReasons", newValue) }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    /// The Dynamic Type size the user chose, or the one the view fixed.
    public var dynamicTypeSize: DynamicTypeSize {
        get { _builtin("dynamicTypeSize") }
        set { _setBuiltin("dynamicTypeSize", newValue) }
    }
    /// True while the user is searching in the enclosing searchable view.
    public var isSearching: Bool { _builtin("isSearching") }
    /// The action that ends the enclosing search.
    public var dismissSearch: DismissSearchAction { _builtin("dismissSearch") }
    /// The action of the enclosing `.refreshable`, or nil outside one.
    public var refresh: RefreshAction? { _builtin("refresh") }
}

// MARK: - Value types

/// Light or dark appearance.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// Whether the space in one direction is compact or regular.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little space, as an iPhone's width in portrait.
    case compact
    /// Ample space, as an iPad's width.
    case regular
}

/// Whether a scene is in the foreground and in use, visible but not in use, or hidden.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible but not receiving events.
    case inactive
    /// In the foreground and receiving events.
    case active
}

/// The text size the user chose, from extra small to the accessibility sizes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// The smallest size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// The usual default size.
    case large
    /// A large size.
    case xLarge
    /// A larger size.
    case xxLarge
    /// The largest size outside the accessibility sizes.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest accessibility size.
    case accessibility5
    /// True for the accessibility sizes.
    public var isAccessibilitySize: Bool { _placeholder("DynamicTypeSize.isAccessibilitySize") }
}

/// The iOS 13 text size setting, replaced by `DynamicTypeSize`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// The smallest size.
    case extraSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// The usual default size.
    case large
    /// A large size.
    case extraLarge
    /// A larger size.
    case extraExtraLarge
    /// The largest size outside the accessibility sizes.
    case extraExtraExtraLarge
    /// The first accessibility size.
    case accessibilityMedium
    /// The second accessibility size.
    case accessibilityLarge
    /// The third accessibility size.
    case accessibilityExtraLarge
    /// The fourth accessibility size.
    case accessibilityExtraExtraLarge
    /// The largest accessibility size.
    case accessibilityExtraExtraExtraLarge
    /// True for the accessibility sizes.
    public var isAccessibilityCategory: Bool { _placeholder("ContentSizeCategory.isAccessibilityCategory") }
}

/// Whether the user is editing a list's content.
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as during a swipe.
    case transient
    /// Editing.
    case active
    /// True unless the mode is `inactive`.
    public var isEditing: Bool { _placeholder("EditMode.isEditing") }
}

/// The direction text and layouts run in.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic or Hebrew.
    case rightToLeft
}

/// An action, read from the environment, that runs the enclosing view's refresh.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct RefreshAction: Sendable {
    /// Runs the refresh and waits for it to finish.
    public func callAsFunction() async {}
}

/// An action, read from the environment, that ends the current search.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissSearchAction: Sendable {
    /// Clears the search field and ends searching.
    public func callAsFunction() {}
}

/// An action, read from the environment, that opens a URL.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What a custom handler did with a URL.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct Result: Sendable {
        /// The handler opened the URL itself.
        public static let handled = Result()
        /// The handler refused the URL.
        public static let discarded = Result()
        /// The handler leaves the URL to the system.
        public static let systemAction = Result()
        /// The handler asks the system to open a different URL.
        public static func systemAction(_ url: URL) -> Result { Result() }
    }

    /// An action that hands each URL to `handler`, for use with `.environment(\.openURL, …)`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {}

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {}

    /// Opens `url` and reports whether it could be opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

// MARK: - Modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentWriter { $0[keyPath: keyPath] = value })
    }

    /// Changes the environment value at `keyPath`, as inherited, for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View { modifier(_EnvironmentWriter { transform(&$0[keyPath: keyPath]) }) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Places an `@Observable` object in the environment, where `@Environment(Type.self)` finds it.
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(_EnvironmentWriter { $0._setObservable(object, as: T.self) })
    }
}
