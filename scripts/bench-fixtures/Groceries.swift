import SwiftUI

/// One item on the list: a name and whether it is in the basket.
struct Item: Identifiable {
    let id: Int
    var name: String
    var done = false
}

/// A grocery list: a counter of items added, a list with a toggle per row, and a filter.
struct ContentView: View {
    @State private var items = [Item(id: 0, name: "Milk"), Item(id: 1, name: "Bread")]
    @State private var added = 0
    @State private var showDone = true

    private var visible: [Item] {
        showDone ? items : items.filter { !$0.done }
    }

    var body: some View {
        VStack {
            Text("Groceries: \(items.count) items, \(added) added")
            HStack {
                Button("Add") {
                    added += 1
                    items.append(Item(id: items.count, name: "Item \(added)"))
                }
                Button("Clear done") { items.removeAll { $0.done } }
            }
            Toggle("Show done", isOn: $showDone)
            List {
                ForEach(visible) { item in
                    ItemRow(item: item, toggle: { flip(item.id) })
                }
            }
        }
    }

    private func flip(_ id: Int) {
        if let index = items.firstIndex(where: { $0.id == id }) { items[index].done.toggle() }
    }
}

/// One row: the item's name and a button that puts it in the basket or takes it out.
struct ItemRow: View {
    let item: Item
    let toggle: () -> Void

    var body: some View {
        Button(item.done ? "\(item.name) (done)" : item.name, action: toggle)
    }
}
