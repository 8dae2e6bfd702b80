import SwiftUI

// The ways to make and reshape a Binding: computed get/set, constant, optional unwrapping,
// animated and transactional writes, element bindings from a collection.
struct Task: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TaskEditor: View {
    @State private var tasks = [Task(title: "Write"), Task(title: "Review")]
    @State private var draftTitle: String? = nil
    @State private var celsius = 20.0
    @State private var showDetails = false

    private var fahrenheit: Binding<Double> {
        Binding(
            get: { celsius * 9 / 5 + 32 },
            set: { celsius = ($0 - 32) * 5 / 9 }
        )
    }

    var body: some View {
        Form {
            ForEach($tasks) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
            Slider(value: fahrenheit, in: 32...212)
            Toggle("Details", isOn: $showDetails.animation(.easeInOut))
            Toggle("Instant", isOn: $showDetails.transaction(Transaction(animation: nil)))
            if let title = Binding($draftTitle) {
                TextField("Draft", text: title)
            } else {
                Button("New draft") { draftTitle = "" }
            }
            TaskRow(task: $tasks[0])
            TaskRow(task: .constant(Task(title: "Preview only")))
        }
    }
}

struct TaskRow: View {
    @Binding var task: Task

    var body: some View {
        TextField("Title", text: $task.title)
    }
}
