import Foundation
import Testing

@testable import TutorCore

/// A miss is a chance to learn: tries, the `solution` command, and what each try is worth.
@Suite struct TriesTests {
    static func session(tries: Int = 3) -> TutorSession {
        var course = AnswerCheckerTests.course
        course.tries = tries
        return TutorSession(course: course, clock: { Date(timeIntervalSince1970: 1_000) })
    }

    @Test func aGapThatLeavesABracketOpenIsHeldForTheGapThatClosesIt() throws {
        let session = Self.session()
        _ = session.ask("q-two-gaps")
        let events = session.answer("max(1,")
        #expect(events.first == .notice(.gapHeld(gapIndex: 0)))
        #expect(session.attempt?.step == .gap(1))
        #expect(session.attempt?.misses == 0)
        #expect(session.attempt?.heldGaps == [0: "max(1,"])
    }

    @Test func aMissOfAHeldGapAndItsCloserAsksAgainFromTheHeldGap() throws {
        // Without a compiler only the listed fillings are right, so the pair is a miss.
        let session = Self.session()
        _ = session.ask("q-two-gaps")
        _ = session.answer("max(1,")
        let events = session.answer("2) + 0")
        guard case .tryAgain(let attempt, _) = try #require(events.first) else {
            Issue.record("expected another try, got \(events)")
            return
        }
        #expect(attempt.step == .gap(0))
        #expect(attempt.heldGaps.isEmpty)
        #expect(session.attempts.last?.answer == "max(1, / 2) + 0")
    }

    @Test func aWrongAnswerWithTriesLeftKeepsTheQuestionOpenAndHidesTheAnswer() throws {
        let session = Self.session()
        _ = session.ask("q-text")
        let events = session.answer("var")
        guard case .tryAgain(let attempt, let verdict) = try #require(events.first) else {
            Issue.record("expected another try, got \(events)")
            return
        }
        #expect(verdict.expected == nil)
        #expect(attempt.triesLeft == 2)
        #expect(session.attempt?.isAnswered == false)
    }

    @Test func theLastWrongTryEndsTheQuestionAndShowsTheAnswer() throws {
        let session = Self.session()
        _ = session.ask("q-text")
        _ = session.answer("var")
        _ = session.answer("var")
        let events = session.answer("var")
        guard case .verdict(_, let verdict) = try #require(events.first) else {
            Issue.record("expected the verdict, got \(events)")
            return
        }
        #expect(verdict.expected == "let")
        #expect(session.attempt?.isAnswered == true)
    }

    @Test func everyTryIsSavedAndOnlyTheLastEndsTheQuestion() {
        let session = Self.session()
        _ = session.ask("q-text")
        _ = session.answer("var")
        _ = session.answer("let")
        #expect(session.attempts.map(\.tryNumber) == [1, 2])
        #expect(session.attempts.map(\.continued) == [true, false])
        #expect(session.attempts.map(\.isCorrect) == [false, true])
    }

    @Test func aHalfRightTryThatLeftTheQuestionOpenAddsNothingToTheLessonScore() throws {
        var course = AnswerCheckerTests.course
        course.tries = 2
        // In the file's order, so that the letters name the choices of the file.
        let session = TutorSession(
            course: course, shufflesChoices: false, clock: { Date(timeIntervalSince1970: 1_000) })
        _ = session.ask("q-multi")
        _ = session.answer("a")  // half right, one try left
        _ = session.answer("c")  // wrong: the try that ends the question
        #expect(session.attempts.map(\.score) == [0.5, 0])
        let lesson = try #require(AnswerCheckerTests.course.lesson(containing: "q-multi"))
        #expect(session.score(of: lesson) == 0)
    }

    @Test func aRightAnswerOnTheSecondTryEarnsThreeQuarters() {
        let session = Self.session()
        _ = session.ask("q-text")
        _ = session.answer("var")
        _ = session.answer("let")
        #expect(session.attempts.last?.credit == 0.75)
    }

    @Test func aTrueFalseMissEndsTheQuestionAtOnceWithItsExplanation() throws {
        // Of two answers, the second try would be the answer itself.
        let session = Self.session()
        _ = session.ask("q-tf")
        guard case .verdict(_, let verdict) = try #require(session.answer("true").first) else {
            Issue.record("expected the verdict at once")
            return
        }
        #expect(verdict.expected == "false")
        #expect(session.attempt?.isAnswered == true)
    }

    @Test func aWrapperMissWithTriesLeftKeepsThePathToTheRightLeafForTheEnd() throws {
        let session = Self.session()
        _ = session.ask("q-wrapper")
        guard case .tryAgain(_, let miss) = try #require(session.answer("@State").first) else {
            Issue.record("expected another try")
            return
        }
        #expect(!miss.feedback.joined().contains("@Binding"))
        _ = session.answer("@State")
        guard case .verdict(_, let last) = try #require(session.answer("@State").first) else {
            Issue.record("expected the verdict")
            return
        }
        #expect(last.feedback.contains("Does the view own it? → [no] → @Binding"))
    }

    @Test func aHintTakesATenthOffWhatARightAnswerEarns() {
        let session = Self.session()
        _ = session.ask("q-tf")
        _ = session.hint()
        _ = session.answer("false")
        // q-tf has no hints, so none was used.
        #expect(session.attempts.last?.credit == 1)
        var record = session.attempts[0]
        record.hintsUsed = 2
        #expect(abs(record.credit - 0.8) < 1e-9)
    }

    @Test func aRightAnswerAfterEveryTryAndHintStillEarnsAQuarter() {
        var record = AttemptRecord(
            lessonID: "kinds", questionID: "q-tf", contentHash: "", at: Date(), answer: "false", score: 1,
            hintsUsed: 3, seconds: 1)
        record.tryNumber = 3
        #expect(record.credit == 0.25)
    }

    @Test func solutionEndsTheQuestionWithTheAnswerAndEarnsNothing() throws {
        let session = Self.session()
        _ = session.ask("q-text")
        let events = session.solution()
        guard case .verdict(_, let verdict) = try #require(events.first) else {
            Issue.record("expected the verdict, got \(events)")
            return
        }
        #expect(verdict.expected == "let")
        #expect(session.attempts.last?.credit == 0)
        #expect(session.attempts.last?.skipped == true)
    }

    @Test func solutionWithNoOpenQuestionSaysWhatItIsFor() {
        let session = Self.session()
        #expect(session.solution() == [.notice(.solutionNeedsAnOpenQuestion)])
    }

    @Test func aCourseWithOneTryEndsAtTheFirstMiss() throws {
        let session = Self.session(tries: 1)
        _ = session.ask("q-tf")
        guard case .verdict = try #require(session.answer("true").first) else {
            Issue.record("expected the verdict")
            return
        }
    }

    @Test func aWrongBranchOfATreeIsTriedAgainAtTheSameNode() throws {
        let lesson = """
            ---
            id: walk
            title: Walk
            summary: A tree question.
            minutes: 5
            ---

            ## Page

            ```mermaid
            %% tree: pick
            graph TD
                A{Does the view own it?} -->|yes| B["@State"]
                A -->|no| C["@Binding"]
            ```

            ```quiz
            id: q-walk
            kind: tree
            tree: pick
            scenario: A child edits its parent's value.
            path: ["no"]
            ```
            """
        let course = CourseLoader().load(files: [LessonFile(path: "walk.md", text: lesson)]).course
        let session = TutorSession(course: course)
        _ = session.ask("q-walk")
        guard case .tryAgain(let attempt, _) = try #require(session.answer("a").first) else {
            Issue.record("expected another try")
            return
        }
        #expect(attempt.step == .treeNode("A"))
        guard case .verdict(_, let verdict) = try #require(session.answer("b").first) else {
            Issue.record("expected the verdict")
            return
        }
        #expect(verdict.isCorrect)
    }

    @Test func theCourseFileSetsTheNumberOfTries() {
        let lesson = "---\nid: one\ntitle: One\nsummary: s\nminutes: 5\n---\n\n## Page\n\nText.\n"
        let result = CourseLoader().load(
            files: [LessonFile(path: "one.md", text: lesson)],
            courseFile: LessonFile(path: "course.yaml", text: "id: c\ntitle: C\ntries: 5\n"))
        #expect(result.course.tries == 5)
        #expect(result.diagnostics.isEmpty)
    }
}
