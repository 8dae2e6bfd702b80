import SwiftUI

struct FilterSettings: Identifiable {
    let id = UUID()
    var showsCompleted = true
}

/// A sheet with detents that the user can swipe away only once the form is saved.
struct FilterSheet: View {
    @Binding var settings: FilterSettings
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var hasChanges = false

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Show completed", isOn: $settings.showsCompleted)
                    .onChange(of: settings.showsCompleted) { hasChanges = true }
            }
            .navigationTitle("Filters")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        hasChanges = false
                        dismiss()
                    }
                }
            }
        }
        .interactiveDismissDisabled(hasChanges)
    }
}

struct TaskListScreen: View {
    @State private var settings = FilterSettings()
    @State private var isShowingFilters = false
    @State private var detent: PresentationDetent = .medium
    @State private var editing: FilterSettings?
    @State private var isShowingHelp = false
    @State private var isShowingInspector = false

    var body: some View {
        VStack {
            Button("Filters") { isShowingFilters = true }
            Button("Edit copy") { editing = settings }
            Button("Help") { isShowingHelp = true }
                .popover(isPresented: $isShowingHelp, arrowEdge: .bottom) {
                    Text("Swipe a task to delete it.")
                        .padding()
                        .presentationCompactAdaptation(.popover)
                }
        }
        .sheet(isPresented: $isShowingFilters, onDismiss: { print("filters closed") }) {
            FilterSheet(settings: $settings)
                .presentationDetents([.medium, .large, .fraction(0.25), .height(200)], selection: $detent)
                .presentationDragIndicator(.visible)
                .presentationBackground(.thinMaterial)
                .presentationCornerRadius(24)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationContentInteraction(.scrolls)
        }
        .fullScreenCover(item: $editing) { copy in
            Text("Editing \(copy.id)")
        }
        .inspector(isPresented: $isShowingInspector) {
            Text("Details")
                .inspectorColumnWidth(min: 200, ideal: 250, max: 400)
        }
    }
}
