// rule: `.equatable()` makes SwiftUI compare the view with its own `==`: when `==` says equal (here it ignores `note`), the body does not run and the screen keeps the old text.
// source: Apple documentation "equatable()" and "EquatableView" (prevents updating when the new value equals the old)
// view: ContentView
// script: tap "Note"; screen; tap "Count"; screen; counts
// exit: 0
import SwiftUI

struct Badge: View, Equatable {
    let count: Int
    let note: String

    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.count == rhs.count }

    var body: some View { Text("badge \(count) \(note)") }
}

struct ContentView: View {
    @State private var count = 0
    @State private var note = "a"

    var body: some View {
        VStack {
            Text("note \(note)")
            Badge(count: count, note: note)
                .equatable()
            Button("Note") { note += "!" }
            Button("Count") { count += 1 }
        }
    }
}

/* expect
--- screen ---
note a!
badge 0 a
[Note]
[Count]
--- end ---
--- screen ---
note a!
badge 1 a!
[Note]
[Count]
--- end ---
Badge.body 2
ContentView.body 3
*/
