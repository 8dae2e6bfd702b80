// rule: `.id(x)` gives a view explicit identity: a new x replaces the view (its @State resets); a parent re-run with the same x keeps it.
// source: "Demystify SwiftUI", WWDC21 (explicit identity); Apple documentation "id(_:)"
// view: ContentView
// script: tap "Tap"; tap "Tap"; tap "Other"; screen; tap "Reset"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var version = 0
    @State private var other = 0

    var body: some View {
        VStack {
            Counter()
                .id(version)
            Text("other \(other)")
            Button("Other") { other += 1 }
            Button("Reset") { version += 1 }
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

// ContentView: launch + Other + Reset = 3. Counter: launch + 2 taps + new identity after Reset = 4
// ("Other" re-runs the parent, but Counter's id and inputs are unchanged).
/* expect
--- screen ---
taps 2
[Tap]
other 1
[Other]
[Reset]
--- end ---
--- screen ---
taps 0
[Tap]
other 1
[Other]
[Reset]
--- end ---
ContentView.body 3
Counter.body 4
*/
