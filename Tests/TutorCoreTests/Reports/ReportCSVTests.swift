import Foundation
import Testing

@testable import TutorCore

@Suite struct ReportCSVTests {
    typealias Fixture = ReportFixture

    static let ada = Fixture.preferences([
        Fixture.attempt("q-one", minute: 1, answer: "b", score: 0, hints: 1, seconds: 4.5),
        Fixture.attempt("q-one", minute: 2, answer: "a", score: 1, seconds: 3),
    ])
    static let bob = Fixture.preferences([Fixture.attempt("q-four", minute: 3, score: 0.5)])

    static func lines(_ text: String) -> [String] {
        text.components(separatedBy: "\r\n")
    }

    @Test func theHeaderNamesTheStableColumns() {
        let text = ReportCSV.text(students: [], course: Fixture.course)
        #expect(
            text
                == "student,course,lesson,question,kind,concepts,attempts,first_try_correct,best_score,last_score,"
                + "hints_used,seconds,last_answer,last_attempt_at,changed,points,earned_points\r\n")
    }

    @Test func thereIsOneRowPerStudentAndQuestionEvenWithoutAttempts() {
        let text = ReportCSV.text(
            students: [(name: "Ada", preferences: Self.ada), (name: "Bob", preferences: Self.bob)],
            course: Fixture.course)
        let lines = Self.lines(text)
        let header = 1
        let trailingEmpty = 1
        #expect(lines.count == header + 2 * 7 + trailingEmpty)
        #expect(lines.last == "")
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(lines[1].hasPrefix("Ada,demo,basics,q-one,choice,state,2,"))
        #expect(lines[8].hasPrefix("Bob,demo,basics,q-one,"))
    }

    @Test func aRowSummarisesTheQuestionsAttempts() {
        let rows = ReportCSV.rows(students: [(name: "Ada", preferences: Self.ada)], course: Fixture.course)
        let expected = [
            "Ada", "demo", "basics", "q-one", "choice", "state", "2", "false", "1", "1", "1", "7.5", "a",
            Fixture.time(2).ISO8601Format(), "false", "1", "1",
        ]
        #expect(rows.first == expected)
        #expect(rows.first?[13] == "2027-01-15T08:02:00Z")
    }

    @Test func aQuestionNeverAttemptedHasEmptyScoresAndNoFirstTry() {
        let rows = ReportCSV.rows(students: [(name: "Ada", preferences: Self.ada)], course: Fixture.course)
        let three = rows.first { $0[3] == "q-three" }
        #expect(
            three == [
                "Ada", "demo", "basics", "q-three", "text", "state", "0", "", "", "", "0", "0", "", "", "false", "1",
                "0",
            ])
    }

    @Test func partialScoresAndSeveralConceptsAreWrittenCompactly() {
        var preferences = Self.bob
        preferences.courses[Fixture.course.id]?.lessons["links"]?.questions["q-four"]?.contentHash = "stale"
        let rows = ReportCSV.rows(students: [(name: "Bob", preferences: preferences)], course: Fixture.course)
        let four = rows.first { $0[3] == "q-four" }
        #expect(four?[8] == "0.5")
        #expect(four?[14] == "true")
        #expect(ReportCSV.number(1.0 / 3.0) == "0.333")
        #expect(ReportCSV.number(12) == "12")
    }

    @Test func conceptsAreJoinedWithSemicolons() {
        let lesson = """
            ---
            id: many
            title: Many
            summary: Several concepts.
            minutes: 1
            ---

            ## Page

            ```quiz
            id: q-many
            kind: truefalse
            prompt: True?
            concepts: [state, binding]
            answer: true
            ```
            """
        let course = CourseLoader().load(files: [LessonFile(path: "many.md", text: lesson)]).course
        let rows = ReportCSV.rows(students: [(name: "Ada", preferences: Preferences())], course: course)
        #expect(rows.first?[5] == "state;binding")
    }

    @Test func fieldsWithCommasQuotesOrLineBreaksAreQuotedWithQuotesDoubled() {
        #expect(ReportCSV.field("plain") == "plain")
        #expect(ReportCSV.field("a,b") == "\"a,b\"")
        #expect(ReportCSV.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(ReportCSV.field("two\nlines") == "\"two\nlines\"")
        #expect(ReportCSV.field("crlf\r\nend") == "\"crlf\r\nend\"")
        #expect(ReportCSV.line(["a", "b,c", ""]) == "a,\"b,c\",\r\n")
    }

    @Test func aCarriageReturnOutsideCRLFAndBidirectionalControlsAreWrittenEscaped() {
        // A bare CR would let an answer overwrite its line when the file is printed.
        #expect(ReportCSV.field("carriage\rreturn") == "carriage\\rreturn")
        #expect(ReportCSV.field("score 0\r1.0") == "score 0\\r1.0")
        #expect(ReportCSV.field("a\u{202E}b\u{2066}") == "a\\u{202E}b\\u{2066}")
    }

    @Test func anAnswerWithEveryDelimiterSurvivesARoundTrip() {
        let answer = "let a, b = \"x\"\nprint(a)"
        let preferences = Fixture.preferences([Fixture.attempt("q-three", answer: answer, score: 0)])
        let text = ReportCSV.text(students: [(name: "Ada, Jr.", preferences: preferences)], course: Fixture.course)
        #expect(text.contains("\"Ada, Jr.\",demo,basics,q-three,"))
        #expect(text.contains(",\"let a, b = \"\"x\"\"\nprint(a)\","))
    }
}
