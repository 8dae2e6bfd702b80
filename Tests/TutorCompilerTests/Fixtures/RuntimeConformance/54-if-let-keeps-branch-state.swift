// rule: `if let name = selected { Detail(name: name) }` is one place in the tree: changing the unwrapped value from "A" to "B" keeps the Detail and its @State; going through nil removes it, so coming back starts over.
// source: "Demystify SwiftUI", WWDC21 (structural identity: an `if` has one identity per branch, not per value)
// view: ContentView
// script: screen; tap "Pick A"; tap "Tap"; tap "Tap"; tap "Pick B"; screen; tap "Clear"; tap "Pick A"; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var selected: String? = nil

    var body: some View {
        VStack {
            if let name = selected {
                Detail(name: name)
            } else {
                Text("nothing selected")
            }
            Button("Pick A") { selected = "A" }
            Button("Pick B") { selected = "B" }
            Button("Clear") { selected = nil }
        }
    }
}

struct Detail: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Text("\(name) taps \(taps)")
        Button("Tap") { taps += 1 }
    }
}

/* expect
--- screen ---
nothing selected
[Pick A]
[Pick B]
[Clear]
--- end ---
--- screen ---
B taps 2
[Tap]
[Pick A]
[Pick B]
[Clear]
--- end ---
--- screen ---
A taps 0
[Tap]
[Pick A]
[Pick B]
[Clear]
--- end ---
*/
