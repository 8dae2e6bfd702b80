import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

/// A question never scrolls away: its prompt comes after its code, `question` shows it again,
/// and `back` inside a tree question undoes the last step instead of leaving the question.
@Suite struct QuestionStaysTests {
    static let lesson = """
        ---
        id: stays
        title: Stays
        summary: S
        minutes: 5
        ---

        ## A page

        ```mermaid
        %% tree: owner-tree
        graph TD
            A{Does this view change the value?} -->|no| B[let property]
            A -->|yes| C{Does this view own it?}
            C -->|yes| D["@State"]
            C -->|no| E["@Binding"]
        ```

        ```quiz
        id: stays-walk
        kind: tree
        tree: owner-tree
        scenario: A toggle's parent passes its value down.
        path: [yes, no]
        explain: The child changes a value it does not own.
        ```

        ```quiz
        id: stays-bug
        kind: bug
        prompt: Which line makes the count start over?
        code: |
          struct Counter {
              let count = 0
          }
        line: 2
        fix: "    var count = 0"
        error: cannot assign
        ```
        """

    static let course: Course = CourseLoader().load(files: [LessonFile(path: "stays.md", bytes: Array(lesson.utf8))])
        .course

    static func shell() -> (Shell, BufferSink, TutorSession) {
        let output = BufferSink()
        let context = ProcessContext(
            arguments: [], environment: [:], currentDirectory: URL(fileURLWithPath: "/"), stdout: output,
            stderr: BufferSink())
        let session = TutorSession(course: course)
        let shell = Shell(
            context: context, session: session, style: ShellStyle(width: 80, color: false, plain: false),
            input: .pipe(PipeLineReader(descriptor: -1, watchesSignals: false)))
        return (shell, output, session)
    }

    @Test func aBugQuestionAsksAfterItsCode() throws {
        let (shell, output, _) = Self.shell()
        shell.handle("start stays")
        shell.handle("next")
        shell.handle("skip")
        let text = output.text
        let code = try #require(text.range(of: "let count = 0"))
        let prompt = try #require(text.range(of: "Which line makes the count start over?"))
        #expect(code.lowerBound < prompt.lowerBound)
    }

    @Test func questionShowsTheOpenQuestionAgainAtItsStep() {
        let (shell, output, _) = Self.shell()
        shell.handle("start stays")
        shell.handle("next")
        shell.handle("skip")
        shell.handle("2")
        let before = output.text.count
        shell.handle("question")
        let again = String(output.text.dropFirst(before))
        #expect(again.contains("Which line makes the count start over?"))
        #expect(again.contains("let count = 0"))
        #expect(again.contains("Now type line 2 as it should be"))
    }

    @Test func backInATreeQuestionUndoesTheLastStepAndStaysInTheQuestion() {
        let (shell, output, session) = Self.shell()
        shell.handle("start stays")
        shell.handle("next")
        shell.handle("yes")
        #expect(session.attempt?.step == .treeNode("C"))
        shell.handle("back")
        #expect(session.attempt?.step == .treeNode("A"))
        #expect(session.attempt?.given == [])
        #expect(session.sectionIndex == 0)
        shell.handle("back")
        #expect(output.text.contains("This is the tree's first question"))
        #expect(session.attempt?.question.id == "stays-walk")
    }

    @Test func aTreeWalkInsideAQuestionShowsTheQuestionAgainAfterwards() {
        let (shell, output, _) = Self.shell()
        shell.handle("start stays")
        shell.handle("next")
        shell.handle("skip")
        shell.handle("tree owner-tree")
        shell.handle("no")
        let before = output.text.count
        shell.handle("")
        let after = String(output.text.dropFirst(before))
        #expect(after.contains("Back to the open question"))
        #expect(after.contains("Which line makes the count start over?"))
    }
}
