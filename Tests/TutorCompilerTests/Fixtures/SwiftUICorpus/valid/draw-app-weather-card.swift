import SwiftUI

enum Condition: String, CaseIterable {
    case sunny, cloudy, rainy

    var symbol: String {
        switch self {
        case .sunny: "sun.max.fill"
        case .cloudy: "cloud.fill"
        case .rainy: "cloud.rain.fill"
        }
    }

    var colors: [Color] {
        switch self {
        case .sunny: [.orange, .yellow]
        case .cloudy: [.gray, .blue.opacity(0.6)]
        case .rainy: [.indigo, .blue]
        }
    }
}

@Observable
final class WeatherModel {
    var condition: Condition = .sunny
    var temperature = 21.0
    var hourly: [Double] = [16, 17, 19, 21, 23, 22, 20, 18]
    var isRefreshing = false

    func refresh() async {
        isRefreshing = true
        try? await Task.sleep(for: .seconds(1))
        condition = Condition.allCases.randomElement() ?? .sunny
        temperature = Double(Int.random(in: 10...30))
        isRefreshing = false
    }
}

struct WeatherCard: View {
    @State private var model = WeatherModel()

    private var background: AnyShapeStyle {
        if model.isRefreshing {
            AnyShapeStyle(.thinMaterial)
        } else {
            AnyShapeStyle(LinearGradient(colors: model.condition.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: model.condition.symbol)
                    .font(.system(size: 44))
                    .symbolRenderingMode(.multicolor)
                    .contentTransition(.symbolEffect(.replace))
                    .symbolEffect(.pulse, isActive: model.isRefreshing)
                Spacer()
                Text("\(Int(model.temperature))°")
                    .font(.system(size: 56, weight: .thin))
                    .contentTransition(.numericText(value: model.temperature))
            }

            TimelineView(.everyMinute) { context in
                Text(context.date, style: .time)
                    .font(.caption)
                    .foregroundStyle(.white.opacity(0.8))
            }

            Canvas { context, size in
                guard let low = model.hourly.min(), let high = model.hourly.max(), high > low else { return }
                let step = size.width / CGFloat(model.hourly.count - 1)
                var line = Path()
                for (hour, value) in model.hourly.enumerated() {
                    let point = CGPoint(
                        x: CGFloat(hour) * step,
                        y: size.height - CGFloat((value - low) / (high - low)) * size.height)
                    if hour == 0 { line.move(to: point) } else { line.addLine(to: point) }
                    context.fill(
                        Path(ellipseIn: CGRect(x: point.x - 3, y: point.y - 3, width: 6, height: 6)),
                        with: .color(.white))
                }
                context.stroke(line, with: .color(.white.opacity(0.9)), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
            }
            .frame(height: 60)

            Button {
                Task {
                    await model.refresh()
                }
            } label: {
                Label("Refresh", systemImage: "arrow.clockwise")
            }
            .buttonStyle(.bordered)
            .disabled(model.isRefreshing)
        }
        .foregroundStyle(.white)
        .padding(20)
        .background(background, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 6)
        .animation(.smooth, value: model.condition)
        .padding()
    }
}

#Preview {
    WeatherCard()
}
