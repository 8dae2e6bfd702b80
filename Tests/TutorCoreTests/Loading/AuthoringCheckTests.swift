import Foundation
import Testing

@testable import TutorCore

/// The authoring mistakes an instructor's review found unreported: tests that check nothing, a
/// lesson before the lesson it builds on, another tool's kind names, and repository files in the
/// course folder taken for lessons.
@Suite struct AuthoringCheckTests {
    static let tested = """
        ---
        id: carts
        title: Carts
        summary: A cart's total.
        minutes: 5
        ---

        ## A page

        ```quiz
        id: cart-total
        kind: code
        prompt: Make total add the prices.
        starter: |
          struct Cart { var prices: [Int]; var total: Int { 0 } }
        solution: |
          struct Cart { var prices: [Int]; var total: Int { prices.reduce(0, +) } }
        tests: |
          let cart = Cart(prices: [2, 3])
          _ = cart.total
        ```

        """

    @Test func testsWithoutAnExpectAreAnErrorAtTheirKey() throws {
        let result = CourseLoader().load(files: [LessonFile(path: "carts.md", text: Self.tested)])
        let diagnostic = try AuthoringMistakeTests.only(result)
        #expect(diagnostic.code == "tests-assert-nothing")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.line == 18)
    }

    @Test func testsWithAnExpectEqualAreClean() {
        let text = Self.tested.replacingOccurrences(of: "_ = cart.total", with: "expectEqual(cart.total, 5)")
        #expect(CourseLoader().load(files: [LessonFile(path: "carts.md", text: text)]).diagnostics.isEmpty)
    }

    @Test func aLessonBeforeTheLessonItRequiresIsAWarningAtItsRequires() throws {
        let result = CourseLoader().load(files: [
            LessonFile(path: "01-later.md", text: AuthoringMistakeTests.second),
            LessonFile(path: "02-basics.md", text: AuthoringMistakeTests.lesson),
        ])
        let diagnostic = try AuthoringMistakeTests.only(result)
        #expect(diagnostic.code == "requirement-later")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location.file == "01-later.md")
        #expect(diagnostic.location.line == 6)
    }

    @Test func aKindNamedAsMoodleNamesItSuggestsOurs() throws {
        let diagnostic = try AuthoringMistakeTests.only(AuthoringMistakeTests.load("kind: choice", "kind: shortanswer"))
        #expect(diagnostic.code == "unknown-kind")
        #expect(diagnostic.message.hasSuffix("did you mean 'text'?"))
    }

    @Test func aMarkdownFileWithoutFrontMatterInTheFolderIsNotALesson() throws {
        let url = try CourseFolderTests.folder { folder in
            try "# Changelog\n\n## 1.1\n\n- New lesson.\n".write(
                to: folder.appendingPathComponent("CHANGELOG.md"), atomically: true, encoding: .utf8)
        }
        let result = try CourseFolderTests.load(url)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.course.lessons.map(\.id) == ["first"])
    }

    @Test func aFileWithAQuizBlockButNoFrontMatterIsALessonMissingIt() throws {
        let url = try CourseFolderTests.folder { folder in
            try "## Page\n\n```quiz\nid: q\nkind: truefalse\nprompt: P.\nanswer: true\n```\n".write(
                to: folder.appendingPathComponent("02.md"), atomically: true, encoding: .utf8)
        }
        let result = try CourseFolderTests.load(url)
        #expect(result.diagnostics.map(\.code) == ["missing-front-matter"])
    }
}

extension AuthoringCheckTests {
    @Test func testsThatStopOnAPreconditionOrATryCheckSomething() {
        for check in ["precondition(cart.total == 5)", "try host.tap(\"Add\")"] {
            let text = Self.tested.replacingOccurrences(of: "_ = cart.total", with: check)
            let result = CourseLoader().load(files: [LessonFile(path: "carts.md", text: text)])
            #expect(result.diagnostics.isEmpty, "\(check): \(result.diagnostics.map(\.formatted))")
        }
    }
}

extension AuthoringCheckTests {
    @Test func anAnswerKeyOnAChoiceQuestionSaysToMarkTheChoice() throws {
        let result = AuthoringMistakeTests.load("explain: Only optionals.", "explain: Only optionals.\nanswer: b")
        let diagnostic = try #require(result.diagnostics.first { $0.code == "unknown-key" })
        #expect(diagnostic.location.line == 21)
        #expect(
            diagnostic.help
                == "remove it, and mark each right choice with 'correct: true' on the line under its '- text:'")
    }
}

extension AuthoringCheckTests {
    @Test func testsWrittenWithXCTestSayWhichCheckToWriteInstead() throws {
        let text = Self.tested.replacingOccurrences(of: "_ = cart.total", with: "XCTAssertEqual(cart.total, 5)")
        let diagnostic = try AuthoringMistakeTests.only(
            CourseLoader().load(files: [LessonFile(path: "carts.md", text: text)]))
        #expect(diagnostic.code == "tests-assert-nothing")
        #expect(
            diagnostic.help
                == "'XCTAssertEqual' is not available in tests: write 'expect(condition)' or 'expectEqual(a, b)'")
    }
}
