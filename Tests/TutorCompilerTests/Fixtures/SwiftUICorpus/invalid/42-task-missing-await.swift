// expect: expression is 'async' but is not marked with 'await'
import SwiftUI

@Observable
final class Feed {
    var headlines: [String] = []

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(100))
        headlines = ["Morning news", "Evening news"]
    }
}

struct FeedView: View {
    @State private var feed = Feed()

    var body: some View {
        List(feed.headlines, id: \.self) { Text($0) }
            .task {
                feed.refresh()
            }
    }
}
