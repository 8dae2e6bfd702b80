// rule: onAppear runs once when the view first appears, not on later body runs; state it sets re-evaluates the body (launch 1 + onAppear 1 = 2).
// source: Apple documentation "onAppear(perform:)"; "Demystify SwiftUI", WWDC21 (lifetime follows identity)
// view: ContentView
// script: wait; screen; counts; tap "Again"; wait; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var status = "loading"
    @State private var taps = 0

    var body: some View {
        VStack {
            Text(status)
            Text("taps \(taps)")
            Button("Again") { taps += 1 }
        }
        .onAppear {
            print("appeared")
            status = "ready"
        }
    }
}

/* expect
appeared
--- screen ---
ready
taps 0
[Again]
--- end ---
ContentView.body 2
ContentView.body 3
*/
