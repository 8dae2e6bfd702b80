import SwiftUI

struct LibraryView: View {
    @State private var library = Library()
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach($library.books) { $book in
                    Toggle(book.title, isOn: $book.isRead)
                }
                TextField("Add a book", text: $newTitle)
                    .onSubmit {
                        library.add(newTitle)
                        newTitle = ""
                    }
            }
            .navigationTitle("Unread: \(library.unreadCount)")
        }
    }
}

#Preview {
    LibraryView()
}
