// App, Scene, SceneBuilder, WindowGroup, Settings.

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency
    init()
}

extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency
    public static func main() { fatalError() }
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single
/// composite scene.
@resultBuilder
public struct SceneBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    /// Passes a single scene written as a child scene through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
    /// Builds a composite scene from any number of child scenes.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)>
    where repeat each Content: Scene { fatalError() }
    /// Produces an optional scene for conditional statements in multi-statement
    /// closures that's only visible when the condition evaluates to true.
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene {
        _EmptyScene()
    }
    /// Processes scene content for a conditional compiler-control statement
    /// that performs an availability check.
    public static func buildLimitedAvailability(_ scene: some Scene) -> some Scene & _LimitedAvailabilitySceneMarker {
        _LimitedAvailabilityScene()
    }
}

/// A marker for scenes produced by `buildLimitedAvailability`.
public protocol _LimitedAvailabilitySceneMarker {}

public struct _LimitedAvailabilityScene: Scene, _LimitedAvailabilitySceneMarker {
    public var body: Never { fatalError() }
}

public struct _EmptyScene: Scene {
    public var body: Never { fatalError() }
}

/// A scene built from a tuple of scenes.
public struct _TupleScene<T>: Scene {
    public var body: Never { fatalError() }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content>: Scene where Content: View {
    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {}
    /// Creates a window group with a localized title string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// Creates a window group with a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {}
    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}

    public var body: Never { fatalError() }
}

/// A scene that presents an interface for viewing and modifying an app's settings.
public struct Settings<Content>: Scene where Content: View {
    /// Creates a scene that presents an interface for viewing and modifying an
    /// app's preferences.
    public init(@ViewBuilder content: () -> Content) {}

    public var body: Never { fatalError() }
}

/// A scene that presents its content in a single, unique window.
public struct Window<Content>: Scene where Content: View {
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension Scene {
    /// Places an observable object in the scene's environment.
    public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable { fatalError() }
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        fatalError()
    }
    /// Supplies an `ObservableObject` to a view subhierarchy.
    public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject { fatalError() }
    /// Adds an action to perform when the given value changes.
    public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene where V: Equatable { fatalError() }
    /// Adds an action to perform when the given value changes.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene
    where V: Equatable { fatalError() }
    /// The default store used by `AppStorage` contained within the scene and its view content.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { fatalError() }
}
