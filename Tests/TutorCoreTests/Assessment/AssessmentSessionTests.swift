import Foundation
import Testing

@testable import TutorCore

/// `mode: assessment`: one answer per question, recorded for the instructor's verdict, nothing
/// revealed.
@Suite struct AssessmentSessionTests {
    static func answering(_ questionID: String) throws -> TutorSession {
        let session = AssessmentFixture.session(try AssessmentFixture.full())
        _ = session.ask(questionID)
        return session
    }

    @Test func anAnswerIsRecordedAwaitingTheInstructorsVerdictWithNoVerdictShown() throws {
        let session = try Self.answering("counter-word")
        let events = session.answer("let")
        guard case .answerRecorded(let attempt) = try #require(events.first) else {
            Issue.record("expected the answer recorded, got \(events)")
            return
        }
        #expect(events.count == 1)
        #expect(attempt.isAnswered)
        let record = try #require(session.attempts.last)
        #expect(record.awaitingVerdict)
        #expect(record.score == 0)
        #expect(record.answer == "let")
    }

    @Test func aWrongAnswerEndsTheQuestionAtTheFirstTry() throws {
        let session = try Self.answering("counter-word")
        let events = session.answer("var")
        #expect(events.count == 1)
        #expect(session.attempt?.isAnswered == true)
        #expect(session.attempts.count == 1)
        #expect(session.attempts.last?.continued == false)
    }

    @Test func hintsAreOff() throws {
        let session = try Self.answering("counter-owner")
        #expect(session.hint() == [.notice(.offInAssessment(.hints))])
    }

    @Test func theSolutionIsOff() throws {
        let session = try Self.answering("counter-owner")
        #expect(session.solution() == [.notice(.offInAssessment(.solution))])
        #expect(session.attempts.isEmpty)
    }

    @Test func theTestsAreOff() throws {
        let session = try Self.answering("counter-code")
        #expect(session.tests() == [.notice(.offInAssessment(.tests))])
    }

    @Test func explainIsOffAfterTheAnswer() throws {
        let session = try Self.answering("counter-owner")
        _ = session.answer("a")
        #expect(session.explain() == [.notice(.offInAssessment(.explanation))])
    }

    @Test func reviewIsOff() throws {
        let session = AssessmentFixture.session(try AssessmentFixture.full())
        #expect(session.review() == [.notice(.offInAssessment(.review))])
    }

    @Test func anAnsweredQuestionIsNotAskedAgain() throws {
        let session = try Self.answering("counter-word")
        _ = session.answer("let")
        #expect(session.ask("counter-word") == [.notice(.offInAssessment(.secondAnswer))])
    }

    @Test func quizWithEveryQuestionAnsweredSaysSoInsteadOfAskingTheMissedOnes() throws {
        let course = try AssessmentFixture.full()
        let session = AssessmentFixture.session(course)
        _ = session.start("counter")
        for question in course.questions {
            _ = session.ask(question.id)
            var steps = 0
            while session.attempt?.isAnswered == false, steps < 5 {
                _ = session.answer(Self.someAnswer(to: session.attempt?.step, question))
                steps += 1
            }
        }
        #expect(session.quizNow() == [.notice(.everyQuestionAnswered(lessonID: "counter"))])
    }

    /// An answer that can be read at `step`, right or not.
    static func someAnswer(to step: QuestionAttempt.Step?, _ question: Question) -> String {
        switch (step, question.payload) {
        case (.fix?, _): return "var count = 0"
        case (_, .bug): return "2"
        case (_, .order): return "abc"
        case (_, .truefalse): return "true"
        case (_, .tree), (_, .choice), (_, .multi): return "a"
        default: return "x"
        }
    }

    @Test func aLetterThatIsNoChoiceIsRefusedAndTheQuestionStaysOpen() throws {
        let session = try Self.answering("counter-owner")
        let events = session.answer("z")
        guard case .invalidAnswer = try #require(events.first) else {
            Issue.record("expected the answer refused, got \(events)")
            return
        }
        #expect(session.attempt?.isAnswered == false)
        #expect(session.attempts.isEmpty)
    }

    @Test func aBugsLineIsTakenWithoutSayingWhetherItIsTheFaultyOne() throws {
        let session = try Self.answering("counter-bug")
        let events = session.answer("4")
        #expect(events.count == 1)
        guard case .ask(let attempt) = try #require(events.first) else {
            Issue.record("expected the fix asked, got \(events)")
            return
        }
        #expect(attempt.step == .fix(line: 4))
        _ = session.answer("count = 1")
        #expect(session.attempts.last?.answer == "line 4 / count = 1")
        #expect(session.attempts.last?.awaitingVerdict == true)
    }

    @Test func theStepsOfAnAnswerAreKeptForTheInstructorsVerdict() throws {
        let session = try Self.answering("counter-bug")
        _ = session.answer("2")
        _ = session.answer("var count = 0")
        #expect(session.attempts.last?.steps == ["line 2", "var count = 0"])
    }

    @Test func aTreeQuestionFollowsTheLearnersBranchesWithoutSayingWhichIsRight() throws {
        let session = try Self.answering("counter-walk")
        let first = session.answer("yes")
        #expect(first.count == 1)
        guard case .ask(let attempt) = try #require(first.first), case .treeNode = attempt.step else {
            Issue.record("expected the next node, got \(first)")
            return
        }
        _ = session.answer("no")
        #expect(session.attempts.last?.answer == "yes / no")
    }

    @Test func theGapsOfABlankAreRecordedTogether() throws {
        let session = try Self.answering("counter-blank")
        _ = session.answer("@State")
        #expect(session.attempts.last?.answer == "@State")
        #expect(session.attempts.last?.awaitingVerdict == true)
    }

    @Test func anAnswerAwaitingTheVerdictIsNeverScheduledForReview() {
        var record = AttemptRecord(
            lessonID: "l", questionID: "q", contentHash: "h", at: Date(timeIntervalSince1970: 0), answer: "a",
            score: 0, hintsUsed: 0, seconds: 5)
        record.awaitingVerdict = true
        #expect(CardReplay.card(for: [record], contentHash: "h") == nil)
    }

    @Test func anAnswerToAnAssessmentIsJudgedOutsideTheShellAsOneTry() throws {
        let course = try AssessmentFixture.full()
        let outcome = TutorSession.judge(
            "2\nvar count = 0", questionID: "counter-bug", course: course, checker: AnswerChecker(trees: course.trees))
        guard case .verdict = outcome else {
            Issue.record("expected a verdict, got \(outcome)")
            return
        }
        let word = TutorSession.judge(
            "let", questionID: "counter-word", course: course, checker: AnswerChecker(trees: course.trees))
        guard case .verdict(let verdict) = word else {
            Issue.record("expected a verdict, got \(word)")
            return
        }
        #expect(verdict.isCorrect)
    }

    @Test func aPracticeCourseStillJudgesAtOnce() throws {
        var course = try AssessmentFixture.full()
        course.mode = .practice
        let session = AssessmentFixture.session(course)
        _ = session.ask("counter-word")
        guard case .verdict(_, let verdict) = try #require(session.answer("let").first) else {
            Issue.record("expected a verdict")
            return
        }
        #expect(verdict.isCorrect)
        #expect(session.attempts.last?.awaitingVerdict == false)
    }
}
