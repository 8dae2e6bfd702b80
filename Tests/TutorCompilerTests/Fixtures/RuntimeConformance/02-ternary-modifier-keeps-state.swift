// rule: A view whose modifier argument changes through a ternary keeps one identity, so its @State survives; prefer an inert modifier value over an if/else.
// source: "Demystify SwiftUI", WWDC21 (prefer inert modifiers to branches)
// view: ContentView
// script: tap "Tap"; tap "Tap"; tap "Flip"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var dimmed = false

    var body: some View {
        VStack {
            Counter()
                .opacity(dimmed ? 0.5 : 1.0)
            Button("Flip") { dimmed.toggle() }
        }
    }
}

struct Counter: View {
    @State private var taps = 0

    var body: some View {
        Text("taps \(taps)")
        Button("Tap") { taps += 1 }
    }
}

// Counter has no inputs, so the parent's re-run after "Flip" does not re-run Counter's body:
// launch + 2 taps = 3. ContentView: launch + flip = 2.
/* expect
--- screen ---
taps 2
[Tap]
[Flip]
--- end ---
ContentView.body 2
Counter.body 3
*/
