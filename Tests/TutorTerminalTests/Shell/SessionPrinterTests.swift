import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

@Suite struct SessionPrinterTests {
    static let lesson = """
        ---
        id: counter
        title: A counter
        summary: S
        minutes: 5
        ---

        ## A counter

        A page.

        ```quiz
        id: counter-owner
        kind: choice
        prompt: Which view owns `count`?
        choices:
          - text: "It wraps the same object in a `Bindable`, so `$planner.name` produces bindings into that object"
            correct: true
          - text: Its parent
        ```

        ```quiz
        id: counter-facts
        kind: multi
        prompt: Which are true?
        choices:
          - text: One
            correct: true
          - text: Two
            correct: true
          - text: Three
            feedback: Three is about something else.
        ```
        """

    static let course: Course = CourseLoader().load(files: [LessonFile(path: "counter.md", bytes: Array(lesson.utf8))])
        .course

    static func attempt(_ id: String) throws -> QuestionAttempt {
        let question = try #require(course.questions.first { $0.id == id })
        return QuestionAttempt(question: question, startedAt: Date(), course: course, learnerID: "test")
    }

    @Test func aMissInAQuestionWithSeveralGapsSaysWhichGapIsAskedAgain() throws {
        let lesson = """
            ---
            id: gaps
            title: Gaps
            summary: S
            minutes: 5
            ---

            ## Gaps

            ```quiz
            id: gaps-two
            kind: blank
            prompt: Fill.
            code: "let a = ___ + ___"
            blanks: [["1"], ["2"]]
            ```
            """
        let course = CourseLoader().load(files: [LessonFile(path: "gaps.md", bytes: Array(lesson.utf8))]).course
        let printer = SessionPrinter(course: course, style: ShellStyle(width: 80, color: false, plain: true))
        let question = try #require(course.questions.first)
        var attempt = QuestionAttempt(question: question, startedAt: Date(), course: course, learnerID: "test")
        attempt.step = .gap(0)
        let text = printer.render(.tryAgain(attempt, Verdict(score: 0)))
        #expect(text.contains("3 tries left: type gap 1 again or 'solution'."))
    }

    @Test func theExpectedChoiceIsRenderedAndWrapsUnderItsOwnText() throws {
        let printer = SessionPrinter(course: Self.course, style: ShellStyle(width: 40, color: false, plain: false))
        let attempt = try Self.attempt("counter-owner")
        let expected = AnswerChecker(trees: [:]).expectedAnswer(for: attempt.question)
        let text = printer.render(.verdict(attempt, Verdict(score: 0, expected: expected)))
        let lines = text.split(separator: "\n").drop { !$0.hasPrefix("Expected: ") }.prefix { !$0.isEmpty }
        #expect(lines.first?.hasPrefix("Expected: a) It wraps") == true)
        #expect(lines.count > 2)
        for line in lines.dropFirst().prefix(lines.count - 2) {
            #expect(line.hasPrefix("          "), "\(line)")
        }
        #expect(text.contains("`$planner.name`"))
        for line in text.split(separator: "\n") { #expect(TextWidth.columns(String(line)) <= 40, "\(line)") }
    }

    @Test func aQuestionsHeaderNamesItsKindInWords() throws {
        let printer = SessionPrinter(course: Self.course, style: ShellStyle(width: 80, color: false, plain: false))
        let text = printer.render(.ask(try Self.attempt("counter-facts")))
        #expect(text.contains("Question · choose all that apply"))
        #expect(!text.contains("multi"))
    }

    @Test func aPartScoreSaysHowItIsCounted() throws {
        let printer = SessionPrinter(course: Self.course, style: ShellStyle(width: 80, color: false, plain: false))
        let text = printer.render(.verdict(try Self.attempt("counter-facts"), Verdict(score: 0.5, expected: "ab")))
        #expect(text.contains("Partly right: 50%. Each right letter adds to the score"))
    }

    @Test func aCheckTheMachineryCouldNotDoSaysWhyAndThatNoTryWasUsed() {
        let printer = SessionPrinter(course: Self.course, style: ShellStyle(width: 200, color: false, plain: false))
        // The hanging indent of a wrapped line read as one line.
        let text = printer.render(.checkFailed(.compilerCrashed(detail: "signal 11")))
            .replacingOccurrences(of: "\n  ", with: " ")
        #expect(text.contains("Couldn't check this answer: the Swift compiler stopped without a message (signal 11)."))
        #expect(text.contains("not counted as a try"))
        #expect(!text.contains("right") && !text.contains("wrong"))
    }

    @Test func aPageTitledLikeItsLessonShowsTheTitleOnce() {
        let printer = SessionPrinter(course: Self.course, style: ShellStyle(width: 80, color: false, plain: false))
        let text = printer.render(.page(lessonID: "counter", index: 0))
        #expect(text.components(separatedBy: "A counter").count == 2)
        #expect(text.contains("1/1  A counter"))
    }

    @Test func aTreeNodesAnswersWrapUnderTheirOwnTextWithTheirMarkdownRendered() throws {
        let here = SourceLocation(file: "t.md", line: 1)
        let tree = DecisionTree(
            id: "t",
            nodes: [
                .init(id: "A", text: "Does this view need to change the value?", shape: .question, location: here),
                .init(id: "B", text: "let property", shape: .leaf, location: here),
            ],
            edges: [
                .init(from: "A", label: "No, it only displays the value that `body` reads", to: "B", location: here)
            ],
            location: here)
        let printer = SessionPrinter(course: Self.course, style: ShellStyle(width: 30, color: false, plain: false))
        let text = printer.node(try #require(tree.node("A")), of: tree)
        let lines = text.split(separator: "\n")
        #expect(lines.count > 3)
        #expect(lines.contains { $0.hasPrefix("  a) No, it only") })
        #expect(text.contains("`body`"))
        for line in lines { #expect(TextWidth.columns(String(line)) <= 30, "\(line)") }
    }

    @Test func aMultiAnswersFeedbackIsPrintedUnderTheLetterOfItsChoice() throws {
        // The session labels each line with the letter the learner saw ("c) …").
        let printer = SessionPrinter(course: Self.course, style: ShellStyle(width: 30, color: false, plain: false))
        let attempt = try Self.attempt("counter-facts")
        let text = printer.render(
            .tryAgain(attempt, Verdict(score: 0.5, feedback: ["c) Three is about something else entirely."])))
        let lines = text.split(separator: "\n").map(String.init)
        let first = try #require(lines.firstIndex { $0.hasPrefix("c) Three is about") })
        #expect(lines[first + 1].hasPrefix("   "))
        #expect(!lines[first + 1].hasPrefix("    "))
    }

    @Test func codeShownToFailIsMarkedAsNotCompiling() {
        let lesson = """
            ---
            id: fails
            title: Fails
            summary: A sample that must not compile.
            minutes: 5
            ---

            ## Page

            ```swift fails="cannot assign"
            let x = 1
            x = 2
            ```
            """
        let course = CourseLoader().load(files: [LessonFile(path: "fails.md", text: lesson)]).course
        let printer = SessionPrinter(course: course, style: ShellStyle(width: 80, color: false, plain: false))
        let text = printer.content(of: course.lessons[0].sections[0], showingQuestions: false)
        #expect(text.contains("does not compile, on purpose (the compiler says: cannot assign)"))
        #expect(text.contains("x = 2"))
    }
}
