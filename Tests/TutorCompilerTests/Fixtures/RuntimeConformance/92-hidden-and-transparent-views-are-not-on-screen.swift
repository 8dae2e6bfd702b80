// rule: A view made invisible with opacity(0) or hidden() keeps its place and its state but shows nothing, and its controls cannot be tapped; at a visible opacity it shows again.
// source: Apple documentation "opacity(_:)" (0 is fully transparent) and "hidden()" (hides the view, keeping its space)
// view: ContentView
// script: screen; tap "Star"; screen; tap "Count"
// exit: 1
// stderr: no Button or NavigationLink labelled "Count" is on the screen
import SwiftUI

struct ContentView: View {
    @State private var starred = false
    var body: some View {
        VStack {
            Text("Lentil soup")
            Text("★ favourite").opacity(starred ? 1 : 0)
            Button("Star") { starred.toggle() }
            Counter().opacity(starred ? 0 : 1)
            Button("Secret") {}.hidden()
        }
    }
}

struct Counter: View {
    @State private var taps = 0
    var body: some View {
        Button("Count") { taps += 1 }
        Text("Taps: \(taps)")
    }
}

// The hidden Secret button is never on the screen; the counter is hidden once the soup is
// starred, so its button can no longer be tapped.
/* expect
--- screen ---
Lentil soup
[Star]
[Count]
Taps: 0
--- end ---
--- screen ---
Lentil soup
★ favourite
[Star]
--- end ---
*/
