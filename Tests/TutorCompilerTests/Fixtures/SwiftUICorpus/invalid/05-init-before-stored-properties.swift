// expect: 'self' used in method call 'loadTasks' before all stored properties are initialized
import SwiftUI

// Seed erratum E12: loadTasks() is an instance method, so calling it before
// `tasks` has a value uses `self` too early. Make it static (Self.loadTasks())
// or give `tasks` a default value.
struct TaskItem: Identifiable, Codable {
    var id = UUID()
    var title: String
    var isCompleted = false
}

@Observable
class TaskManager {
    var tasks: [TaskItem] {
        didSet { saveTasks() }
    }

    private let tasksKey = "savedTasks"

    init() {
        self.tasks = loadTasks()
    }

    private func loadTasks() -> [TaskItem] {
        guard let data = UserDefaults.standard.data(forKey: tasksKey),
            let decoded = try? JSONDecoder().decode([TaskItem].self, from: data)
        else {
            return []
        }
        return decoded
    }

    private func saveTasks() {
        if let encoded = try? JSONEncoder().encode(tasks) {
            UserDefaults.standard.set(encoded, forKey: tasksKey)
        }
    }
}
