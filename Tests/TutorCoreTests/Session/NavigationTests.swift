import Foundation
import Testing

@testable import TutorCore

/// Moving around a lesson: pages by number, the questions not right yet, the lesson's end.
@Suite struct NavigationTests {
    static func answerEverything(_ session: TutorSession, wrongOn: String) {
        _ = session.start("pages")
        var events = session.next()
        while true {
            guard case .ask(let attempt)? = events.first(where: { if case .ask = $0 { true } else { false } })
            else {
                if events.contains(where: { if case .lessonFinished = $0 { true } else { false } }) { return }
                events = session.next()
                continue
            }
            let right = attempt.question.id == "p-two-b" ? "false" : "true"
            let answer = attempt.question.id == wrongOn ? (right == "true" ? "false" : "true") : right
            for _ in 0..<3 where session.attempt?.isAnswered == false { _ = session.answer(answer) }
            events = session.next()
        }
    }

    @Test func quizAfterEveryQuestionIsAnsweredAsksTheFirstOneNotRightYet() {
        let session = TutorSession(course: ResumeTests.course, shufflesChoices: false)
        Self.answerEverything(session, wrongOn: "p-two-a")
        let events = session.quizNow()
        guard case .ask(let attempt)? = events.last else {
            Issue.record("expected a question, got \(events)")
            return
        }
        #expect(attempt.question.id == "p-two-a")
        #expect(events.contains(.notice(.askingMissedAgain(count: 1))))
    }

    @Test func quizWhenEverythingIsRightSaysSo() {
        let session = TutorSession(course: ResumeTests.course, shufflesChoices: false)
        Self.answerEverything(session, wrongOn: "none")
        let events = session.quizNow()
        #expect(events == [.notice(.everyQuestionRight(lessonID: "pages"))])
    }

    @Test func theEndOfALessonIsShownOnceAndThenNextSaysWhereToGo() {
        let session = TutorSession(course: ResumeTests.course, shufflesChoices: false)
        Self.answerEverything(session, wrongOn: "none")
        let again = session.next()
        #expect(!again.contains { if case .lessonFinished = $0 { true } else { false } })
        #expect(again == [.notice(.atLessonEnd(lessonID: "pages", nextLessonID: nil))])
    }

    @Test func startWithAPageOpensThatPageInsteadOfWhereTheLearnerLeftOff() {
        let session = TutorSession(course: ResumeTests.course, shufflesChoices: false)
        _ = session.start("pages")
        _ = session.show(page: 2)
        let events = session.start("pages", page: 0)
        #expect(events == [.page(lessonID: "pages", index: 0)])
    }

    @Test func testsShowsTheChecksOfTheOpenCodeQuestion() {
        let lesson = """
            ---
            id: tested
            title: Tested
            summary: One code question.
            minutes: 5
            ---

            ## Code

            Text.

            ```quiz
            id: tested-code
            kind: code
            prompt: Write double.
            starter: |
              func double(_ x: Int) -> Int { 0 }
            solution: |
              func double(_ x: Int) -> Int { x * 2 }
            tests: |
              expectEqual(double(4), 8, "double(4) is 8")
            ```
            """
        let course = CourseLoader().load(files: [LessonFile(path: "tested.md", text: lesson)]).course
        let session = TutorSession(course: course, shufflesChoices: false)
        #expect(session.tests() == [.notice(.testsNeedAQuestion)])
        _ = session.ask("tested-code")
        guard case .tests(let text)? = session.tests().first else {
            Issue.record("expected the tests")
            return
        }
        #expect(text.contains("expectEqual(double(4), 8, \"double(4) is 8\")"))
    }
}
