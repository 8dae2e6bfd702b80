// The roots a program can start from: an `@main` App's first window, or a `#Preview`.

import Foundation

/// A scene the runtime can find a window's content in.
@MainActor
internal protocol _PrimitiveScene {
    /// The content of the first window in the scene, if it has one.
    var _firstWindowContent: (any View)? { get }
}

extension WindowGroup: _PrimitiveScene {
    var _firstWindowContent: (any View)? { _content }
}

extension _TupleScene: _PrimitiveScene {
    var _firstWindowContent: (any View)? {
        for child in Mirror(reflecting: _value).children {
            if let content = _sceneContent(child.value) { return content }
        }
        return nil
    }
}

/// A scene whose views get an environment value or object (`.environment(_:)`,
/// `.environmentObject(_:)` on a scene).
internal struct _EnvironmentScene<Content: Scene>: Scene, _PrimitiveScene {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
    var body: Never { _unsupported("_EnvironmentScene.body") }
    var _firstWindowContent: (any View)? {
        _sceneContent(content).map {
            ModifiedContent(content: AnyView(_any: $0), modifier: _EnvironmentWriter(transform))
        }
    }
}

/// The first window's content of a scene, looking through scenes written with a body.
@MainActor
internal func _sceneContent(_ scene: Any) -> (any View)? {
    if let primitive = scene as? any _PrimitiveScene { return primitive._firstWindowContent }
    guard let scene = scene as? any Scene else { return nil }
    func body<S: Scene>(_ scene: S) -> Any? { S.Body.self == Never.self ? nil : scene.body }
    return body(scene).flatMap { _sceneContent($0) }
}

/// The root of a program started from its App: the app's state lives here, and its body gives
/// the first window's content.
internal struct _AppHost<Application: App>: View {
    let app: Application
    var body: some View {
        if let content = _sceneContent(app.body) {
            AnyView(content)
        } else {
            let _ = _unsupported("an App whose scenes have no WindowGroup")
        }
    }
}

/// The root of a program started from a `#Preview`.
internal struct _PreviewHost: View {
    let make: @MainActor () -> any View
    var body: some View {
        _RuntimeIssues.inPreview = true
        defer { _RuntimeIssues.inPreview = false }
        return AnyView(make())
    }
}
