// rule: Reading the screen and waiting with nothing pending evaluate no body: after `reset-counts`, `screen` and `wait` leave `counts` empty.
// source: StateTutor runtime convention (docs/RUNTIME.md, reset-counts); body evaluation follows "Demystify SwiftUI", WWDC21 (bodies run only when a dependency changes)
// view: ContentView
// script: reset-counts; screen; wait; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Child()
        }
    }
}

struct Child: View {
    var body: some View { Text("child") }
}

/* expect
--- screen ---
count 0
child
--- end ---
--- screen ---
count 0
child
--- end ---
*/
