import SwiftUI

// ForEach over a binding to a collection hands each row a Binding.
struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoListView: View {
    @State private var items = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog"),
    ]

    var body: some View {
        List {
            ForEach($items) { $item in
                Toggle(item.title, isOn: $item.isDone)
            }
        }
        List($items) { $item in
            TextField("Title", text: $item.title)
        }
    }
}
