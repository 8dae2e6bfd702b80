// rule: @StateObject creates its object once per view identity (its initializer is an autoclosure run only the first time), so the count survives the parent's body re-running.
// source: "Data Essentials in SwiftUI", WWDC20; Apple documentation "StateObject" init(wrappedValue:)
// view: ContentView
// script: tap "Inc"; tap "Inc"; tap "Flip"; screen
// exit: 0
import SwiftUI

final class Clicks: ObservableObject {
    @Published var count = 0
    init() { print("Clicks init") }
}

struct ContentView: View {
    @State private var flag = false

    var body: some View {
        VStack {
            Text(flag ? "flag on" : "flag off")
            Child()
            Button("Flip") { flag.toggle() }
        }
    }
}

struct Child: View {
    @StateObject private var clicks = Clicks()

    var body: some View {
        Text("child \(clicks.count)")
        Button("Inc") { clicks.count += 1 }
    }
}

// No `counts` here: whether Child's body re-runs after "Flip" depends on how SwiftUI compares
// the StateObject's stored autoclosure, which is not documented.
/* expect
Clicks init
--- screen ---
flag on
child 2
[Inc]
[Flip]
--- end ---
*/
