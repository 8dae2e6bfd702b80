import SwiftUI

// State initialised from an init parameter, and an optional @State with no
// initial value.
struct Item: Identifiable {
    let id = UUID()
    var name: String
}

struct EditorView: View {
    @State private var draft: String
    @State private var selection: Item?

    init(initialText: String) {
        _draft = State(initialValue: initialText)
    }

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            Text(selection?.name ?? "Nothing selected")
        }
    }
}

struct EditorContainer: View {
    var body: some View {
        EditorView(initialText: "Hello")
    }
}
