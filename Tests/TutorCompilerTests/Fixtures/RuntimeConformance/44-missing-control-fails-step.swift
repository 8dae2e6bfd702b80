// rule: A script step naming a control that is not on screen fails: the run stops there with exit status 1 and an error naming the missing label; the steps before it printed normally.
// source: StateTutor runtime convention
// view: ContentView
// script: screen; tap "Nope"; screen
// exit: 1
// stderr: Nope
import SwiftUI

// `stderr:` is matched as a substring of a line: the runtime words the failure itself, but the
// line must name the label.
struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/* expect
--- screen ---
count 0
[Add]
--- end ---
*/
