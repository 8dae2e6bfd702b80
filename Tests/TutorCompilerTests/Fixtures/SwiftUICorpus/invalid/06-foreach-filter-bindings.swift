// expect: cannot convert value of type 'Binding<Bool>' to expected argument type 'Bool'
import SwiftUI

// Seed erratum E14: filtering $taskManager.tasks iterates Binding<TaskItem>
// values, so task.isCompleted is a Binding<Bool>. Use $0.wrappedValue.isCompleted.
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
            ForEach($taskManager.tasks.filter { task in !showIncompleteOnly || !task.isCompleted }) { $task in
                TaskRow(task: $task)
            }
        }
    }
}
