// rule: ForEach over `Array(names.enumerated())` keyed by `\.offset` shows each element with its position, and a ForEach over a constant range shows one row per number; appending and removing the first element renumber the rows.
// source: Apple documentation "ForEach" (init(_:id:content:) over any RandomAccessCollection)
// view: ContentView
// script: screen; tap "Add Cy"; tap "Drop first"; screen
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var names = ["Ann", "Bob"]

    var body: some View {
        VStack {
            ForEach(Array(names.enumerated()), id: \.offset) { index, name in
                Text("\(index + 1). \(name)")
            }
            ForEach(1...2, id: \.self) { number in
                Text("fixed \(number)")
            }
            Button("Add Cy") { names.append("Cy") }
            Button("Drop first") { names.removeFirst() }
        }
    }
}

/* expect
--- screen ---
1. Ann
2. Bob
fixed 1
fixed 2
[Add Cy]
[Drop first]
--- end ---
--- screen ---
1. Bob
2. Cy
fixed 1
fixed 2
[Add Cy]
[Drop first]
--- end ---
*/
