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
}
