// rule: Removing an element from a ForEach keyed by id removes only that row: its onDisappear runs, the other rows keep their @State, and no remaining row's body runs.
// source: "Demystify SwiftUI", WWDC21 (identity in ForEach; lifetime follows identity); Apple documentation "onDisappear(perform:)"
// view: ContentView
// script: wait; tap "Like Cy"; tap "Remove Bob"; wait; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var names = ["Ann", "Bob", "Cy"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Row(name: name)
            }
            Button("Remove Bob") { names.removeAll { $0 == "Bob" } }
        }
    }
}

struct Row: View {
    let name: String
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("\(name) \(likes)")
            Button("Like \(name)") { likes += 1 }
        }
        .onDisappear { print("\(name) gone") }
    }
}

// Row: 3 at launch + 1 like = 4.
/* expect
Bob gone
--- screen ---
Ann 0
[Like Ann]
Cy 1
[Like Cy]
[Remove Bob]
--- end ---
ContentView.body 2
Row.body 4
*/
