import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// Behaviour decides: bug fixes and blanks are compiled and tested, tests run on the main
/// actor, and a failed check is reported in words with its line.
@Suite(.runsProcesses, .enabled(if: CompilerFixture.compiler != nil, "needs swiftc"))
struct BehaviourGradingTests {
    static let lesson = """
        ---
        id: graded
        title: Graded
        summary: Questions judged by what the answer does.
        minutes: 5
        ---

        ## Page

        ```quiz
        id: g-summary
        kind: bug
        prompt: The summary goes stale. Which line, and what instead?
        code: |
          struct ReadingLog {
              var pagesRead = 0
              var goal = 20
              var summary = "0 of 20 pages"

              mutating func read(pages: Int) {
                  pagesRead += pages
              }
          }
        line: 4
        fix: 'var summary: String { "\\(pagesRead) of \\(goal) pages" }'
        tests: |
          var log = ReadingLog()
          log.read(pages: 5)
          expectEqual(log.summary, "5 of 20 pages", "the summary follows the pages read")
          log.read(pages: 1)
          expect(log.summary == "6 of 20 pages", "it still follows after another read")
        ```

        ```quiz
        id: g-provider
        kind: bug
        prompt: The shelf crashes. Which line, and what instead?
        code: |
          import SwiftUI

          @Observable final class Book {
              var title: String
              init(title: String) { self.title = title }
          }

          struct Root: View {
              @State private var book: Book
              init(book: Book) { _book = State(initialValue: book) }
              var body: some View {
                  Shelf()
                      .padding()
              }
          }

          struct Shelf: View {
              @Environment(Book.self) private var book
              var body: some View { Text(book.title) }
          }
        line: [13, 12]
        fix: '.environment(book)'
        tests: |
          import StateTutorHost
          let host = ViewHost(Root(book: Book(title: "Emma")))
          expect(host.shows("Emma"), "the shelf shows the root's own book")
        ```

        ```quiz
        id: g-declare
        kind: blank
        prompt: Declare the value this view owns.
        code: |
          import SwiftUI

          struct Timer: View {
              ___ var minutes = 5
              var body: some View {
                  Button("\\(minutes) min") { minutes += 5 }
              }
          }
        blanks: [["@State private"]]
        ```

        ```quiz
        id: g-queue
        kind: code
        prompt: Write a queue model.
        starter: |
          import Observation
        solution: |
          import Observation

          @Observable final class Queue {
              var items: [String] = []
              func add(_ item: String) { items.append(item) }
          }
        tests: |
          let queue = Queue()
          queue.add("a")
          expectEqual(queue.items, ["a"], "add appends")
        ```
        """

    static let course = CourseLoader().load(files: [LessonFile(path: "graded.md", text: lesson)]).course

    static func verdict(_ id: String, _ answer: String) throws -> Verdict {
        let compiler = try #require(CompilerFixture.compiler)
        let checker = AnswerChecker(trees: [:], compiler: compiler)
        switch TutorSession.judge(answer, questionID: id, course: Self.course, checker: checker) {
        case .verdict(let verdict): return verdict
        case .invalid(let message): Issue.record("invalid: \(message)")
        case .cancelled: Issue.record("no verdict for \(answer)")
        case .couldNotCheck(let failure): Issue.record("couldn't check \(answer): \(failure.reason)")
        }
        return .wrong(expected: nil)
    }

