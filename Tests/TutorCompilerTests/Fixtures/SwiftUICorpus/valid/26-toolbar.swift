import SwiftUI

// Toolbar items with placements, a toolbar item group, and a title.
struct NotesView: View {
    @State private var notes: [String] = []
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { Text($0) }
                .navigationTitle("Notes")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add", systemImage: "plus") {
                            notes.append("Note \(notes.count + 1)")
                        }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Button(isEditing ? "Done" : "Edit") {
                            isEditing.toggle()
                        }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Text("\(notes.count) notes")
                        Spacer()
                    }
                }
        }
    }
}
