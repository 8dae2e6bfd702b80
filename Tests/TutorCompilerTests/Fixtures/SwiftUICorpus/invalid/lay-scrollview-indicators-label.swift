// expect: incorrect argument label in call
import SwiftUI

// The parameter is `showsIndicators:`, with an s.
struct Strip: View {
    var body: some View {
        ScrollView(.horizontal, showIndicators: false) {
            HStack {
                ForEach(0..<10) { Text("\($0)") }
            }
        }
    }
}
