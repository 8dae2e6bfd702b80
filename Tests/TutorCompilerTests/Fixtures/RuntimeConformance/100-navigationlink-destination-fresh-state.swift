// rule: A `NavigationLink` built with its destination view pushes a new view each time: popped and pushed again, the destination's @State starts over.
// source: Apple documentation "NavigationLink" init(destination:label:) and "NavigationStack"; "Demystify SwiftUI", WWDC21 (a view's state lives as long as its identity)
// view: ContentView
// script: tap "Open"; tap "Tap"; screen; back; tap "Open"; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { Detail() }
        }
    }
}

struct Detail: View {
    @State private var taps = 0

    var body: some View {
        Text("taps \(taps)")
        Button("Tap") { taps += 1 }
    }
}

/* expect
--- screen ---
taps 1
[Tap]
--- end ---
--- screen ---
taps 0
[Tap]
--- end ---
*/
