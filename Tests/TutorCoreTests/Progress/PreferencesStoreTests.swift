import Foundation
import Testing

@testable import TutorCore

@Suite struct PreferencesStoreTests {
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-prefs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func attempt(_ question: String, at seconds: Double, correct: Bool = true) -> AttemptRecord {
        AttemptRecord(
            lessonID: "l", questionID: question, contentHash: "h", at: Date(timeIntervalSince1970: seconds),
            answer: "a",
            score: correct ? 1 : 0, hintsUsed: 0, seconds: 5)
    }

    static func add(_ attempt: AttemptRecord, to store: PreferencesStore) {
        store.update { preferences in
            var question =
                preferences.courses["c", default: .init()].lessons["l", default: .init()].questions[attempt.questionID]
                ?? .init(contentHash: attempt.contentHash)
            question.attempts.append(attempt)
            preferences.courses["c", default: .init()].lessons["l", default: .init()].questions[attempt.questionID] =
                question
        }
    }

    @Test func aMissingFileStartsEmptyAndIsCreatedOnSave() throws {
        let url = Self.folder().appendingPathComponent("sub/preferences.json")
        let store = PreferencesStore(url: url)
        #expect(store.preferences == Preferences())
        Self.add(Self.attempt("q", at: 1), to: store)
        let reread = try Preferences.decode(try Data(contentsOf: url))
        #expect(reread.courses["c"]?.lessons["l"]?.questions["q"]?.attempts.count == 1)
    }

    @Test func savesLeaveNoTemporaryFilesBehind() throws {
        let folder = Self.folder()
        let store = PreferencesStore(url: folder.appendingPathComponent("preferences.json"))
        for index in 0..<5 { Self.add(Self.attempt("q\(index)", at: Double(index)), to: store) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["preferences.json", "preferences.json.lock"])
    }

    @Test func twoStoresOnOneFileMergeTheirAttempts() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let first = PreferencesStore(url: url)
        let second = PreferencesStore(url: url)
        Self.add(Self.attempt("a", at: 1), to: first)
        Self.add(Self.attempt("b", at: 2), to: second)
        Self.add(Self.attempt("a", at: 3), to: first)
        let onDisk = try Preferences.decode(try Data(contentsOf: url))
        let questions = onDisk.courses["c"]?.lessons["l"]?.questions
        #expect(questions?["a"]?.attempts.count == 2)
        #expect(questions?["b"]?.attempts.count == 1)
    }

    @Test(arguments: [
        ("empty", ""), ("truncated", "{\"schemaVersion\": 1, \"courses\": {"), ("garbage", "\u{0}\u{1}not json"),
        ("wrong type", "{\"schemaVersion\": 1, \"settings\": {}, \"courses\": []}"), ("an array", "[1, 2, 3]"),
        ("a string version", "{\"schemaVersion\": \"one\"}"),
    ])
    func aCorruptFileIsMovedAsideWithAMessage(_ name: String, _ text: String) throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        try Data(text.utf8).write(to: url)
        let store = PreferencesStore(url: url, clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        let messages = store.takeMessages()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("moved to") == true)
        #expect(store.mode == .readWrite)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let aside = try #require(names.first { $0.hasPrefix("preferences.json.corrupt-") })
        #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == Data(text.utf8))
        #expect(!names.contains("preferences.json"))
    }

    @Test func aFileFromANewerSchemaIsReadButNeverWritten() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let text = "{\"schemaVersion\": 99, \"settings\": {\"width\": 70}, \"courses\": {}, \"futureKey\": true}"
        try Data(text.utf8).write(to: url)
        let store = PreferencesStore(url: url)
        #expect(store.mode == .readOnly)
        #expect(store.preferences.settings.width == 70)
        #expect(store.takeMessages().first?.contains("newer statetutor") == true)
        Self.add(Self.attempt("q", at: 1), to: store)
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    @Test func anOlderFileWithoutASchemaVersionIsMigrated() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        try Data("{\"settings\": {\"plain\": true}}".utf8).write(to: url)
        let store = PreferencesStore(url: url)
        #expect(store.takeMessages().isEmpty)
        #expect(store.preferences.schemaVersion == Preferences.currentSchemaVersion)
        #expect(store.preferences.settings.plain == true)
    }

    @Test func anUnwritableFolderKeepsProgressInMemoryWithOneWarning() throws {
        guard getuid() != 0 else { return }  // root writes anywhere; the end-to-end test covers this case too
        let folder = Self.folder()
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }
        let store = PreferencesStore(url: folder.appendingPathComponent("preferences.json"))
        Self.add(Self.attempt("q", at: 1), to: store)
        Self.add(Self.attempt("q", at: 2), to: store)
        #expect(store.mode == .memoryOnly)
        #expect(store.takeMessages().count == 1)
        #expect(store.preferences.courses["c"]?.lessons["l"]?.questions["q"]?.attempts.count == 2)
    }

    @Test func resetKeepsABackupAndForgetsTheLesson() throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        let store = PreferencesStore(url: url, clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        Self.add(Self.attempt("q", at: 1), to: store)
        let backup = try #require(try store.reset(course: "c", lesson: "l"))
        #expect(store.preferences.courses["c"]?.lessons["l"] == nil)
        let saved = try Preferences.decode(try Data(contentsOf: backup))
        #expect(saved.courses["c"]?.lessons["l"]?.questions["q"] != nil)
        // A later save from another store that still holds the attempt must not bring it back.
        Self.add(Self.attempt("r", at: 2), to: store)
        let onDisk = try Preferences.decode(try Data(contentsOf: url))
        #expect(onDisk.courses["c"]?.lessons["l"]?.questions["q"] == nil)
    }
}
