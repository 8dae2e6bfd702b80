import Foundation
import Testing
import TutorTestSupport

/// What the real binary does with preferences files that are hostile, hand-edited or someone
/// else's: clear messages, never a crash, never a file it has no right to change.
@Suite(.runsProcesses) struct PreferencesFileTests {
    static let course = ShellTranscriptTests.course.path

    static func file(_ text: String, name: String = "preferences.json") throws -> URL {
        let url = StatetutorProcess.makeTemporaryDirectory("prefs-file").appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    static func session(_ prefs: URL, input: String = DurabilityTests.answers(1)) throws -> StatetutorProcess.Outcome {
        try StatetutorProcess.run(["--lessons", course, "--prefs", prefs.path], input: input)
    }

    static func siblings(of url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path).sorted()
    }

    static func attempt(hints: String = "0", seconds: String = "3", score: String = "1", answer: String = "\"a\"")
        -> String
    {
        "{\"id\": \"x1\", \"at\": \"2026-11-20T10:00:00Z\", \"answer\": \(answer), \"score\": \(score), \"hintsUsed\": \(hints), \"seconds\": \(seconds), \"contentHash\": \"0\"}"
    }

    static func preferences(settings: String = "{}", attempt: String = Self.attempt()) -> String {
        "{\"schemaVersion\": 1, \"settings\": \(settings), \"courses\": {\"transcript-course\": {\"lessons\": {\"counter\": {\"questions\": {\"counter-owner\": {\"contentHash\": \"0\", \"attempts\": [\(attempt)]}}}}}}}"
    }

    // MARK: Not a preferences file

