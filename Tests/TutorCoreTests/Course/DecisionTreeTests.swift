import Testing
import TutorTestSupport

@testable import TutorCore

/// Big and deep trees: read, checked and walked without recursion, in time proportional to their size.
@Suite struct DecisionTreeTests {
    /// How deep the chains go: deep enough for recursion to show in the fast loop, and 5000 in CI.
    static let depth = TestScale.isThorough ? 5000 : 1500

    /// A lesson with a chain of `count` questions (each: a leaf, or the next question), a `tree`
    /// question walking to the end, and optionally an edge from the last question back to the root.
    static func chainLesson(_ count: Int, loopsBack: Bool = false) -> String {
        var lines: [String] = []
        for index in 0..<count {
            lines.append("    Q\(index){Question \(index)?} -->|leaf \(index)| L\(index)[\"Leaf \(index)\"]")
            let next = index + 1 < count ? "Q\(index + 1){Question \(index + 1)?}" : (loopsBack ? "Q0" : "E[\"End\"]")
            lines.append("    Q\(index) -->|next \(index)| \(next)")
        }
        let path = (0..<count).map { "  - next \($0)" }.joined(separator: "\n")
        return """
            ---
            id: chain
            title: Chain
            summary: A deep tree.
            minutes: 5
            ---

            ## Tree

            ```mermaid
            %% tree: chain
            graph TD
            \(lines.joined(separator: "\n"))
            ```

            ```quiz
            id: chain-q
            kind: tree
            tree: chain
            scenario: Walk to the end.
            path:
            \(path)
            ```

            """
    }

    @Test func aChainThousandsOfQuestionsDeepLoadsWithoutDiagnostics() throws {
        let result = CourseLoader().load(files: [LessonFile(path: "chain.md", text: Self.chainLesson(Self.depth))])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3).map(\.formatted))")
        let tree = try #require(result.course.trees["chain"])
        #expect(tree.nodes.count == 2 * Self.depth + 1)
        #expect(tree.walk((0..<Self.depth).map { "next \($0)" })?.text == "End")
    }

    @Test func aCycleAtTheBottomOfADeepChainIsFound() {
        let result = CourseLoader().load(
            files: [LessonFile(path: "chain.md", text: Self.chainLesson(Self.depth, loopsBack: true))])
        let cycles = result.diagnostics.filter { $0.code == "tree-cycle" }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message.contains("Q\(Self.depth - 1) --> Q0") == true)
    }

    @Test func thePathToADeepLeafIsFoundWithoutRecursion() throws {
        var nodes = [DecisionTree.Node]()
        var edges = [DecisionTree.Edge]()
        let here = SourceLocation(file: "t.md", line: 1)
        for index in 0..<20_000 {
            nodes.append(.init(id: "Q\(index)", text: "Q\(index)?", shape: .question, location: here))
            nodes.append(.init(id: "L\(index)", text: "leaf \(index)", shape: .leaf, location: here))
            edges.append(.init(from: "Q\(index)", label: "stop", to: "L\(index)", location: here))
            edges.append(.init(from: "Q\(index)", label: "go", to: "Q\(index + 1)", location: here))
        }
        nodes.append(.init(id: "Q20000", text: "bottom", shape: .leaf, location: here))
        let tree = DecisionTree(id: "deep", nodes: nodes, edges: edges, location: here)
        let path = try #require(tree.path { $0.text == "bottom" })
        #expect(path.count == 20_000)
        #expect(path.allSatisfy { $0.label == "go" })
        #expect(tree.path { $0.text == "leaf 3" }?.map(\.label) == ["go", "go", "go", "stop"])
        #expect(tree.path { $0.text == "nowhere" } == nil)
    }

    @Test func lookupsFollowChangesToNodesAndEdges() {
        let here = SourceLocation(file: "t.md", line: 1)
        var tree = DecisionTree(
            id: "t",
            nodes: [
                .init(id: "A", text: "A?", shape: .question, location: here),
                .init(id: "B", text: "b", shape: .leaf, location: here),
            ],
            edges: [.init(from: "A", label: "yes", to: "B", location: here)], location: here)
        tree.nodes[1].text = "changed"
        tree.edges.append(.init(from: "A", label: "no", to: "B", location: here))
        #expect(tree.node("B")?.text == "changed")
        #expect(tree.edges(from: "A").map(\.label) == ["yes", "no"])
    }
}
