// rule: `.task {}` starts when the view appears and runs asynchronously; the state it sets re-evaluates the body once it finishes (`wait` lets it finish).
// source: Apple documentation "task(priority:_:)"; "Discover concurrency in SwiftUI", WWDC21
// view: ContentView
// script: wait; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var message = "waiting"

    var body: some View {
        Text(message)
            .task {
                print("task started")
                message = await load()
            }
    }

    func load() async -> String {
        "loaded"
    }
}

/* expect
task started
--- screen ---
loaded
--- end ---
ContentView.body 2
*/
