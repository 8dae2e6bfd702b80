import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

/// What the terminal says in a course in assessment mode: one line for each command that is off,
/// "Answer recorded." for an answer, and no score.
@Suite struct AssessmentTextTests {
    static let texts: [(SessionNotice, String)] = [
        (.offInAssessment(.hints), "No hints in this assessment; your instructor judges the answers."),
        (.offInAssessment(.solution), "No solutions in this assessment; your instructor judges the answers."),
        (.offInAssessment(.tests), "The tests are not shown in this assessment; your instructor judges the answers."),
        (.offInAssessment(.explanation), "No explanations in this assessment; your instructor judges the answers."),
        (.offInAssessment(.review), "No reviews in this assessment; your instructor judges the answers."),
        (
            .offInAssessment(.secondAnswer),
            "One answer per question: this one is recorded already in this assessment; your instructor judges the answers."
        ),
        (
            .everyQuestionAnswered(lessonID: "state"),
            "Every question of 'state' has its answer, recorded for your instructor's verdict."
        ),
    ]

    @Test(arguments: texts)
    func eachAssessmentNoticeReadsAsOneLine(notice: SessionNotice, text: String) {
        #expect(SessionNoticeText.text(notice) == text)
        #expect(!text.contains("\n"))
    }

    static let modeTexts: [(SessionNotice, String)] = [
        (.questionNotAnswered, "Answer the question first, or 'skip' to leave it for later."),
        (.skipped(inReview: false), "Skipped for now: 'quiz' asks it again."),
    ]

    @Test(arguments: modeTexts)
    func aNoticeInAssessmentModeNamesNoHintOrSolution(notice: SessionNotice, text: String) {
        #expect(SessionNoticeText.text(notice, in: .assessment) == text)
        #expect(SessionNoticeText.text(notice, in: .practice) == SessionNoticeText.text(notice))
    }

    static func printer() -> SessionPrinter {
        var course = Course(id: "c", title: "C", lessons: [], trees: [:])
        course.mode = .assessment
        return SessionPrinter(course: course, style: ShellStyle(width: 80, color: false, plain: true))
    }

    @Test func aRecordedAnswerSaysSoAndNothingElse() throws {
        let question = Question(
            id: "q", kind: .text, prompt: "p", explain: "the answer is let", hints: [], concepts: [], points: 1,
            payload: .text(accept: ["let"]), location: SourceLocation(file: "l.md", line: 1), keyLocations: [:],
            contentHash: "h")
        let attempt = QuestionAttempt(
            question: question, startedAt: Date(timeIntervalSince1970: 0), course: Self.printer().course)
        #expect(
            Self.printer().render(.answerRecorded(attempt)) == "Answer recorded.\nPress Enter for the next step.\n")
    }

    @Test func theLessonEndShowsNoScore() {
        let text = Self.printer().render(.lessonFinished(lessonID: "l", score: 0, points: 5, nextLessonID: nil))
        #expect(text.contains("Your answers are recorded for your instructor's verdict."))
        #expect(!text.contains("Score"))
    }

    /// A learner's report of answers that all await the verdict: no right count, no accuracy.
    @Test func theLearnersReportSaysTheAnswersAwaitTheVerdictInsteadOfScores() throws {
        let lesson =
            "---\nid: l\ntitle: L\nsummary: s\nminutes: 5\n---\n\n## Page\n\n```quiz\nid: l-word\nkind: text\n"
            + "prompt: Which keyword?\naccept: [let]\n```\n"
        let course = CourseLoader().load(files: [LessonFile(path: "l.md", text: lesson)]).course
        let question = try #require(course.question(withID: "l-word"))
        var record = AttemptRecord(
            lessonID: "l", questionID: "l-word", contentHash: question.contentHash, at: Date(timeIntervalSince1970: 0),
            answer: "let", score: 0, hintsUsed: 0, seconds: 4)
        record.awaitingVerdict = true
        var preferences = Preferences()
        preferences.courses[course.id, default: .init()].lessons["l", default: .init()].questions["l-word"] =
            Preferences.QuestionProgress(contentHash: question.contentHash)
        preferences.courses[course.id]?.lessons["l"]?.questions["l-word"]?.attempts = [record]
        let report = LearnerReport(
            preferences: preferences, course: course, now: Date(timeIntervalSince1970: 60), name: "Ada")
        #expect(report.awaitingVerdict == 1)
        let text = ReportText(style: ShellStyle(width: 80, color: false, plain: true)).render(report)
        #expect(text.contains("Answered    1, awaiting the instructor's verdict\n"))
        #expect(!text.contains("Accuracy"))
        #expect(report.weakestConcepts.isEmpty)
    }
}
