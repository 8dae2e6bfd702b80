// rule: Typing into a TextField updates a Text showing `name.count`; a child handed only the count is re-evaluated when the count changes, and not when new text of the same length is typed.
// source: Apple documentation "TextField"; "Demystify SwiftUI performance", WWDC23 (equal inputs, no body run)
// view: ContentView
// script: type "Name" "Hello"; type "Name" "World"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text("\(name.count) characters")
            Length(count: name.count)
        }
    }
}

struct Length: View {
    let count: Int
    var body: some View { Text("length \(count)") }
}

/* expect
--- screen ---
Name: World
5 characters
length 5
--- end ---
ContentView.body 3
Length.body 2
*/
