// rule: Each case of a `switch` in a view builder is its own identity; leaving a case and coming back creates a fresh view with fresh @State.
// source: "Demystify SwiftUI", WWDC21 (structural identity of conditional content)
// view: ContentView
// script: tap "Tap"; tap "Next"; tap "Tap"; tap "Tap"; screen; tap "Next"; tap "Next"; screen; counts
// exit: 0
import SwiftUI

enum Stage { case first, second, third }

struct ContentView: View {
    @State private var stage = Stage.first

    var body: some View {
        VStack {
            switch stage {
            case .first: Counter(name: "first")
            case .second: Counter(name: "second")
            case .third: Counter(name: "third")
            }
            Button("Next") {
                switch stage {
                case .first: stage = .second
                case .second: stage = .third
                case .third: stage = .first
                }
            }
        }
    }
}

struct Counter: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Text("\(name) \(taps)")
        Button("Tap") { taps += 1 }
    }
}

// ContentView: launch + 3 × Next = 4. Counter: first(1) + tap(1) + second(1) + 2 taps + third(1) + first again(1) = 7.
/* expect
--- screen ---
second 2
[Tap]
[Next]
--- end ---
--- screen ---
first 0
[Tap]
[Next]
--- end ---
ContentView.body 4
Counter.body 7
*/
