// rule: `fatalError("boom")` inside a button action stops the program: exit status 1, Swift's message `Fatal error: boom` on stderr, and only what was printed before the crash on stdout.
// source: Swift standard library "fatalError(_:file:line:)" (prints the message and stops execution)
// view: ContentView
// script: screen; tap "Explode"; screen
// exit: 1
// stderr: Fatal error: boom
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("ready")
            Button("Explode") {
                print("about to fail")
                fatalError("boom")
            }
        }
    }
}

/* expect
--- screen ---
ready
[Explode]
--- end ---
about to fail
*/
