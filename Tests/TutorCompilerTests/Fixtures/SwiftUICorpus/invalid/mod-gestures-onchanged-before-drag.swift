// expect: value of type 'DragGesture.Value' has no member 'width'
import SwiftUI

struct Slider2: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        Circle()
            .frame(width: 44, height: 44)
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.width
                    }
            )
    }
}
