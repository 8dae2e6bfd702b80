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
        /// What a leaf means (or, on a question, what to think about), from a `%% ID: text` line
        /// of the tree's block (inline Markdown).
        package var note: String? = nil
    }

    package struct Edge: Sendable, Equatable {
        package var from: String
        package var label: String
        package var to: String
        package var location: SourceLocation
    }

    package var id: String
    /// Nodes in declaration order; the first one is the root.
    package var nodes: [Node] {
        didSet { nodeIndex = Self.index(of: nodes) }
    }
    package var edges: [Edge] {
        didSet { outgoing = Self.outgoing(of: edges) }
    }
    package var location: SourceLocation
    /// True when its block had errors of its own: checks of questions against the tree would
    /// only repeat them.
    package var hasErrors = false

    /// Where each node id is in `nodes` (its first declaration), kept with `nodes`.
    private var nodeIndex: [String: Int]
    /// The positions in `edges` of each node's edges, in order, kept with `edges`.
    private var outgoing: [String: [Int]]

    package init(id: String, nodes: [Node], edges: [Edge], location: SourceLocation) {
        self.id = id
        self.nodes = nodes
        self.edges = edges
        self.location = location
        self.nodeIndex = Self.index(of: nodes)
        self.outgoing = Self.outgoing(of: edges)
    }

    package static func == (lhs: DecisionTree, rhs: DecisionTree) -> Bool {
        lhs.id == rhs.id && lhs.nodes == rhs.nodes && lhs.edges == rhs.edges && lhs.location == rhs.location
    }

    private static func index(of nodes: [Node]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(nodes.count)
        for (position, node) in nodes.enumerated() where index[node.id] == nil {
            index[node.id] = position
        }
        return index
    }

    private static func outgoing(of edges: [Edge]) -> [String: [Int]] {
        var outgoing: [String: [Int]] = [:]
        for (position, edge) in edges.enumerated() {
            outgoing[edge.from, default: []].append(position)
        }
        return outgoing
    }

    package var root: Node? { nodes.first }

    package func node(_ id: String) -> Node? {
        nodeIndex[id].map { nodes[$0] }
    }

    package func edges(from id: String) -> [Edge] {
        (outgoing[id] ?? []).map { edges[$0] }
    }

    package var leaves: [Node] {
        nodes.filter { $0.shape == .leaf }
    }

    /// The edges from the root to the first leaf (depth first, in edge order) whose text satisfies
    /// `matches`. Walks with its own stack, so a deep tree cannot exhaust the thread's.
    package func path(toLeafWhere matches: (Node) -> Bool) -> [Edge]? {
        guard let root else { return nil }
        var visited: Set<String> = [root.id]
        if root.shape == .leaf { return matches(root) ? [] : nil }
        // Each frame: a question node's edges and how many of them were tried; `path` holds the
        // edge taken into each frame after the first.
        var frames: [(edges: [Edge], next: Int)] = [(edges(from: root.id), 0)]
        var path: [Edge] = []
        while let top = frames.last {
            guard top.next < top.edges.count else {
                frames.removeLast()
                if !path.isEmpty { path.removeLast() }
                continue
            }
            let edge = top.edges[top.next]
            frames[frames.count - 1].next += 1
            guard visited.insert(edge.to).inserted, let child = node(edge.to) else { continue }
            if child.shape == .leaf {
                if matches(child) { return path + [edge] }
                continue
            }
            path.append(edge)
            frames.append((edges(from: child.id), 0))
        }
        return nil
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

    /// True when `answer` is the first whole words of `label` (`No` of `No, it only reads it`).
    package static func label(_ label: String, startsWith answer: String) -> Bool {
        let (whole, start) = (fold(label), fold(answer))
        guard !start.isEmpty, whole.count > start.count, whole.hasPrefix(start) else { return false }
        let next = whole[whole.index(whole.startIndex, offsetBy: start.count)]
        return next == " " || next == "," || next == ":" || next == ";"
    }

    /// A label as a learner may retype it: case, spacing, Markdown's backticks, surrounding
    /// quotes and a final period do not count.
    private static func fold(_ text: String) -> String {
        TextPattern.stripped(text.replacingOccurrences(of: "`", with: "")).lowercased()
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
