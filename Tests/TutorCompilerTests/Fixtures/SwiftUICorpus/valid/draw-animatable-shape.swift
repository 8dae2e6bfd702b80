import SwiftUI

/// One slice of a pie chart; both angles animate.
struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.radians, endAngle.radians) }
        set {
            startAngle = .radians(newValue.first)
            endAngle = .radians(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        path.move(to: center)
        path.addArc(
            center: center, radius: radius,
            startAngle: startAngle - .degrees(90), endAngle: endAngle - .degrees(90),
            clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Expense: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
    let color: Color
}

struct PieChart: View {
    @State private var expenses = [
        Expense(name: "Rent", amount: 900, color: .blue),
        Expense(name: "Food", amount: 350, color: .orange),
        Expense(name: "Fun", amount: 150, color: .pink),
    ]

    private var total: Double { expenses.reduce(0) { $0 + $1.amount } }

    private func angles(at index: Int) -> (Angle, Angle) {
        let before = expenses[..<index].reduce(0) { $0 + $1.amount }
        let start = Angle.degrees(before / total * 360)
        return (start, start + .degrees(expenses[index].amount / total * 360))
    }

    var body: some View {
        VStack {
            ZStack {
                ForEach(expenses.indices, id: \.self) { index in
                    let (start, end) = angles(at: index)
                    PieSlice(startAngle: start, endAngle: end)
                        .fill(expenses[index].color)
                }
            }
            .frame(width: 220, height: 220)
            Button("Spend more on fun") {
                withAnimation(.spring()) {
                    expenses[2] = Expense(name: "Fun", amount: expenses[2].amount + 100, color: .pink)
                }
            }
        }
    }
}
