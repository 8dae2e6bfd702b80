import TutorCore

/// A walk through a decision tree in the shell: where the learner is, and the answers that led
/// there, so that `back` can step up one node and a leaf can say why it was reached.
package struct TreeWalk: Equatable {
    package let tree: DecisionTree
    /// The edges taken from the root, in order.
    package private(set) var path: [DecisionTree.Edge] = []

    package init(tree: DecisionTree) {
        self.tree = tree
    }

    /// The node the learner is at.
    package var nodeID: String { path.last?.to ?? tree.root?.id ?? "" }

    package var node: DecisionTree.Node? { tree.node(nodeID) }

    package var isAtLeaf: Bool { node?.shape == .leaf }

    package var isAtRoot: Bool { path.isEmpty }

    package mutating func follow(_ edge: DecisionTree.Edge) {
        path.append(edge)
    }

    /// Steps up one node; false at the root.
    package mutating func back() -> Bool {
        guard !path.isEmpty else { return false }
        path.removeLast()
        return true
    }

    /// Each question asked on the way and the answer given, root first.
    package var answers: [(question: String, answer: String)] {
        path.compactMap { edge in tree.node(edge.from).map { ($0.text, edge.label) } }
    }
}
