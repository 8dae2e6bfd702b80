// expect: generic struct 'ObservedObject' requires that 'Book' conform to 'ObservableObject'
import SwiftUI

// An @Observable object passed in needs no wrapper (or @Bindable for bindings).
@Observable
class Book {
    var title = "Sample Book Title"
}

struct BookView: View {
    @ObservedObject var book: Book

    var body: some View {
        Text(book.title)
    }
}
