// rule: An alert's cancel-role and destructive-role buttons each run their own action and close the alert.
// source: Apple documentation "alert(_:isPresented:actions:)" and "ButtonRole"
// view: ContentView
// script: tap "Trash"; tap "Cancel"; screen; tap "Trash"; tap "Delete"; screen
// exit: 0
import SwiftUI

// The alert itself is not printed: where iOS places a cancel button is not this probe's concern.
struct ContentView: View {
    @State private var asking = false
    @State private var status = "kept"

    var body: some View {
        VStack {
            Text("status \(status)")
            Button("Trash") { asking = true }
        }
        .alert("Delete file?", isPresented: $asking) {
            Button("Delete", role: .destructive) { status = "deleted" }
            Button("Cancel", role: .cancel) { print("cancel tapped") }
        }
    }
}

/* expect
cancel tapped
--- screen ---
status kept
[Trash]
--- end ---
--- screen ---
status deleted
[Trash]
--- end ---
*/
