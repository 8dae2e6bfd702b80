// rule: `@Environment(\.dismiss)` called in a view pushed on a NavigationStack pops it, back to the root.
// source: Apple documentation "DismissAction" (dismisses a view presented in a navigation stack by popping it)
// view: ContentView
// script: tap "Open"; screen; tap "Close"; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("root")
                NavigationLink("Open", value: 1)
            }
            .navigationDestination(for: Int.self) { _ in
                Closer()
            }
        }
    }
}

struct Closer: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("closer")
        Button("Close") { dismiss() }
    }
}

/* expect
--- screen ---
closer
[Close]
--- end ---
--- screen ---
root
[Open] >
--- end ---
*/
