// expect: does not conform to protocol 'PreferenceKey'
import SwiftUI

// A preference key needs reduce(value:nextValue:) to combine the values of
// several children; this one only has a default value.
struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
}

struct OffsetReader: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                Color.clear.preference(key: ScrollOffsetKey.self, value: proxy.frame(in: .global).minY)
            }
        }
        .onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }
    }
}
