// expect: cannot assign value of type 'CGSize' to type 'CGPoint'
import SwiftUI

struct MovableBadge: View {
    @State private var location = CGPoint(x: 100, y: 100)

    var body: some View {
        Text("Drag me")
            .position(location)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        location = value.translation
                    }
            )
    }
}
