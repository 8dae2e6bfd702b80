import SwiftUI

// Seed erratum E14, corrected: filtering $tasks yields Binding<TaskItem>
// elements, so read the value through wrappedValue.
struct TaskItem: Identifiable {
    let id = UUID()
    var title: String
    var isCompleted = false
}

@Observable
class TaskManager {
    var tasks: [TaskItem] = []
}

struct TaskRow: View {
    @Binding var task: TaskItem

    var body: some View {
        Toggle(task.title, isOn: $task.isCompleted)
    }
}

struct TaskListView: View {
    @State private var taskManager = TaskManager()
    @State private var showIncompleteOnly = false

    var body: some View {
        List {
            Toggle("Incomplete only", isOn: $showIncompleteOnly)
            ForEach($taskManager.tasks.filter { !showIncompleteOnly || !$0.wrappedValue.isCompleted }) { $task in
                TaskRow(task: $task)
            }
        }
    }
}
