import SwiftUI

struct SpringLab: View {
    @State private var isExpanded = false
    @State private var offset: CGFloat = 0
    @State private var pulsing = false
    @State private var status = "Idle"

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: isExpanded ? 30 : 10)
                .fill(.blue)
                .frame(width: isExpanded ? 240 : 120, height: 80)
                .offset(x: offset)

            Circle()
                .fill(.red)
                .frame(width: 20, height: 20)
                .scaleEffect(pulsing ? 1.4 : 1)
                .opacity(pulsing ? 0.4 : 1)
                .onAppear {
                    withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
                        pulsing = true
                    }
                }

            Text(status)

            HStack {
                Button("Spring") {
                    withAnimation(.spring()) { isExpanded.toggle() }
                }
                Button("Classic") {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.5, blendDuration: 0)) { offset = 40 }
                }
                Button("Bounce") {
                    withAnimation(.spring(duration: 0.5, bounce: 0.4)) { offset = -40 }
                }
            }
            HStack {
                Button("Interactive") {
                    withAnimation(.interactiveSpring()) { offset = 0 }
                }
                Button("Snappy") {
                    withAnimation(.snappy) { isExpanded.toggle() }
                }
                Button("Bouncy") {
                    withAnimation(.bouncy(duration: 0.6, extraBounce: 0.1)) { isExpanded.toggle() }
                }
            }
            HStack {
                Button("Delayed") {
                    withAnimation(.easeOut(duration: 0.3).delay(0.2).speed(1.5)) { offset += 20 }
                }
                Button("Three times") {
                    withAnimation(.linear(duration: 0.2).repeatCount(3, autoreverses: true)) { offset -= 20 }
                }
                Button("Curve") {
                    withAnimation(.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 0.5)) { isExpanded.toggle() }
                }
            }
            Button("With completion") {
                status = "Moving"
                withAnimation(.smooth(duration: 0.5)) {
                    offset = 0
                } completion: {
                    status = "Done"
                }
            }
        }
        .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: isExpanded)
    }
}
