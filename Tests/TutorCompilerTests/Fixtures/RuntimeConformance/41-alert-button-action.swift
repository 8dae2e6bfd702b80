// rule: An alert shows while its binding is true; tapping one of its buttons runs that button's action and dismisses the alert; an alert declared with no buttons gets an OK button.
// source: Apple documentation "alert(_:isPresented:actions:message:)" and "alert(_:isPresented:actions:)"
// view: ContentView
// script: tap "Delete"; screen; tap "Remove"; screen; tap "Save"; screen; tap "OK"; screen
// exit: 0
import SwiftUI

// Screen convention: an alert shows its title line, its message line, then its buttons.
struct ContentView: View {
    @State private var asking = false
    @State private var saved = false
    @State private var items = 3

    var body: some View {
        VStack {
            Text("items \(items)")
            Button("Delete") { asking = true }
                .alert("Delete item?", isPresented: $asking) {
                    Button("Remove") { items -= 1 }
                    Button("Keep") {}
                } message: {
                    Text("This cannot be undone.")
                }
            Button("Save") { saved = true }
                .alert("Saved", isPresented: $saved) {}
        }
    }
}

/* expect
--- screen ---
Delete item?
This cannot be undone.
[Remove]
[Keep]
--- end ---
--- screen ---
items 2
[Delete]
[Save]
--- end ---
--- screen ---
Saved
[OK]
--- end ---
--- screen ---
items 2
[Delete]
[Save]
--- end ---
*/
