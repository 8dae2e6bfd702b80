import Combine
import SwiftUI

// A small habit tracker in the style of a tutorial app: an ObservableObject store saved to
// the documents directory, a focus timer, preferences in @AppStorage, and an injected store.
struct Habit: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var streak = 0
}

final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = []
    @Published var lastSaved: Date?
    private var cancellables = Set<AnyCancellable>()
    private let fileURL = URL.documentsDirectory.appending(path: "habits.json")

    init() {
        if let data = try? Data(contentsOf: fileURL),
            let saved = try? JSONDecoder().decode([Habit].self, from: data)
        {
            habits = saved
        }
        $habits
            .dropFirst()
            .debounce(for: .seconds(1), scheduler: DispatchQueue.main)
            .sink { [weak self] habits in self?.save(habits) }
            .store(in: &cancellables)
    }

    private func save(_ habits: [Habit]) {
        do {
            let data = try JSONEncoder().encode(habits)
            try data.write(to: fileURL, options: .atomic)
            lastSaved = .now
        } catch {
            print("save failed: \(error)")
        }
    }
}

@main
struct HabitApp: App {
    @StateObject private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            HabitList()
                .environmentObject(store)
        }
    }
}

struct HabitList: View {
    @EnvironmentObject private var store: HabitStore
    @AppStorage("showStreaks") private var showStreaks = true
    @State private var newName = ""
    @FocusState private var isAdding: Bool

    var body: some View {
        NavigationStack {
            List {
                ForEach($store.habits) { $habit in
                    HStack {
                        TextField("Name", text: $habit.name)
                        if showStreaks {
                            Stepper("\(habit.streak)", value: $habit.streak, in: 0...365)
                        }
                    }
                }
                .onDelete { store.habits.remove(atOffsets: $0) }
                .onMove { store.habits.move(fromOffsets: $0, toOffset: $1) }

                TextField("New habit", text: $newName)
                    .focused($isAdding)
                    .onSubmit(addHabit)
            }
            .navigationTitle("Habits")
            .toolbar {
                Toggle("Streaks", isOn: $showStreaks)
                NavigationLink("Focus") { FocusTimer() }
            }
            .safeAreaInset(edge: .bottom) {
                if let saved = store.lastSaved {
                    Text("Saved \(saved.formatted(date: .omitted, time: .shortened))")
                }
            }
        }
    }

    private func addHabit() {
        guard !newName.isEmpty else { return }
        store.habits.append(Habit(name: newName))
        newName = ""
        isAdding = true
    }
}

struct FocusTimer: View {
    @State private var secondsLeft = 25 * 60
    @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var isRunning = true
    @ScaledMetric(relativeTo: .largeTitle) private var dialSize: CGFloat = 200

    var body: some View {
        VStack(spacing: 24) {
            Text(String(format: "%02d:%02d", secondsLeft / 60, secondsLeft % 60))
                .font(.largeTitle)
                .frame(width: dialSize, height: dialSize)
            Button(isRunning ? "Pause" : "Resume") {
                if isRunning {
                    timer.upstream.connect().cancel()
                } else {
                    timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                }
                isRunning.toggle()
            }
        }
        .onReceive(timer) { _ in
            if secondsLeft > 0 { secondsLeft -= 1 }
        }
    }
}
