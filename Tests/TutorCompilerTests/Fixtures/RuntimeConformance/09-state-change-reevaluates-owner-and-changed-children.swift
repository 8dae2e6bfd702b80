// rule: A @State change re-runs the body of the view that owns and reads it, and of children whose inputs changed; a sibling whose inputs are unchanged is not re-evaluated.
// source: "Demystify SwiftUI", WWDC21 (dependencies); "Demystify SwiftUI performance", WWDC23
// view: ContentView
// script: tap "Add"; tap "Add"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Shows(value: count)
            Fixed(label: "fixed")
            Button("Add") { count += 1 }
        }
    }
}

struct Shows: View {
    let value: Int
    var body: some View { Text("shows \(value)") }
}

struct Fixed: View {
    let label: String
    var body: some View { Text(label) }
}

/* expect
--- screen ---
count 2
shows 2
fixed
[Add]
--- end ---
ContentView.body 3
Fixed.body 1
Shows.body 3
*/
