import SwiftUI

// A file browser: a hierarchical List built from optional children, an
// OutlineGroup inside a sidebar section, collapsible sections, and row
// decorations (badges, separators, spacing).
struct FileNode: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var children: [FileNode]?
}

struct FileBrowser: View {
    @State private var tree = [
        FileNode(name: "Projects", children: [FileNode(name: "App.swift"), FileNode(name: "README.md")]),
        FileNode(name: "Notes.txt"),
    ]
    @State private var selection: FileNode.ID?
    @State private var favouritesExpanded = true
    @State private var showHidden = false

    var body: some View {
        List(selection: $selection) {
            Section("Favourites", isExpanded: $favouritesExpanded) {
                OutlineGroup(tree, children: \.children) { node in
                    Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
                }
            }
            Section {
                DisclosureGroup("Advanced", isExpanded: $showHidden) {
                    Text("Hidden files").badge("2")
                }
            } header: {
                Text("Options")
            }
            .listSectionSeparator(.hidden)
            .headerProminence(.increased)
        }
        .listStyle(.sidebar)
        .listRowSpacing(4)

        List(tree, children: \.children) { node in
            Text(node.name)
                .listRowSeparatorTint(.orange)
                .deleteDisabled(node.children != nil)
        }
        .scrollContentBackground(.hidden)
    }
}
