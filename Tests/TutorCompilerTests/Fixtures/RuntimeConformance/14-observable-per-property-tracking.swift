// rule: With @Observable, a view depends only on the properties its body reads: a view reading only `a` is not re-evaluated when `b` changes, and a parent that only passes the object along is not re-evaluated at all.
// source: "Discover Observation in SwiftUI", WWDC23; Apple documentation "Managing model data in your app"
// view: ContentView
// script: tap "Bump B"; tap "Bump B"; tap "Bump A"; screen; counts
// exit: 0
import SwiftUI

@Observable
final class Pair {
    var a = 0
    var b = 0
}

struct ContentView: View {
    @State private var pair = Pair()

    var body: some View {
        VStack {
            ShowA(pair: pair)
            ShowB(pair: pair)
            Button("Bump A") { pair.a += 1 }
            Button("Bump B") { pair.b += 1 }
        }
    }
}

struct ShowA: View {
    let pair: Pair
    var body: some View { Text("a \(pair.a)") }
}

struct ShowB: View {
    let pair: Pair
    var body: some View { Text("b \(pair.b)") }
}

/* expect
--- screen ---
a 1
b 2
[Bump A]
[Bump B]
--- end ---
ContentView.body 1
ShowA.body 2
ShowB.body 3
*/
