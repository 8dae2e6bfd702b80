// rule: Calling a mutating method on a @State struct writes the whole value once, re-evaluating the owner; a child with no inputs is not re-evaluated.
// source: Apple documentation "State" (a change to the value, including through a mutating method, updates the views that read it); "Demystify SwiftUI", WWDC21
// view: ContentView
// script: tap "Two"; tap "Three"; screen; counts
// exit: 0
import SwiftUI

struct Tally {
    var count = 0
    var history: [Int] = []

    mutating func bump(by step: Int) {
        count += step
        history.append(count)
    }
}

struct ContentView: View {
    @State private var tally = Tally()

    var body: some View {
        VStack {
            Text("count \(tally.count)")
            Text("history \(tally.history.map(String.init).joined(separator: ","))")
            Fixed()
            Button("Two") { tally.bump(by: 2) }
            Button("Three") { tally.bump(by: 3) }
        }
    }
}

struct Fixed: View {
    var body: some View { Text("fixed") }
}

/* expect
--- screen ---
count 5
history 2,5
fixed
[Two]
[Three]
--- end ---
ContentView.body 3
Fixed.body 1
*/
