// rule: An @Observable property read only inside a Button action (not while the body runs) creates no dependency, so changing it does not re-evaluate the view; a property the body reads does.
// source: "Discover Observation in SwiftUI", WWDC23; Apple documentation "Managing model data in your app"
// view: ContentView
// script: tap "Add"; tap "Add"; counts; tap "Rename"; screen; counts
// exit: 0
import SwiftUI

@Observable
final class Clicker {
    var count = 0
    var title = "Counter"
}

struct ContentView: View {
    @State private var clicker = Clicker()

    var body: some View {
        VStack {
            Text(clicker.title)
            Button("Add") {
                clicker.count += 1
                print("count is \(clicker.count)")
            }
            Button("Rename") { clicker.title = "Tally" }
        }
    }
}

/* expect
count is 1
count is 2
ContentView.body 1
--- screen ---
Tally
[Add]
[Rename]
--- end ---
ContentView.body 2
*/
