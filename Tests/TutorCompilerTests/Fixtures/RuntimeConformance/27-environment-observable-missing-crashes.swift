// rule: A non-optional `@Environment(Model.self)` with no `.environment(model)` above it is a fatal error; SwiftUI's message says "Observable object" and still points at environmentObject(_:).
// source: Apple documentation "Environment" init(_:) for Observable types; message as reported in nalexn/ViewInspector#423 and #426 (SwiftUICore/Environment+Objects.swift:34)
// view: ContentView
// script: screen
// exit: 1
// stderr: Fatal error: No Observable object of type Model found. A View.environmentObject(_:) for Model may be missing as an ancestor of this view.
import SwiftUI

@Observable
final class Model {
    var count = 0
}

struct ContentView: View {
    var body: some View {
        VStack {
            Text("before")
            Leaf()
        }
    }
}

struct Leaf: View {
    @Environment(Model.self) private var model
    var body: some View { Text("count \(model.count)") }
}

// The crash happens while the launch is still building the screen, before any step runs.
/* expect
*/
