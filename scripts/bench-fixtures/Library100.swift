import SwiftUI

@Observable
final class Library {
    var books: [Book] = []
    var filter = ""

    var shown: [Book] {
        filter.isEmpty ? books : books.filter { $0.title.contains(filter) }
    }
}

struct Book: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var pages: Int
    var read = false
}

struct LibraryView: View {
    @State private var library = Library()
    @State private var newTitle = ""
    @AppStorage("showsRead") private var showsRead = true

    var body: some View {
        NavigationStack {
            List {
                Section("Add") {
                    TextField("Title", text: $newTitle)
                    Button("Add") {
                        library.books.append(Book(title: newTitle, pages: 100))
                        newTitle = ""
                    }
                    .disabled(newTitle.isEmpty)
                }
                Section("Books") {
                    ForEach(library.shown) { book in
                        if showsRead || !book.read {
                            BookRow(book: book)
                        }
                    }
                }
            }
            .searchable(text: $library.filter)
            .navigationTitle("Library")
            .toolbar {
                Toggle("Read", isOn: $showsRead)
            }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            Text(book.title)
                .font(.headline)
            Spacer()
            Text("\(book.pages) pages")
                .foregroundStyle(.secondary)
        }
    }
}

struct ReadingGoal: View {
    @Binding var goal: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Stepper("Goal: \(goal)", value: $goal, in: 1...50)
            Button("Done") { dismiss() }
        }
    }
}

struct Badge78: View {
    var label = "78"
    var body: some View { Text(label).padding(4) }
}

struct Badge83: View {
    var label = "83"
    var body: some View { Text(label).padding(4) }
}

struct Badge88: View {
    var label = "88"
    var body: some View { Text(label).padding(4) }
}

struct Caption: View {
    var body: some View { Text("Reading list").font(.caption) }
}
struct Footer: View {
    var body: some View { VStack { Caption(); Text("End") } }
}

