// rule: Force-unwrapping nil inside a body crashes when that body first runs, with Swift's message on stderr and exit status 1.
// source: The Swift Programming Language, "Optionals" (forced unwrapping of nil triggers a runtime error); Swift runtime message "Unexpectedly found nil while unwrapping an Optional value"
// view: ContentView
// script: screen; tap "Open"; screen
// exit: 1
// stderr: Fatal error: Unexpectedly found nil while unwrapping an Optional value
import SwiftUI

struct ContentView: View {
    @State private var open = false

    var body: some View {
        VStack {
            Button("Open") { open = true }
            if open {
                Detail(value: nil)
            }
        }
    }
}

struct Detail: View {
    let value: Int?
    var body: some View { Text("value \(value!)") }
}

/* expect
--- screen ---
[Open]
--- end ---
*/
