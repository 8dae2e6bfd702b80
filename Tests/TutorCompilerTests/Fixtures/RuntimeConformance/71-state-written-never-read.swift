// rule: A @State property that the body never reads (only a button action reads and writes it) creates no dependency: writing it re-evaluates nothing.
// source: OpenSwiftUIProject/OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift (StatePropertyBox reports a change only when the location was read during the body); "Data Essentials in SwiftUI", WWDC20
// view: ContentView
// script: tap "Tap"; tap "Tap"; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("static")
            Button("Tap") {
                taps += 1
                print("taps \(taps)")
            }
        }
    }
}

/* expect
taps 1
taps 2
ContentView.body 1
*/
