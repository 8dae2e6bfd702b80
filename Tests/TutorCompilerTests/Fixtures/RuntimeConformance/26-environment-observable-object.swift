// rule: `.environment(model)` puts an @Observable object in the environment and `@Environment(Model.self)` reads it; only views whose body reads a changed property are re-evaluated.
// source: "Discover Observation in SwiftUI", WWDC23; Apple documentation "Migrating from the Observable Object protocol to the Observable macro"
// view: ContentView
// script: tap "Add"; tap "Add"; screen; counts
// exit: 0
import SwiftUI

@Observable
final class Model {
    var count = 0
}

struct ContentView: View {
    @State private var model = Model()

    var body: some View {
        Leaf()
            .environment(model)
    }
}

struct Leaf: View {
    @Environment(Model.self) private var model

    var body: some View {
        Text("count \(model.count)")
        Button("Add") { model.count += 1 }
    }
}

/* expect
--- screen ---
count 2
[Add]
--- end ---
ContentView.body 1
Leaf.body 3
*/
