import SwiftUI

// A two-column split view driven by a list selection.
struct Department: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

struct DepartmentsView: View {
    @State private var departments = [Department(name: "Sales"), Department(name: "Engineering")]
    @State private var selectedDepartment: Department.ID?
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(departments, selection: $selectedDepartment) { department in
                Text(department.name)
            }
            .navigationTitle("Departments")
        } detail: {
            if let selectedDepartment,
                let department = departments.first(where: { $0.id == selectedDepartment })
            {
                Text(department.name)
                    .font(.title)
            } else {
                ContentUnavailableView("Select a Department", systemImage: "building.2")
            }
        }
    }
}
