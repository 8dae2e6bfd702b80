// rule: A Toggle bound to `.constant(true)` cannot change: flipping it writes nowhere, so it stays on and no body runs.
// source: Apple documentation "Binding" constant(_:) (a binding to an immutable value)
// view: ContentView
// script: toggle "Locked"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Toggle("Locked", isOn: .constant(true))
            Text("fixed")
        }
    }
}

/* expect
--- screen ---
[x] Locked
fixed
--- end ---
ContentView.body 1
*/
