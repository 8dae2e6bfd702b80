import Foundation
import Testing

@testable import TutorCore
@testable import TutorTerminal

/// Reports that read right: answered counts questions, a ✓ never sits beside a percentage short
/// of 100, a review says "N of M", and an `order` question is shuffled anew each time it returns.
@Suite struct ReportsReadRightTests {
    static let lesson = """
        ---
        id: counts
        title: Counts
        summary: S
        minutes: 5
        ---

        ## A page

        ```quiz
        id: counts-word
        kind: text
        prompt: Which keyword makes a property read-only?
        accept: [let]
        ```

        ```quiz
        id: counts-order
        kind: order
        prompt: Order the steps.
        steps: [one, two, three, four, five]
        ```
        """

    static let course: Course = CourseLoader().load(files: [LessonFile(path: "counts.md", bytes: Array(lesson.utf8))])
        .course

    static func shell(session: TutorSession) -> (Shell, BufferSink) {
        let output = BufferSink()
        let context = ProcessContext(
            arguments: [], environment: [:], currentDirectory: URL(fileURLWithPath: "/"), stdout: output,
            stderr: BufferSink())
        let shell = Shell(
            context: context, session: session, style: ShellStyle(width: 100, color: false, plain: false),
            input: .pipe(PipeLineReader(descriptor: -1, watchesSignals: false)))
        return (shell, output)
    }

    @Test func theSessionReportCountsQuestionsNotTries() {
        let session = TutorSession(course: Self.course)
        _ = session.start("counts")
        _ = session.next()
        _ = session.answer("var")
        _ = session.answer("const")
        _ = session.answer("let")
        let text = SessionSummary(session: session, style: ShellStyle(width: 100, color: false, plain: false))
            .render()
        #expect(text.contains("Answered: 1   Correct: 1   Accuracy: 100%   Tries: 3"), "\(text)")
    }

    @Test func aCompletedLessonWithQuestionsStillWrongHasNoTick() {
        let style = ShellStyle(width: 100, color: false, plain: false)
        #expect(style.completionMark(isCompleted: true, fractionRight: 0.94) == " (read to the end)")
        #expect(style.completionMark(isCompleted: true, fractionRight: 1) == " ✓")
        #expect(style.completionMark(isCompleted: false, fractionRight: 1) == "")
    }

    @Test func anOrderQuestionIsShuffledAnewEachTimeItComesBackInAReview() throws {
        let question = try #require(Self.course.question(withID: "counts-order"))
        let orders = (0..<3).map {
            QuestionAttempt(question: question, startedAt: Date(), course: Self.course, round: $0).shownOrder
        }
        #expect(Set(orders).count == 3)
        #expect(!orders.contains([0, 1, 2, 3, 4]))
    }

    @Test func eachReviewQuestionSaysWhereInTheReviewItIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-count-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("prefs.json")
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        do {
            let store = try PreferencesStore(url: url)
            let tracker = ProgressTracker(store: store, course: Self.course, clock: { start })
            let session = TutorSession(course: Self.course, progress: tracker, clock: { start })
            _ = session.start("counts")
            _ = session.next()
            _ = session.answer("let")
            _ = session.next()
            _ = session.solution()
            session.end()
            tracker.store.save(isFinal: true)
        }
        let later = start.addingTimeInterval(90 * 86_400)
        let store = try PreferencesStore(url: url)
        let tracker = ProgressTracker(store: store, course: Self.course, clock: { later })
        let session = TutorSession(course: Self.course, progress: tracker, clock: { later })
        let (shell, output) = Self.shell(session: session)
        shell.handle("review")
        #expect(output.text.contains("Review 1 of 2"), "\(output.text)")
        shell.handle("skip")
        #expect(output.text.contains("Review 2 of 2"), "\(output.text)")
    }
}
