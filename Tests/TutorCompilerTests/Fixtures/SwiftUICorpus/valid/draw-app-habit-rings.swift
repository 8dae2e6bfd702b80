import SwiftUI

@Observable
final class HabitStore {
    var habits: [Habit] = [
        Habit(name: "Read", goal: 20, color: .orange),
        Habit(name: "Walk", goal: 8000, color: .green),
        Habit(name: "Water", goal: 8, color: .blue),
    ]
    var celebrations = 0

    func log(_ habit: Habit, amount: Double) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        let wasDone = habits[index].isDone
        habits[index].progress = min(habits[index].progress + amount, habits[index].goal)
        if !wasDone && habits[index].isDone {
            celebrations += 1
        }
    }
}

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var goal: Double
    var progress: Double = 0
    var color: Color

    var fraction: Double { goal > 0 ? progress / goal : 0 }
    var isDone: Bool { progress >= goal }
}

/// A ring that fills clockwise from the top; the fraction animates.
struct RingShape: InsettableShape {
    var fraction: Double
    var inset: CGFloat = 0

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY),
                radius: min(rect.width, rect.height) / 2 - inset,
                startAngle: .degrees(-90),
                endAngle: .degrees(-90) + .degrees(360 * fraction),
                clockwise: false)
        }
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var copy = self
        copy.inset += amount
        return copy
    }
}

struct HabitRing: View {
    var habit: Habit

    var body: some View {
        ZStack {
            Circle()
                .strokeBorder(habit.color.opacity(0.2), lineWidth: 12)
            RingShape(fraction: habit.fraction)
                .strokeBorder(
                    AngularGradient(colors: [habit.color.opacity(0.6), habit.color], center: .center),
                    style: StrokeStyle(lineWidth: 12, lineCap: .round))
            if habit.isDone {
                Image(systemName: "checkmark")
                    .font(.title2.bold())
                    .foregroundStyle(habit.color)
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .frame(width: 90, height: 90)
        .animation(.spring(response: 0.5, dampingFraction: 0.7), value: habit.fraction)
    }
}

struct HabitDashboard: View {
    @State private var store = HabitStore()
    @State private var showingSummary = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    ForEach(store.habits) { habit in
                        HStack(spacing: 20) {
                            HabitRing(habit: habit)
                            VStack(alignment: .leading) {
                                Text(habit.name).font(.headline)
                                Text("\(Int(habit.progress)) of \(Int(habit.goal))")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                                    .contentTransition(.numericText(value: habit.progress))
                            }
                            Spacer()
                            Button("Log") {
                                withAnimation(.snappy) {
                                    store.log(habit, amount: habit.goal / 4)
                                }
                            }
                            .buttonStyle(.borderedProminent)
                            .tint(habit.color)
                        }
                        .padding()
                        .background(.background, in: RoundedRectangle(cornerRadius: 16))
                        .shadow(color: .black.opacity(0.08), radius: 6, x: 0, y: 3)
                    }

                    Image(systemName: "sparkles")
                        .font(.largeTitle)
                        .foregroundStyle(.yellow)
                        .phaseAnimator([1.0, 1.4, 1.0], trigger: store.celebrations) { content, scale in
                            content.scaleEffect(scale)
                        }

                    if showingSummary {
                        Text("\(store.habits.filter(\.isDone).count) habits done today")
                            .padding()
                            .background(.green.gradient, in: Capsule())
                            .foregroundStyle(.white)
                            .transition(.move(edge: .bottom).combined(with: .opacity))
                    }
                }
                .padding()
            }
            .background(LinearGradient(colors: [.white, .gray.opacity(0.15)], startPoint: .top, endPoint: .bottom))
            .navigationTitle("Today")
            .toolbar {
                Button("Summary") {
                    withAnimation(.bouncy) {
                        showingSummary.toggle()
                    } completion: {
                        print("summary toggled")
                    }
                }
            }
        }
    }
}

#Preview {
    HabitDashboard()
}
