import SwiftUI

struct Particle: Identifiable {
    let id = UUID()
    var x: Double
    var y: Double
    var size: Double
}

struct Starfield: View {
    @State private var particles = (0..<40).map { _ in
        Particle(x: .random(in: 0...1), y: .random(in: 0...1), size: .random(in: 1...4))
    }

    var body: some View {
        VStack {
            TimelineView(.animation) { timeline in
                let time = timeline.date.timeIntervalSinceReferenceDate
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
                    for particle in particles {
                        let drift = (particle.y + time * 0.05).truncatingRemainder(dividingBy: 1)
                        let rect = CGRect(
                            x: particle.x * size.width, y: drift * size.height,
                            width: particle.size, height: particle.size)
                        context.fill(Path(ellipseIn: rect), with: .color(.white.opacity(0.8)))
                    }
                    var label = context
                    label.opacity = 0.7
                    label.draw(Text("Stars").font(.headline).foregroundStyle(.white), at: CGPoint(x: size.width / 2, y: 20))
                    context.stroke(
                        Path(roundedRect: CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2), cornerRadius: 12),
                        with: .linearGradient(
                            Gradient(colors: [.purple, .blue]), startPoint: .zero,
                            endPoint: CGPoint(x: size.width, y: size.height)),
                        lineWidth: 4)
                }
            }
            .frame(height: 240)

            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date.formatted(date: .omitted, time: .standard))
                    .monospacedDigit()
            }

            TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
                let seconds = Calendar.current.component(.second, from: context.date)
                Circle()
                    .trim(from: 0, to: Double(seconds) / 60)
                    .stroke(.orange, lineWidth: 4)
                    .frame(width: 40, height: 40)
            }
        }
    }
}
