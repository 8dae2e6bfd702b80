// rule: Return in a `.searchable` field is a search submission: `onSubmit(of: .search)` runs and a text-only `onSubmit` does not.
// source: Apple documentation "onSubmit(of:_:)" and "SubmitTriggers" (`.search` for search fields, `.text` for text fields)
// view: FindScreen
// script: type "Search" "emma"; submit "Search"; screen
// exit: 0
import SwiftUI

struct FindScreen: View {
    @State private var query = ""
    @State private var searched: [String] = []

    var body: some View {
        NavigationStack {
            Text("Searched: \(searched.joined(separator: ", "))")
                .searchable(text: $query)
                .onSubmit(of: .search) { searched.append(query) }
                .onSubmit { searched.append("text") }
        }
    }
}

/* expect
--- screen ---
Search: emma
Searched: emma
--- end ---
*/
