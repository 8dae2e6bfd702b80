// rule: A `Task {}` started in an action inherits the main actor and runs after the action returns; `wait` waits until it (and a task it starts) has finished, sleeps included.
// source: Swift documentation "Task" init(priority:operation:) (inherits the actor context); "Discover concurrency in SwiftUI", WWDC21
// view: LoaderScreen
// script: tap "Load"; screen; wait; screen; counts
// exit: 0
import SwiftUI

struct LoaderScreen: View {
    @State private var status = "idle"
    @State private var detail = "none"

    var body: some View {
        VStack {
            Text("Status: \(status)")
            Text("Detail: \(detail)")
            Button("Load") {
                status = "loading"
                Task {
                    try? await Task.sleep(nanoseconds: 300_000_000)
                    status = "loaded"
                    Task {
                        try? await Task.sleep(for: .milliseconds(200))
                        detail = "ready"
                    }
                }
            }
        }
    }
}

/* expect
--- screen ---
Status: loading
Detail: none
[Load]
--- end ---
--- screen ---
Status: loaded
Detail: ready
[Load]
--- end ---
LoaderScreen.body 4
*/
