import TutorCore

/// Draws a decision tree as an indented tree with edge labels:
///
///     Does this view change the value?
///     ├─ no ──▶ let property
///     └─ yes ─▶ Does this view own it?
package struct TreeDrawing: Sendable {
    package enum Style: Sendable {
        case unicode, ascii
    }

    package var style: Style

    package init(style: Style) {
        self.style = style
    }

    package func draw(_ tree: DecisionTree) -> String {
        guard let root = tree.root else { return "" }
        var lines = ["Decision tree '\(tree.id)'", ControlCharacters.escape(root.text)]
        var visited: Set<String> = [root.id]
        drawChildren(of: root, in: tree, prefix: "", lines: &lines, visited: &visited)
        return lines.joined(separator: "\n")
    }

    private func drawChildren(
        of node: DecisionTree.Node, in tree: DecisionTree, prefix: String, lines: inout [String],
        visited: inout Set<String>
    ) {
        let edges = tree.edges(from: node.id)
        for (index, edge) in edges.enumerated() {
            let isLast = index == edges.count - 1
            let branch = style == .unicode ? (isLast ? "└─ " : "├─ ") : (isLast ? "`-- " : "|-- ")
            let arrow = style == .unicode ? " → " : " -> "
            guard let child = tree.node(edge.to) else { continue }
            let label = ControlCharacters.escape(edge.label)
            lines.append(prefix + branch + label + arrow + ControlCharacters.escape(child.text))
            guard visited.insert(child.id).inserted else { continue }
            let continuation = style == .unicode ? (isLast ? "   " : "│  ") : (isLast ? "    " : "|   ")
            drawChildren(of: child, in: tree, prefix: prefix + continuation, lines: &lines, visited: &visited)
        }
    }
}
