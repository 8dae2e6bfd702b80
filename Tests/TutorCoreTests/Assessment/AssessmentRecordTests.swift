import Foundation
import Testing

@testable import TutorCore

/// How an answer awaiting the instructor's verdict is saved, and how `course.yaml` names the mode.
@Suite struct AssessmentRecordTests {
    static func file(_ attempt: String) -> [UInt8] {
        Array(
            ("{\"schemaVersion\": 1, \"courses\": {\"c\": {\"lessons\": {\"l\": {\"questions\": {\"q\": {\"contentHash\": \"h\", \"attempts\": [{\"id\": \"a\", \"at\": \"2026-12-07T10:00:00Z\", \"answer\": \"x\", \"score\": 0, \"seconds\": 3"
                + attempt + "}]}}}}}}}").utf8)
    }

    static func attempts(_ bytes: [UInt8]) throws -> [AttemptRecord] {
        try PreferencesCodec.decode(bytes).courses["c"]?.lessons["l"]?.questions["q"]?.attempts ?? []
    }

    @Test func anAttemptAwaitingTheVerdictKeepsItsMarkThroughASave() throws {
        let read = try Self.attempts(Self.file(", \"awaitingVerdict\": true"))
        #expect(read.map(\.awaitingVerdict) == [true])
        var preferences = Preferences()
        preferences.courses["c", default: .init()].lessons["l", default: .init()].questions["q"] =
            Preferences.QuestionProgress(contentHash: "h")
        preferences.courses["c"]?.lessons["l"]?.questions["q"]?.attempts = read
        let again = try Self.attempts(PreferencesCodec.encode(preferences))
        #expect(again.map(\.awaitingVerdict) == [true])
    }

    @Test func anAttemptFromAnOlderFileIsNotAwaitingAVerdict() throws {
        #expect(try Self.attempts(Self.file("")).map(\.awaitingVerdict) == [false])
    }

    @Test func theModeIsPracticeUnlessTheCourseFileSaysAssessment() throws {
        let lessons = try AssessmentFixture.lessonFiles()
        let practice = CourseLoader().load(
            files: lessons, courseFile: LessonFile(path: "course/course.yaml", text: "id: c\ntitle: C\n"))
        #expect(practice.course.mode == .practice)
        #expect(try AssessmentFixture.full().mode == .assessment)
    }

    @Test func anUnknownModeIsAnErrorAtItsValueWithTheClosestModeSuggested() throws {
        let result = CourseLoader().load(
            files: try AssessmentFixture.lessonFiles(),
            courseFile: LessonFile(path: "course/course.yaml", text: "id: c\ntitle: C\nmode: asessment\n"))
        let diagnostic = try #require(result.diagnostics.first { $0.code == "unknown-mode" })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.file == "course/course.yaml")
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.location.column == 7)
        #expect(diagnostic.message == "unknown course mode 'asessment'; did you mean 'assessment'?")
        #expect(diagnostic.help == "write 'mode: assessment'")
    }
}
