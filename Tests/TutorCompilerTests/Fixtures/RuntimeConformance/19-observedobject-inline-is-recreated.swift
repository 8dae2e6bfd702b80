// rule: An @ObservedObject given a default value (`= Clicks()`) is re-created every time the parent's body re-runs, so the child's count drops back to 0: the bug @StateObject exists to fix.
// source: "Data Essentials in SwiftUI", WWDC20; Apple documentation "ObservedObject" (don't create the object in the observing view)
// view: ContentView
// script: tap "Inc"; tap "Inc"; screen; tap "Flip"; screen; counts
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
    @ObservedObject var clicks = Clicks()

    var body: some View {
        Text("child \(clicks.count)")
        Button("Inc") { clicks.count += 1 }
    }
}

// Child: launch + 2 incs + re-run with the new object after Flip = 4.
/* expect
Clicks init
--- screen ---
flag off
child 2
[Inc]
[Flip]
--- end ---
Clicks init
--- screen ---
flag on
child 0
[Inc]
[Flip]
--- end ---
Child.body 4
ContentView.body 2
*/
