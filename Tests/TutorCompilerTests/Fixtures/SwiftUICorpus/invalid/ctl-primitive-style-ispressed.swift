// expect: has no member 'isPressed'
import SwiftUI

// A PrimitiveButtonStyle is not told whether the button is pressed; that is
// what ButtonStyle is for.
struct ShrinkingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .onTapGesture { configuration.trigger() }
    }
}
