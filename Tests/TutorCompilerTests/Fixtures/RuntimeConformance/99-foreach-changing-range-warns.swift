// rule: `ForEach(0..<n)` is for a constant range: when n changes SwiftUI prints its console warning with the new and the initial count (the rows still follow the range).
// source: SwiftUI's console warning "count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data" (quoted in many public reports); Apple documentation "ForEach" init(_:content:) for a constant range
// view: ContentView
// script: tap "More"; screen
// exit: 0
// stderr: ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data.
import SwiftUI

struct ContentView: View {
    @State private var count = 2

    var body: some View {
        VStack {
            ForEach(0..<count) { Text("row \($0)") }
            Button("More") { count += 1 }
        }
    }
}

/* expect
--- screen ---
row 0
row 1
row 2
[More]
--- end ---
*/
