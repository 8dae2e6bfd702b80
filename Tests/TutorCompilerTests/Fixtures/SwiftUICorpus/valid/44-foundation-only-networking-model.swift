import Foundation

// A model file that imports only Foundation: URLSession, URL.documentsDirectory and
// String(localized:) are Foundation's on Apple platforms, and so is ObservableObject's Combine.
struct Post: Codable, Identifiable {
    let id: Int
    let title: String
}

@MainActor
final class PostStore: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published var message: String?

    private var saveURL: URL { URL.documentsDirectory.appending(path: "posts.json") }

    func load() async {
        do {
            let url = URL(string: "https://example.com/posts")!
            let (data, _) = try await URLSession.shared.data(from: url)
            posts = try JSONDecoder().decode([Post].self, from: data)
            try data.write(to: saveURL, options: .atomic)
        } catch {
            message = String(localized: "Could not load \(posts.count) posts.")
        }
    }
}
