// expect: to parameter expecting synchronous function type
import SwiftUI

// A button's action is synchronous. Start the work in a Task { ... }.
struct RefreshButton: View {
    @State private var items: [String] = []

    var body: some View {
        Button("Refresh") {
            await refresh()
        }
    }

    func refresh() async {
        items = ["Updated"]
    }
}
