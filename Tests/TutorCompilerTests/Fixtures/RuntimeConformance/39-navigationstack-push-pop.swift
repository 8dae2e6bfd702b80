// rule: In a NavigationStack, tapping `NavigationLink(_:value:)` pushes the matching navigationDestination; popping removes that view, so pushing again creates a fresh destination whose @State starts over.
// source: "The SwiftUI cookbook for navigation", WWDC22; Apple documentation "NavigationStack" and "navigationDestination(for:destination:)"
// view: ContentView
// script: screen; tap "Five"; tap "Tap"; tap "Tap"; screen; back; screen; tap "Five"; screen; back; tap "About"; screen
// exit: 0
import SwiftUI

// Screen conventions: a link shows as `[LABEL] >`; the title is a line before the top view's content;
// only the top of the stack is on screen.
struct ContentView: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Pick a number")
                NavigationLink("Five", value: 5)
                NavigationLink("About") {
                    Text("About this app")
                }
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { number in
                Detail(number: number)
            }
        }
    }
}

struct Detail: View {
    let number: Int
    @State private var taps = 0

    var body: some View {
        Text("number \(number) taps \(taps)")
        Button("Tap") { taps += 1 }
    }
}

/* expect
--- screen ---
Numbers
Pick a number
[Five] >
[About] >
--- end ---
--- screen ---
number 5 taps 2
[Tap]
--- end ---
--- screen ---
Numbers
Pick a number
[Five] >
[About] >
--- end ---
--- screen ---
number 5 taps 0
[Tap]
--- end ---
--- screen ---
About this app
--- end ---
*/
