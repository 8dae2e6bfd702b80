import SwiftUI

struct JumpValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

struct JumpingStar: View {
    @State private var jumps = 0

    var body: some View {
        Image(systemName: "star.fill")
            .font(.system(size: 60))
            .foregroundStyle(.yellow)
            .keyframeAnimator(initialValue: JumpValues(), trigger: jumps) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalOffset)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.degrees(-16), duration: 0.125)
                    CubicKeyframe(.zero, duration: 0.125)
                }
                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(1.0, duration: 0.1)
                    CubicKeyframe(0.6, duration: 0.15)
                    CubicKeyframe(1.5, duration: 0.1)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.verticalOffset) {
                    LinearKeyframe(0.0, duration: 0.1)
                    SpringKeyframe(-80, duration: 0.2, spring: .smooth)
                    CubicKeyframe(0.0, duration: 0.3)
                    MoveKeyframe(0.0)
                }
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeOut)
                    SpringKeyframe(1.0, spring: Spring(duration: 0.4, bounce: 0.3))
                }
            }
            .onTapGesture { jumps += 1 }
    }
}
