import Foundation
import Testing

@testable import TutorCore

/// The rules `validate` applies without a compiler so that grading can be trusted.
@Suite struct GradingRuleTests {
    static func diagnostics(_ quiz: String) -> [Diagnostic] {
        let lesson = "---\nid: g\ntitle: G\nsummary: s\nminutes: 5\n---\n\n## Page\n\nText.\n\n" + quiz
        return CourseLoader().load(files: [LessonFile(path: "g.md", text: lesson)]).diagnostics
    }

    static let bug = """
        ```quiz
        id: g-bug
        kind: bug
        prompt: Which line?
        code: |
          var total = 0
          total -= 1
        line: 2
        fix: total += 1
        ```
        """

    @Test func aBehaviourBugWithoutTestsIsAnError() {
        let found = Self.diagnostics(Self.bug)
        #expect(found.map(\.code) == ["bug-needs-tests"])
        #expect(found.first?.location.line == 19)
    }

    @Test func aBehaviourBugWithTestsIsAccepted() {
        let quiz = Self.bug.replacingOccurrences(
            of: "fix: total += 1", with: "fix: total += 1\ntests: expect(total == 1)")
        #expect(Self.diagnostics(quiz).isEmpty)
    }

    @Test func testsMayBeAListOfLines() throws {
        let quiz = Self.bug.replacingOccurrences(
            of: "fix: total += 1", with: "fix: total += 1\ntests:\n  - var x = 1\n  - expect(x == 1)")
        #expect(Self.diagnostics(quiz).isEmpty)
        let lesson = "---\nid: g\ntitle: G\nsummary: s\nminutes: 5\n---\n\n## Page\n\nText.\n\n" + quiz
        let course = CourseLoader().load(files: [LessonFile(path: "g.md", text: lesson)]).course
        guard case .bug(_, _, _, _, let tests) = try #require(course.question(withID: "g-bug")).payload else {
            Issue.record("expected a bug question")
            return
        }
        #expect(tests == "var x = 1\nexpect(x == 1)")
    }

    @Test func aBugWithTestsButNoFixIsAnError() {
        let quiz = Self.bug.replacingOccurrences(of: "fix: total += 1", with: "tests: expect(total == 1)")
        #expect(Self.diagnostics(quiz).map(\.code) == ["bug-fix-missing"])
    }

    @Test func aBugMayNameSeveralLinesWhereAFixWorks() {
        let quiz = Self.bug.replacingOccurrences(of: "line: 2", with: "line: [2, 1]")
            .replacingOccurrences(of: "fix: total += 1", with: "fix: total += 1\ntests: expect(total == 1)")
        #expect(Self.diagnostics(quiz).isEmpty)
    }

    @Test func aLineListOutsideTheCodeIsAnError() {
        let quiz = Self.bug.replacingOccurrences(of: "line: 2", with: "line: [2, 9]")
            .replacingOccurrences(of: "fix: total += 1", with: "fix: total += 1\ntests: expect(total == 1)")
        #expect(Self.diagnostics(quiz).map(\.code) == ["bug-line-range"])
    }

    @Test func aMisspeltQuizFenceIsWarnedAtTheFence() {
        let found = Self.diagnostics("```quizz\nid: g-x\nkind: truefalse\nprompt: X?\nanswer: true\n```\n")
        #expect(found.map(\.code) == ["unknown-fence"])
        #expect(found.first?.location.line == 12)
        #expect(found.first?.message.contains("did you mean 'quiz'?") == true)
    }

    static func trueFalse(_ answers: [Bool]) -> String {
        answers.enumerated().map { index, answer in
            "```quiz\nid: g-tf-\(index)\nkind: truefalse\nprompt: Statement \(index).\nanswer: \(answer)\n```\n"
        }.joined(separator: "\n")
    }

    @Test func aCourseWhoseTrueFalseAnswersAreMostlyTheSameIsWarned() {
        let found = Self.diagnostics(Self.trueFalse([false, false, false, false, true]))
        #expect(found.map(\.code) == ["truefalse-balance"])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("4 of the course's 5") == true)
    }

    @Test func aBalancedCourseIsNotWarned() {
        #expect(Self.diagnostics(Self.trueFalse([false, true, false, true, false])).isEmpty)
    }
}
