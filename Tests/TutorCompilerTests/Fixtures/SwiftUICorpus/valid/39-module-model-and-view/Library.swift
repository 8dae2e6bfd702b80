import Foundation
import Observation

// A reading list shared by several screens; the view that shows it is in the other file.
@Observable
final class Library {
    struct Book: Identifiable, Hashable {
        let id = UUID()
        var title: String
        var isRead = false
    }

    var books: [Book] = [
        Book(title: "The Left Hand of Darkness"),
        Book(title: "Piranesi"),
    ]

    var unreadCount: Int { books.filter { !$0.isRead }.count }

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        books.append(Book(title: trimmed))
    }
}
