import SwiftUI

// A stretchy parallax header: GeometryReader reads its frame in the global
// space, and rows measure themselves against a named scroll coordinate space.
struct ParallaxScreen: View {
    @State private var headerHeight: CGFloat = 280

    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                let minY = proxy.frame(in: .global).minY
                Image(systemName: "mountain.2.fill")
                    .resizable()
                    .scaledToFill()
                    .frame(width: proxy.size.width, height: headerHeight + max(0, minY))
                    .offset(y: minY > 0 ? -minY : -minY / 3)
                    .clipped()
            }
            .frame(height: headerHeight)

            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(0..<30) { index in
                    GeometryReader { row in
                        let distance = row.frame(in: .named("scroll")).minY
                        Text("Row \(index) is \(Int(distance)) pt from the top")
                            .opacity(distance < 0 ? 0.3 : 1)
                    }
                    .frame(height: 32)
                }
            }
            .padding()
        }
        .coordinateSpace(.named("scroll"))
        .ignoresSafeArea(edges: .top)
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.height
        } action: { height in
            headerHeight = max(200, height / 3)
        }
    }
}
