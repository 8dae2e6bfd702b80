// rule: A `toggle` step naming a Button (not a Toggle) fails: the run stops with exit status 1 and the error names the label; earlier steps printed normally and the button's action does not run.
// source: StateTutor runtime convention (docs/RUNTIME.md, a step that names a control not on screen fails)
// view: ContentView
// script: screen; toggle "Add"; screen
// exit: 1
// stderr: Add
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") {
                print("add ran")
                count += 1
            }
        }
    }
}

/* expect
--- screen ---
count 0
[Add]
--- end ---
*/
