import Testing

@testable import TutorCore

/// `%% ID: text` lines of a tree's block: notes of its nodes.
@Suite struct MermaidNoteTests {
    static func tree(_ body: String) -> DecisionTree? {
        var reader = MermaidTreeReader()
        return reader.read(body, file: "t.md", firstLine: 1, column: 1)
    }

    @Test func aCommentNamingALeafIsThatLeafsNote() {
        let tree = Self.tree(
            """
            %% tree: t
            graph TD
                A{Own it?} -->|yes| B["@State"]
                A -->|no| C["@Binding"]
                %% B: `@State private var count = 0`
            """)
        #expect(tree?.node("B")?.note == "`@State private var count = 0`")
        #expect(tree?.node("C")?.note == nil)
    }

    @Test func aCommentNamingNoNodeIsAnOrdinaryComment() {
        let tree = Self.tree(
            """
            %% tree: t
            graph TD
                %% Note: this tree is short.
                A{Own it?} -->|yes| B["@State"]
                A -->|no| C["@Binding"]
            """)
        #expect(tree?.nodes.allSatisfy { $0.note == nil } == true)
        #expect(tree?.nodes.count == 3)
    }
}
