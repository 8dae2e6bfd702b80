// rule: A ForEach whose data holds the same id twice still shows every row, and SwiftUI prints its console warning naming the id.
// source: SwiftUI's console warning "the ID … occurs multiple times within the collection, this will give undefined results!" (quoted in many public reports); Apple documentation "ForEach" (ids must be unique)
// view: ContentView
// script: screen
// exit: 0
// stderr: ForEach<Array<String>, String, Text>: the ID swift occurs multiple times within the collection, this will give undefined results!
import SwiftUI

struct ContentView: View {
    @State private var names = ["swift", "kotlin", "swift"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { Text($0) }
        }
    }
}

/* expect
--- screen ---
swift
kotlin
swift
--- end ---
*/
