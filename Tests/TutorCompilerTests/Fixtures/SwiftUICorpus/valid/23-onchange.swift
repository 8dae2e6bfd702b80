import SwiftUI

// onChange with the two-parameter closure, the zero-parameter closure,
// and initial: true.
struct SearchView: View {
    @State private var query = ""
    @State private var results: [String] = []
    @State private var isSearching = false

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .searchable(text: $query, prompt: "Search")
                .onChange(of: query) { oldValue, newValue in
                    if newValue.count < oldValue.count {
                        results.removeAll()
                    }
                }
                .onChange(of: query, initial: true) {
                    isSearching = !query.isEmpty
                }
        }
    }
}
