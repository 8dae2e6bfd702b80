import Foundation

/// Reads a ` ```mermaid ` block that starts with `%% tree: <id>` into a ``DecisionTree`` and checks
/// its shape: one root, labelled edges, at least two answers per question, no cycles, nothing
/// unreachable.
///
/// Supported subset: `graph TD|LR` (or `flowchart`), nodes `X{question}`, `X["leaf"]`, `X[leaf]`,
/// `X("leaf")`, edges `A -->|label| B` and `A -- label --> B`, `%%` comments, trailing `;`.
struct MermaidTreeReader {
    static let marker = "%% tree:"

    var diagnostics: [Diagnostic] = []

    /// The `%% tree: <id>` line of a Mermaid block: its line (from 0), the id, and whether it is
    /// written as the format says (`%% tree:` on the block's first line).
    struct Marker {
        var offset: Int
        var id: String
        var isCanonical: Bool
    }

    /// The tree marker of a Mermaid block. Besides `%% tree: <id>` on the first line, it reads
    /// the slips a writer makes (`%%tree:id`, `%% Tree: id`, `%% tree : id`, the marker below
    /// `graph TD`), which ``read(_:file:firstLine:column:)`` warns about.
    static func marker(in literal: String) -> Marker? {
        var sawContent = false
        for (offset, raw) in lines(of: literal).enumerated() {
            let line = trimmed(raw)
            if line.isEmpty { continue }
            defer { sawContent = true }
            guard line.hasPrefix("%%") else { continue }
            var rest = Substring(line.dropFirst(2)).drop { $0 == " " || $0 == "\t" }
            guard rest.lowercased().hasPrefix("tree") else { continue }
            rest = rest.dropFirst(4).drop { $0 == " " || $0 == "\t" }
            guard rest.first == ":" else { continue }
            let id = trimmed(String(rest.dropFirst()))
            return Marker(offset: offset, id: id, isCanonical: !sawContent && line.hasPrefix(marker))
        }
        return nil
    }

    /// The tree id of a Mermaid block, if it has a `%% tree:` marker.
    static func treeID(in literal: String) -> String? {
        marker(in: literal)?.id
    }

