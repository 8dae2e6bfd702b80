import SwiftUI

// A list with multiple selection bound to a Set of identifiers.
struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct MultiOceanList: View {
    private var oceans = [Ocean(name: "Pacific"), Ocean(name: "Atlantic")]
    @State private var multiSelection = Set<UUID>()

    var body: some View {
        NavigationStack {
            List(oceans, selection: $multiSelection) {
                Text($0.name)
            }
            .navigationTitle("Oceans")
            .toolbar { EditButton() }
        }
        Text("\(multiSelection.count) selections")
    }
}
