import SwiftUI

// Presenting a sheet with a Boolean and with an item, an alert with
// actions and a message, and a confirmation dialog.
struct Message: Identifiable {
    let id = UUID()
    var text: String
}

struct InboxView: View {
    @State private var showingComposer = false
    @State private var selectedMessage: Message?
    @State private var showingAlert = false
    @State private var showingDialog = false
    private let messages = [Message(text: "Hi"), Message(text: "Bye")]

    var body: some View {
        List(messages) { message in
            Button(message.text) { selectedMessage = message }
        }
        .toolbar {
            Button("Compose") { showingComposer = true }
        }
        .sheet(isPresented: $showingComposer, onDismiss: { print("Dismissed") }) {
            ComposerView()
        }
        .sheet(item: $selectedMessage) { message in
            Text(message.text)
                .presentationDetents([.medium, .large])
        }
        .alert("Delete all messages?", isPresented: $showingAlert) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This can't be undone.")
        }
        .confirmationDialog("Archive", isPresented: $showingDialog, titleVisibility: .visible) {
            Button("Archive All") {}
        }
    }
}

struct ComposerView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            TextField("Message", text: $draft)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send") { dismiss() }
                            .disabled(draft.isEmpty)
                    }
                }
        }
    }
}