    /// Lines split on bytes (much cheaper than splitting on Characters).
    static func lines(of text: String) -> [String] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Without leading and trailing spaces, tabs and carriage returns.
    static func trimmed(_ text: String) -> String {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }),
            let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// `firstLine` is the file line of the block's first body line; `column` the body's indent + 1.
    mutating func read(_ literal: String, file: String, firstLine: Int, column: Int) -> DecisionTree? {
        let lines = Self.lines(of: literal)
        let start = SourceLocation(file: file, line: firstLine, column: column)
        guard let marker = Self.marker(in: literal) else { return nil }
        let id = marker.id
        if !marker.isCanonical {
            let written = Self.trimmed(lines[marker.offset])
            diagnostics.append(
                .warning(
                    "tree-marker",
                    "this tree marker is written '\(written)'; the format is '\(Self.marker) \(id)' on the first line of the block",
                    at: SourceLocation(
                        file: file, line: firstLine + marker.offset,
                        column: column + lines[marker.offset].prefix { $0 == " " }.count),
                    help:
                        "write it as '\(Self.marker) \(id)' on the block's first line, so that other tools find it too")
            )
        }
        if !Identifier.isValid(id) {
            diagnostics.append(
                .error(
                    "invalid-id", "invalid tree id '\(id)'; \(Identifier.rule)", at: start,
                    help: YAMLFieldReader.idHelp(id)))
        }
        var nodes: [DecisionTree.Node] = []
        var positions: [String: Int] = [:]
        var edges: [DecisionTree.Edge] = []
        var sawGraph = false
        /// Where each node was first given its text.
        var named: [String: SourceLocation] = [:]
        /// `%% ID: text` comments: what a leaf means, shown when a walk reaches it.
        var notes: [(id: String, text: String, location: SourceLocation)] = []

        for (offset, raw) in lines.enumerated() {
            let location = SourceLocation(
                file: file, line: firstLine + offset, column: column + raw.prefix { $0 == " " }.count)
            var line = Self.trimmed(raw)
            if line.hasSuffix(";") { line.removeLast() }
            if line.hasPrefix("%%"), offset != marker.offset, let note = Self.note(in: line) {
                notes.append((note.id, note.text, location))
                continue
            }
            if line.isEmpty || line.hasPrefix("%%") { continue }
            if !sawGraph {
                let words = line.split(separator: " ")
                if let first = words.first, first == "graph" || first == "flowchart" {
                    sawGraph = true
                    if words.count > 1, !["TD", "TB", "LR", "RL", "BT"].contains(String(words[1])) {
                        diagnostics.append(
                            .error("tree-syntax", "unknown direction '\(words[1])'; use TD or LR", at: location))
                    }
                    continue
                }
                diagnostics.append(.error("tree-syntax", "a tree starts with 'graph TD' (or 'graph LR')", at: location))
                sawGraph = true
            }
            var scanner = Scanner(line: line, location: location)
            guard let statement = scanner.statement() else {
                diagnostics.append(
                    .error(
                        "tree-syntax",
                        "cannot read this line of tree '\(id)': \(scanner.problem ?? "unexpected text")",
                        at: scanner.problemLocation,
                        help: "write nodes and edges as A{question?} -->|answer| B[\"leaf\"]; arrows are '-->'"))
                continue
            }
            for reference in statement.nodes {
                declare(reference, in: &nodes, positions: &positions, named: &named)
            }
            for edge in statement.edges {
                if edge.label.trimmingCharacters(in: .whitespaces).isEmpty {
                    diagnostics.append(
                        .error(
                            "tree-unlabelled-edge",
                            "edge \(edge.from) --> \(edge.to) has no label; write \(edge.from) -->|answer| \(edge.to)",
                            at: edge.location,
                            help: "write the answer between bars: \(edge.from) -->|answer| \(edge.to)"))
                }
                edges.append(edge)
            }
        }
        if nodes.isEmpty {
            diagnostics.append(
                .error(
                    "tree-empty", "tree '\(id)' has no nodes", at: start,
                    help: "write the tree's lines, such as A{question?} -->|answer| B[\"leaf\"]"))
            return nil
        }
        // A node only ever named by its id would show the id to learners as an answer (unless a
        // line that could not be read was where it got its text).
        let hasSyntaxErrors = diagnostics.contains { $0.code == "tree-syntax" }
        for node in nodes where named[node.id] == nil && !hasSyntaxErrors {
            let incoming = edges.contains { $0.to == node.id }
            let outgoing = edges.contains { $0.from == node.id }
            diagnostics.append(
                .error(
                    "tree-undefined-node",
                    "node \(node.id) is used but never given a text, so learners would see '\(node.id)'"
                        + (incoming && !outgoing ? " as an answer" : ""),
                    at: node.location,
                    help: outgoing
                        ? "write it as \(node.id){question?} once, here or on another line"
                        : "write it as \(node.id)[\"the answer\"] for a leaf, or \(node.id){question?} with edges of its own"
                ))
        }
        for note in notes {
            // Any other `%% word: text` is an ordinary comment.
            guard let index = positions[note.id] else { continue }
            nodes[index].note = nodes[index].note.map { $0 + " " + note.text } ?? note.text
        }
        var tree = DecisionTree(id: id, nodes: nodes, edges: edges, location: start)
        // Shape checks on a tree with unreadable lines would only repeat the syntax error.
        if !diagnostics.contains(where: { $0.code == "tree-syntax" }) { check(tree) }
        tree.hasErrors = diagnostics.hasErrors
        return tree
    }

    /// `%% B: text` (a node id, a colon, the text): the note of node B.
    static func note(in line: String) -> (id: String, text: String)? {
        let body = line.dropFirst(2).drop { $0 == " " }
        guard let colon = body.firstIndex(of: ":") else { return nil }
        let id = body[..<colon]
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let text = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : (String(id), text)
    }

    /// The first reference to a node that gives its text decides its text and shape; a later
    /// reference with another text is an error (two nodes share an id).
    private mutating func declare(
        _ reference: Scanner.NodeReference, in nodes: inout [DecisionTree.Node], positions: inout [String: Int],
        named: inout [String: SourceLocation]
    ) {
        if let index = positions[reference.id] {
            guard let text = reference.text else { return }
            if let first = named[reference.id] {
                if text != nodes[index].text || reference.shape != nodes[index].shape {
                    diagnostics.append(
                        .error(
                            "tree-node-redefined",
                            "node \(reference.id) already has the text '\(nodes[index].text)'; this second text is ignored",
                            at: reference.location,
                            help:
                                "give this node an id of its own, or write just \(reference.id) to point at the same node",
                            notes: [DiagnosticNote("\(reference.id) is first written here", at: first)]))
                }
                return
            }
            nodes[index].text = text
            nodes[index].shape = reference.shape
            named[reference.id] = reference.location
            return
        }
        positions[reference.id] = nodes.count
        if reference.text != nil { named[reference.id] = reference.location }
        nodes.append(
            DecisionTree.Node(
                id: reference.id, text: reference.text ?? reference.id, shape: reference.shape,
                location: reference.location))
    }

    private mutating func check(_ tree: DecisionTree) {
        guard let root = tree.root else { return }
        for node in tree.nodes {
            let outgoing = tree.edges(from: node.id)
            switch node.shape {
            case .question where outgoing.count < 2:
                diagnostics.append(
                    .error(
                        "tree-question-edges",
                        "question node \(node.id) has \(outgoing.count) answer\(outgoing.count == 1 ? "" : "s"); a question needs at least two labelled edges",
                        at: node.location,
                        help: "add an edge \(node.id) -->|answer| X[\"leaf\"], or make it a leaf: \(node.id)[\"…\"]"))
            case .leaf where !outgoing.isEmpty:
                diagnostics.append(
                    .error(
                        "tree-leaf-edges", "leaf \(node.id) has outgoing edges; make it a question with \(node.id){…}",
                        at: node.location))
            default: break
            }
            var seen: Set<String> = []
            for edge in outgoing where !edge.label.isEmpty {
                if !seen.insert(edge.label.lowercased()).inserted {
                    diagnostics.append(
                        .error(
                            "tree-duplicate-label", "node \(node.id) has two edges labelled '\(edge.label)'",
                            at: edge.location))
                }
            }
        }
        // Reachability from the root (the first node declared).
        var reached: Set<String> = [root.id]
        var queue = [root.id]
        while let current = queue.popLast() {
            for edge in tree.edges(from: current) where reached.insert(edge.to).inserted {
                queue.append(edge.to)
            }
        }
        // One diagnostic per unreachable part, at the node it starts from; the nodes that hang
        // from it are named in a note, as they follow from it.
        let unreached = tree.nodes.filter { !reached.contains($0.id) }
        var covered: Set<String> = []
        let starts = unreached.filter { node in
            !tree.edges.contains { $0.to == node.id && $0.from != node.id && !reached.contains($0.from) }
        }
        for node in starts + unreached where !covered.contains(node.id) {
            var below: [String] = []
            var queue = [node.id]
            covered.insert(node.id)
            while let current = queue.popLast() {
                for edge in tree.edges(from: current)
                where !reached.contains(edge.to) && covered.insert(edge.to).inserted {
                    below.append(edge.to)
                    queue.append(edge.to)
                }
            }
            diagnostics.append(
                .error(
                    "tree-unreachable",
                    "node \(node.id) cannot be reached from the root \(root.id)"
                        + (below.isEmpty ? "" : ", nor can \(below.joined(separator: ", ")), which hang from it"),
                    at: node.location,
                    help: "add an edge to \(node.id) from a node the root reaches, or remove it"
                        + (below.isEmpty ? "" : " and the nodes below it")))
        }
        // Cycles: depth-first search with colours, on its own stack (trees can be thousands deep).
        var colour: [String: Int] = [:]
        for node in tree.nodes where colour[node.id] == nil {
            colour[node.id] = 1
            var stack: [(edges: [DecisionTree.Edge], next: Int)] = [(tree.edges(from: node.id), 0)]
            var current = [node.id]
            while let top = stack.last {
                guard top.next < top.edges.count else {
                    stack.removeLast()
                    if let done = current.popLast() { colour[done] = 2 }
                    continue
                }
                let edge = top.edges[top.next]
                stack[stack.count - 1].next += 1
                switch colour[edge.to] ?? 0 {
                case 0:
                    colour[edge.to] = 1
                    current.append(edge.to)
                    stack.append((tree.edges(from: edge.to), 0))
                case 1:
                    diagnostics.append(
                        .error(
                            "tree-cycle",
                            "tree '\(tree.id)' has a cycle through \(edge.from) --> \(edge.to); a decision tree must not loop",
                            at: edge.location,
                            help: "remove this edge, or point it at a new leaf"))
                    return
                default: break
                }
            }
        }
    }
}

