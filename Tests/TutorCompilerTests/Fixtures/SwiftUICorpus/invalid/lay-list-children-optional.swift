// expect: cannot convert value of type 'KeyPath<FileNode, [FileNode]>' to expected argument type 'KeyPath<FileNode, [FileNode]?>'
import SwiftUI

// A hierarchical List reads children through a key path to an OPTIONAL
// collection; nil marks a leaf.
struct FileNode: Identifiable {
    let id = UUID()
    var name: String
    var children: [FileNode] = []
}

struct Browser: View {
    let tree = [FileNode(name: "Projects")]

    var body: some View {
        List(tree, children: \.children) { node in
            Text(node.name)
        }
    }
}
