// rule: `ForEach(values, id: \.self)` keys rows by the value itself, so inserting a new value before a row keeps that row's @State.
// source: "Demystify SwiftUI", WWDC21 (stable identifiers); Apple documentation "ForEach" init(_:id:content:)
// view: ContentView
// script: tap "Like Apple"; tap "Insert"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var names = ["Apple", "Banana"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Row(name: name)
            }
            Button("Insert") { names.insert("Cherry", at: 0) }
        }
    }
}

struct Row: View {
    let name: String
    @State private var likes = 0

    var body: some View {
        Text("\(name) \(likes)")
        Button("Like \(name)") { likes += 1 }
    }
}

// Row: 2 at launch + 1 like + the new Cherry row = 4.
/* expect
--- screen ---
Cherry 0
[Like Cherry]
Apple 1
[Like Apple]
Banana 0
[Like Banana]
[Insert]
--- end ---
ContentView.body 2
Row.body 4
*/
