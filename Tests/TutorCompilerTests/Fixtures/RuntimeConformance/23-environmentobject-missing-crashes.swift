// rule: Reading an @EnvironmentObject that no ancestor supplied is a fatal error with SwiftUI's message naming the type; the crash happens when the view is first evaluated.
// source: Apple documentation "EnvironmentObject"; message as reported in TelemetryDeck/TelemetryViewer#11, nalexn/ViewInspector#4, gao-sun/eul#168
// view: ContentView
// script: screen; tap "Open"; screen
// exit: 1
// stderr: Fatal error: No ObservableObject of type Model found. A View.environmentObject(_:) for Model may be missing as an ancestor of this view.
import SwiftUI

final class Model: ObservableObject {
    @Published var count = 0
}

struct ContentView: View {
    @State private var open = false

    var body: some View {
        VStack {
            Button("Open") { open = true }
            if open {
                Leaf()
            }
        }
    }
}

struct Leaf: View {
    @EnvironmentObject var model: Model
    var body: some View { Text("count \(model.count)") }
}

// stdout holds only what the steps printed before the crash.
/* expect
--- screen ---
[Open]
--- end ---
*/
