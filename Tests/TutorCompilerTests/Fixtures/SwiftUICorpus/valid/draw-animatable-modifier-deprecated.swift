// expect-warning: 'AnimatableModifier' will be deprecated in a future version of iOS: use Animatable directly
import SwiftUI

// The 2020-era way to animate a modifier's own value; Xcode suggests `ViewModifier, Animatable` today.
struct CardFlip: AnimatableModifier {
    var rotation: Double

    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(rotation))
            .opacity(rotation < 90 ? 1 : 0.3)
    }
}

struct FlipCard: View {
    @State private var isFlipped = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(.teal)
            .frame(width: 120, height: 160)
            .modifier(CardFlip(rotation: isFlipped ? 180 : 0))
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.6)) { isFlipped.toggle() }
            }
    }
}
