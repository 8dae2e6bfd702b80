import SwiftUI

// Sharing a link and some text from an article screen.
struct Article: Identifiable {
    let id = UUID()
    var title: String
    var url: URL
}

struct ArticleToolbar: View {
    let article: Article
    let quote: String

    var body: some View {
        Text(article.title)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    ShareLink(item: article.url, subject: Text(article.title), message: Text("Worth a read"))
                }
                ToolbarItem(placement: .bottomBar) {
                    ShareLink(item: quote) {
                        Label("Share quote", systemImage: "quote.bubble")
                    }
                }
                ToolbarItem(placement: .secondaryAction) {
                    ShareLink("Send link", item: article.url)
                }
            }
    }
}
