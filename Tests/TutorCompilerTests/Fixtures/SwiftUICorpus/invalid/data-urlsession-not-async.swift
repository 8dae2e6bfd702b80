// expect: 'async' call in a function that does not support concurrency
import SwiftUI

// URLSession's data(from:) is async: it must be awaited inside an async function or a task.
@Observable
final class QuoteModel {
    var quote = ""

    func refresh() throws {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/quote")!)
        quote = String(decoding: data, as: UTF8.self)
    }
}
