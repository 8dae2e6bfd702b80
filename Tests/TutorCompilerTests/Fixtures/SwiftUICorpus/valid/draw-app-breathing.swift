import SwiftUI

/// Overlapping circles around the center, like a breathing flower.
struct Petals: Shape {
    var count: Int
    var spread: Double

    var animatableData: Double {
        get { spread }
        set { spread = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 4
        for index in 0..<count {
            let angle = Angle.degrees(Double(index) / Double(count) * 360)
            let center = CGPoint(
                x: rect.midX + cos(angle.radians) * radius * spread,
                y: rect.midY + sin(angle.radians) * radius * spread)
            path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        }
        return path
    }
}

enum BreathPhase: String, CaseIterable {
    case inhale = "Breathe in"
    case hold = "Hold"
    case exhale = "Breathe out"

    var spread: Double {
        switch self {
        case .inhale, .hold: 1
        case .exhale: 0.2
        }
    }
}

struct BreathingSession: View {
    @State private var isRunning = false
    @State private var startDate = Date.now
    @State private var breaths = 0

    var body: some View {
        VStack(spacing: 32) {
            TimelineView(.animation(minimumInterval: 1.0 / 30, paused: !isRunning)) { context in
                let elapsed = context.date.timeIntervalSince(startDate)
                let cycle = elapsed.truncatingRemainder(dividingBy: 12)
                let phase: BreathPhase = cycle < 4 ? .inhale : (cycle < 6 ? .hold : .exhale)

                VStack {
                    Petals(count: 6, spread: isRunning ? phase.spread : 0.2)
                        .fill(.teal.opacity(0.5), style: FillStyle(eoFill: false))
                        .blendMode(.multiply)
                        .frame(width: 260, height: 260)
                        .rotationEffect(.degrees(elapsed * 6))
                        .animation(.easeInOut(duration: 4), value: phase)
                    Text(isRunning ? phase.rawValue : "Ready")
                        .font(.title2)
                        .contentTransition(.opacity)
                    Text(elapsed, format: .number.precision(.fractionLength(0)))
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                }
            }

            Button(isRunning ? "Stop" : "Start") {
                if !isRunning {
                    startDate = .now
                }
                withAnimation(.spring()) {
                    isRunning.toggle()
                }
                breaths += 1
            }
            .font(.headline)
            .padding(.horizontal, 32)
            .padding(.vertical, 12)
            .background(.teal.gradient, in: Capsule())
            .foregroundStyle(.white)
            .keyframeAnimator(initialValue: 1.0, trigger: breaths) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                KeyframeTrack {
                    SpringKeyframe(0.9, duration: 0.1)
                    SpringKeyframe(1.05, duration: 0.2)
                    SpringKeyframe(1.0, spring: .snappy)
                }
            }
        }
        .padding()
        .background(
            RadialGradient(colors: [.teal.opacity(0.15), .clear], center: .center, startRadius: 20, endRadius: 300)
        )
    }
}

#Preview {
    BreathingSession()
}
