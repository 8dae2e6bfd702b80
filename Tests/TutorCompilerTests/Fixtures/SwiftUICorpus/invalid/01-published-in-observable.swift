// expect: invalid redeclaration of synthesized property '_tasks'
import SwiftUI

// Seed erratum E01: @Published has no place inside an @Observable class;
// Observation tracks plain `var`s without any wrapper. The macro generates its
// own `_tasks` storage, which collides with the `_tasks` storage that the
// @Published wrapper synthesizes. (A wrapper without a `$` projection gets
// "property wrapper cannot be applied to a computed property" instead: see
// 32-wrapper-in-observable.swift.)
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
