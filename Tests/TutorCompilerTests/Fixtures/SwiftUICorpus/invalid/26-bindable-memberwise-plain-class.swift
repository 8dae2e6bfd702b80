// expect: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
import SwiftUI

// @Bindable works with @Observable classes only. Book is missing the macro.
class Book {
    var title = "Sample Book Title"
}

struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        TextField("Title", text: $book.title)
    }
}

struct LibraryView: View {
    @State private var book = Book()

    var body: some View {
        BookEditView(book: book)
    }
}
