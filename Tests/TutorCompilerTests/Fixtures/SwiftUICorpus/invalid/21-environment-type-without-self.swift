// expect: expected member name or initializer call after type name
import SwiftUI

@Observable
class Library {
    var books: [String] = []
}

struct LibraryView: View {
    @Environment(Library) private var library

    var body: some View {
        Text("\(library.books.count) books")
    }
}
