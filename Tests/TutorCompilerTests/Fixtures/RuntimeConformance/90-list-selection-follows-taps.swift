// rule: Tapping a row of a List(selection:) makes its id the selection (a row is tagged with its ForEach id, or with .tag); a Set selection adds and removes rows.
// source: Apple documentation "List" ("Supporting selection in lists": a selection binding to an optional id, or a Set of ids for several rows)
// view: ContentView
// script: select "Lima"; screen; select "Quito"; select "Oslo"; select "Quito"; screen; counts
// exit: 0
import SwiftUI

struct City: Identifiable {
    let id: Int
    let name: String
}

struct ContentView: View {
    let cities = [City(id: 1, name: "Lima"), City(id: 2, name: "Quito")]
    @State private var chosen: City.ID?
    @State private var visited: Set<String> = []

    var body: some View {
        VStack {
            List(cities, selection: $chosen) { city in
                Text(city.name)
            }
            Text("chosen \(chosen.map(String.init) ?? "none")")
            List(selection: $visited) {
                Text("Oslo").tag("Oslo")
                Text("Quito").tag("Quito")
            }
            Text("visited \(visited.sorted().joined(separator: ","))")
        }
    }
}

// `select "Quito"` selects the single-selection list's row (the first list that shows it); the
// second time it writes the same id again, which changes nothing. launch + 3 changes = 4 bodies.
/* expect
--- screen ---
Lima (selected)
Quito
chosen 1
Oslo
Quito
visited 
--- end ---
--- screen ---
Lima
Quito (selected)
chosen 2
Oslo (selected)
Quito
visited Oslo
--- end ---
ContentView.body 4
*/
