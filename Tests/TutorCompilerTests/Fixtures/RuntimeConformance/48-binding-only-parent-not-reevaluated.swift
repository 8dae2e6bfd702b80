// rule: A parent that only passes `$count` down (its body never reads `count`) is not re-evaluated when the child writes through the binding; the child, which reads the binding, is; a sibling with no inputs is not.
// source: "Data Essentials in SwiftUI", WWDC20 (a view depends on what its body reads); OpenSwiftUIProject/OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift (projectedValue reads with forReading: false, so it does not mark the state as read)
// view: ContentView
// script: tap "Add"; tap "Add"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Editor(count: $count)
            Plain()
        }
    }
}

struct Editor: View {
    @Binding var count: Int

    var body: some View {
        Text("count \(count)")
        Button("Add") { count += 1 }
    }
}

struct Plain: View {
    var body: some View { Text("plain") }
}

/* expect
--- screen ---
count 2
[Add]
plain
--- end ---
ContentView.body 1
Editor.body 3
Plain.body 1
*/
