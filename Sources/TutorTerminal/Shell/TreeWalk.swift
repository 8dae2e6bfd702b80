import TutorCore

/// A walk through a decision tree in the shell: where the learner is, and the answers that led
/// there, so that `back` can step up one node and a leaf can say why it was reached.
struct TreeWalk {
    let tree: DecisionTree
    /// The edges taken from the root, in order.
    private(set) var path: [DecisionTree.Edge] = []

    init(tree: DecisionTree) {
        self.tree = tree
    }

    /// The node the learner is at.
    var nodeID: String { path.last?.to ?? tree.root?.id ?? "" }

    var node: DecisionTree.Node? { tree.node(nodeID) }

    var isAtLeaf: Bool { node?.shape == .leaf }

    mutating func follow(_ edge: DecisionTree.Edge) {
        path.append(edge)
    }

    /// Steps up one node; false at the root.
    mutating func back() -> Bool {
        guard !path.isEmpty else { return false }
        path.removeLast()
        return true
    }

    /// Each question asked on the way and the answer given, root first.
    var answers: [(question: String, answer: String)] {
        path.compactMap { edge in tree.node(edge.from).map { ($0.text, edge.label) } }
    }
}
