// rule: A child that stores a closure is re-evaluated every time its parent's body runs, because a closure that captures the parent is a new value SwiftUI cannot prove equal; a sibling with only equal plain inputs is skipped.
// source: "Demystify SwiftUI performance", WWDC23 (view inputs and dependencies); Chris Eidhof, "SwiftUI View Equality" (chris.eidhof.nl/note/swiftui-view-equality)
// view: ContentView
// script: tap "Add"; tap "Add"; tap "Also add"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            // The closure captures `count` (through self), so it is rebuilt on every parent run.
            ActionRow(title: "Also add") { count += 1 }
            PlainRow(title: "plain")
            Button("Add") { count += 1 }
        }
    }
}

struct ActionRow: View {
    let title: String
    let action: () -> Void
    var body: some View { Button(title, action: action) }
}

struct PlainRow: View {
    let title: String
    var body: some View { Text(title) }
}

/* expect
--- screen ---
count 3
[Also add]
plain
[Add]
--- end ---
ActionRow.body 4
ContentView.body 4
PlainRow.body 1
*/
