// rule: The deprecated `onChange(of:perform:)` passes only the new value, never runs at appearance, and a capture list (`[count]`) sees the value from before the change.
// source: Apple documentation "onChange(of:perform:)" (deprecated in iOS 17); Use Your Loaf, "SwiftUI onChange Deprecation" (useyourloaf.com/blog/swiftui-onchange-deprecation)
// view: ContentView
// script: wait; tap "Add"; wait; tap "Add"; wait; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
        }
        .onChange(of: count) { [count] newValue in
            print("from \(count) to \(newValue)")
        }
    }
}

/* expect
from 0 to 1
from 1 to 2
ContentView.body 3
*/
