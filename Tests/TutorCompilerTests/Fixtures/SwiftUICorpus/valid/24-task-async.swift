import SwiftUI

// Loading data asynchronously with task, task(id:), and refreshable.
@Observable
class FeedModel {
    var posts: [String] = []
    var isLoading = false

    func load() async {
        isLoading = true
        try? await Task.sleep(for: .seconds(1))
        posts = ["First post", "Second post"]
        isLoading = false
    }
}

struct FeedView: View {
    @State private var model = FeedModel()
    @State private var category = "All"

    var body: some View {
        List(model.posts, id: \.self) { post in
            Text(post)
        }
        .overlay {
            if model.isLoading {
                ProgressView()
            }
        }
        .task {
            await model.load()
        }
        .task(id: category) {
            await model.load()
        }
        .refreshable {
            await model.load()
        }
        .onAppear {
            print("Feed appeared")
        }
    }
}