/// A tiny hand-written scanner for one line of the Mermaid subset.
private struct Scanner {
    struct NodeReference {
        var id: String
        var text: String?
        var shape: DecisionTree.Node.Shape
        var location: SourceLocation
    }

    struct Statement {
        var nodes: [NodeReference] = []
        var edges: [DecisionTree.Edge] = []
    }

    let characters: [Unicode.Scalar]
    let location: SourceLocation
    var index = 0
    var problem: String?
    var problemLocation: SourceLocation

    init(line: String, location: SourceLocation) {
        self.characters = Array(line.unicodeScalars)
        self.location = location
        self.problemLocation = location
    }

    mutating func statement() -> Statement? {
        var result = Statement()
        guard var left = node() else { return nil }
        result.nodes.append(left)
        skipSpaces()
        while index < characters.count {
            let edgeStart = here
            guard let label = arrow() else { return nil }
            skipSpaces()
            guard let right = node() else { return nil }
            result.nodes.append(right)
            result.edges.append(DecisionTree.Edge(from: left.id, label: label, to: right.id, location: edgeStart))
            left = right
            skipSpaces()
        }
        return result
    }

    private var here: SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: location.column + index)
    }

    private mutating func fail(_ message: String) -> Bool {
        problem = message
        problemLocation = here
        return false
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    private mutating func node() -> NodeReference? {
        skipSpaces()
        let start = here
        var id = ""
        while index < characters.count,
            characters[index].properties.isAlphabetic || characters[index].properties.numericType != nil
                || characters[index] == "_"
        {
            id.unicodeScalars.append(characters[index])
            index += 1
        }
        guard !id.isEmpty else {
            _ = fail("expected a node id")
            return nil
        }
        guard index < characters.count else { return NodeReference(id: id, text: nil, shape: .leaf, location: start) }
        let closing: Unicode.Scalar
        let shape: DecisionTree.Node.Shape
        switch characters[index] {
        case "{": (closing, shape) = ("}", .question)
        case "[": (closing, shape) = ("]", .leaf)
        case "(": (closing, shape) = (")", .leaf)
        default: return NodeReference(id: id, text: nil, shape: .leaf, location: start)
        }
        index += 1
        var text = ""
        var quoted = false
        if index < characters.count, characters[index] == "\"" {
            quoted = true
            index += 1
        }
        while index < characters.count {
            let character = characters[index]
            if quoted && character == "\"" {
                index += 1
                break
            }
            if !quoted && character == closing { break }
            text.unicodeScalars.append(character)
            index += 1
        }
        guard index < characters.count, characters[index] == closing else {
            _ = fail("node \(id) is missing its closing '\(closing)'")
            return nil
        }
        index += 1
        if text.utf8.contains(UInt8(ascii: "#")) { text = text.replacingOccurrences(of: "#quot;", with: "\"") }
        text = MermaidTreeReader.trimmed(text)
        return NodeReference(id: id, text: text, shape: shape, location: start)
    }

    private func has(_ prefix: String, at position: Int) -> Bool {
        var offset = position
        for character in prefix.unicodeScalars {
            guard offset < characters.count, characters[offset] == character else { return false }
            offset += 1
        }
        return true
    }

    /// Reads `-->|label|`, `-- label -->` or a bare `-->` (empty label).
    private mutating func arrow() -> String? {
        if has("-->", at: index) {
            index += 3
            skipSpaces()
            guard index < characters.count, characters[index] == "|" else { return "" }
            index += 1
            var label = ""
            while index < characters.count, characters[index] != "|" {
                label.unicodeScalars.append(characters[index])
                index += 1
            }
            guard index < characters.count else {
                _ = fail("edge label is missing its closing '|'")
                return nil
            }
            index += 1
            return label.trimmingCharacters(in: .whitespaces)
        }
        if has("--", at: index) {
            index += 2
            var label = ""
            while index < characters.count {
                if has("-->", at: index) {
                    index += 3
                    return label.trimmingCharacters(in: .whitespaces)
                }
                label.unicodeScalars.append(characters[index])
                index += 1
            }
            _ = fail("edge label is not followed by '-->'")
            return nil
        }
        _ = fail("expected an edge '-->|answer|'")
        return nil
    }
}
