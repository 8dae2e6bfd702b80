import SwiftUI

// iOS 18 scroll APIs: a ScrollPosition value drives a feed, a "back to top"
// button appears once the offset read with onScrollGeometryChange passes 300.
struct Post: Identifiable {
    let id: Int
    var title: String
}

struct FeedView: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var showsBackToTop = false
    let posts = (1...50).map { Post(id: $0, title: "Post \($0)") }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(posts) { post in
                    Text(post.title)
                        .padding()
                        .onScrollVisibilityChange(threshold: 0.8) { visible in
                            if visible && post.id == posts.count { print("reached the end") }
                        }
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition($position)
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > 300
        } action: { _, isFar in
            showsBackToTop = isFar
        }
        .overlay(alignment: .bottomTrailing) {
            if showsBackToTop {
                Button("Top") {
                    withAnimation { position.scrollTo(edge: .top) }
                }
                .buttonStyle(.borderedProminent)
                .padding()
            }
        }
        .toolbar {
            Button("Post 25") { position.scrollTo(id: 25) }
        }
    }
}
