// expect-warning: 'toolbarBackground(_:for:)' will be deprecated in a future version of iOS: renamed to 'toolbarBackgroundVisibility(_:for:)'
// expect-warning: 'toolbar(_:for:)' will be deprecated in a future version of iOS: renamed to 'toolbarVisibility(_:for:)'
import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var text: String
}

/// A notes screen with a tinted navigation bar, a keyboard toolbar and a bottom bar.
struct NotesScreen: View {
    @State private var notes = [Note(text: "Buy milk")]
    @State private var draft = ""
    @State private var isEditing = false
    @FocusState private var isDraftFocused: Bool

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    Text(note.text)
                }
                TextField("New note", text: $draft)
                    .focused($isDraftFocused)
            }
            .navigationTitle("Notes")
            .toolbarBackground(Color.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar, .tabBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbarRole(.editor)
            .toolbar(isEditing ? .hidden : .visible, for: .tabBar)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                }
                ToolbarItem(placement: .principal) {
                    Text("\(notes.count) notes").font(.headline)
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") { add() }
                    if !notes.isEmpty {
                        Button("Clear", systemImage: "trash", role: .destructive) { notes.removeAll() }
                    }
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { isDraftFocused = false }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("Synced").font(.caption)
                }
            }
        }
    }

    private func add() {
        guard !draft.isEmpty else { return }
        notes.append(Note(text: draft))
        draft = ""
    }
}

/// Toolbar content split into its own type, as larger apps do.
struct EditorToolbar: ToolbarContent {
    var onSave: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .confirmationAction) {
            Button("Save", action: onSave)
        }
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") {}
        }
    }
}

struct EditorScreen: View {
    var body: some View {
        NavigationStack {
            Text("Editor")
                .toolbar { EditorToolbar { print("saved") } }
                .toolbarBackground(.ultraThinMaterial, for: .navigationBar)
                .toolbarVisibility(.visible, for: .navigationBar)
        }
    }
}
