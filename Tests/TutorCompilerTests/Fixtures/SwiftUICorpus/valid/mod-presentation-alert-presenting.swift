import SwiftUI

struct Download: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var sizeInMB: Double
}

enum DownloadError: LocalizedError {
    case diskFull(neededMB: Double)
    case offline

    var errorDescription: String? {
        switch self {
        case .diskFull: "Not enough space"
        case .offline: "You are offline"
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .diskFull(let needed): "Free up \(Int(needed)) MB and try again."
        case .offline: "Connect to the internet and try again."
        }
    }
}

@Observable
final class DownloadStore {
    var downloads = [Download(name: "Podcast", sizeInMB: 80), Download(name: "Movie", sizeInMB: 2_400)]
    var lastError: DownloadError?

    func delete(_ download: Download) {
        downloads.removeAll { $0.id == download.id }
    }

    func retry(_ download: Download) {
        lastError = download.sizeInMB > 1_000 ? .diskFull(neededMB: download.sizeInMB) : nil
    }
}

struct DownloadsView: View {
    @State private var store = DownloadStore()
    @State private var pendingDeletion: Download?
    @State private var isConfirmingDeletion = false
    @State private var isShowingError = false
    @State private var isShowingAbout = false
    @State private var isConfirmingClear = false

    var body: some View {
        List(store.downloads) { download in
            Text(download.name)
                .swipeActions {
                    Button("Delete", role: .destructive) {
                        pendingDeletion = download
                        isConfirmingDeletion = true
                    }
                    Button("Retry") {
                        store.retry(download)
                        isShowingError = store.lastError != nil
                    }
                }
        }
        .alert("Delete download?", isPresented: $isConfirmingDeletion, presenting: pendingDeletion) { download in
            Button("Delete \(download.name)", role: .destructive) { store.delete(download) }
            Button("Cancel", role: .cancel) {}
        } message: { download in
            Text("\(download.name) uses \(download.sizeInMB, specifier: "%.0f") MB.")
        }
        .alert(isPresented: $isShowingError, error: store.lastError) { error in
            Button("OK") { store.lastError = nil }
        } message: { error in
            Text(error.recoverySuggestion ?? "Try again later.")
        }
        .alert(Text("About"), isPresented: $isShowingAbout) {
            Button("Close") {}
        }
        .confirmationDialog("Clear all downloads?", isPresented: $isConfirmingClear, titleVisibility: .visible) {
            Button("Clear All", role: .destructive) { store.downloads.removeAll() }
        } message: {
            Text("This cannot be undone.")
        }
        .toolbar {
            Button("Clear") { isConfirmingClear = true }
            Button("About") { isShowingAbout = true }
        }
    }
}

/// A view that titles its alert with a `String` variable (the `StringProtocol` overload).
struct RenameView: View {
    let fileName: String
    @State private var isShowing = false
    @State private var newName = ""

    var body: some View {
        Button("Rename") { isShowing = true }
            .alert(fileName, isPresented: $isShowing, presenting: fileName) { name in
                TextField("New name", text: $newName)
                Button("Save") { print("rename", name, "to", newName) }
            }
    }
}
