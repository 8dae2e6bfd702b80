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

    @Test func testsWrittenOverSeveralLinesWithoutABarAreReportedAtTheirKey() throws {
        let quiz = Self.code.replacingOccurrences(of: "tests: |\n  f()", with: "tests:\n  f()\n  f()")
        let text = "---\nid: lines\ntitle: Lines\nsummary: S.\nminutes: 5\n---\n\n## Page\n\n```quiz\n\(quiz)\n```\n"
        let result = CourseLoader().load(files: [LessonFile(path: "lines.md", text: text)])
        let folded = try #require(result.diagnostics.first { $0.code == "folded-code" })
        #expect(folded.location.line == 20)
        #expect(folded.help?.contains("tests: |") == true)
    }

    @Test func aLineThatDoesNotMatchTheFileEndsTheMapping() {
        // A tab in the indentation is not YAML's: the text and the file disagree from there.
        let source: [Substring] = ["code: |", "  let a = 1", "\tlet b = 2"]
        let node = YAMLNode(.scalar("let a = 1\nlet b = 2\n", isPlain: false), line: 1, column: 7)
        let places = ValueLines.of(node, in: source) { SourceLocation(file: "f.md", line: $0, column: $1) }
        #expect(places.map(\.line) == [2])
    }
}
