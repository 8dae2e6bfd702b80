// rule: onChange(of:) runs once per update in which the value changed: two writes in one action are one update (old 0, new 2, one body run); a re-run caused by other state, or writing the same value, does not run it.
// source: Apple documentation "onChange(of:initial:_:)" (runs when the value differs from the previous one); "Demystify SwiftUI", WWDC21 (state changes in one action are applied in one update)
// view: ContentView
// script: tap "Other"; wait; tap "Same"; wait; tap "Add two"; wait; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var count = 0
    @State private var other = 0

    var body: some View {
        VStack {
            Text("count \(count) other \(other)")
            Button("Add two") {
                count += 1
                count += 1
            }
            Button("Other") { other += 1 }
            Button("Same") { count = count + 0 }
        }
        .onChange(of: count) { oldValue, newValue in
            print("count \(oldValue) -> \(newValue)")
        }
    }
}

// launch + Other + Add two = 3 (Same writes an equal value: no update).
/* expect
count 0 -> 2
--- screen ---
count 2 other 1
[Add two]
[Other]
[Same]
--- end ---
ContentView.body 3
*/
