import SwiftUI

// A list with single selection bound to an optional identifier.
struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct OceanList: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic"),
    ]
    @State private var singleSelection: UUID?

    var body: some View {
        NavigationStack {
            List(oceans, selection: $singleSelection) {
                Text($0.name)
            }
            .navigationTitle("Oceans")
            .toolbar { EditButton() }
        }
        Text("\(singleSelection?.uuidString ?? "none") selected")
    }
}
