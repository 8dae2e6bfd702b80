// rule: A Stepper with `in: 0...3` never leaves its range: pressing + at 3 or - at 0 changes nothing and runs no body.
// source: Apple documentation "Stepper" init(_:value:in:step:onEditingChanged:) (the value stays within bounds; the button is disabled at the limit)
// view: ContentView
// script: increment "Cups"; increment "Cups"; increment "Cups"; screen; decrement "Cups"; decrement "Cups"; decrement "Cups"; decrement "Cups"; decrement "Cups"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var cups = 2

    var body: some View {
        VStack {
            Stepper("Cups", value: $cups, in: 0...3)
            Text("cups \(cups)")
        }
    }
}

// launch + (2 -> 3) + (3 -> 2 -> 1 -> 0) = 5.
/* expect
--- screen ---
Cups [-] [+]
cups 3
--- end ---
--- screen ---
Cups [-] [+]
cups 0
--- end ---
ContentView.body 5
*/
