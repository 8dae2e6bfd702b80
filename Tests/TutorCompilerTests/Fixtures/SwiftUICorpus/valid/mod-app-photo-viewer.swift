import SwiftUI

struct Photo: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var systemImage: String
    var isFavorite = false
}

@Observable
final class Album {
    var photos = [
        Photo(title: "Beach", systemImage: "sun.max"),
        Photo(title: "Mountains", systemImage: "mountain.2"),
        Photo(title: "City", systemImage: "building.2"),
    ]

    func toggleFavorite(_ photo: Photo) {
        guard let index = photos.firstIndex(of: photo) else { return }
        photos[index].isFavorite.toggle()
    }
}

/// A full-screen photo the user pinches to zoom and swipes down to dismiss.
struct PhotoDetail: View {
    let photo: Photo
    var onFavorite: () -> Void

    @Environment(\.dismiss) private var dismiss
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @GestureState private var dragOffset: CGSize = .zero
    @GestureState private var pinch: CGFloat = 1
    @State private var zoom: CGFloat = 1

    private var dismissDrag: some Gesture {
        DragGesture(minimumDistance: 20)
            .updating($dragOffset) { value, state, _ in
                state = CGSize(width: 0, height: max(0, value.translation.height))
            }
            .onEnded { value in
                if value.translation.height > 150 || value.predictedEndTranslation.height > 300 {
                    dismiss()
                }
            }
    }

    private var zoomPinch: some Gesture {
        MagnifyGesture()
            .updating($pinch) { value, state, _ in state = value.magnification }
            .onEnded { value in zoom = min(max(zoom * value.magnification, 1), 4) }
    }

    var body: some View {
        NavigationStack {
            Image(systemName: photo.systemImage)
                .resizable()
                .scaledToFit()
                .scaleEffect(zoom * pinch)
                .offset(dragOffset)
                .opacity(1 - Double(dragOffset.height / 600))
                .gesture(dismissDrag.simultaneously(with: zoomPinch))
                .onTapGesture(count: 2) { zoom = zoom > 1 ? 1 : 2 }
                .animation(reduceMotion ? nil : .spring(duration: 0.3), value: zoom)
                .accessibilityLabel(photo.title)
                .accessibilityAddTraits(.isImage)
                .accessibilityAction(named: "Zoom in") { zoom = min(zoom + 1, 4) }
                .accessibilityAction(named: "Zoom out") { zoom = max(zoom - 1, 1) }
                .navigationTitle(photo.title)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Close", systemImage: "xmark") { dismiss() }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(photo.isFavorite ? "Unfavorite" : "Favorite",
                               systemImage: photo.isFavorite ? "heart.fill" : "heart", action: onFavorite)
                    }
                }
                .toolbarBackground(.black, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
        .presentationBackground(.black)
    }
}

struct AlbumView: View {
    @State private var album = Album()
    @State private var selected: Photo?
    @State private var favoritesTapped = 0

    var body: some View {
        NavigationStack {
            List(album.photos) { photo in
                HStack {
                    Image(systemName: photo.systemImage)
                        .accessibilityHidden(true)
                    Text(photo.title)
                    Spacer()
                    if photo.isFavorite {
                        Image(systemName: "heart.fill")
                            .foregroundStyle(.pink)
                            .accessibilityLabel("Favorite")
                    }
                }
                .contentShape(Rectangle())
                .onTapGesture { selected = photo }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                .accessibilityHint("Opens the photo")
            }
            .navigationTitle("Album")
            .fullScreenCover(item: $selected) { photo in
                PhotoDetail(photo: photo) {
                    album.toggleFavorite(photo)
                    favoritesTapped += 1
                }
            }
            .sensoryFeedback(.success, trigger: favoritesTapped)
        }
    }
}
