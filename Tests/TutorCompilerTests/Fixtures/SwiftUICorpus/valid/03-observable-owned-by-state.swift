import SwiftUI

// An @Observable model owned with @State and passed down as a plain property.
@Observable
class Library {
    var books: [Book] = [Book(), Book(), Book()]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        NavigationStack {
            List(library.books) { book in
                BookView(book: book)
            }
            .navigationTitle("Books: \(library.availableBooksCount)")
        }
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        Text(book.title)
    }
}
