// rule: ForEach over Identifiable data keys each row by its id, so rows keep their @State when an element is inserted before them or the array is reordered, and rows whose inputs did not change are not re-evaluated.
// source: "Demystify SwiftUI", WWDC21 (identity in ForEach); Apple documentation "ForEach"
// view: ContentView
// script: tap "Like Banana"; tap "Like Banana"; tap "Like Apple"; tap "Insert"; screen; tap "Reverse"; screen; counts
// exit: 0
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct ContentView: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]

    var body: some View {
        VStack {
            ForEach(fruits) { fruit in
                Row(name: fruit.name)
            }
            Button("Insert") { fruits.insert(Fruit(id: 3, name: "Cherry"), at: 0) }
            Button("Reverse") { fruits.reverse() }
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

// ContentView: launch + Insert + Reverse = 3.
// Row: 2 at launch + 3 likes + the new Cherry row = 6 (moving rows re-runs no row body).
/* expect
--- screen ---
Cherry 0
[Like Cherry]
Apple 1
[Like Apple]
Banana 2
[Like Banana]
[Insert]
[Reverse]
--- end ---
--- screen ---
Banana 2
[Like Banana]
Apple 1
[Like Apple]
Cherry 0
[Like Cherry]
[Insert]
[Reverse]
--- end ---
ContentView.body 3
Row.body 6
*/
