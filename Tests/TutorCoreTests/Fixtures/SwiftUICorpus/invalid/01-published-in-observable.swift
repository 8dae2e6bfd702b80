// expect: property wrapper cannot be applied to a computed property
import SwiftUI

// Seed erratum E01: @Published has no place inside an @Observable class.
// The macro turns every stored property into a computed one, so the
// property wrapper cannot attach to it.
@Observable
class TaskManager {
    @Published var tasks: [String] = []
    var filter = ""
}

struct TaskListView: View {
    @State private var manager = TaskManager()

    var body: some View {
        List(manager.tasks, id: \.self) { task in
            Text(task)
        }
    }
}
