// rule: `onChange(of:initial:_:)` passes (oldValue, newValue) on each change; with `initial: true` it also runs once when the view appears, with the initial value as both arguments.
// source: Apple documentation "onChange(of:initial:_:)" (iOS 17; oldValue is the initial value when the initial call is requested)
// view: ContentView
// script: wait; tap "Add"; wait; tap "Add"; wait; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
        }
        .onChange(of: count, initial: true) { oldValue, newValue in
            print("change \(oldValue) -> \(newValue)")
        }
    }
}

/* expect
change 0 -> 0
change 0 -> 1
change 1 -> 2
--- screen ---
count 2
[Add]
--- end ---
ContentView.body 3
*/
