// rule: Reading a computed property of an @Observable object tracks the stored properties it reads, so a view showing `total` (a + b) updates when either changes, while a view reading only `title` does not.
// source: "Discover Observation in SwiftUI", WWDC23 (computed properties are tracked through the stored ones they read)
// view: ContentView
// script: tap "Bump A"; tap "Bump B"; screen; counts
// exit: 0
import SwiftUI

@Observable
final class Tally {
    var a = 1
    var b = 2
    var title = "Tally"
    var total: Int { a + b }
}

struct ContentView: View {
    @State private var tally = Tally()

    var body: some View {
        VStack {
            TitleView(tally: tally)
            TotalView(tally: tally)
            Button("Bump A") { tally.a += 1 }
            Button("Bump B") { tally.b += 1 }
        }
    }
}

struct TitleView: View {
    let tally: Tally
    var body: some View { Text(tally.title) }
}

struct TotalView: View {
    let tally: Tally
    var body: some View { Text("total \(tally.total)") }
}

/* expect
--- screen ---
Tally
total 5
[Bump A]
[Bump B]
--- end ---
ContentView.body 1
TitleView.body 1
TotalView.body 3
*/
