// rule: A @State that is not a view's stored property (a local declared inside body) is never installed on a view: reading it or taking its binding while a body runs prints SwiftUI's runtime warning, once.
// source: Apple documentation "State" (declare state as a property of a view; SwiftUI manages its storage) and SwiftUI's runtime warning "Accessing State's value outside of being installed on a View"
// view: ContentView
// script: screen; tap "More"; screen
// exit: 0
// stderr: SwiftUI runtime warning: Accessing State's value outside of being installed on a View.
import SwiftUI

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        @State var local = 0
        VStack {
            Text("Taps: \(taps), local: \(local)")
            Button("More") { taps += 1 }
        }
    }
}

// The view's own `taps` is installed and works; the local is a new State on every run of body.
/* expect
--- screen ---
Taps: 0, local: 0
[More]
--- end ---
--- screen ---
Taps: 1, local: 0
[More]
--- end ---
*/
