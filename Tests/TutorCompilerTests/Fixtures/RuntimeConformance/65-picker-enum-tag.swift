// rule: A Picker over an enum, each option tagged with its case, shows the option whose tag equals the selection and sets the selection to the chosen case.
// source: Apple documentation "Picker" (iterating over a CaseIterable enum with ForEach and `tag(_:)`)
// view: ContentView
// script: screen; pick "Size" "Large"; screen; counts
// exit: 0
import SwiftUI

enum Size: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: Self { self }
}

struct ContentView: View {
    @State private var size: Size = .medium

    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                ForEach(Size.allCases) { option in
                    Text(option.rawValue.capitalized).tag(option)
                }
            }
            Text("size \(size.rawValue)")
        }
    }
}

/* expect
--- screen ---
Size: Medium
size medium
--- end ---
--- screen ---
Size: Large
size large
--- end ---
ContentView.body 2
*/
