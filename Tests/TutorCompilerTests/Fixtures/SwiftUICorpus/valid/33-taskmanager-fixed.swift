import SwiftUI

// Seed erratum E12, corrected: the helpers are static, so init can call
// them before `self` is fully initialised.
struct TaskItem: Identifiable, Codable {
    var id = UUID()
    var title: String
    var isCompleted = false
}

@Observable
class TaskManager {
    var tasks: [TaskItem] {
        didSet { Self.saveTasks(tasks) }
    }

    private static let tasksKey = "savedTasks"

    init() {
        self.tasks = Self.loadTasks()
    }

    func add(_ title: String) {
        tasks.append(TaskItem(title: title))
    }

    private static func loadTasks() -> [TaskItem] {
        guard let data = UserDefaults.standard.data(forKey: tasksKey),
            let decoded = try? JSONDecoder().decode([TaskItem].self, from: data)
        else {
            return []
        }
        return decoded
    }

    private static func saveTasks(_ tasks: [TaskItem]) {
        if let encoded = try? JSONEncoder().encode(tasks) {
            UserDefaults.standard.set(encoded, forKey: tasksKey)
        }
    }
}

struct TaskManagerView: View {
    @State private var taskManager = TaskManager()
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach($taskManager.tasks) { $task in
                    Toggle(task.title, isOn: $task.isCompleted)
                }
                .onDelete { offsets in
                    taskManager.tasks.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Tasks")
            .safeAreaInsetBottomBar(title: $newTitle) {
                taskManager.add(newTitle)
                newTitle = ""
            }
        }
    }
}

extension View {
    func safeAreaInsetBottomBar(title: Binding<String>, onAdd: @escaping () -> Void) -> some View {
        VStack {
            self
            HStack {
                TextField("New task", text: title)
                Button("Add", action: onAdd)
                    .disabled(title.wrappedValue.isEmpty)
            }
            .padding()
        }
    }
}