    @Test func aBugFixThatOnlyCompilesIsWrongAndSaysWhichCheckFailed() throws {
        let verdict = try Self.verdict("g-summary", "4\nvar summary = \"\"")
        #expect(!verdict.isCorrect)
        #expect(
            verdict.feedback.contains {
                $0.hasPrefix("Check failed (test line 3): the summary follows the pages read (got \"\"")
            }, "\(verdict.feedback)")
        // Every failed check is reported, not only the first.
        #expect(verdict.feedback.contains { $0.hasPrefix("Check failed (test line 5)") }, "\(verdict.feedback)")
    }

    @Test func aDifferentFixThatBehavesRightIsRight() throws {
        let verdict = try Self.verdict(
            "g-summary", "4\nvar summary: String { \"\\(pagesRead) of \\(goal) pages\" }  // derived")
        #expect(verdict.isCorrect, "\(verdict.feedback)")
        let other = try Self.verdict(
            "g-summary", "4\nvar summary: String { String(pagesRead) + \" of \" + String(goal) + \" pages\" }")
        #expect(other.isCorrect, "\(other.feedback)")
    }

    @Test func retypingTheBugIsWrong() throws {
        let verdict = try Self.verdict("g-summary", "4\nvar summary = \"0 of 20 pages\"")
        #expect(verdict.feedback == ["That is the line as it was; it needs a change."])
    }

    /// The code of `g-summary`, as a learner would paste it whole.
    static var summaryCode: String {
        guard case .bug(let code, _, _, _, _) = course.question(withID: "g-summary")?.payload else { return "" }
        return code
    }

    @Test func theWholeCodePastedCorrectedIsJudgedAsTheProgram() throws {
        let corrected = Self.summaryCode.replacingOccurrences(
            of: "var summary = \"0 of 20 pages\"", with: "var summary: String { \"\\(pagesRead) of \\(goal) pages\" }")
        let verdict = try Self.verdict("g-summary", "4\n" + corrected)
        #expect(verdict.isCorrect, "\(verdict.feedback)")
    }

    @Test func theWholeCodePastedUnchangedIsWrong() throws {
        let verdict = try Self.verdict("g-summary", "4\n" + Self.summaryCode)
        #expect(verdict.feedback == ["That is the code as it was; it needs a change."])
    }

    @Test func theWholeCodePastedWithAWrongChangeFailsItsChecks() throws {
        let changed = Self.summaryCode.replacingOccurrences(of: "var goal = 20", with: "var goal = 25")
        let verdict = try Self.verdict("g-summary", "4\n" + changed)
        #expect(!verdict.isCorrect)
        #expect(verdict.feedback.contains { $0.hasPrefix("Check failed (test line 3)") }, "\(verdict.feedback)")
    }

    @Test func aFixThatCompilesButCrashesTheViewIsWrongWithSwiftUIsMessage() throws {
        let verdict = try Self.verdict("g-provider", "13\n.padding(8)")
        #expect(!verdict.isCorrect)
        #expect(
            verdict.feedback.contains { $0.contains("No Observable object of type Book found") }, "\(verdict.feedback)")
    }

    @Test func aFixWithANewObjectInsteadOfTheRootsIsWrong() throws {
        let verdict = try Self.verdict("g-provider", "13\n.environment(Book(title: \"Dune\"))")
        #expect(!verdict.isCorrect)
        #expect(verdict.feedback.contains { $0.contains("the shelf shows the root's own book") }, "\(verdict.feedback)")
    }

    @Test func aFixOnAnotherLineTheQuestionAllowsIsRight() throws {
        let verdict = try Self.verdict("g-provider", "12\nShelf().environment(book)")
        #expect(verdict.isCorrect, "\(verdict.feedback)")
    }

    @Test func aBlankFillingThatDoesNotCompileIsWrongWithTheCompilersMessage() throws {
        let verdict = try Self.verdict("g-declare", "private @State")
        #expect(!verdict.isCorrect)
        #expect(verdict.diagnostics.contains { $0.message.contains("expected declaration") }, "\(verdict.diagnostics)")
    }

    @Test func aBlankFillingThatCompilesButIsNotListedIsRight() throws {
        #expect(try Self.verdict("g-declare", "@State fileprivate").isCorrect)
        #expect(try Self.verdict("g-declare", "@State").isCorrect)
    }

    @Test func testsRunOnTheMainActorSoAMainActorModelPasses() throws {
        let answer = """
            import Observation

            @MainActor @Observable final class Queue {
                var items: [String] = []
                func add(_ item: String) { items.append(item) }
            }
            """
        let verdict = try Self.verdict("g-queue", answer)
        #expect(verdict.isCorrect, "\(verdict.feedback)")
    }

    @Test func codeThatEndsTheProgramBeforeTheChecksIsNotRight() throws {
        let answer = """
            import Foundation
            import Observation

            @Observable final class Queue {
                var items: [String] = []
                init() { exit(0) }
                func add(_ item: String) {}
            }
            """
        let verdict = try Self.verdict("g-queue", answer)
        #expect(!verdict.isCorrect)
        #expect(verdict.feedback.contains { $0.contains("stopped early") }, "\(verdict.feedback)")
    }

    @Test func aCrashInTheLearnersCodeIsReportedWithoutABacktrace() throws {
        let answer = """
            import Observation

            @Observable final class Queue {
                var items: [String] = []
                func add(_ item: String) { items = [item, items[3]] }
            }
            """
        let verdict = try Self.verdict("g-queue", answer)
        #expect(!verdict.isCorrect)
        #expect(verdict.feedback.contains { $0.contains("Index out of range") }, "\(verdict.feedback)")
        #expect(!verdict.feedback.joined().contains("0x"), "\(verdict.feedback)")
    }

    @Test func aCrashInsideACheckIsReportedAtThatChecksTestLine() throws {
        let answer = """
            import Observation

            @Observable final class Queue {
                private var stored: [String] = []
                var items: [String] { [stored[5]] }
                func add(_ item: String) { stored.append(item) }
            }
            """
        let verdict = try Self.verdict("g-queue", answer)
        #expect(!verdict.isCorrect)
        #expect(
            verdict.feedback.contains { $0.contains("test line 3") && $0.contains("Index out of range") },
            "\(verdict.feedback)")
    }

    @Test func aCrashOutsideAnyCheckIsNotPutAtACheck() throws {
        let answer = """
            import Observation

            @Observable final class Queue {
                var items: [String] = []
                func add(_ item: String) { items = [item, items[3]] }
            }
            """
        let verdict = try Self.verdict("g-queue", answer)
        #expect(!verdict.feedback.joined().contains("test line"), "\(verdict.feedback)")
    }

    @Test func validateRejectsTestsThatPassOnTheBuggyCode() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let lesson = Self.lesson.replacingOccurrences(
            of: "expectEqual(log.summary, \"5 of 20 pages\", \"the summary follows the pages read\")",
            with: "expect(log.pagesRead == 5)"
        ).replacingOccurrences(
            of: "expect(log.summary == \"6 of 20 pages\", \"it still follows after another read\")", with: "")
        let validator = CourseValidator(additionalRules: [CompilerRules(compiler: compiler)])
        let result = CourseLoader(validator: validator).load(files: [LessonFile(path: "graded.md", text: lesson)])
        #expect(result.diagnostics.map(\.code).contains("bug-tests"), "\(result.diagnostics.map(\.formatted))")
    }

    @Test func validateRejectsABlankAnswerThatDoesNotCompile() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let lesson = Self.lesson.replacingOccurrences(
            of: "blanks: [[\"@State private\"]]", with: "blanks: [[\"@State private\", \"private @State\"]]")
        let validator = CourseValidator(additionalRules: [CompilerRules(compiler: compiler)])
        let result = CourseLoader(validator: validator).load(files: [LessonFile(path: "graded.md", text: lesson)])
        #expect(result.diagnostics.map(\.code) == ["blank-answer"], "\(result.diagnostics.map(\.formatted))")
    }

    @Test func theLessonAsWrittenValidatesClean() throws {
        let compiler = try #require(CompilerFixture.compiler)
        let validator = CourseValidator(additionalRules: [CompilerRules(compiler: compiler)])
        let result = CourseLoader(validator: validator).load(files: [LessonFile(path: "graded.md", text: Self.lesson)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
    }
}
