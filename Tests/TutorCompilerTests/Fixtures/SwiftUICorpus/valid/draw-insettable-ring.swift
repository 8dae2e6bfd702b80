import SwiftUI

/// An arc that can be inset, so strokeBorder keeps it inside its frame.
struct ProgressArc: InsettableShape {
    var progress: Double
    var insetAmount: CGFloat = 0

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY),
            radius: min(rect.width, rect.height) / 2 - insetAmount,
            startAngle: .degrees(-90),
            endAngle: .degrees(-90 + 360 * progress),
            clockwise: false)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

struct DownloadRing: View {
    @State private var progress = 0.25

    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                Circle()
                    .strokeBorder(.gray.opacity(0.2), lineWidth: 14)
                ProgressArc(progress: progress)
                    .strokeBorder(.blue, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                Text(progress, format: .percent.precision(.fractionLength(0)))
                    .font(.title.bold())
                    .monospacedDigit()
            }
            .frame(width: 160, height: 160)

            Circle()
                .trim(from: 0, to: progress)
                .stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 60, height: 60)

            Button("Advance") {
                withAnimation(.easeInOut(duration: 0.6)) {
                    progress = min(progress + 0.25, 1)
                }
            }
        }
        .animation(.snappy, value: progress)
    }
}
