// rule: The two branches of an `if`/`else` are different structural identities, so a child's @State starts over each time the condition flips, even when both branches hold the same view type.
// source: "Demystify SwiftUI", WWDC21 (structural identity, _ConditionalContent)
// view: ContentView
// script: tap "Tap"; tap "Tap"; screen; tap "Flip"; screen; tap "Flip"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var showA = true

    var body: some View {
        VStack {
            if showA {
                Counter(name: "A")
            } else {
                Counter(name: "B")
            }
            Button("Flip") { showA.toggle() }
        }
    }
}

struct Counter: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Text("\(name) \(taps)")
        Button("Tap") { taps += 1 }
    }
}

// ContentView: launch + 2 flips = 3. Counter: launch (A) + 2 taps + new B + new A = 5.
/* expect
--- screen ---
A 2
[Tap]
[Flip]
--- end ---
--- screen ---
B 0
[Tap]
[Flip]
--- end ---
--- screen ---
A 0
[Tap]
[Flip]
--- end ---
ContentView.body 3
Counter.body 5
*/
