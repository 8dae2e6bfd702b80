import SwiftUI

/// A clock hand drawn from the center up to the edge.
struct Hand: Shape {
    var lengthFraction: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addLine(to: CGPoint(x: rect.midX, y: rect.midY - rect.height / 2 * lengthFraction))
        return path
    }
}

struct ClockFace: View {
    @State private var minutes = 135.0

    private var minuteAngle: Angle { .degrees(minutes / 60 * 360) }
    private var hourAngle: Angle { .degrees(minutes / 720 * 360) }

    var body: some View {
        VStack {
            ZStack {
                Circle().stroke(.primary, lineWidth: 4)
                ForEach(0..<12) { tick in
                    Capsule()
                        .fill(.secondary)
                        .frame(width: 3, height: 12)
                        .offset(y: -90)
                        .rotationEffect(.degrees(Double(tick) * 30))
                }
                Hand(lengthFraction: 0.5)
                    .stroke(.primary, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(hourAngle)
                Hand(lengthFraction: 0.8)
                    .stroke(.red, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    .rotationEffect(minuteAngle)
            }
            .frame(width: 200, height: 200)

            let gap = minuteAngle - hourAngle
            Text("Hands are \(Int(gap.degrees.truncatingRemainder(dividingBy: 360)))° apart")
            Text(hourAngle < minuteAngle ? "Minute hand ahead" : "Hour hand ahead")

            Button("Add 15 minutes") {
                withAnimation(.easeInOut) { minutes += 15 }
            }
            Button("Turn back") {
                var angle = minuteAngle
                angle -= .degrees(90)
                angle = angle * 0.5 + .radians(.pi / 4)
                withAnimation { minutes = angle.degrees / 360 * 60 }
            }
        }
    }
}
