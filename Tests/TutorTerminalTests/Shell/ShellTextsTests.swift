import Testing

@testable import TutorCore
@testable import TutorTerminal

@MainActor @Suite struct ShellTextsTests {
    static func session() -> TutorSession {
        TutorSession(course: SessionPrinterTests.course)
    }

    @Test func theFirstStartSaysStartWithAndALaterOneContinueWith() {
        let session = Self.session()
        let style = ShellStyle(width: 80, color: false, plain: false)
        #expect(ShellTexts(session: session, style: style).banner().contains("Start with 'A counter'"))
        _ = session.start("counter")
        #expect(ShellTexts(session: session, style: style).banner().contains("Continue with 'A counter'"))
    }

    @Test func sectionsCountOneQuestionInTheSingular() {
        let session = Self.session()
        _ = session.start("counter")
        let sections = ShellTexts(session: session, style: ShellStyle(width: 80, color: false, plain: false)).sections()
        #expect(sections.contains("(2 questions)"))
        #expect(!sections.contains("(1 questions)"))
        #expect(ShellTexts.count(1, "question") == "1 question")
    }

    @Test func theListShowsEachLessonsProgressAndNeverCutsAnId() {
        let session = Self.session()
        let list = ShellTexts(session: session, style: ShellStyle(width: 40, color: false, plain: false)).lessonList()
        #expect(list.contains("counter  0/2"))
        for line in list.split(separator: "\n") { #expect(TextWidth.columns(String(line)) <= 40, "\(line)") }
    }
}
