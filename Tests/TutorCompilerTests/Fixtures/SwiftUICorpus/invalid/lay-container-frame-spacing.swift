// expect: missing argument for parameter 'spacing' in call
import SwiftUI

// The count form of containerRelativeFrame needs the spacing between items,
// so it can subtract it before dividing the container.
struct ThreeUp: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<9) { index in
                    Color.blue.containerRelativeFrame(.horizontal, count: 3)
                }
            }
        }
    }
}
