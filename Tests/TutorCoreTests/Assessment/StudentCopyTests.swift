import Foundation
import Testing

@testable import TutorCore

/// `statetutor publish --student DIR`: the students' copy keeps the course and leaves out every
/// answer key.
@Suite struct StudentCopyTests {
    static func lesson() throws -> String {
        try #require(try AssessmentFixture.copy()["01-counter.md"])
    }

    /// A value of each kind of key in the fixture, which the full lesson holds and the copy must not.
    static let withheld: [(key: String, value: String)] = [
        ("correct", "correct: true"),
        ("feedback", "The parent never sees `count`."),
        ("answer (true/false)", "answer: false"),
        ("answer (wrapper)", "answer: \"@Binding\""),
        ("path", "path: [no]"),
        ("blanks", "[\"@State private\", \"@State\"]"),
        ("answer (output)", "answer: |"),
        ("line", "line: 2"),
        ("fix", "fix: \"var count = 0\""),
        ("error", "'count' is a 'let' constant"),
        ("solution", "solution: |"),
        ("must", "must: [\"@State private var count\"]"),
        ("accept", "/let ?constant/"),
        ("hints", "Look for the attribute."),
        ("explain", "Integers are values; `b` is a copy."),
    ]

    @Test(arguments: withheld.map(\.key))
    func theCopyLeavesOutTheKey(_ key: String) throws {
        let value = try #require(Self.withheld.first { $0.key == key }?.value)
        let full = try String(
            contentsOf: AssessmentFixture.folder.appendingPathComponent("01-counter.md"), encoding: .utf8)
        #expect(full.contains(value), "the fixture no longer holds \(value)")
        #expect(!(try Self.lesson()).contains(value))
    }

    @Test func theCopyListsTheStepsOfAnOrderQuestionByTheirTextNotInTheirRightOrder() throws {
        let lesson = try Self.lesson()
        let steps = [
            "  - \"SwiftUI evaluates `body` again.\"", "  - \"The action changes `count`.\"",
            "  - \"The learner taps the button.\"",
        ]
        #expect(lesson.contains(steps.joined(separator: "\n")))
    }

    @Test func theCopyValidatesWithoutErrors() throws {
        let result = try AssessmentFixture.published()
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.course.isPublished)
        #expect(result.course.mode == .assessment)
    }

    @Test func theCopyKeepsEveryIDPromptAndTheFullQuestionsHash() throws {
        let full = try AssessmentFixture.full()
        let copy = try AssessmentFixture.published().course
        #expect(copy.id == full.id)
        #expect(copy.questions.map(\.id) == full.questions.map(\.id))
        #expect(copy.questions.map(\.prompt) == full.questions.map(\.prompt))
        #expect(copy.questions.map(\.contentHash) == full.questions.map(\.contentHash))
        #expect(copy.lessons.map(\.sections.count) == full.lessons.map(\.sections.count))
    }

    @Test func theCopysCourseFileIsInAssessmentModeAndMarkedPublished() throws {
        let courseFile = try #require(try AssessmentFixture.copy()["course.yaml"])
        #expect(courseFile.contains("mode: assessment\n"))
        #expect(courseFile.contains("published: true\n"))
    }

    @Test func aPublishedCourseIsAnAssessmentWhateverItsModeSays() throws {
        let files = try AssessmentFixture.copy()
        let result = CourseLoader().load(
            files: [LessonFile(path: "copy/01-counter.md", text: files["01-counter.md"] ?? "")],
            courseFile: LessonFile(path: "copy/course.yaml", text: "id: c\ntitle: C\nmode: practice\npublished: true\n")
        )
        #expect(result.course.mode == .assessment)
    }

    @Test func aPublishedQuestionWithoutItsKeysIsAnErrorInACourseThatIsNotPublished() throws {
        let files = try AssessmentFixture.copy()
        let result = CourseLoader().load(
            files: [LessonFile(path: "copy/01-counter.md", text: files["01-counter.md"] ?? "")],
            courseFile: LessonFile(path: "copy/course.yaml", text: "id: transcript-course\ntitle: T\n"))
        #expect(result.diagnostics.contains { $0.code == "missing-key" })
    }

    /// Answers given in the copy, judged by the full course: every question right.
    @Test func answersGivenInTheCopyAreJudgedByTheFullCourse() throws {
        let full = try AssessmentFixture.full()
        let copy = try AssessmentFixture.published().course
        let session = TutorSession(
            course: copy, shufflesChoices: false, clock: { Date(timeIntervalSince1970: 1_000) })
        let answers: [String: [String]] = [
            "counter-owner": ["a"], "counter-private": ["false"], "counter-facts": ["ab"],
            "counter-wrapper": ["@Binding"], "counter-walk": ["no"], "counter-blank": ["@State"],
            "counter-output": ["1\n2"], "counter-bug": ["2", "var count = 0"],
            "counter-order": [Self.rightOrder(in: copy)], "counter-word": ["let"],
        ]
        for (id, steps) in answers {
            _ = session.ask(id)
            for step in steps { _ = session.answer(step) }
        }
        let checker = AnswerChecker(trees: full.trees)
        for record in session.attempts {
            let question = try #require(full.question(withID: record.questionID))
            #expect(record.contentHash == question.contentHash, "\(record.questionID)")
            #expect(record.awaitingVerdict)
            #expect(Self.isRight(record.answer, question, checker), "\(record.questionID): \(record.answer)")
        }
        #expect(session.attempts.count == answers.count)
    }

    /// The full course's verdict on an answer as the copy recorded it (steps joined by " / ").
    static func isRight(_ answer: String, _ question: Question, _ checker: AnswerChecker) -> Bool {
        let steps = answer.components(separatedBy: " / ")
        switch question.payload {
        case .tree(_, _, let path):
            return steps == path
        case .bug(let code, let lines, _, _, _):
            guard case .verdict(let verdict) = checker.checkBugLine(steps[0], code: code, lines: lines) else {
                return false
            }
            return verdict.isCorrect
        default:
            guard case .verdict(let verdict) = checker.check(answer, for: question) else { return false }
            return verdict.isCorrect
        }
    }

    /// The letters of the copy's steps in the order the full course lists them.
    static func rightOrder(in copy: Course) -> String {
        guard case .order(let steps)? = copy.question(withID: "counter-order")?.payload else { return "" }
        let right = ["The learner taps the button.", "The action changes `count`.", "SwiftUI evaluates `body` again."]
        return right.compactMap { text in steps.firstIndex(of: text).map(ChoiceLetters.letter) }.joined()
    }
}
