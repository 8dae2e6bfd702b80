// App, Scene, SceneBuilder, WindowGroup, Window, Settings, scene modifiers, commands.

/// The entry point of a SwiftUI app: a type marked `@main` whose `body` lists its scenes.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
    /// The scene type that `body` returns.
    associatedtype Body: Scene

    /// The app's scenes, such as a WindowGroup.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    /// SwiftUI creates the app with this initializer at launch.
    @MainActor @preconcurrency
    init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    /// Launches the app; `@main` calls it.
    @MainActor @preconcurrency
    public static func main() { _TerminalRuntime._runApp(Self()) }
}

/// A part of an app's interface whose life cycle the system manages, such as a window.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    /// The scene type that `body` returns.
    associatedtype Body: Scene

    /// The scenes this scene is made of.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// The result builder that turns the statements of an app's `body` into one scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    /// Accepts one scene statement.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    /// A single scene passes through unchanged.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
    /// Several scenes become one composite scene.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)>
    where repeat each Content: Scene { _TupleScene((repeat each content)) }
    /// An `if #available` without `else` produces an optional scene.
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene {
        _EmptyScene()
    }
    /// A plain `if` is not allowed among scenes.
    @available(*, unavailable, message: "if statements in a SceneBuilder can only be used with #available clauses")
    public static func buildOptional<S>(_ scene: S?) -> some Scene where S: Scene { _EmptyScene() }
    /// The branch of an `if #available` check.
    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
    public static func buildLimitedAvailability(_ scene: some Scene) -> any Scene & _LimitedAvailabilitySceneMarker {
        _LimitedAvailabilityScene()
    }
}

/// Marks the scenes that come out of an `if #available` branch.
public protocol _LimitedAvailabilitySceneMarker {}

/// The scene an `if #available` branch becomes.
public struct _LimitedAvailabilityScene: Scene, _LimitedAvailabilitySceneMarker {
    /// It has no body of its own.
    public var body: Never { _unsupported("_LimitedAvailabilityScene.body") }
}

/// The scene an absent optional branch becomes.
public struct _EmptyScene: Scene {
    /// It has no body of its own.
    public var body: Never { _unsupported("_EmptyScene.body") }
}

/// The scene a builder makes from several scenes.
public struct _TupleScene<T>: Scene {
    /// The scenes, as a tuple.
    internal var _value: T
    /// Wraps a tuple of scenes.
    internal init(_ value: T) { _value = value }
    /// It has no body of its own.
    public var body: Never { _unsupported("_TupleScene.body") }
}

/// A scene of one or more windows that all show the same kind of content.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
    /// The content each window shows.
    internal var _content: Content?
    /// Makes a window group showing the content.
    public init(@ViewBuilder content: () -> Content) { _content = content() }
    /// Makes a window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { _content = content() }
    /// Makes a window group with a plain-string title.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { _content = content() }
    /// Makes a window group that `openWindow(id:)` can open.
    public init(id: String, @ViewBuilder content: () -> Content) { _content = content() }
    /// Makes a titled window group that `openWindow(id:)` can open.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { _content = content() }
    /// Makes a titled window group with a plain-string title that `openWindow(id:)` can open.
    @_disfavoredOverload
    public init<S>(_ title: S, id: String, @ViewBuilder content: () -> Content) where S: StringProtocol { _content = content() }

    /// It has no body of its own.
    public var body: Never { _unsupported("WindowGroup.body") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension WindowGroup {
    /// Makes a window group whose windows each show one value, opened with `openWindow(value:)`.
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
    /// Makes a value-presenting window group with an identifier.
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
    /// Makes a titled value-presenting window group.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
    /// Makes a titled value-presenting window group with an identifier.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
    /// Makes a value-presenting window group that shows a default value when opened without one.
    public init<D, C>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
}

/// The content of a window that presents one value.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentedWindowContent<Data, Content>: View where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
    /// It has no body of its own.
    public var body: Never { _unsupported("PresentedWindowContent.body") }
}

