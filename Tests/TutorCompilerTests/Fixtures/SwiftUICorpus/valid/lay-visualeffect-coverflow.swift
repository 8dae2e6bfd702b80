import SwiftUI

// A cover-flow strip: each album rotates in 3D and shrinks according to its
// position in the scroll view, computed in a visualEffect closure.
struct Album: Identifiable {
    let id: Int
    var color: Color
}

struct CoverFlow: View {
    let albums = (0..<12).map { Album(id: $0, color: $0.isMultiple(of: 2) ? .indigo : .teal) }

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(albums) { album in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(album.color)
                        .frame(width: 160, height: 160)
                        .visualEffect { content, proxy in
                            let frame = proxy.frame(in: .scrollView(axis: .horizontal))
                            let distance = frame.midX - 200
                            return content
                                .rotation3DEffect(
                                    .degrees(Double(distance) / -8), axis: (x: 0, y: 1, z: 0), perspective: 0.5
                                )
                                .scaleEffect(max(0.7, 1 - abs(distance) / 1000))
                                .opacity(distance.magnitude > 300 ? 0.5 : 1)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .safeAreaPadding(.horizontal, 120)
    }
}
