// rule: Declaring the property optional, `@Environment(Model.self) private var model: Model?`, reads nil instead of crashing when no ancestor supplied the object.
// source: Apple documentation "Environment" init(_:) for optional Observable types
// view: ContentView
// script: screen
// exit: 0
import SwiftUI

@Observable
final class Model {
    var count = 7
}

struct ContentView: View {
    @State private var model = Model()

    var body: some View {
        VStack {
            Leaf()
            Leaf()
                .environment(model)
        }
    }
}

struct Leaf: View {
    @Environment(Model.self) private var model: Model?

    var body: some View {
        if let model {
            Text("count \(model.count)")
        } else {
            Text("no model")
        }
    }
}

/* expect
--- screen ---
no model
count 7
--- end ---
*/
