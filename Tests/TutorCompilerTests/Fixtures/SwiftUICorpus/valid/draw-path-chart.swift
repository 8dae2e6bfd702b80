import SwiftUI

/// A line chart whose points are scaled into the shape's rectangle.
struct LineChart: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, let maxValue = values.max(), maxValue > 0 else { return path }
        let step = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(
                x: rect.minX + CGFloat(index) * step,
                y: rect.maxY - CGFloat(value / maxValue) * rect.height)
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        return path
    }
}

/// The area under the chart, closed along the bottom edge.
struct AreaChart: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = LineChart(values: values).path(in: rect)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct StepsChart: View {
    let steps: [Double] = [3200, 5400, 4100, 8800, 7600, 10200, 6500]

    var body: some View {
        ZStack {
            AreaChart(values: steps)
                .fill(
                    LinearGradient(
                        colors: [.blue.opacity(0.4), .clear],
                        startPoint: .top, endPoint: .bottom))
            LineChart(values: steps)
                .stroke(.blue, style: StrokeStyle(lineWidth: 3, lineJoin: .round))
            GeometryReader { proxy in
                Path { path in
                    path.move(to: CGPoint(x: 0, y: proxy.size.height / 2))
                    path.addLine(to: CGPoint(x: proxy.size.width, y: proxy.size.height / 2))
                }
                .stroke(.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
            }
        }
        .frame(height: 200)
        .padding()
    }
}
