// rule: With ObservableObject, any @Published change re-evaluates every view that observes the object (@StateObject, @ObservedObject), including views that never read the changed property.
// source: "Data Essentials in SwiftUI", WWDC20; Apple documentation "ObservedObject" and "Migrating from the Observable Object protocol to the Observable macro"
// view: ContentView
// script: tap "Bump B"; tap "Bump B"; screen; counts
// exit: 0
import SwiftUI

final class Pair: ObservableObject {
    @Published var a = 0
    @Published var b = 0
}

struct ContentView: View {
    @StateObject private var pair = Pair()

    var body: some View {
        VStack {
            ShowA(pair: pair)
            Bystander(pair: pair)
            Button("Bump B") { pair.b += 1 }
        }
    }
}

struct ShowA: View {
    @ObservedObject var pair: Pair
    var body: some View { Text("a \(pair.a)") }
}

struct Bystander: View {
    @ObservedObject var pair: Pair
    var body: some View { Text("bystander") }
}

/* expect
--- screen ---
a 0
bystander
[Bump B]
--- end ---
Bystander.body 3
ContentView.body 3
ShowA.body 3
*/
