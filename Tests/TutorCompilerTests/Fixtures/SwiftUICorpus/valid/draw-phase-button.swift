import SwiftUI

enum LikePhase: CaseIterable {
    case idle, grow, settle

    var scale: Double {
        switch self {
        case .idle: 1
        case .grow: 1.4
        case .settle: 0.95
        }
    }

    var angle: Angle {
        self == .grow ? .degrees(-12) : .zero
    }
}

struct LikeButton: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 24) {
            Button {
                likes += 1
            } label: {
                Label("\(likes)", systemImage: "heart.fill")
                    .font(.title)
                    .padding()
                    .background(.pink.opacity(0.15), in: Capsule())
            }
            .phaseAnimator(LikePhase.allCases, trigger: likes) { content, phase in
                content
                    .scaleEffect(phase.scale)
                    .rotationEffect(phase.angle)
            } animation: { phase in
                switch phase {
                case .idle: .smooth
                case .grow: .spring(duration: 0.2, bounce: 0.5)
                case .settle: .easeOut(duration: 0.15)
                }
            }

            Image(systemName: "bolt.fill")
                .font(.largeTitle)
                .phaseAnimator([false, true]) { content, glowing in
                    content
                        .foregroundStyle(glowing ? .yellow : .orange)
                        .shadow(color: .yellow, radius: glowing ? 12 : 0)
                }

            PhaseAnimator([0.0, 1.0, 0.5], trigger: likes) { value in
                Capsule()
                    .fill(.blue)
                    .frame(width: 40 + 80 * value, height: 8)
            } animation: { _ in
                .easeInOut(duration: 0.3)
            }
        }
    }
}
