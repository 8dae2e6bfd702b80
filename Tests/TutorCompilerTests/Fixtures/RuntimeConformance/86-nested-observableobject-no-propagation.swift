// rule: An ObservableObject held in a @Published property of another does not forward its changes: a view observing the outer object and reading `outer.inner.count` is not re-evaluated when `inner.count` changes, until the outer object itself publishes.
// source: Apple documentation "ObservableObject" (objectWillChange fires for the object's own @Published properties); "Migrating from the Observable Object protocol to the Observable macro" (nested objects need their own observation)
// view: ContentView
// script: tap "Inner"; tap "Inner"; screen; tap "Outer"; screen; counts
// exit: 0
import SwiftUI

final class Inner: ObservableObject {
    @Published var count = 0
}

final class Outer: ObservableObject {
    @Published var inner = Inner()
    @Published var title = "outer"
}

struct ContentView: View {
    @StateObject private var outer = Outer()

    var body: some View {
        VStack {
            Text("\(outer.title) inner \(outer.inner.count)")
            Button("Inner") { outer.inner.count += 1 }
            Button("Outer") { outer.title = "OUTER" }
        }
    }
}

/* expect
--- screen ---
outer inner 0
[Inner]
[Outer]
--- end ---
--- screen ---
OUTER inner 2
[Inner]
[Outer]
--- end ---
ContentView.body 2
*/
