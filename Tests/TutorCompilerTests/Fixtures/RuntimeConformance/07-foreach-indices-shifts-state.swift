// rule: Keying ForEach rows by position (`indices, id: \.self`) ties @State to the slot, not the element: inserting at the front moves the first row's state onto the new element.
// source: "Demystify SwiftUI", WWDC21 (unstable identifiers such as indices); Apple documentation "ForEach"
// view: ContentView
// script: tap "Like Apple"; tap "Insert"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var names = ["Apple", "Banana"]

    var body: some View {
        VStack {
            ForEach(names.indices, id: \.self) { index in
                Row(name: names[index])
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

// After the insert, slot 0 (likes 1) shows Cherry, slot 1 (likes 0) shows Apple, slot 2 is new.
// Row: 2 at launch + 1 like + slots 0 and 1 got a new name + new slot 2 = 6.
/* expect
--- screen ---
Cherry 1
[Like Cherry]
Apple 0
[Like Apple]
Banana 0
[Like Banana]
[Insert]
--- end ---
ContentView.body 2
Row.body 6
*/
