import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// The kinds whose checking uses the compiler.
@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct CompilingCheckerTests {
    static let lesson = """
        ---
        id: compiled
        title: Compiled
        summary: Kinds checked with the compiler.
        minutes: 5
        ---

        ## Page

        ```quiz
        id: c-blank
        kind: blank
        prompt: Fill.
        code: |
          struct Box {
              ___ value = 0
              mutating func bump() { value += 1 }
          }
        blanks: [["var"]]
        ```

        ```quiz
        id: c-code
        kind: code
        prompt: Write double.
        starter: |
          func double(_ x: Int) -> Int { 0 }
        solution: |
          func double(_ x: Int) -> Int { x * 2 }
        tests: |
          precondition(double(4) == 8)
        ```

        ```quiz
        id: c-span
        kind: blank
        prompt: Fill both.
        code: |
          func sum(_ a: Int, _ b: Int) -> Int {
              let total = ___ + ___
              return total
          }
        blanks: [["a"], ["b"]]
        tests: |
          expectEqual(sum(2, 3), 5, "sum adds its two numbers")
        ```

        ```quiz
        id: c-dismiss
        kind: wrapper
        scenario: A sheet needs the action that closes it.
        answer: '@Environment(\\.dismiss)'
        ```

        ```quiz
        id: c-library
        kind: wrapper
        scenario: A view reads the app's Library, an Observable class, from its ancestors.
        answer: '@Environment(Library.self)'
        ```
        """

    static func checker(allowsExecution: Bool = true) throws -> (AnswerChecker, Course) {
        let course = CourseLoader().load(files: [LessonFile(path: "c.md", text: lesson)]).course
        let compiler = try #require(CompilerFixture.compiler)
        return (AnswerChecker(trees: course.trees, compiler: compiler, allowsExecution: allowsExecution), course)
    }

    static func verdict(_ outcome: CheckOutcome) -> Verdict? {
        if case .verdict(let verdict) = outcome { return verdict }
        return nil
    }

    @Test func aFillingWhoseBracketTheNextGapClosesIsJudgedWithThatGap() throws {
        let (checker, course) = try Self.checker()
        let outcome = TutorSession.judge("(a\nb) * 1", questionID: "c-span", course: course, checker: checker)
        #expect(Self.verdict(outcome)?.isCorrect == true)
    }

    @Test func oneLineThatFillsBothGapsIsJudgedAsBoth() throws {
        let (checker, course) = try Self.checker()
        let outcome = TutorSession.judge("b + a", questionID: "c-span", course: course, checker: checker)
        #expect(Self.verdict(outcome)?.isCorrect == true)
        let wrong = TutorSession.judge("a + a", questionID: "c-span", course: course, checker: checker)
        #expect(Self.verdict(wrong)?.isCorrect == false)
    }

    @Test func aHeldFillingAndItsCloserFailTogetherWhenTheirCodeFailsTheTests() throws {
        let (checker, course) = try Self.checker()
        let outcome = TutorSession.judge("(a\nb) * 2", questionID: "c-span", course: course, checker: checker)
        let verdict = try #require(Self.verdict(outcome))
        #expect(verdict.score == 0)
        #expect(verdict.failedChecks.first?.message.hasPrefix("sum adds its two numbers") == true)
    }

    @Test func aWrapperDeclarationWhoseTypeContradictsTheWrapperIsWrongWithTheCompilersMessage() throws {
        let (checker, course) = try Self.checker()
        let question = try #require(course.question(withID: "c-dismiss"))
        let verdict = try #require(
            Self.verdict(checker.check("@Environment(\\.dismiss) var dismiss: Bool", for: question)))
        #expect(verdict.score == 0)
        #expect(verdict.feedback.joined().contains("'KeyPath<EnvironmentValues, DismissAction>'"))
    }

    @Test func aWrapperDeclarationWithItsRightTypeIsRight() throws {
        let (checker, course) = try Self.checker()
        let question = try #require(course.question(withID: "c-dismiss"))
        let answer = "`@Environment(\\.dismiss) private var dismiss: DismissAction`"
        #expect(Self.verdict(checker.check(answer, for: question))?.isCorrect == true)
    }

    @Test func aWrapperDeclarationNamingATypeOnlyTheScenarioHasIsJudgedByItsSpelling() throws {
        let (checker, course) = try Self.checker()
        let question = try #require(course.question(withID: "c-library"))
        let answer = "@Environment(Library.self) private var library: Library"
        #expect(Self.verdict(checker.check(answer, for: question))?.isCorrect == true)
    }

    @Test func aBlankMissIsExplainedWithTheCompilersMessage() throws {
        let (checker, course) = try Self.checker()
        let question = try #require(course.question(withID: "c-blank"))
        let verdict = try #require(Self.verdict(checker.check("let", for: question)))
        #expect(verdict.score == 0)
        #expect(
            verdict.diagnostics.contains { $0.message.contains("'value' is a 'let' constant") },
            "\(verdict.diagnostics)")
    }

    @Test func aCompileErrorInACodeAnswerIsAtTheLearnersLineWithTheCompilersNote() throws {
        let (checker, course) = try Self.checker()
        let question = try #require(course.question(withID: "c-code"))
        let answer =
            "struct Counter {\n    var n = 0\n    func bump() { n += 1 }\n}\nfunc double(_ x: Int) -> Int { x + x }\n"
        let verdict = try #require(Self.verdict(checker.check(answer, for: question)))
        let error = try #require(verdict.diagnostics.first, "\(verdict.feedback)")
        #expect(error.file == "" && error.line == 3)
        #expect(error.sourceLine == "    func bump() { n += 1 }")
        let note = verdict.diagnostics.dropFirst().first
        #expect(note?.message == "mark method 'mutating' to make 'self' mutable")
        #expect(note?.fixIt?.trimmingCharacters(in: .whitespaces) == "mutating")
    }

    @Test func codeThatPassesItsTestsIsRight() throws {
        let (checker, course) = try Self.checker()
        let question = try #require(course.question(withID: "c-code"))
        let verdict = try #require(Self.verdict(checker.check("func double(_ x: Int) -> Int { x + x }", for: question)))
        #expect(verdict.isCorrect, "\(verdict.feedback)")
    }

    @Test func codeThatFailsATestIsWrongWithTheFailure() throws {
        let (checker, course) = try Self.checker()
        let question = try #require(course.question(withID: "c-code"))
        let verdict = try #require(Self.verdict(checker.check("func double(_ x: Int) -> Int { x + 2 }", for: question)))
        #expect(verdict.score == 0)
        #expect(verdict.feedback.first?.hasPrefix("Check failed (test line 1)") == true, "\(verdict.feedback)")
    }

    @Test func aFailedPreconditionWithoutAMessageShowsTheCheckAndItsLine() throws {
        let (checker, course) = try Self.checker()
        let question = try #require(course.question(withID: "c-code"))
        let verdict = try #require(Self.verdict(checker.check("func double(_ x: Int) -> Int { x + 2 }", for: question)))
        #expect(verdict.failedChecks.first?.line == 1)
        #expect(verdict.feedback.first?.contains("`precondition(double(4) == 8)`") == true, "\(verdict.feedback)")
    }

    @Test func withExecutionOffCodeWithTestsIsNeverCalledRight() throws {
        let (checker, course) = try Self.checker(allowsExecution: false)
        let question = try #require(course.question(withID: "c-code"))
        let outcome = checker.check("func double(_ x: Int) -> Int { x + 2 }", for: question)
        guard case .invalid(let message) = outcome else {
            Issue.record("expected no verdict, got \(outcome)")
            return
        }
        #expect(message.contains("--no-exec"))
    }

    @Test func anAPIMissingFromTheSurfaceGetsANoteInsteadOfBlame() throws {
        let (checker, _) = try Self.checker()
        let feedback = checker.compilerFeedback(
            for: "import SwiftUI\nstruct V: View {\n    var body: some View { Table([1]) { Text(\"a\") } }\n}\n")
        #expect(feedback.contains { $0.contains("not in StateTutor's SwiftUI surface: Table") }, "\(feedback)")
    }
}
