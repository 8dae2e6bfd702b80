import Testing

@testable import TutorCore

/// One step of a tree walk, as learners type it: a letter, a number or the edge's label.
@Suite struct TreeAnswerTests {
    static let lesson = """
        ---
        id: walk
        title: Walk
        summary: A tree with three edges from the root.
        minutes: 5
        ---

        ## Tree

        ```mermaid
        %% tree: needs
        graph TD
            A{Does this view change the value?} -->|Yes, it changes it| B["@State"]
            A -->|No, it only `displays` it| C["let property"]
            A -->|No, a parent passes it in| D["@Binding"]
        ```
        """

    static let tree = CourseLoader().load(files: [LessonFile(path: "walk.md", text: lesson)]).course.trees["needs"]

    static func edge(_ answer: String) throws -> String? {
        let tree = try #require(Self.tree)
        let root = try #require(tree.root)
        return AnswerChecker.chooseEdge(answer, in: tree, at: root.id)?.label
    }

    @Test func aLabelIsReadWithoutItsFinalPeriodBackticksOrQuotes() throws {
        #expect(try Self.edge("No, it only displays it.") == "No, it only `displays` it")
        #expect(try Self.edge("`No, it only displays it`") == "No, it only `displays` it")
        #expect(try Self.edge("\"no, a parent passes it in\"") == "No, a parent passes it in")
    }

    @Test func theFirstWordsOfOneLabelOnlyChooseIt() throws {
        #expect(try Self.edge("Yes") == "Yes, it changes it")
        #expect(try Self.edge("No") == nil)
        #expect(try Self.edge("Ye") == nil)
    }

    @Test func aLetterOrANumberChoosesInTheOrderShown() throws {
        #expect(try Self.edge("b") == "No, it only `displays` it")
        #expect(try Self.edge("3") == "No, a parent passes it in")
    }
}
