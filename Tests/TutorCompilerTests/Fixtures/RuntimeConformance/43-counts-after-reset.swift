// rule: Body counts restart at `reset-counts`: only bodies that run afterwards are listed, and a view not re-evaluated since the reset is left out.
// source: StateTutor runtime convention (body evaluation itself follows "Demystify SwiftUI", WWDC21)
// view: ContentView
// script: tap "Add"; reset-counts; counts; tap "Add"; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Shows(value: count)
            Fixed()
            Button("Add") { count += 1 }
        }
    }
}

struct Shows: View {
    let value: Int
    var body: some View { Text("value \(value)") }
}

struct Fixed: View {
    var body: some View { Text("fixed") }
}

// The first `counts` prints nothing: no body ran since the reset.
/* expect
ContentView.body 1
Shows.body 1
*/
