import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

/// The shell's mode as lines move it: driven through `handle(_:)`, with no terminal and no
/// compiler (nothing here submits code).
@Suite struct ShellModeTests {
    static let lesson = """
        ---
        id: counter
        title: A counter
        summary: S
        minutes: 5
        ---

        ## A counter

        ```mermaid
        %% tree: counter-tree
        graph TD
            A{Does this view change the value?} -->|no| B[let property]
            A -->|yes| C{Does this view own it?}
            C -->|yes| D["@State"]
            C -->|no| E["@Binding"]
        ```

        ```quiz
        id: counter-code
        kind: code
        prompt: Declare a private state property `count` starting at 0.
        starter: |
          struct Counter {
          }
        solution: |
          struct Counter {
              @State private var count = 0
          }
        must: ["@State private var count"]
        explain: "`@State private var count = 0` declares it."
        ```
        """

    static let course: Course = CourseLoader().load(files: [LessonFile(path: "counter.md", bytes: Array(lesson.utf8))])
        .course

    /// A shell over a fresh session, and what it printed.
    static func shell() -> (Shell, BufferSink) {
        let output = BufferSink()
        let context = ProcessContext(
            arguments: [], environment: [:], currentDirectory: URL(fileURLWithPath: "/"), stdout: output,
            stderr: BufferSink())
        let shell = Shell(
            context: context, session: TutorSession(course: course),
            style: ShellStyle(width: 80, color: false, plain: false),
            input: .pipe(PipeLineReader(descriptor: -1, watchesSignals: false)))
        return (shell, output)
    }

    /// A shell with the lesson's code question open.
    static func shellAtTheCodeQuestion() -> (Shell, BufferSink) {
        let (shell, output) = shell()
        shell.handle("start counter")
        shell.handle("next")
        return (shell, output)
    }

    @Test func aShellStartsReading() {
        #expect(Self.shell().0.mode == .reading)
    }

    @Test func resetAsksForConfirmationOfThatLesson() {
        let (shell, output) = Self.shell()
        shell.handle("reset counter")
        #expect(shell.mode == .confirmingReset(lesson: "counter"))
        #expect(output.text.hasSuffix("Forget your answers to 'counter'? [y/N]\n"))
    }

    @Test func resetWithoutALessonAsksAboutAllAnswers() {
        let (shell, _) = Self.shell()
        shell.handle("reset")
        #expect(shell.mode == .confirmingReset(lesson: nil))
    }

    @Test func resetOfAnUnknownLessonAsksNothing() {
        let (shell, output) = Self.shell()
        shell.handle("reset nope")
        #expect(shell.mode == .reading)
        #expect(output.text.hasSuffix("No lesson 'nope'.\n"))
    }

    @Test func anythingButYesAfterResetKeepsTheAnswersAndGoesBackToReading() {
        let (shell, output) = Self.shell()
        shell.handle("reset counter")
        shell.handle("help")
        #expect(shell.mode == .reading)
        #expect(output.text.hasSuffix("Nothing was reset.\n"))
    }

