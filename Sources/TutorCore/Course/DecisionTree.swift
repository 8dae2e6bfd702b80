/// A runnable "which wrapper fits" tree, read from a `%% tree: <id>` Mermaid flowchart.
package struct DecisionTree: Sendable, Equatable {
    package struct Node: Sendable, Equatable {
        package enum Shape: Sendable, Equatable {
            /// `X{text}`: asks something; its edges are the answers.
            case question
            /// `X["text"]` or `X[text]`: an answer of the tree.
            case leaf
        }

        package var id: String
        package var text: String
        package var shape: Shape
        package var location: SourceLocation
    }

    package struct Edge: Sendable, Equatable {
        package var from: String
        package var label: String
        package var to: String
        package var location: SourceLocation
    }

    package var id: String
    /// Nodes in declaration order; the first one is the root.
    package var nodes: [Node]
    package var edges: [Edge]
    package var location: SourceLocation

    package var root: Node? { nodes.first }

    package func node(_ id: String) -> Node? {
        nodes.first { $0.id == id }
    }

    package func edges(from id: String) -> [Edge] {
        edges.filter { $0.from == id }
    }

    package var leaves: [Node] {
        nodes.filter { $0.shape == .leaf }
    }

    /// The labels of the edges from the root to the first leaf whose text satisfies `matches`.
    package func path(toLeafWhere matches: (Node) -> Bool) -> [Edge]? {
        guard let root else { return nil }
        var visited: Set<String> = []
        func search(_ id: String) -> [Edge]? {
            guard visited.insert(id).inserted, let node = node(id) else { return nil }
            if node.shape == .leaf { return matches(node) ? [] : nil }
            for edge in edges(from: id) {
                if let rest = search(edge.to) { return [edge] + rest }
            }
            return nil
        }
        return search(root.id)
    }

    /// Follows edge labels from the root; returns the node reached, or nil if a label does not match.
    package func walk(_ labels: [String]) -> Node? {
        guard var current = root else { return nil }
        for label in labels {
            guard let edge = edges(from: current.id).first(where: { Self.sameLabel($0.label, label) }),
                let next = node(edge.to)
            else { return nil }
            current = next
        }
        return current
    }

    /// Labels compare with case and spacing folded.
    package static func sameLabel(_ a: String, _ b: String) -> Bool {
        fold(a) == fold(b)
    }

    private static func fold(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
