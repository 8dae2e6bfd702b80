// expect: generic struct 'StateObject' requires that 'Library' conform to 'ObservableObject'
import SwiftUI

// @StateObject is for ObservableObject. Own an @Observable object with @State.
@Observable
class Library {
    var books: [String] = []
}

struct LibraryView: View {
    @StateObject private var library = Library()

    var body: some View {
        List(library.books, id: \.self) { Text($0) }
    }
}
