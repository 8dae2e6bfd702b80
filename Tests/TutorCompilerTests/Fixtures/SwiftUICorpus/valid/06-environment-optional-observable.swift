import SwiftUI

// Declaring the property optional returns nil instead of trapping when no
// ancestor placed the object in the environment.
@Observable
class Library {
    var books: [String] = []
}

struct LibraryBadge: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        if let library {
            Text("\(library.books.count) books")
        } else {
            Text("No library")
                .foregroundStyle(.secondary)
        }
    }
}
