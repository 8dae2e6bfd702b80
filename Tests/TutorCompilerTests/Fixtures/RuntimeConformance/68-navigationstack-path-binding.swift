// rule: `NavigationStack(path:)` shows the destination for the last element of the path: appending pushes, a value link inside a destination appends, setting the whole path pushes several at once, and `back` removes the last element (the root sees the new path).
// source: Apple documentation "NavigationStack" init(path:root:) and "navigationDestination(for:destination:)"; "The SwiftUI cookbook for navigation", WWDC22
// view: ContentView
// script: tap "Go 3"; screen; tap "Deeper"; screen; back; screen; back; screen; tap "Jump"; screen; back; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("depth \(path.count)")
                Button("Go 3") { path.append(3) }
                Button("Jump") { path = [1, 2] }
            }
            .navigationDestination(for: Int.self) { number in
                VStack {
                    Text("detail \(number)")
                    NavigationLink("Deeper", value: number + 1)
                }
            }
        }
    }
}

/* expect
--- screen ---
detail 3
[Deeper] >
--- end ---
--- screen ---
detail 4
[Deeper] >
--- end ---
--- screen ---
detail 3
[Deeper] >
--- end ---
--- screen ---
depth 0
[Go 3]
[Jump]
--- end ---
--- screen ---
detail 2
[Deeper] >
--- end ---
--- screen ---
detail 1
[Deeper] >
--- end ---
*/