    @Test func yesToAResetInAReadOnlySessionSaysNothingWasForgotten() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-\(UUID().uuidString).json")
        try Data("{\"schemaVersion\": 99, \"courses\": {}}".utf8).write(to: url)
        let store = try PreferencesStore(url: url)
        let output = BufferSink()
        let context = ProcessContext(
            arguments: [], environment: [:], currentDirectory: URL(fileURLWithPath: "/"), stdout: output,
            stderr: BufferSink())
        let shell = Shell(
            context: context,
            session: TutorSession(course: Self.course, progress: ProgressTracker(store: store, course: Self.course)),
            style: ShellStyle(width: 200, color: false, plain: false),
            input: .pipe(PipeLineReader(descriptor: -1, watchesSignals: false)))
        shell.handle("reset counter")
        shell.handle("y")
        let said = output.text.replacingOccurrences(of: "\n", with: " ")
        #expect(!said.contains("are forgotten"))
        #expect(said.contains("Could not reset: \(url.path) is used read-only in this session"))
        #expect(said.hasSuffix("Nothing was changed. "))
    }

    @Test func aLineAtAnOpenCodeQuestionStartsTypingCode() {
        let (shell, _) = Self.shellAtTheCodeQuestion()
        shell.handle("struct Counter {")
        #expect(shell.mode == .typingCode(lines: ["struct Counter {"], hasShownError: false))
    }

    @Test func codeLinesAreKeptAsTyped() {
        let (shell, _) = Self.shellAtTheCodeQuestion()
        shell.handle("struct Counter {")
        shell.handle("    @State private var count = 0  ")
        #expect(shell.mode.codeLines == ["struct Counter {", "    @State private var count = 0  "])
    }

    @Test func hintInsideACodeAnswerKeepsTheLines() {
        let (shell, output) = Self.shellAtTheCodeQuestion()
        shell.handle("struct Counter {")
        shell.handle("hint")
        #expect(shell.mode.codeLines == ["struct Counter {"])
        #expect(output.text.hasSuffix("(1 line of your answer kept: go on typing, or '.' to submit.)\n"))
    }

    @Test func skipInsideACodeAnswerDropsTheLines() {
        let (shell, _) = Self.shellAtTheCodeQuestion()
        shell.handle("struct Counter {")
        shell.handle("skip")
        #expect(shell.mode == .reading)
    }

    @Test func treeStartsAWalkAtTheTreesRoot() throws {
        let (shell, _) = Self.shell()
        shell.handle("tree counter-tree")
        let walk = try #require(shell.mode.treeWalk)
        #expect(walk.tree.id == "counter-tree")
        #expect(walk.isAtRoot)
    }

    @Test func anAnswerInAWalkFollowsItsEdge() {
        let (shell, _) = Self.shell()
        shell.handle("tree counter-tree")
        shell.handle("b")
        #expect(shell.mode.treeWalk?.nodeID == "C")
    }

    @Test func backInAWalkStepsUpAndStaysInTheWalk() {
        let (shell, _) = Self.shell()
        shell.handle("tree counter-tree")
        shell.handle("b")
        shell.handle("back")
        #expect(shell.mode.treeWalk?.isAtRoot == true)
    }

    @Test func enterAtALeafLeavesTheWalk() {
        let (shell, _) = Self.shell()
        shell.handle("tree counter-tree")
        shell.handle("a")
        shell.handle("")
        #expect(shell.mode == .reading)
    }

    @Test func aCommandInAWalkLeavesItAndRuns() {
        let (shell, output) = Self.shell()
        shell.handle("tree counter-tree")
        shell.handle("reset")
        #expect(shell.mode == .confirmingReset(lesson: nil))
        #expect(output.text.hasSuffix("Forget all your answers? [y/N]\n"))
    }

    @Test func quitFinishesTheSessionAndLaterLinesAreNotRead() {
        let (shell, output) = Self.shell()
        shell.handle("quit")
        #expect(shell.mode == .finished)
        let printed = output.text
        shell.handle("help")
        #expect(output.text == printed)
    }

    @Test func thePromptSaysWhatTheNextLineIsFor() throws {
        let tree = try #require(Self.course.trees["counter-tree"])
        #expect(ShellMode.typingCode(lines: [], hasShownError: false).prompt == "... ")
        #expect(ShellMode.confirmingReset(lesson: nil).prompt == "reset? [y/N]> ")
        #expect(ShellMode.walkingTree(TreeWalk(tree: tree)).prompt == "tree counter-tree> ")
        #expect(ShellMode.reading.prompt == nil)
    }

    @Test func aFirstCodeLineStartsAnAnswerWithNoErrorShown() {
        #expect(ShellMode.reading.appending(codeLine: "x") == .typingCode(lines: ["x"], hasShownError: false))
        #expect(
            ShellMode.typingCode(lines: ["x"], hasShownError: true).appending(codeLine: "y")
                == .typingCode(lines: ["x", "y"], hasShownError: true))
    }
}

/// Earlier lines of a code answer typed line by line are changed without `edit`.
@Suite struct CodeLineAmendingTests {
    @Test func lineNTypesThatLineAgainAndTheNextLineReplacesIt() {
        let (shell, _) = ShellModeTests.shellAtTheCodeQuestion()
        shell.handle("struct Counter {")
        shell.handle("    @State var count = 0")
        shell.handle("line 2")
        #expect(shell.mode == .amendingCode(lines: ["struct Counter {", "    @State var count = 0"], line: 2))
        shell.handle("    @State private var count = 0")
        #expect(shell.mode.codeLines == ["struct Counter {", "    @State private var count = 0"])
        shell.handle("}")
        #expect(shell.mode.codeLines?.count == 3)
    }

    @Test func deleteNRemovesThatLine() {
        let (shell, output) = ShellModeTests.shellAtTheCodeQuestion()
        shell.handle("struct Counter {")
        shell.handle("    oops")
        shell.handle("delete 2")
        #expect(shell.mode.codeLines == ["struct Counter {"])
        #expect(output.text.contains("Line 2 deleted."))
    }

    @Test func aLineNumberPastTheAnswerIsRefusedAndTheLinesStay() {
        let (shell, output) = ShellModeTests.shellAtTheCodeQuestion()
        shell.handle("struct Counter {")
        shell.handle("line 5")
        #expect(shell.mode.codeLines == ["struct Counter {"])
        #expect(output.text.contains("Your answer has lines 1…1"))
    }

    @Test func aPipedLineNShowsTheLineAsItWas() {
        let (shell, output) = ShellModeTests.shellAtTheCodeQuestion()
        shell.handle("struct Counter {")
        shell.handle("line 1")
        #expect(output.text.contains("Line 1 was: struct Counter {"))
    }
}
