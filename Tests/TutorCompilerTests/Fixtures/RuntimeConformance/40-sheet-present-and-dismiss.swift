// rule: `sheet(isPresented:)` shows its content while the binding is true; dismissing it (the `dismiss` step, or `@Environment(\.dismiss)` called from inside) sets the binding back to false.
// source: Apple documentation "sheet(isPresented:onDismiss:content:)" and "DismissAction"
// view: ContentView
// script: tap "Show"; screen; dismiss; screen; tap "Show"; tap "Close"; screen
// exit: 0
import SwiftUI

// Screen convention: while a sheet is up, only the sheet's content is on screen.
struct ContentView: View {
    @State private var showing = false

    var body: some View {
        VStack {
            Text(showing ? "sheet up" : "sheet down")
            Button("Show") { showing = true }
        }
        .sheet(isPresented: $showing) {
            SheetContent()
        }
    }
}

struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("In the sheet")
        Button("Close") { dismiss() }
    }
}

/* expect
--- screen ---
In the sheet
[Close]
--- end ---
--- screen ---
sheet down
[Show]
--- end ---
--- screen ---
sheet down
[Show]
--- end ---
*/
