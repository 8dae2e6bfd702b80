import SwiftUI

// Lazy stacks in scroll views, with ZStack layering and GeometryReader.
struct Timeline: View {
    let entries = (1...100).map { "Entry \($0)" }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(entries, id: \.self) { entry in
                    ZStack(alignment: .bottomTrailing) {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(.blue.opacity(0.2))
                        Text(entry)
                            .padding(4)
                    }
                    .frame(height: 44)
                }
            }
            .padding()
        }
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack {
                ForEach(entries.prefix(5), id: \.self) { Text($0) }
            }
        }
        GeometryReader { proxy in
            Text("Width: \(proxy.size.width, specifier: "%.0f")")
        }
    }
}
