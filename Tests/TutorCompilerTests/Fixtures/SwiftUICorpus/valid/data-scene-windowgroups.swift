import SwiftUI

// An app with several window groups, the iOS 17 onChange forms and an availability check.
struct Photo: Codable, Hashable, Identifiable {
    let id: Int
    var caption: String
}

@Observable
final class Library {
    var photos = [Photo(id: 1, caption: "Beach")]
}

@main
struct GalleryApp: App {
    @State private var library = Library()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup("Gallery") {
            GalleryView()
        }
        .environment(library)
        .onChange(of: scenePhase) { oldPhase, newPhase in
            print("scene went from \(oldPhase) to \(newPhase)")
        }
        .onChange(of: scenePhase, initial: true) {
            print("scene phase changed")
        }

        WindowGroup("Photo", id: "photo", for: Photo.ID.self) { $photoID in
            Text("Photo \(photoID ?? 0)")
        }

        if #available(iOS 17.0, *) {
            WindowGroup(id: "about") {
                Text("About")
            }
        }
    }
}

struct GalleryView: View {
    @Environment(Library.self) private var library
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        List(library.photos) { photo in
            Button(photo.caption) {
                openWindow(id: "photo", value: photo.id)
            }
        }
    }
}
