import Testing

@testable import TutorCore

@Suite struct ValueLinesTests {
    static func question(_ quiz: String) throws -> Question {
        let text = """
            ---
            id: lines
            title: Lines
            summary: Where a key's lines are.
            minutes: 5
            ---

            ## Page

            ```quiz
            \(quiz)
            ```

            """
        let result = CourseLoader().load(files: [LessonFile(path: "lines.md", text: text)])
        return try #require(result.course.questions.first, "\(result.diagnostics.map(\.formatted))")
    }

    static let code = """
        id: lines-code
        kind: code
        prompt: Write it.
        starter: |
          func f() {}
        solution: |
          func f() {
              print(1)
          }
        tests: |
          f()
        """

    @Test func eachLineOfABlockIsTheLineBelowTheKeyOneIndentationIn() throws {
        let question = try Self.question(Self.code)
        let solution = try #require(question.valueLines["solution"])
        #expect(solution.map(\.line) == [17, 18, 19])
        #expect(solution.allSatisfy { $0.column == 3 && $0.file == "lines.md" })
    }

    @Test func aListOfTestLinesMapsEachItem() throws {
        let quiz = Self.code.replacingOccurrences(of: "tests: |\n  f()", with: "tests:\n  - f()\n  - \"f()\"")
        let question = try Self.question(quiz)
        let tests = try #require(question.valueLines["tests"])
        #expect(tests.map(\.line) == [21, 22])
        #expect(tests.map(\.column) == [5, 6])
    }

    @Test func aFoldedBlockMapsNoLineBecauseYAMLJoinedThem() throws {
        let quiz = Self.code.replacingOccurrences(of: "solution: |", with: "solution: >")
        let question = try Self.question(quiz)
        #expect(question.valueLines["solution"] == [])
    }

    @Test func testsWrittenOverSeveralLinesWithoutABarMapNothing() throws {
        let quiz = Self.code.replacingOccurrences(of: "tests: |\n  f()", with: "tests:\n  f()\n  f()")
        let question = try Self.question(quiz)
        #expect(question.valueLines["tests"] == [])
    }

    @Test func aLineThatDoesNotMatchTheFileEndsTheMapping() {
        // A tab in the indentation is not YAML's: the text and the file disagree from there.
        let source: [Substring] = ["code: |", "  let a = 1", "\tlet b = 2"]
        let node = YAMLNode(.scalar("let a = 1\nlet b = 2\n", isPlain: false), line: 1, column: 7)
        let places = ValueLines.of(node, in: source) { SourceLocation(file: "f.md", line: $0, column: $1) }
        #expect(places.map(\.line) == [2])
    }
}
