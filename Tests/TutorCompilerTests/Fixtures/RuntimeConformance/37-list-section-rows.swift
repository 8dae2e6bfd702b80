// rule: List renders its rows in order; a Section's header is one line before its rows, whether given as a title string or a header view.
// source: Apple documentation "List" and "Section"
// view: ContentView
// script: screen
// exit: 0
import SwiftUI

// The line is the header Text's string (iOS may draw grouped headers in capitals; that is styling).
struct ContentView: View {
    let fruits = ["Apple", "Banana"]

    var body: some View {
        List {
            Section("Fruits") {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
            }
            Section {
                Text("Carrot")
            } header: {
                Text("Vegetables")
            }
        }
    }
}

/* expect
--- screen ---
Fruits
Apple
Banana
Vegetables
Carrot
--- end ---
*/
