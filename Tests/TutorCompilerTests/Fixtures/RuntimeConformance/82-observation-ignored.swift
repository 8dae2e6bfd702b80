// rule: An `@ObservationIgnored` property of an @Observable class is not tracked: changing it re-evaluates nothing (the screen keeps the old value) until a tracked property changes.
// source: Apple documentation "ObservationIgnored()"; "Discover Observation in SwiftUI", WWDC23
// view: ContentView
// script: tap "Hidden"; tap "Hidden"; screen; tap "Shown"; screen; counts
// exit: 0
import SwiftUI

@Observable
final class Meter {
    var shown = 0
    @ObservationIgnored var hidden = 0
}

struct ContentView: View {
    @State private var meter = Meter()

    var body: some View {
        VStack {
            Reading(meter: meter)
            Button("Hidden") { meter.hidden += 1 }
            Button("Shown") { meter.shown += 1 }
        }
    }
}

struct Reading: View {
    let meter: Meter
    var body: some View { Text("shown \(meter.shown) hidden \(meter.hidden)") }
}

/* expect
--- screen ---
shown 0 hidden 0
[Hidden]
[Shown]
--- end ---
--- screen ---
shown 1 hidden 2
[Hidden]
[Shown]
--- end ---
ContentView.body 1
Reading.body 2
*/
