// expect: value of type 'GeometryProxy' has no member 'width'
import SwiftUI

// The proxy's dimensions are in its `size`: `proxy.size.width`.
struct HalfWidthBar: View {
    var body: some View {
        GeometryReader { proxy in
            Capsule()
                .frame(width: proxy.width / 2, height: 8)
        }
    }
}
