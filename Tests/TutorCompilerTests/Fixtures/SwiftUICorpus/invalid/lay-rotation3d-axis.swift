// expect: cannot convert value of type '(Int, Int)' to expected argument type '(x: CGFloat, y: CGFloat, z: CGFloat)'
import SwiftUI

// rotation3DEffect takes a labelled three-component axis tuple.
struct FlipCard: View {
    @State private var flipped = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 120, height: 160)
            .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (0, 1))
            .onTapGesture { flipped.toggle() }
    }
}
