// expect: type 'Double' has no member 'degrees'
import SwiftUI

struct Values {
    var scale = 1.0
}

struct Pop: View {
    @State private var taps = 0

    var body: some View {
        Text("Pop")
            .keyframeAnimator(initialValue: Values(), trigger: taps) { content, value in
                content.scaleEffect(value.scale)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(.degrees(10), duration: 0.2)
                }
            }
    }
}
