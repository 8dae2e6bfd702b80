import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

@Suite struct ReportItemAnalysisTests {
    static let course = ReportHTMLTests.course

    static func report(_ answers: [(question: String, answer: String)]) -> ClassReport {
        let students = answers.enumerated().map { index, entry in
            (
                name: "s\(index)",
                preferences: ReportHTMLTests.preferences([
                    ReportHTMLTests.attempt(entry.question, entry.answer, minute: Double(index))
                ])
            )
        }
        return ClassReport(students: students, course: course)
    }

    @Test func markdownListsEveryAnswerByItsChoiceTextWithTheKeyMarkedAndEscaped() {
        let markdown = ReportMarkdown.render(
            Self.report([("p-choice", "a"), ("p-choice", "b"), ("p-choice", "nobody")]))
        #expect(markdown.contains("## Item analysis"))
        #expect(markdown.contains("| \\`\\<b\\>\\` owns it (key) | 1 | 1 | 0 |"))
        #expect(markdown.contains("| Nobody | 2 | 2 | 0 |"))
    }

    @Test func textKeepsTheLinesOfAnAnswerIndentedUnderIt() {
        let style = ShellStyle(width: 80, color: false, plain: true)
        let text = ReportText(style: style).render(Self.report([("p-text", "first line\nsecond line")]))
        #expect(text.contains("    1  1  first line\n          second line\n"))
        #expect(text.contains("p-text - text - facility 0% - discrimination - (1 scored)"))
    }
}