    @Test(arguments: [
        "{\"name\": \"my-app\", \"version\": \"1.0.0\", \"dependencies\": {\"left-pad\": \"^1.3.0\"}}",
        "{\"foo\": \"bar\"}", "[\"a\", \"list\"]",
    ])
    func jsonThatIsNotAPreferencesFileIsRefusedAndLeftAsItIs(_ text: String) throws {
        let prefs = try Self.file(text, name: "package.json")
        chmod(prefs.path, 0o644)
        let outcome = try Self.session(prefs)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("statetutor: error: \(prefs.path) is not a statetutor preferences file ("))
        #expect(outcome.stderr.contains("--prefs"))
        #expect(try String(contentsOf: prefs, encoding: .utf8) == text)
        #expect(try Self.siblings(of: prefs) == ["package.json"])
        var info = stat()
        stat(prefs.path, &info)
        #expect(info.st_mode & 0o777 == 0o644)
    }

    @Test func aFolderAtThePreferencesPathIsRefusedAndNotRenamed() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("prefs-folder")
        let prefs = folder.appendingPathComponent("preferences.json")
        try FileManager.default.createDirectory(at: prefs, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: prefs.appendingPathComponent("important.txt"))
        let outcome = try Self.session(prefs)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("\(prefs.path) is a folder, not a preferences file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["preferences.json"])
        #expect(try String(contentsOf: prefs.appendingPathComponent("important.txt"), encoding: .utf8) == "mine")
    }

    @Test func resetRefusesAFileOfAnotherProgramToo() throws {
        let text = "{\"foo\": \"bar\"}"
        let prefs = try Self.file(text)
        let outcome = try StatetutorProcess.run(["reset", "--yes", "--lessons", Self.course, "--prefs", prefs.path])
        #expect(outcome.status == 2)
        #expect(try String(contentsOf: prefs, encoding: .utf8) == text)
    }

    @Test func anEmptyObjectIsAFreshPreferencesFile() throws {
        let prefs = try Self.file("{}")
        let outcome = try Self.session(prefs)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(try DurabilityTests.attempts(in: prefs) == 1)
    }

    // MARK: Damaged files

    @Test(arguments: [
        ("{\"b\": txyz}", "1:7: invalid literal"), ("{\"n\": nuXX}", "1:7: invalid literal"),
        ("{\"s\": \"\\uD800\\u0041\"}", "1:8: \\uD800 must be followed by a low surrogate"),
        ("{\"schemaVersion\": 01}", "1:19: a number cannot start with 0"),
        ("{\"schemaVersion\": 1,\n \"courses\": {,}}", "2:14: expected a key in quotes"),
    ])
    func aDamagedFileIsMovedAsideWithItsPlace(_ text: String, _ message: String) throws {
        let prefs = try Self.file(text)
        let outcome = try Self.session(prefs)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("\(prefs.path):\(message)"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("moved to \(prefs.path).corrupt-"))
        let aside = try #require(try Self.siblings(of: prefs).first { $0.contains(".corrupt-") })
        #expect(
            try String(contentsOf: prefs.deletingLastPathComponent().appendingPathComponent(aside), encoding: .utf8)
                == text)
        #expect(try DurabilityTests.attempts(in: prefs) == 1)
    }

    @Test(arguments: [
        ("hints", "-880", "'hintsUsed' must be a whole number from 0 to 9223372036854775807, found -880"),
        ("seconds", "1000000001", "'seconds' must be a number from 0 to 1000000000, found 1000000001"),
    ])
    func aCountOutOfRangeInAnAttemptIsReportedAsInvalid(_ field: String, _ value: String, _ message: String) throws {
        let attempt =
            switch field {
            case "hints": Self.attempt(hints: value)
            case "seconds": Self.attempt(seconds: value)
            default: Self.attempt(score: value)
            }
        let prefs = try Self.file(Self.preferences(attempt: attempt))
        let report = try StatetutorProcess.run(["report", prefs.path, "--lessons", Self.course])
        #expect(report.status == 1)
        #expect(report.stderr.contains(message))
        #expect(!report.stdout.contains("-880"))
    }

    /// A score out of range is what a forged file holds: the class report reads it, flags it, and
    /// judges the answer again rather than refusing the file.
    @Test func aScoreOutOfRangeIsReadAndFlaggedByTheReport() throws {
        let prefs = try Self.file(Self.preferences(attempt: Self.attempt(score: "-0.5")))
        let report = try StatetutorProcess.run(["report", prefs.path, "--lessons", Self.course, "--format", "json"])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("\"reason\" : \"score-out-of-range\""))
    }

    @Test func aPathLinkedToACopyOfASystemFileIsRefusedAndTheFileIsNeitherMovedNorReplaced() throws {
        let target = try Self.file(
            (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? "root:x:0:0::/root:/bin/sh\n",
            name: "passwd")
        let original = try Data(contentsOf: target)
        let prefs = target.deletingLastPathComponent().appendingPathComponent("preferences.json")
        try FileManager.default.createSymbolicLink(atPath: prefs.path, withDestinationPath: target.path)
        let outcome = try Self.session(prefs)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("is a symbolic link to \(target.path)"), "\(outcome.stderr)")
        #expect(try Data(contentsOf: target) == original)
        #expect(try Self.siblings(of: prefs) == ["passwd", "preferences.json"])
    }

    @Test func aNegativeTimeSavedWhenTheClockSteppedBackIsRepairedNotMovedAside() throws {
        let prefs = try Self.file(Self.preferences(attempt: Self.attempt(seconds: "-0.583")))
        let session = try StatetutorProcess.run(
            // `quiz` asks the first question not answered yet (the saved attempt answered the first).
            ["start", "counter", "--lessons", Self.course, "--prefs", prefs.path], input: "quiz\ntrue\nquit\n")
        #expect(session.status == 0)
        #expect(!session.stderr.contains("damaged") && !session.stderr.contains("'seconds'"), "\(session.stderr)")
        #expect(try Self.siblings(of: prefs).allSatisfy { !$0.contains(".corrupt-") })
        // The repaired attempt is kept, and the session's answer saved beside it.
        #expect(try DurabilityTests.attempts(in: prefs) == 1)
        #expect(try String(contentsOf: prefs, encoding: .utf8).contains(#""answer":"true""#))
    }

    @Test func aHintCountOfInt64MaxReadsFine() throws {
        let prefs = try Self.file(Self.preferences(attempt: Self.attempt(hints: "9223372036854775807")))
        let report = try StatetutorProcess.run(["report", prefs.path, "--lessons", Self.course])
        #expect(report.status == 0)
        #expect(report.stdout.contains("Hints used  9223372036854775807"))
    }

    @Test func aByteOrderMarkBeforeTheFileIsAccepted() throws {
        let url = StatetutorProcess.makeTemporaryDirectory("prefs-bom").appendingPathComponent("preferences.json")
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.preferences(settings: "{\"learnerName\": \"Noor\"}").utf8)).write(
            to: url)
        let report = try StatetutorProcess.run(["report", url.path, "--lessons", Self.course])
        #expect(report.status == 0)
        #expect(report.stdout.hasPrefix("Progress report: Noor\n"))
    }

    // MARK: Settings

    @Test(arguments: [
        ("\"width\": -1", "settings.width is -1"), ("\"width\": 0", "settings.width is 0"),
        ("\"width\": 1000000000", "settings.width is 1000000000"),
        ("\"width\": \"wide\"", "settings.width is \"wide\""),
        ("\"color\": \"purple\"", "settings.color is \"purple\""),
        ("\"hintPolicy\": \"x\"", "settings.hintPolicy is \"x\""),
    ])
    func aSettingItsOptionWouldRefuseGivesAWarningAndTheDefault(_ setting: String, _ warning: String) throws {
        let prefs = try Self.file("{\"schemaVersion\": 1, \"settings\": {\(setting)}, \"courses\": {}}")
        let show = try StatetutorProcess.run(["show", "counter", "--lessons", Self.course, "--prefs", prefs.path])
        #expect(show.status == 0)
        #expect(show.stderr.contains("statetutor: warning: \(prefs.path): \(warning), but it must be "))
        #expect(show.stderr.contains("the default is used"))
        let session = try Self.session(prefs, input: "start counter\nnext\nhint\nquit\n")
        #expect(session.status == 0)
        #expect(session.stderr.contains(warning))
        #expect(session.stdout.contains("A counter that remembers"))
    }

    @Test func hintsOffInTheFileHideHints() throws {
        let prefs = try Self.file("{\"schemaVersion\": 1, \"settings\": {\"hintPolicy\": \"none\"}, \"courses\": {}}")
        let session = try Self.session(prefs, input: "start counter\nnext\nnext\nhint\nquit\n")
        #expect(session.stdout.contains("Hints are turned off"))
        #expect(session.stderr == "")
    }

    @Test func theWidthOptionAndTheWidthSettingFollowOneRule() throws {
        let option = try StatetutorProcess.run(["list", "--width", "19", "--lessons", Self.course])
        #expect(option.status == 2)
        #expect(option.stderr.contains("--width must be a number from 20 to 1000, got '19'"))
        let prefs = try Self.file("{\"schemaVersion\": 1, \"settings\": {\"width\": 19}}")
        let setting = try StatetutorProcess.run(["list", "--lessons", Self.course, "--prefs", prefs.path])
        #expect(setting.stderr.contains("settings.width is 19, but it must be a whole number from 20 to 1000"))
    }
}
