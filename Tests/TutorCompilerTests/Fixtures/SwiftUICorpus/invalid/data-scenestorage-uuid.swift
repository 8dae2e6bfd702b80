// expect: no exact matches in call to initializer
import SwiftUI

// SceneStorage keeps simple values only; a UUID has to be stored as its string.
struct Item: Identifiable {
    let id = UUID()
    var title: String
}

struct ItemList: View {
    let items: [Item]
    @SceneStorage("selectedItem") private var selection: UUID?

    var body: some View {
        List(items, selection: $selection) { item in
            Text(item.title)
        }
    }
}
