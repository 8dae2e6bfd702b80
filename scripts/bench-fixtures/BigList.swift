import SwiftUI

/// The number of rows; scripts/bench writes copies of this file with other counts.
let rowCount = 1_000

/// A list whose every row shows a value derived from the parent's state, so one tap on
/// "Bump" changes every row's input and re-renders all of them.
struct ContentView: View {
    @State private var bump = 0

    var body: some View {
        VStack {
            Button("Bump") { bump += 1 }
            Text("bumped \(bump) times")
            List {
                ForEach(0..<rowCount, id: \.self) { index in
                    Row(index: index, value: index * 3 + bump)
                }
            }
        }
    }
}

/// One row: its index and the derived value.
struct Row: View {
    let index: Int
    let value: Int

    var body: some View {
        Text("Row \(index): \(value)")
    }
}
