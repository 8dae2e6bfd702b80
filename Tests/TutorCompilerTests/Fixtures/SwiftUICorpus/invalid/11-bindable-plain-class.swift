// expect: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
import SwiftUI

// @Bindable only works with Observable objects: Book is missing @Observable.
class Book {
    var title = "Sample Book Title"
}

struct BookEditView: View {
    let book: Book

    var body: some View {
        @Bindable var book = book
        TextField("Title", text: $book.title)
    }
}
