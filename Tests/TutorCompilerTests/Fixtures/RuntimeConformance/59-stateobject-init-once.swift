// rule: @StateObject runs its initial-value autoclosure once per view identity: the parent re-running three times (handing the child a new input each time) never creates a second object, and the object's state survives.
// source: Apple documentation "StateObject" init(wrappedValue:) (the autoclosure is called only once per view lifetime); "Data Essentials in SwiftUI", WWDC20
// view: ContentView
// script: tap "Tick"; tap "Next round"; tap "Next round"; tap "Next round"; screen; counts
// exit: 0
import SwiftUI

final class Ticker: ObservableObject {
    @Published var ticks = 0
    init() { print("Ticker init") }
}

struct ContentView: View {
    @State private var round = 0

    var body: some View {
        VStack {
            Child(round: round)
            Button("Next round") { round += 1 }
        }
    }
}

struct Child: View {
    let round: Int
    @StateObject private var ticker = Ticker()

    var body: some View {
        Text("round \(round) ticks \(ticker.ticks)")
        Button("Tick") { ticker.ticks += 1 }
    }
}

// ContentView: launch + 3 rounds = 4. Child: launch + Tick + 3 new `round` inputs = 5.
/* expect
Ticker init
--- screen ---
round 3 ticks 1
[Tick]
[Next round]
--- end ---
Child.body 5
ContentView.body 4
*/
