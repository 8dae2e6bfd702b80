// expect-warning: 'MagnificationGesture' will be deprecated in a future version of iOS: renamed to 'MagnifyGesture'
// expect-warning: 'RotationGesture' will be deprecated in a future version of iOS: renamed to 'RotateGesture'
import SwiftUI

/// An image the user pinches and twists, written with the iOS 13 gesture names many tutorials still use.
struct ZoomableImage: View {
    @GestureState private var pinchScale: CGFloat = 1
    @GestureState private var twist: Angle = .zero
    @GestureState private var isHolding = false
    @State private var finalScale: CGFloat = 1
    @State private var finalAngle: Angle = .zero
    @State private var dragAmount = CGSize.zero

    var body: some View {
        let pinch = MagnificationGesture()
            .updating($pinchScale) { value, state, _ in state = value }
            .onEnded { value in finalScale *= value }
        let rotation = RotationGesture()
            .updating($twist) { value, state, _ in state = value }
            .onEnded { value in finalAngle = Angle(radians: finalAngle.radians + value.radians) }

        VStack(spacing: 24) {
            Image(systemName: "leaf")
                .resizable()
                .scaledToFit()
                .frame(width: 200, height: 200)
                .scaleEffect(finalScale * pinchScale)
                .rotationEffect(.radians(finalAngle.radians + twist.radians))
                .gesture(pinch.simultaneously(with: rotation))
                .accessibilityLabel("Leaf")
                .accessibilityAction(named: Text("Reset zoom")) {
                    finalScale = 1
                    finalAngle = .zero
                }

            RoundedRectangle(cornerRadius: 12)
                .fill(isHolding ? Color.green : Color.gray)
                .frame(width: 120, height: 80)
                .offset(dragAmount)
                .gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .updating($isHolding) { value, state, _ in state = value }
                        .sequenced(before: DragGesture(coordinateSpace: .global))
                        .onChanged { value in
                            if case .second(true, let drag?) = value {
                                dragAmount = drag.translation
                            }
                        }
                        .onEnded { _ in dragAmount = .zero }
                )
                .highPriorityGesture(TapGesture(count: 2).onEnded { finalScale = 1 })
        }
    }
}
