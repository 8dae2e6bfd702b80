// rule: Observation tracks every @Observable property a body reads, however the object was reached: a view reading a global instance re-runs when another view changes it; views that don't read it are not re-evaluated.
// source: "Discover Observation in SwiftUI", WWDC23 (tracking is based on the properties read during body, not on how the object is stored)
// view: ContentView
// script: tap "Hit"; tap "Hit"; screen; counts
// exit: 0
import SwiftUI

@Observable
final class Store {
    var hits = 0
}

let sharedStore = Store()

struct ContentView: View {
    var body: some View {
        VStack {
            HitsView()
            HitButton()
        }
    }
}

struct HitsView: View {
    var body: some View { Text("hits \(sharedStore.hits)") }
}

struct HitButton: View {
    var body: some View { Button("Hit") { sharedStore.hits += 1 } }
}

/* expect
--- screen ---
hits 2
[Hit]
--- end ---
ContentView.body 1
HitButton.body 1
HitsView.body 3
*/
