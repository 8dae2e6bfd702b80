// rule: Assigning a @State property a value equal to the one it holds (an Equatable String) schedules no update, so the body does not run again.
// source: Apple documentation "State" (SwiftUI updates views when the value changes); OpenSwiftUIProject/OpenSwiftUI Sources/OpenSwiftUICore/Data/State/StoredLocation.swift (set() returns early when compareValues finds the old and new values equal)
// view: ContentView
// script: tap "Set Ada"; tap "Set Ada"; counts; tap "Set Grace"; tap "Set Grace"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var name = "Ada"

    var body: some View {
        let _ = print("ContentView body")
        VStack {
            Text(name)
            Button("Set Ada") { name = "Ada" }
            Button("Set Grace") { name = "Grace" }
        }
    }
}

/* expect
ContentView body
ContentView.body 1
ContentView body
--- screen ---
Grace
[Set Ada]
[Set Grace]
--- end ---
ContentView.body 2
*/
