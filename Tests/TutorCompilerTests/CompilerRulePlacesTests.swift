import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// `validate`'s compiler rules point at the line of the lesson file that holds the mistake:
/// inside a question's `solution`, `tests` or `code`, as swift blocks already are.
@Suite(.runsProcesses) struct CompilerRulePlacesTests {
    static let front = """
        ---
        id: places
        title: Places
        summary: Where the compiler's findings point.
        minutes: 5
        ---

        ## Page

        Text.

        """

    /// Validates `quiz` (a quiz block's YAML) in a lesson.
    static func diagnostics(_ quiz: String, allowsExecution: Bool = true) throws -> [Diagnostic] {
        let compiler = try #require(CompilerFixture.compiler)
        let rules = CompilerRules(compiler: compiler, allowsExecution: allowsExecution)
        let result = CourseLoader(validator: CourseValidator(additionalRules: [rules])).load(
            files: [LessonFile(path: "places.md", text: text(quiz))])
        return result.diagnostics
    }

    static func text(_ quiz: String) -> String { front + "```quiz\n" + quiz + "\n```\n" }

    /// The file line of the first line of `quiz`'s lesson that contains `fragment`.
    static func line(of fragment: String, in quiz: String) -> Int? {
        text(quiz).split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }
            .map { $0 + 1 }
    }

    @Test func aBlankFillingThatDoesNotCompileIsAtItsOwnEntry() throws {
        let quiz = """
            id: places-blank
            kind: blank
            prompt: Fill it.
            code: |
              let age: Int? = 4
              ___ let age { print(age) }
            blanks:
              - - if
                - guard
            """
        let found = try Self.diagnostics(quiz, allowsExecution: false)
        let error = try #require(found.first { $0.code == "blank-answer" }, "\(found.map(\.formatted))")
        #expect(error.location.line == Self.line(of: "- guard", in: quiz))
        #expect(error.message.contains("'guard'"))
    }

    @Test func anOutputProgramThatDoesNotCompileIsFoundWithoutRunningIt() throws {
        let quiz = """
            id: places-output
            kind: output
            prompt: What does it print?
            code: |
              let x = 1
              print(x.cout)
            answer: "1"
            """
        let found = try Self.diagnostics(quiz, allowsExecution: false)
        let error = try #require(found.first { $0.code == "output-compile" }, "\(found.map(\.formatted))")
        #expect(error.location.line == Self.line(of: "print(x.cout)", in: quiz))
    }

    @Test func aTypeErrorInASolutionIsAtItsLineAndColumnInTheLessonFile() throws {
        let quiz = """
            id: places-type
            kind: code
            prompt: Greet.
            starter: |
              func greet(_ name: String) -> String { "" }
            solution: |
              func greet(_ name: String) -> String {
                  let count: Int = name
                  return "Hello, \\(name)!"
              }
            tests: |
              expectEqual(greet("Ann"), "Hello, Ann!")
            """
        let found = try Self.diagnostics(quiz)
        let error = try #require(found.first { $0.code == "code-solution" }, "\(found.map(\.formatted))")
        #expect(error.location.line == Self.line(of: "let count: Int = name", in: quiz))
        // Two spaces of YAML indentation, then `    let count: Int = ` before `name`.
        #expect(error.location.column == 24)
        #expect(error.message.contains("cannot convert value of type 'String' to specified type 'Int'"))
        #expect(!error.message.contains("answer.swift"))
    }

    @Test func aSolutionThatFailsATestIsAtTheTestWithTheCheckAndANoteAtTheSolution() throws {
        let quiz = """
            id: places-test
            kind: code
            prompt: Double it.
            starter: |
              func double(_ x: Int) -> Int { x }
            solution: |
              func double(_ x: Int) -> Int { x * 3 }
            tests: |
              expect(double(0) == 0)
              expectEqual(double(1), 2, "double(1) is 2")
            """
        let found = try Self.diagnostics(quiz)
        let error = try #require(found.first { $0.code == "code-solution" }, "\(found.map(\.formatted))")
        #expect(error.location.line == Self.line(of: "expectEqual(double(1)", in: quiz))
        #expect(error.location.column == 3)
        #expect(error.message.contains("double(1) is 2 (got 3, expected 2)"))
        #expect(error.notes.first?.location?.line == Self.line(of: "{ x * 3 }", in: quiz))
    }

    @Test func testsWrittenWithoutABarAreReportedAtTheirKeyWithHowToFixThem() throws {
        let quiz = """
            id: places-joined
            kind: code
            prompt: Double it.
            starter: |
              func double(_ x: Int) -> Int { x }
            solution: |
              func double(_ x: Int) -> Int { x + x }
            tests:
              let y = double(1)
              expectEqual(y, 2)
            """
        // The loader finds it before any compiler runs, and nothing else is reported about it.
        let found = try Self.diagnostics(quiz)
        let error = try #require(found.first { $0.code == "folded-code" }, "\(found.map(\.formatted))")
        #expect(error.location.line == Self.line(of: "tests:", in: quiz))
        #expect(error.help?.contains("tests: |") == true)
        #expect(found.allSatisfy { $0.code == "folded-code" })
    }

    @Test func aStarterThatAlreadyPassesIsAtTheStarterKey() throws {
        let quiz = """
            id: places-starter
            kind: code
            prompt: Double it.
            starter: |
              func double(_ x: Int) -> Int { x * 2 }
            solution: |
              func double(_ x: Int) -> Int { x + x }
            tests: |
              expectEqual(double(1), 2)
            """
        let found = try Self.diagnostics(quiz)
        let error = try #require(found.first { $0.code == "code-starter" }, "\(found.map(\.formatted))")
        #expect(error.location.line == Self.line(of: "starter: |", in: quiz))
        #expect(error.help != nil)
    }

    @Test func withoutRunningCodeAStarterIsNeverSaidToPass() throws {
        let quiz = """
            id: places-no-exec
            kind: code
            prompt: Double it.
            starter: |
              func double(_ x: Int) -> Int { x }
            solution: |
              func double(_ x: Int) -> Int { x + x }
            tests: |
              expectEqual(double(1), 2)
            """
        let found = try Self.diagnostics(quiz, allowsExecution: false)
        #expect(!found.contains { $0.code == "code-starter" }, "\(found.map(\.formatted))")
    }

    @Test func outputCodeThatDoesNotCompileIsAtItsLineInTheCode() throws {
        let quiz = """
            id: places-output
            kind: output
            prompt: What does it print?
            code: |
              let x = 1
              print(x.cout)
            answer: "1"
            """
        let found = try Self.diagnostics(quiz)
        let error = try #require(found.first { $0.code == "output-compile" }, "\(found.map(\.formatted))")
        #expect(error.location.line == Self.line(of: "print(x.cout)", in: quiz))
        #expect(error.location.column == 11)
    }

    @Test func aBugFixThatDoesNotCompileIsAtTheFix() throws {
        let quiz = """
            id: places-bug
            kind: bug
            prompt: Which line is wrong?
            code: |
              let count = 0
              count += 1
            line: 1
            fix: "var count: Int = \\"zero\\""
            error: "'let' constant"
            """
        let found = try Self.diagnostics(quiz)
        let error = try #require(found.first { $0.code == "bug-fix" }, "\(found.map(\.formatted))")
        #expect(error.location.line == Self.line(of: "fix:", in: quiz))
        // Inside the fix's text (after `fix: "`), at the string the compiler rejects.
        #expect(error.location.column == 24)
    }
}
