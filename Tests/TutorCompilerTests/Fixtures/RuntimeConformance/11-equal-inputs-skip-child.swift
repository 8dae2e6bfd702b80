// rule: When a parent re-runs but a child's stored inputs compare equal to last time (here a derived Bool that stays false), the child's body is not re-evaluated.
// source: "Demystify SwiftUI performance", WWDC23 (a view's body runs only when its inputs change); Apple documentation "EquatableView"
// view: ContentView
// script: tap "Add"; tap "Add"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Badge(isBig: count > 5)
            Button("Add") { count += 1 }
        }
    }
}

struct Badge: View {
    let isBig: Bool
    var body: some View { Text(isBig ? "big" : "small") }
}

/* expect
--- screen ---
count 2
small
[Add]
--- end ---
Badge.body 1
ContentView.body 3
*/
