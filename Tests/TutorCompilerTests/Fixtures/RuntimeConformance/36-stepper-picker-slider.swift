// rule: A Stepper changes its bound value by one step within its range, a Picker sets its selection to the tag of the chosen option, and a Slider shows its bound value.
// source: Apple documentation "Stepper" init(_:value:in:step:), "Picker" (tag(_:) on each option) and "Slider"
// view: ContentView
// script: increment "Cups"; increment "Cups"; decrement "Cups"; pick "Flavor" "Chocolate"; screen; counts
// exit: 0
import SwiftUI

// Screen conventions: Stepper `LABEL [-] [+]`, Picker `LABEL: SELECTED OPTION TEXT`;
// for Slider this suite chose `LABEL: VALUE` with VALUE printed as Swift prints the Double.
struct ContentView: View {
    @State private var cups = 1
    @State private var flavor = "vanilla"
    @State private var volume = 0.5

    var body: some View {
        VStack {
            Stepper("Cups", value: $cups, in: 0...3)
            Text("cups \(cups)")
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("vanilla")
                Text("Chocolate").tag("chocolate")
            }
            Text("flavor \(flavor)")
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            }
        }
    }
}

// launch + 2 increments + 1 decrement + pick = 5.
/* expect
--- screen ---
Cups [-] [+]
cups 2
Flavor: Chocolate
flavor chocolate
Volume: 0.5
--- end ---
ContentView.body 5
*/
