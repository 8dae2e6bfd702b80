import SwiftUI

struct Habit: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var streak = 0
    var goal = 7
}

@Observable
final class HabitStore {
    var habits = [Habit(name: "Read"), Habit(name: "Walk", goal: 30)]
    var saveError: SaveFailure?

    func checkIn(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].streak += 1
    }

    func reset(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].streak = 0
    }
}

struct SaveFailure: LocalizedError {
    var errorDescription: String? { "Couldn't save your habits" }
    var recoverySuggestion: String? { "Check your storage and try again." }
}

/// A progress ring whose value VoiceOver reads and adjusts.
struct StreakRing: View {
    @Binding var habit: Habit

    var body: some View {
        ZStack {
            Circle().stroke(.gray.opacity(0.3), lineWidth: 8)
            Text("\(habit.streak)")
                .font(.title2.bold())
                .monospacedDigit()
        }
        .frame(width: 64, height: 64)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(habit.name) streak")
        .accessibilityValue("\(habit.streak) of \(habit.goal) days")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: habit.streak = min(habit.streak + 1, habit.goal)
            case .decrement: habit.streak = max(habit.streak - 1, 0)
            @unknown default: break
            }
        }
    }
}

struct HabitTrackerView: View {
    @State private var store = HabitStore()
    @State private var habitToReset: Habit?
    @State private var isConfirmingReset = false
    @State private var isShowingError = false
    @State private var isShowingNewHabit = false
    @State private var newHabitName = ""
    @FocusState private var isNameFocused: Bool

    var body: some View {
        NavigationStack {
            List($store.habits) { $habit in
                HStack(spacing: 16) {
                    StreakRing(habit: $habit)
                    VStack(alignment: .leading) {
                        Text(habit.name).font(.headline)
                        Text("Goal: \(habit.goal) days").font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button("Check in") { store.checkIn(habit) }
                        .buttonStyle(.borderedProminent)
                        .sensoryFeedback(.increase, trigger: habit.streak)
                }
                .contextMenu {
                    Button("Reset streak", role: .destructive) {
                        habitToReset = habit
                        isConfirmingReset = true
                    }
                }
            }
            .navigationTitle("Habits")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { isShowingNewHabit = true }
                }
            }
            .confirmationDialog("Reset streak?", isPresented: $isConfirmingReset, titleVisibility: .visible,
                                presenting: habitToReset) { habit in
                Button("Reset \(habit.name)", role: .destructive) { store.reset(habit) }
            } message: { habit in
                Text("\(habit.name) goes back to 0 days.")
            }
            .alert(isPresented: $isShowingError, error: store.saveError) { _ in
                Button("OK", role: .cancel) {}
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
            .alert("New habit", isPresented: $isShowingNewHabit) {
                TextField("Name", text: $newHabitName)
                    .focused($isNameFocused)
                Button("Add") {
                    store.habits.append(Habit(name: newHabitName))
                    newHabitName = ""
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("What do you want to do every day?")
            }
            .onChange(of: store.habits) { old, new in
                if new.count > old.count { print("added a habit") }
            }
        }
    }
}
