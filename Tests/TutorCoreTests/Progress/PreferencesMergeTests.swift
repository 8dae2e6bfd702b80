import Foundation
import Testing

@testable import TutorCore

struct PreferencesMergeTests {
    static func time(_ minutes: Double) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + minutes * 60) }

    static func attempt(_ id: String, at minutes: Double, score: Double = 1) -> AttemptRecord {
        AttemptRecord(
            lessonID: "state", questionID: "q1", contentHash: "h", at: time(minutes), answer: "a", score: score,
            hintsUsed: 0, seconds: 3, id: id)
    }

    static func preferences(_ attempts: [AttemptRecord]) -> Preferences {
        var question = Preferences.QuestionProgress(contentHash: "h")
        question.attempts = attempts
        var lesson = Preferences.LessonProgress()
        lesson.questions["q1"] = question
        var course = Preferences.CourseProgress()
        course.lessons["state"] = lesson
        return Preferences(courses: ["c": course])
    }

    static func attemptIDs(_ preferences: Preferences) -> [String] {
        preferences.courses["c"]?.lessons["state"]?.questions["q1"]?.attempts.map(\.id) ?? []
    }

    @Test func attemptsOfBothCopiesAreKeptOnceEachInTimeOrder() {
        let ours = Self.preferences([Self.attempt("a", at: 1), Self.attempt("c", at: 3)])
        let disk = Self.preferences([Self.attempt("a", at: 1), Self.attempt("b", at: 2)])
        let merged = PreferencesMerge.merged(ours, into: disk, keepingOurSettings: false)
        #expect(Self.attemptIDs(merged) == ["a", "b", "c"])
    }

    @Test func aResetOnDiskRemovesOurOlderAttemptsButKeepsNewerOnes() {
        let ours = Self.preferences([Self.attempt("old", at: 1), Self.attempt("new", at: 10)])
        var disk = Preferences(courses: ["c": Preferences.CourseProgress()])
        disk.courses["c"]?.lessonResets["state"] = Self.time(5)
        let merged = PreferencesMerge.merged(ours, into: disk, keepingOurSettings: false)
        #expect(Self.attemptIDs(merged) == ["new"])
        #expect(merged.courses["c"]?.lessonResets["state"] == Self.time(5))
    }

    @Test func ourResetRemovesTheOlderAttemptsOnDisk() {
        var ours = Preferences(courses: ["c": Preferences.CourseProgress()])
        ours.courses["c"]?.resetAt = Self.time(5)
        let disk = Self.preferences([Self.attempt("old", at: 1), Self.attempt("new", at: 10)])
        let merged = PreferencesMerge.merged(ours, into: disk, keepingOurSettings: false)
        #expect(Self.attemptIDs(merged) == ["new"])
    }

    @Test func settingsAreOursOnlyWhenWeChangedThem() {
        var ours = Preferences()
        ours.settings.width = 100
        var disk = Preferences()
        disk.settings.width = 60
        #expect(PreferencesMerge.merged(ours, into: disk, keepingOurSettings: false).settings.width == 60)
        #expect(PreferencesMerge.merged(ours, into: disk, keepingOurSettings: true).settings.width == 100)
    }

    @Test func theCardIsReplayedFromTheMergedAttempts() {
        let ours = Self.preferences([Self.attempt("a", at: 1, score: 0)])
        let disk = Self.preferences([Self.attempt("b", at: 2)])
        let merged = PreferencesMerge.merged(ours, into: disk, keepingOurSettings: false)
        let question = merged.courses["c"]?.lessons["state"]?.questions["q1"]
        #expect(question?.card == CardReplay.card(for: question?.attempts ?? [], contentHash: "h"))
        #expect(question?.card != nil)
    }
}
