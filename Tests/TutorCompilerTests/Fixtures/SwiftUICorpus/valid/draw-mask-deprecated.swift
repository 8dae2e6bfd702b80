// expect-warning: 'mask' will be deprecated in a future version of iOS: Use overload where mask accepts a @ViewBuilder instead.
import SwiftUI

// Tutorial code from the iOS 13-14 era passes the mask view directly; Xcode warns but builds.
struct FadingEdge: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(0..<20) { index in
                    Text("Item \(index)")
                        .padding()
                        .background(.blue.opacity(0.2), in: Capsule())
                }
            }
        }
        .mask(
            LinearGradient(colors: [.clear, .black, .black, .clear], startPoint: .leading, endPoint: .trailing)
        )
    }
}
