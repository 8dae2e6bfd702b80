import Foundation
import Testing

@testable import TutorCore

/// A typo is not a wrong idea: code that does not compile costs no try, and a bug question lets
/// the learner pick another line or delete the one picked.
@Suite struct SlipTests {
    /// A compiler that finds an error on each line holding `oops`, and nothing else.
    struct OopsCompiler: SwiftChecking {
        var timeLimit: TimeInterval { 10 }

        func typecheck(_ files: [LearnerFile], target: DeploymentTarget?) throws -> CompileResult {
            var errors: [CompilerDiagnostic] = []
            for file in files {
                for (index, line) in file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains("oops") {
                    errors.append(
                        CompilerDiagnostic(
                            file: file.displayName, line: index + 1, column: 1, severity: .error,
                            message: "cannot find 'oops' in scope"))
                }
            }
            return CompileResult(diagnostics: errors, succeeded: errors.isEmpty)
        }

        func run(_ source: String, displayName: String, input: String?) throws -> ProgramRun {
            ProgramRun(
                compile: try typecheck([LearnerFile(source, displayName: displayName)], target: nil), execution: nil)
        }

        func runViews(_ files: [LearnerFile], rootView: String?, steps: [String]) throws -> ProgramRun {
            ProgramRun(compile: try typecheck(files, target: nil), execution: nil)
        }
    }

    static let course = CourseLoader().load(files: [
        LessonFile(
            path: "slips.md",
            text: """
                ---
                id: slips
                title: Slips
                summary: S.
                minutes: 1
                ---

                ## Page

                ```quiz
                id: slip-code
                kind: code
                prompt: Declare the counter.
                starter: |
                  struct Counter {
                  }
                solution: |
                  struct Counter {
                      var count = 0
                  }
                ```

                ```quiz
                id: slip-bug
                kind: bug
                prompt: Which line is wrong?
                code: |
                  let a = 1
                  let b = oops
                  print(a)
                line: 2
                fix: let b = 2
                error: cannot find 'oops' in scope
                ```
                """)
    ]).course

    static func session() -> TutorSession {
        TutorSession(course: course, checker: AnswerChecker(trees: [:], compiler: OopsCompiler()))
    }

    @Test func codeThatDoesNotCompileCostsNoTryAndIsNotRecorded() throws {
        let session = Self.session()
        _ = session.ask("slip-code")
        let events = session.answer("struct Counter {\n    var count = oops\n}")
        guard case .doesNotCompile(let attempt, let verdict) = try #require(events.first) else {
            Issue.record("expected 'does not compile', got \(events)")
            return
        }
        #expect(attempt.misses == 0)
        #expect(verdict.diagnostics.first?.line == 2)
        #expect(session.attempt?.isAnswered == false)
        #expect(session.attempts.isEmpty)
    }

    @Test func checkStillJudgesCodeThatDoesNotCompileAsWrong() {
        let outcome = TutorSession.judge(
            "struct Counter { var count = oops }", questionID: "slip-code", course: Self.course,
            checker: AnswerChecker(trees: [:], compiler: OopsCompiler()))
        guard case .verdict(let verdict) = outcome else {
            Issue.record("expected a verdict, got \(outcome)")
            return
        }
        #expect(!verdict.isCorrect)
    }

    @Test func aBareNumberWhileTheFixIsOpenPicksAnotherLine() throws {
        let session = Self.session()
        _ = session.ask("slip-bug")
        _ = session.answer("2")
        #expect(session.attempt?.step == .fix(line: 2))
        let events = session.answer("3")
        guard case .tryAgain(let attempt, let verdict) = try #require(events.first) else {
            Issue.record("expected a miss on line 3, got \(events)")
            return
        }
        #expect(verdict.feedback == ["Not line 3."])
        #expect(attempt.step == .answer)
    }

    @Test func lineAndANumberWhileTheFixIsOpenPicksThatLineAgain() {
        let session = Self.session()
        _ = session.ask("slip-bug")
        _ = session.answer("2")
        let events = session.answer("line 2")
        #expect(events.first == .stepRight(.line(2)))
        #expect(session.attempt?.step == .fix(line: 2))
        #expect(session.attempt?.misses == 0)
    }

    @Test func deleteRemovesThePickedLineAsTheFix() throws {
        let session = Self.session()
        _ = session.ask("slip-bug")
        _ = session.answer("2")
        let events = session.answer("delete")
        guard case .verdict(_, let verdict) = try #require(events.first) else {
            Issue.record("expected the verdict, got \(events)")
            return
        }
        #expect(verdict.isCorrect)
    }

    @Test func aNumberOutsideTheCodeIsAFixNotAPick() {
        #expect(!AnswerSteps.picksAnotherLine("40", in: "a\nb\nc"))
        #expect(AnswerSteps.picksAnotherLine(" 3 ", in: "a\nb\nc"))
        #expect(!AnswerSteps.picksAnotherLine("3 + 1", in: "a\nb\nc"))
    }
}
