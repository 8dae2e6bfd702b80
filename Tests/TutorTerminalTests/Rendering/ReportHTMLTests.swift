import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct ReportHTMLTests {
    static let course = CourseLoader().load(
        files: [
            LessonFile(
                path: "01-page.md",
                text: """
                    ---
                    id: page
                    title: "Page <one> & two"
                    summary: A lesson.
                    minutes: 5
                    ---

                    ## Only page

                    ```quiz
                    id: p-choice
                    kind: choice
                    prompt: Pick.
                    choices:
                      - text: "`<b>` owns it"
                        correct: true
                      - text: Nobody
                    ```

                    ```quiz
                    id: p-text
                    kind: text
                    prompt: Word?
                    accept: [let]
                    ```
                    """)
        ], defaultID: "page"
    ).course

    static func attempt(_ question: String, _ answer: String, minute: Double, score: Double = 0) -> AttemptRecord {
        AttemptRecord(
            lessonID: "page", questionID: question,
            contentHash: course.question(withID: question)?.contentHash ?? "",
            at: Date(timeIntervalSince1970: 1_800_000_000 + minute * 60), answer: answer, score: score, hintsUsed: 0,
            seconds: 10)
    }

    static func preferences(_ attempts: [AttemptRecord]) -> Preferences {
        var progress = Preferences.CourseProgress()
        for attempt in attempts {
            progress.lessons["page", default: Preferences.LessonProgress()]
                .questions[attempt.questionID, default: Preferences.QuestionProgress(contentHash: attempt.contentHash)]
                .attempts.append(attempt)
        }
        return Preferences(courses: [course.id: progress])
    }

    static let hostileName = "<script>alert(\"x\")</script>"
    static let hostileAnswer = "</td><img src=\"http://evil.example/x.png\" onerror='boom()'>"

    static func page(
        _ students: [(name: String, preferences: Preferences)] = [
            (name: hostileName, preferences: preferences([attempt("p-choice", "b", minute: 1)])),
            (
                name: "Ada",
                preferences: preferences([
                    attempt("p-choice", "a", minute: 2, score: 1), attempt("p-text", hostileAnswer, minute: 3),
                ])
            ),
        ]
    ) -> String {
        let report = ClassReport(students: students, course: course)
        let activity = ClassActivity(students: students, course: course)
        return ReportHTML(report: report, activity: activity, generatedAt: Date(timeIntervalSince1970: 1_800_000_000))
            .render()
    }

    @Test func aScriptInALearnersNameIsShownAsText() {
        let page = Self.page()
        #expect(!page.contains("<script"))
        #expect(page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
    }

    @Test func markupInAnAnswerIsShownAsText() {
        let page = Self.page()
        #expect(!page.contains("<img"))
        #expect(
            page.contains("&lt;/td&gt;&lt;img src=&quot;http://evil.example/x.png&quot; onerror=&#39;boom()&#39;&gt;"))
    }

    @Test func controlCharactersInANameAreShownEscaped() {
        let page = Self.page([(name: "Eve\u{1B}[2J\u{202E}", preferences: Self.preferences([]))])
        #expect(!page.contains("\u{1B}"))
        #expect(!page.contains("\u{202E}"))
        #expect(page.contains("Eve\\u{1B}[2J\\u{202E}"))
    }

    @Test func thePageLoadsNothingFromElsewhere() throws {
        let page = Self.page()
        // Every src and href attribute (in markup, not in escaped text) stays on the page.
        let attributes = page.matches(of: /\s(?:src|href|xlink:href|action|srcset|poster|data)\s*=\s*"([^"]*)"/)
        #expect(attributes.allSatisfy { $0.output.1.hasPrefix("#") })
        #expect(!attributes.isEmpty)
        #expect(!page.contains("<link"))
        #expect(!page.contains("@import"))
        #expect(!page.contains("<iframe"))
        // CSS and SVG url() only name the page's own patterns.
        #expect(page.matches(of: /url\(([^)]*)\)/).allSatisfy { $0.output.1.hasPrefix("#") })
    }

    @Test func thePageIsWellFormedXML() {
        let parser = XMLParser(data: Data(Self.page().utf8))
        let parsed = parser.parse()
        #expect(parsed, "\(String(describing: parser.parserError)) at line \(parser.lineNumber)")
    }

    @Test func everySectionOfTheDashboardIsOnThePage() {
        let page = Self.page()
        for id in ["scores", "difficulty", "progress", "stuck", "students", "items"] {
            #expect(page.contains("<section id=\"\(id)\""), "\(id)")
        }
        #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\""))
    }

    @Test func theKeyAnswerIsLabelledInWordsAndChoicesByTheirText() {
        let page = Self.page()
        #expect(page.contains("`&lt;b&gt;` owns it <span class=\"tag\">✓ key</span>"))
        #expect(page.contains(">Nobody<"))
    }

    @Test func aLearnerWhoseLastTwoTriesFailedIsListedAsStuck() throws {
        let page = Self.page([
            (
                name: Self.hostileName,
                preferences: Self.preferences([
                    Self.attempt("p-choice", "b", minute: 1), Self.attempt("p-choice", "c", minute: 2),
                ])
            ),
            (
                name: "Ada",
                preferences: Self.preferences([
                    Self.attempt("p-text", Self.hostileAnswer, minute: 3), Self.attempt("p-text", "word", minute: 4),
                ])
            ),
        ])
        let stuck = try #require(page.range(of: "<section id=\"stuck\""))
        let students = try #require(page.range(of: "<section id=\"students\""))
        let section = page[stuck.lowerBound..<students.lowerBound]
        #expect(section.contains("<code>p-text</code>"))
        #expect(section.contains("&lt;script&gt;"))
    }

    @Test func aLongListOfAnswersEndsWithACountOfTheRest() {
        let students = (0..<(ReportHTML.answerLimit + 3)).map { index in
            (name: "s\(index)", preferences: Self.preferences([Self.attempt("p-text", "word \(index)", minute: 1)]))
        }
        let page = Self.page(students)
        #expect(page.contains("3 other answers"))
        #expect(page.components(separatedBy: "<code>word ").count - 1 == ReportHTML.answerLimit)
    }

    @Test func aColumnCanBeAddedToTheStudentsTable() {
        let students = [(name: "Ada", preferences: Self.preferences([]))]
        var html = ReportHTML(
            report: ClassReport(students: students, course: Self.course),
            activity: ClassActivity(students: students, course: Self.course), generatedAt: Date())
        html.extraColumns = [ReportHTML.StudentColumn(title: "Grade", cells: ["7.5 / 9"])]
        let page = html.render()
        #expect(page.contains(">Grade</th>"))
        #expect(page.contains(">7.5 / 9</td>"))
    }

    @Test func escapingCoversEveryCharacterThatEndsTextOrAnAttribute() {
        #expect(HTMLText.escape("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
    }
}
