import SwiftUI

// The focused editor publishes its text so a menu command can act on it.
struct SelectedTextKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    var selectedText: Binding<String>? {
        get { self[SelectedTextKey.self] }
        set { self[SelectedTextKey.self] = newValue }
    }
}

struct NoteEditor: View {
    @State private var text = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        TextField("Note", text: $text)
            .focused($isFocused)
            .focusedValue(\.selectedText, $text)
            .onAppear { isFocused = true }
    }
}

struct UppercaseCommands: Commands {
    @FocusedBinding(\.selectedText) private var selectedText

    var body: some Commands {
        CommandMenu("Text") {
            Button("Uppercase") {
                selectedText = selectedText?.uppercased()
            }
            .disabled(selectedText == nil)
        }
    }
}

struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NoteEditor()
        }
        .commands {
            UppercaseCommands()
            SidebarCommands()
        }
    }
}
