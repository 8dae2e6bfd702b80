// rule: Giving a view a new `.id` replaces it: the old one's onDisappear and the new one's onAppear both run, and the new one's @State starts over. The log is printed from a button so the order of the two callbacks does not matter.
// source: Apple documentation "id(_:)" (a new identity is a new view); "onAppear(perform:)", "onDisappear(perform:)"; "Demystify SwiftUI", WWDC21 (lifetime follows identity)
// view: ContentView
// script: wait; tap "Tap"; tap "Report"; tap "Refresh"; wait; tap "Report"; screen; counts
// exit: 0
import SwiftUI

enum Log {
    static var appears = 0
    static var disappears = 0
}

struct ContentView: View {
    @State private var version = 0

    var body: some View {
        VStack {
            Panel()
                .id(version)
            Button("Refresh") { version += 1 }
            Button("Report") { print("appears \(Log.appears) disappears \(Log.disappears)") }
        }
    }
}

struct Panel: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button("Tap") { taps += 1 }
        }
        .onAppear { Log.appears += 1 }
        .onDisappear { Log.disappears += 1 }
    }
}

// ContentView: launch + Refresh = 2. Panel: launch + Tap + the new Panel = 3.
/* expect
appears 1 disappears 0
appears 2 disappears 1
--- screen ---
taps 0
[Tap]
[Refresh]
[Report]
--- end ---
ContentView.body 2
Panel.body 3
*/
