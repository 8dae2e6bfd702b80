// rule: `ForEach($chores) { $chore in ... }` hands each row a binding to its element, so a Toggle in a row writes that element of the array and the owner re-runs once.
// source: Apple documentation "ForEach" (init(_:content:) over a binding to a collection, iOS 15+); "What's new in SwiftUI", WWDC21
// view: ContentView
// script: toggle "Laundry"; screen; counts
// exit: 0
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ContentView: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]

    var body: some View {
        VStack {
            ForEach($chores) { $chore in
                Toggle(chore.title, isOn: $chore.done)
            }
            Text("done \(chores.filter(\.done).count)")
        }
    }
}

/* expect
--- screen ---
[ ] Dishes
[x] Laundry
done 1
--- end ---
ContentView.body 2
*/
