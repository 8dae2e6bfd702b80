// expect: cannot assign to property: 'dragOffset' is a get-only property
import SwiftUI

struct DragDot: View {
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        Circle()
            .frame(width: 60, height: 60)
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        dragOffset = value.translation
                    }
            )
    }
}
