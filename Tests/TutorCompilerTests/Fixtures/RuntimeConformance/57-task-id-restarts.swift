// rule: `.task(id:)` runs when the view appears and again each time the id changes; a body re-run for any other reason does not restart it.
// source: Apple documentation "task(id:priority:_:)" (the task is cancelled and restarted when the id value changes)
// view: ContentView
// script: wait; tap "Other"; wait; tap "Next"; wait; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var page = 1
    @State private var other = 0
    @State private var loaded = "none"

    var body: some View {
        VStack {
            Text("loaded \(loaded)")
            Text("other \(other)")
            Button("Next") { page += 1 }
            Button("Other") { other += 1 }
        }
        .task(id: page) {
            print("load page \(page)")
            loaded = "page \(page)"
        }
    }
}

/* expect
load page 1
load page 2
--- screen ---
loaded page 2
other 1
[Next]
[Other]
--- end ---
*/
