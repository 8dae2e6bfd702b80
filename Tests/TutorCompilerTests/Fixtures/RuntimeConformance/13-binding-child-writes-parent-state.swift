// rule: A @Binding lets a child read and write its parent's @State; after the child writes, both the parent (which reads the value) and the child show the new value.
// source: "Data Essentials in SwiftUI", WWDC20; Apple documentation "Binding"
// view: ContentView
// script: tap "Flip"; screen; toggle "Power"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text(isOn ? "parent: on" : "parent: off")
            PowerSwitch(isOn: $isOn)
        }
    }
}

struct PowerSwitch: View {
    @Binding var isOn: Bool

    var body: some View {
        Text(isOn ? "child: on" : "child: off")
        Toggle("Power", isOn: $isOn)
        Button("Flip") { isOn.toggle() }
    }
}

// Each write re-runs both bodies: launch + Flip + toggle = 3 each.
/* expect
--- screen ---
parent: on
child: on
[x] Power
[Flip]
--- end ---
--- screen ---
parent: off
child: off
[ ] Power
[Flip]
--- end ---
ContentView.body 3
PowerSwitch.body 3
*/
