import SwiftUI

// A list of remote photos loaded with AsyncImage, using all three initialisers.
struct Photo: Identifiable, Decodable {
    let id: Int
    let title: String
    let url: URL?
}

@Observable
final class PhotoStore {
    var photos: [Photo] = []
    var avatarURL = URL(string: "https://example.com/avatar.png")
}

struct PhotoRow: View {
    let photo: Photo

    var body: some View {
        HStack {
            AsyncImage(url: photo.url, transaction: Transaction(animation: .easeInOut)) { phase in
                switch phase {
                case .empty:
                    ProgressView()
                case .success(let image):
                    image
                        .resizable()
                        .scaledToFill()
                        .transition(.opacity)
                case .failure:
                    Image(systemName: "photo")
                        .imageScale(.large)
                        .foregroundStyle(.secondary)
                @unknown default:
                    EmptyView()
                }
            }
            .frame(width: 60, height: 60)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            Text(photo.title)
                .lineLimit(2)
        }
    }
}

struct PhotoListView: View {
    @State private var store = PhotoStore()

    var body: some View {
        NavigationStack {
            List(store.photos) { photo in
                PhotoRow(photo: photo)
            }
            .navigationTitle("Photos")
            .toolbar {
                AsyncImage(url: store.avatarURL) { image in
                    image.resizable().aspectRatio(contentMode: .fit)
                } placeholder: {
                    Color.gray.opacity(0.3)
                }
                .frame(width: 32, height: 32)
                .clipShape(Circle())
            }
            .safeAreaInset(edge: .bottom) {
                AsyncImage(url: URL(string: "https://example.com/banner.png"), scale: 2)
                    .frame(height: 44)
            }
        }
    }
}

struct PhaseBadge: View {
    let phase: AsyncImagePhase

    var body: some View {
        if let image = phase.image {
            image.resizable()
        } else if phase.error != nil {
            Color.red
        } else {
            Color.blue
        }
    }
}
