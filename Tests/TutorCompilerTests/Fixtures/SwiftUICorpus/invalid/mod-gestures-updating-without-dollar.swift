// expect: cannot convert value 'offset' of type 'CGSize' to expected type 'GestureState<CGSize>', use wrapper instead
import SwiftUI

struct SwipeCard: View {
    @GestureState private var offset = CGSize.zero

    var body: some View {
        Text("Swipe me")
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating(offset) { value, state, _ in
                        state = value.translation
                    }
            )
    }
}
