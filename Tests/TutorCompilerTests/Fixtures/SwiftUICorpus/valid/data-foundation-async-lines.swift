import SwiftUI

// Streaming a server log line by line with URLSession's async bytes.
@Observable
final class LogStream {
    var lines: [String] = []
    var failure: String?

    func follow(_ url: URL) async {
        do {
            let (bytes, response) = try await URLSession.shared.bytes(from: url)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                failure = String(localized: "The server refused the log stream.")
                return
            }
            for try await line in bytes.lines {
                lines.append(line)
            }
        } catch {
            failure = error.localizedDescription
        }
    }
}

struct LogView: View {
    @State private var stream = LogStream()

    var body: some View {
        List(stream.lines, id: \.self) { line in
            Text(line)
                .font(.caption)
        }
        .overlay {
            if let failure = stream.failure {
                Text(failure)
            }
        }
        .task {
            await stream.follow(URL(string: "https://example.com/log")!)
        }
    }
}
