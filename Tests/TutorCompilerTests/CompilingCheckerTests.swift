import Foundation
import Testing
import TutorCore

@testable import TutorCompiler

/// The kinds whose checking uses the compiler.
@Suite(.enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
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