/// The macOS scene for an app's settings window.
@available(macOS 11.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct Settings<Content>: Scene where Content: View {
    /// Makes a settings scene showing the content.
    public init(@ViewBuilder content: () -> Content) {}

    /// It has no body of its own.
    public var body: Never { _unsupported("Settings.body") }
}

/// A scene with exactly one window.
@available(macOS 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct Window<Content>: Scene where Content: View {
    /// Makes a single titled window that `openWindow(id:)` can open.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
    /// It has no body of its own.
    public var body: Never { _unsupported("Window.body") }
}

/// An action, read from the environment, that opens a window of a window group.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct OpenWindowAction {
    /// Opens a window of the group with the identifier.
    public func callAsFunction(id: String) {}
    /// Opens a window presenting the value.
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
    /// Opens a window of the group with the identifier, presenting the value.
    public func callAsFunction<D>(id: String, value: D) where D: Decodable, D: Encodable, D: Hashable {}
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// The action that opens windows, as in `openWindow(id: "detail")`.
    public var openWindow: OpenWindowAction { _builtin("openWindow") }
}

// MARK: - Scene modifiers

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Scene {
    /// Puts an `@Observable` object into the environment of the scene's views.
    public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable {
        _EnvironmentScene(content: self) { $0._setObservable(object, as: T.self) }
    }
    /// Runs the action with the old and new value whenever the value changes.
    public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene where V: Equatable { self }
    /// Runs the action whenever the value changes.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene
    where V: Equatable { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Scene {
    /// Sets an environment value for the scene's views.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _EnvironmentScene(content: self) { $0[keyPath: keyPath] = value }
    }
    /// Puts an ObservableObject into the environment of the scene's views.
    public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject {
        _EnvironmentScene(content: self) { $0._setObject(object, as: T.self) }
    }
    /// Sets the `UserDefaults` that `@AppStorage` in the scene uses.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        _EnvironmentScene(content: self) { $0._defaultAppStorage = store }
    }
}

@available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
@available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
@available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
@available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
extension Scene {
    /// Runs the action with the new value whenever the value changes (the pre-iOS 17 form).
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene
    where V: Equatable { self }
}

@available(iOS 17.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Scene {
    /// Sets the size a new window of this scene starts with.
    public func defaultSize(_ size: CGSize) -> some Scene { self }
    /// Sets the width and height a new window of this scene starts with.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
}

// MARK: - Commands

/// Menu commands an app adds to the menu bar (macOS, iPadOS).
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol Commands {
    /// The commands type that `body` returns.
    associatedtype Body: Commands
    /// The commands this value is made of.
    @CommandsBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never: Commands {}

/// The result builder that combines command declarations.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder
public struct CommandsBuilder {
    /// Accepts one commands statement.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Commands { content }
    /// An empty closure produces no commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// A single commands value passes through unchanged.
    public static func buildBlock<C>(_ content: C) -> C where C: Commands { content }
    /// Several commands become one group.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _TupleCommands<(repeat each Content)>
    where repeat each Content: Commands { _placeholder("CommandsBuilder.buildBlock") }
}

/// The commands a builder makes from several commands.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct _TupleCommands<T>: Commands {
    /// It has no body of its own.
    public var body: Never { _unsupported("_TupleCommands.body") }
}

/// No commands.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EmptyCommands: Commands {
    /// Makes an empty set of commands.
    public init() {}
    /// It has no body of its own.
    public var body: Never { _unsupported("EmptyCommands.body") }
}

/// A top-level menu of its own in the menu bar.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandMenu<Content>: Commands where Content: View {
    /// Makes a menu with a localized name and the menu items the closure builds.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// Makes a menu with a plain-string name.
    @_disfavoredOverload
    public init<S>(_ name: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    /// It has no body of its own.
    public var body: Never { _unsupported("CommandMenu.body") }
}

/// Menu items placed next to, or instead of, a standard group of the system menus.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroup<Content>: Commands where Content: View {
    /// Puts the items before a standard group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Puts the items after a standard group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Replaces a standard group with the items.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// It has no body of its own.
    public var body: Never { _unsupported("CommandGroup.body") }
}

/// A standard group of menu items that `CommandGroup` can extend or replace.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroupPlacement: Sendable {
    /// The About item.
    public static let appInfo = CommandGroupPlacement()
    /// The Settings item.
    public static let appSettings = CommandGroupPlacement()
    /// The New items of the File menu.
    public static let newItem = CommandGroupPlacement()
    /// The Save items of the File menu.
    public static let saveItem = CommandGroupPlacement()
    /// The Undo and Redo items.
    public static let undoRedo = CommandGroupPlacement()
    /// The Cut, Copy and Paste items.
    public static let pasteboard = CommandGroupPlacement()
    /// The toolbar items of the View menu.
    public static let toolbar = CommandGroupPlacement()
    /// The sidebar items of the View menu.
    public static let sidebar = CommandGroupPlacement()
    /// The Help menu items.
    public static let help = CommandGroupPlacement()
}

/// The standard sidebar commands of the View menu.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SidebarCommands: Commands {
    /// Makes the sidebar commands.
    public init() {}
    /// It has no body of its own.
    public var body: Never { _unsupported("SidebarCommands.body") }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Scene {
    /// Adds menu commands to the scene.
    public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene where Content: Commands {
        self
    }
}
