// expect: requires that 'SearchRequest' conform to 'Equatable'
import SwiftUI

struct SearchRequest {
    var text: String
}

struct SearchResults: View {
    let request: SearchRequest
    @State private var results: [String] = []

    var body: some View {
        List(results, id: \.self) { Text($0) }
            .task(id: request) {
                results = [request.text]
            }
    }
}
