// expect: invalid conversion from throwing function of type
import SwiftUI

// Reading a URL's lines can fail, so the loop is `for try await` inside a do/catch or a throwing function.
struct ReadmeView: View {
    @State private var lines: [String] = []

    var body: some View {
        List(lines, id: \.self) { Text($0) }
            .task {
                for try await line in URL(string: "https://example.com/README")!.lines {
                    lines.append(line)
                }
            }
    }
}
