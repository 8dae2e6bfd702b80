import Testing

@testable import TutorCore

/// How an answer given all at once (`statetutor check`) splits into the steps the session takes.
@Suite struct AnswerStepsTests {
    static let lesson = """
        ---
        id: steps
        title: Steps
        summary: A bug question and a blank question.
        minutes: 5
        ---

        ## Page

        ```quiz
        id: s-bug
        kind: bug
        prompt: Which line?
        code: |
          let a = 1
          a = 2
        line: 1
        fix: var a = 1
        error: cannot assign to value
        ```

        ```quiz
        id: s-long
        kind: bug
        prompt: Which line?
        code: |
          struct Box {
              let count = 0
              mutating func bump() { count += 1 }
          }
        line: 2
        fix: var count = 0
        error: cannot assign
        ```

        ```quiz
        id: s-blank
        kind: blank
        prompt: Fill in.
        code: |
          ___ a = 1
          ___ b = 2
        blanks: [var, let]
        ```
        """

    static let course = CourseLoader().load(files: [LessonFile(path: "steps.md", text: lesson)]).course

    static func question(_ id: String) throws -> Question {
        try #require(course.question(withID: id))
    }

    @Test func aBugAnswerIsTheLineNumberThenTheFix() throws {
        #expect(AnswerSteps.split("1\nvar a = 1\n", for: try Self.question("s-bug")) == ["1", "var a = 1"])
    }

    @Test func theWholeCodePastedCorrectedWithoutALineNumberIsReadAsTheLineItChanges() throws {
        let pasted = "struct Box {\n    var count = 0\n    mutating func bump() { count += 1 }\n}"
        #expect(AnswerSteps.split(pasted, for: try Self.question("s-long")) == ["2", pasted])
    }

    @Test func theWholeCodePastedUnchangedGivesNoLine() throws {
        let pasted = "struct Box {\n    let count = 0\n    mutating func bump() { count += 1 }\n}"
        #expect(AnswerSteps.split(pasted, for: try Self.question("s-long")).first == "struct Box {")
    }

    @Test func windowsLineBreaksSplitAnswersLikeUnixOnes() throws {
        #expect(AnswerSteps.split("1\r\nvar a = 1\r\n", for: try Self.question("s-bug")) == ["1", "var a = 1"])
        #expect(AnswerSteps.split("var\r\nlet", for: try Self.question("s-blank")) == ["var", "let"])
    }

    @Test func aBugAnswerMayGiveTheLineAndTheFixOnOneLine() throws {
        let question = try Self.question("s-bug")
        #expect(AnswerSteps.split("1: var a = 1", for: question) == ["1", "var a = 1"])
        #expect(AnswerSteps.split("line 1 var a = 1", for: question) == ["1", "var a = 1"])
        #expect(AnswerSteps.split("#1 - var a = 1", for: question) == ["1", "var a = 1"])
        #expect(AnswerSteps.split("1 | var a = 1", for: question) == ["1", "var a = 1"])
    }

    @Test func aLineNumberAloneIsNotReadAsALineAndAFix() throws {
        #expect(AnswerSteps.split("1.", for: try Self.question("s-bug")) == ["1.", ""])
    }
}
