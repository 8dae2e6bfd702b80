// rule: Swiping a row of a ForEach with onDelete calls its action with that row's offset in the ForEach's data; a Slider takes the value it is moved to, kept inside its range.
// source: Apple documentation "onDelete(perform:)" (the action receives the index set of the rows to delete) and "Slider" (a value within bounds)
// view: ContentView
// script: delete "Eggs"; slide "Volume" "0.3"; slide "Volume" "4"; screen; counts
// exit: 0
import SwiftUI

struct ContentView: View {
    @State private var items = ["Milk", "Eggs", "Bread"]
    @State private var volume = 0.5

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            .onDelete { offsets in
                items.remove(atOffsets: offsets)
            }
            Text("\(items.count) items")
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            }
        }
    }
}

// launch + delete = 2: the body passes `$volume` on without reading `volume`, so moving the
// Slider does not run it again.
/* expect
--- screen ---
Milk
Bread
2 items
Volume: 1
--- end ---
ContentView.body 2
*/
