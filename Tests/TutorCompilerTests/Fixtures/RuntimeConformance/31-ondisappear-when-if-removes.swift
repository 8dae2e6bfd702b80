// rule: When an `if` removes a view, its onDisappear runs after the action that caused the removal; putting it back runs onAppear again, because it is a new view.
// source: Apple documentation "onDisappear(perform:)"; "Demystify SwiftUI", WWDC21 (a view's lifetime is its identity's)
// view: ContentView
// script: wait; tap "Hide"; wait; screen; tap "Show"; wait; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var showing = true

    var body: some View {
        VStack {
            if showing {
                Text("Panel")
                    .onAppear { print("panel appear") }
                    .onDisappear { print("panel disappear") }
            }
            Button("Hide") {
                print("hide tapped")
                showing = false
            }
            Button("Show") { showing = true }
        }
    }
}

/* expect
panel appear
hide tapped
panel disappear
--- screen ---
[Hide]
[Show]
--- end ---
panel appear
--- screen ---
Panel
[Hide]
[Show]
--- end ---
*/
