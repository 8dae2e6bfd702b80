import Foundation
import Testing

@testable import TutorCore

/// A wall clock set back while a question is open (NTP, a laptop's clock fixed by hand): how long
/// an answer took comes from the monotonic clock, so no time is negative and nothing ends before
/// it started.
@Suite struct SteppingClockTests {
    /// A wall clock and a monotonic clock, moved by the test.
    final class Clocks: @unchecked Sendable {
        var wall = Date(timeIntervalSince1970: 1_800_000_000)
        var uptime: TimeInterval = 500
    }

    static func session(_ clocks: Clocks, progress: ProgressTracker? = nil) -> TutorSession {
        TutorSession(
            course: AnswerCheckerTests.course, progress: progress, clock: { clocks.wall }, uptime: { clocks.uptime })
    }

    @Test func anAnswerGivenAfterTheClockSteppedBackTakesTheTimeThatPassed() {
        let clocks = Clocks()
        let session = Self.session(clocks)
        _ = session.start("kinds")
        _ = session.next()
        clocks.wall = clocks.wall.addingTimeInterval(-3_600)
        clocks.uptime += 2.5
        _ = session.answer("a")
        #expect(session.attempts.map(\.seconds) == [2.5])
    }

    @Test func aSessionEndedAfterTheClockSteppedBackDoesNotEndBeforeItStarted() throws {
        let url = PreferencesStoreTests.folder().appendingPathComponent("p.json")
        let clocks = Clocks()
        let tracker = ProgressTracker(
            store: try PreferencesStore(url: url), course: AnswerCheckerTests.course, clock: { clocks.wall })
        clocks.wall = clocks.wall.addingTimeInterval(-2)
        tracker.endSession()
        let session = try #require(PreferencesStoreTests.onDisk(url).courses.values.first?.sessions.first)
        #expect(try #require(session.end) >= session.start)
    }

    @Test func aNegativeTimeFromAClockSetBackIsReadAsZero() throws {
        let text =
            "{\"schemaVersion\": 1, \"courses\": {\"c\": {\"lessons\": {\"l\": {\"questions\": {\"q\": {\"contentHash\": \"h\", \"attempts\": [{\"id\": \"a\", \"at\": \"2026-12-07T10:00:00Z\", \"answer\": \"x\", \"score\": 1, \"seconds\": -3598.591}]}}}}}}}"
        let attempts = try PreferencesCodec.decode(Array(text.utf8)).courses["c"]?.lessons["l"]?.questions["q"]?
            .attempts
        #expect(attempts?.map(\.seconds) == [0])
    }

    @Test func aFileWithANegativeTimeIsRepairedNotMovedAside() throws {
        let folder = PreferencesStoreTests.folder()
        let url = folder.appendingPathComponent("p.json")
        let store = try PreferencesStore(url: url)
        PreferencesStoreTests.add(PreferencesStoreTests.attempt("q", at: 1_000), to: store)
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "\"seconds\":5", with: "\"seconds\":-0.583")
        #expect(text.contains("-0.583"))
        try Data(text.utf8).write(to: url)
        let reopened = try PreferencesStore(url: url)
        #expect(reopened.takeMessages().isEmpty)
        PreferencesStoreTests.add(PreferencesStoreTests.attempt("q", at: 2_000), to: reopened)
        let saved = try PreferencesStoreTests.onDisk(url).courses["c"]?.lessons["l"]?.questions["q"]?.attempts
        #expect(saved?.map(\.seconds) == [0, 5])
        #expect(try PreferencesStoreTests.names(in: folder) == ["p.json", "p.json.lock"])
    }
}
