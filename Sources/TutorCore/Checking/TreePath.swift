/// Describes a walk through a decision tree: "Root question? → label → Next question? → label → leaf".
package enum TreePath {
    package static func describe(_ path: [DecisionTree.Edge], in tree: DecisionTree) -> String {
        guard let root = tree.root else { return "" }
        var parts = [root.text]
        for edge in path {
            parts.append("[\(edge.label)]")
            parts.append(tree.node(edge.to)?.text ?? edge.to)
        }
        return parts.joined(separator: " → ")
    }
}
