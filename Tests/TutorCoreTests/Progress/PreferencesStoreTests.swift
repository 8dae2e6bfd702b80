import Foundation
import Testing

@testable import TutorCore

@Suite struct PreferencesStoreTests {
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-prefs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let fixedClock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }

    static func attempt(_ question: String, at seconds: Double, lesson: String = "l", correct: Bool = true)
        -> AttemptRecord
    {
        AttemptRecord(
            lessonID: lesson, questionID: question, contentHash: "h", at: Date(timeIntervalSince1970: seconds),
            answer: "a", score: correct ? 1 : 0, hintsUsed: 0, seconds: 5)
    }

    static func add(_ attempt: AttemptRecord, to store: PreferencesStore, isFinal: Bool = false) {
        store.update(isFinal: isFinal) { preferences in
            var question =
                preferences.courses["c", default: .init()].lessons[attempt.lessonID, default: .init()]
                .questions[attempt.questionID] ?? .init(contentHash: attempt.contentHash)
            question.attempts.append(attempt)
            preferences.courses["c", default: .init()].lessons[attempt.lessonID, default: .init()]
                .questions[attempt.questionID] = question
        }
    }

    static func onDisk(_ url: URL) throws -> Preferences {
        try PreferencesCodec.decode(Array(try Data(contentsOf: url)))
    }

    static func attemptCount(_ preferences: Preferences, lesson: String = "l") -> Int {
        preferences.courses["c"]?.lessons[lesson]?.questions.values.map(\.attempts.count).reduce(0, +) ?? 0
    }

    @Test func theFirstSaveAfterLoadingWritesWhatAFreshEncodingWould() throws {
        let url = Self.folder().appendingPathComponent("p.json")
        let first = try PreferencesStore(url: url, clock: Self.fixedClock)
        for index in 0..<50 { Self.add(Self.attempt("q\(index % 7)", at: Double(1_000 + index)), to: first) }
        let second = try PreferencesStore(url: url, clock: Self.fixedClock)
        Self.add(Self.attempt("q3", at: 5_000), to: second)
        #expect(Array(try Data(contentsOf: url)) == PreferencesCodec.encode(second.preferences))
        #expect(Self.attemptCount(try Self.onDisk(url)) == 51)
    }

    @Test func savingThroughASymbolicLinkWritesItsTargetAndKeepsTheLink() throws {
        let folder = Self.folder()
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let target = real.appendingPathComponent("p.json")
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real/p.json")
        let store = try PreferencesStore(url: link, clock: Self.fixedClock)
        Self.add(Self.attempt("q", at: 1_000), to: store)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/p.json")
        #expect(Self.attemptCount(try Self.onDisk(target)) == 1)
    }

    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Holds `<file>.lock` as another process would (flock locks belong to the open file, so a
    /// second open in this process conflicts with the store's).
    final class LockHolder {
        let descriptor: Int32

        init(_ url: URL) {
            descriptor = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            flock(descriptor, LOCK_EX)
        }

        func release() {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    // MARK: Opening

    @Test func aMissingFileStartsEmptyAndIsCreatedOnSave() throws {
        let url = Self.folder().appendingPathComponent("sub/preferences.json")
        let store = try PreferencesStore(url: url)
        #expect(store.preferences == Preferences())
        Self.add(Self.attempt("q", at: 1), to: store)
        #expect(Self.attemptCount(try Self.onDisk(url)) == 1)
    }

    @Test func savesLeaveNoTemporaryFilesBehind() throws {
        let folder = Self.folder()
        let store = try PreferencesStore(url: folder.appendingPathComponent("preferences.json"))
        for index in 0..<5 { Self.add(Self.attempt("q\(index)", at: Double(index)), to: store) }
        #expect(try Self.names(in: folder) == ["preferences.json", "preferences.json.lock"])
    }

    @Test(arguments: [
        ("empty", ""), ("truncated", "{\"schemaVersion\": 1, \"courses\": {"), ("garbage", "\u{0}\u{1}not json"),
        ("wrong type", "{\"schemaVersion\": 1, \"settings\": {}, \"courses\": []}"),
        ("a string version", "{\"schemaVersion\": \"one\"}"), ("a negative count", Self.withHints("-880")),
    ])
    func aCorruptFileIsMovedAsideWithAMessage(_ name: String, _ text: String) throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        try Data(text.utf8).write(to: url)
        let store = try PreferencesStore(url: url, clock: Self.fixedClock)
        let messages = store.takeMessages()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("moved to") == true)
        #expect(store.mode == .readWrite)
        let names = try Self.names(in: folder)
        let aside = try #require(names.first { $0.hasPrefix("preferences.json.corrupt-") })
        #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == Data(text.utf8))
        #expect(!names.contains("preferences.json"))
    }

    static func withHints(_ value: String) -> String {
        "{\"schemaVersion\": 1, \"courses\": {\"c\": {\"lessons\": {\"l\": {\"questions\": {\"q\": {\"attempts\": [{\"id\": \"a\", \"hintsUsed\": \(value)}]}}}}}}}"
    }

    @Test func theMessageOfADamagedFileSaysWhereAndWhat() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        try Data(Self.withHints("-880").utf8).write(to: url)
        let store = try PreferencesStore(url: url, clock: Self.fixedClock)
        let message = try #require(store.takeMessages().first)
        #expect(
            message.hasPrefix(
                "\(url.path):1:116: 'hintsUsed' must be a whole number from 0 to 9223372036854775807, found -880"))
    }

    @Test func aFolderAtThePathIsRefusedAndNotRenamed() throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: url.appendingPathComponent("important.txt"))
        #expect(throws: PreferencesStore.Refusal.self) { try PreferencesStore(url: url) }
        #expect(try Self.names(in: folder) == ["preferences.json"])
        #expect(try String(contentsOf: url.appendingPathComponent("important.txt"), encoding: .utf8) == "keep")
    }

    @Test(arguments: [
        "{\"name\": \"my-app\", \"dependencies\": {\"left-pad\": \"1.3.0\"}}", "{\"foo\": \"bar\"}", "[1, 2, 3]",
    ])
    func jsonOfAnotherProgramIsRefusedAndNeverTouched(_ text: String) throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("package.json")
        try Data(text.utf8).write(to: url)
        #expect(throws: PreferencesStore.Refusal.self) { try PreferencesStore(url: url) }
        #expect(try Self.names(in: folder) == ["package.json"])
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    @Test func aPipeAtThePathIsRefusedWithoutWaitingForIt() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        #expect(mkfifo(url.path, 0o600) == 0)
        #expect(throws: PreferencesStore.Refusal.self) { try PreferencesStore(url: url) }
    }

    @Test func anEmptyObjectIsAnEmptyPreferencesFile() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        try Data("{}".utf8).write(to: url)
        let store = try PreferencesStore(url: url)
        #expect(store.takeMessages().isEmpty)
        Self.add(Self.attempt("q", at: 1), to: store)
        #expect(Self.attemptCount(try Self.onDisk(url)) == 1)
    }

    @Test func aFileFromANewerSchemaIsReadButNeverWritten() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let text = "{\"schemaVersion\": 99, \"settings\": {\"width\": 70}, \"courses\": {}, \"futureKey\": true}"
        try Data(text.utf8).write(to: url)
        let store = try PreferencesStore(url: url)
        #expect(store.mode == .readOnly)
        #expect(store.preferences.settings.width == 70)
        #expect(store.takeMessages().first?.contains("newer statetutor") == true)
        Self.add(Self.attempt("q", at: 1), to: store)
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    @Test func aResetInAReadOnlySessionIsRefusedAndForgetsNothing() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        Self.add(Self.attempt("q", at: 1), to: try PreferencesStore(url: url, clock: Self.fixedClock))
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "\"schemaVersion\":1", with: "\"schemaVersion\":99")
        try Data(text.utf8).write(to: url)
        #expect(text.contains("\"schemaVersion\":99"))
        let store = try PreferencesStore(url: url, clock: Self.fixedClock)
        #expect(store.mode == .readOnly)
        #expect(throws: PreferencesStore.Refusal.self) { try store.reset(course: "c", lesson: "l") }
        #expect(Self.attemptCount(store.preferences) == 1)
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    @Test func anOlderFileWithoutASchemaVersionIsMigrated() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        try Data("{\"settings\": {\"plain\": true}}".utf8).write(to: url)
        let store = try PreferencesStore(url: url)
        #expect(store.takeMessages().isEmpty)
        #expect(store.preferences.schemaVersion == Preferences.currentSchemaVersion)
        #expect(store.preferences.settings.plain == true)
    }

    // MARK: Files that change while a session runs

    @Test func twoStoresOnOneFileMergeTheirAttempts() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let first = try PreferencesStore(url: url)
        let second = try PreferencesStore(url: url)
        Self.add(Self.attempt("a", at: 1), to: first)
        Self.add(Self.attempt("b", at: 2), to: second)
        Self.add(Self.attempt("a", at: 3), to: first)
        let questions = try Self.onDisk(url).courses["c"]?.lessons["l"]?.questions
        #expect(questions?["a"]?.attempts.count == 2)
        #expect(questions?["b"]?.attempts.count == 1)
    }

    @Test func aNewerFileThatAppearsDuringTheSessionIsNeverWritten() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let store = try PreferencesStore(url: url)
        Self.add(Self.attempt("q", at: 1), to: store)
        let newer = "{\"schemaVersion\": 2, \"settings\": {}, \"courses\": {}, \"newField\": [5]}"
        try AtomicFile.write(Data(newer.utf8), to: url)
        Self.add(Self.attempt("q", at: 2), to: store)
        Self.add(Self.attempt("q", at: 3), to: store, isFinal: true)
        #expect(try String(contentsOf: url, encoding: .utf8) == newer)
        #expect(store.mode == .readOnly)
        #expect(store.takeMessages().filter { $0.contains("newer statetutor") }.count == 1)
        #expect(Self.attemptCount(store.preferences) == 3)
    }

    @Test func aDamagedFileThatAppearsDuringTheSessionIsMovedAsideBeforeTheNextSave() throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        let store = try PreferencesStore(url: url, clock: Self.fixedClock)
        Self.add(Self.attempt("q", at: 1), to: store)
        var damaged = Array(try Data(contentsOf: url))
        damaged.removeLast(3)
        try AtomicFile.write(damaged, to: url)
        Self.add(Self.attempt("q", at: 2), to: store)
        let aside = try #require(try Self.names(in: folder).first { $0.contains(".corrupt-") })
        #expect(Array(try Data(contentsOf: folder.appendingPathComponent(aside))) == damaged)
        #expect(Self.attemptCount(try Self.onDisk(url)) == 2)
        #expect(store.takeMessages().contains { $0.contains("moved to") })
    }

    @Test func twoCorruptionsInOneSecondAreBothMovedAside() throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        for text in ["{\"first\": ", "{\"second\": "] {
            try Data(text.utf8).write(to: url)
            let store = try PreferencesStore(url: url, clock: Self.fixedClock)
            #expect(store.mode == .readWrite)
        }
        let asides = try Self.names(in: folder).filter { $0.contains(".corrupt-") }
        #expect(asides.count == 2)
        let contents = try Set(
            asides.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) })
        #expect(contents == ["{\"first\": ", "{\"second\": "])
    }

    // MARK: Resets

    @Test func twoResetsInOneSecondKeepBothBackups() throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        let store = try PreferencesStore(url: url, clock: Self.fixedClock)
        Self.add(Self.attempt("q", at: 1, lesson: "state"), to: store)
        Self.add(Self.attempt("q", at: 2, lesson: "binding"), to: store)
        let first = try #require(try store.reset(course: "c", lesson: "state"))
        let second = try #require(try store.reset(course: "c", lesson: "binding"))
        #expect(first != second)
        #expect(
            Self.attemptCount(try PreferencesCodec.decode(Array(try Data(contentsOf: first))), lesson: "state") == 1)
        #expect(
            Self.attemptCount(try PreferencesCodec.decode(Array(try Data(contentsOf: second))), lesson: "binding") == 1)
        #expect(Self.attemptCount(try Self.onDisk(url), lesson: "binding") == 0)
    }

    @Test func aResetIsNotUndoneWhenAnotherSessionSavesItsOlderCopy() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let other = try PreferencesStore(url: url)
        for second in 1...4 { Self.add(Self.attempt("q\(second)", at: Double(second)), to: other) }
        let resetting = try PreferencesStore(url: url, clock: { Date(timeIntervalSince1970: 100) })
        try resetting.reset(course: "c", lesson: "l")
        #expect(Self.attemptCount(try Self.onDisk(url)) == 0)
        // The other session still holds the four attempts in memory; its next answer comes after the reset.
        Self.add(Self.attempt("q1", at: 200), to: other)
        let disk = try Self.onDisk(url)
        #expect(Self.attemptCount(disk) == 1)
        #expect(
            disk.courses["c"]?.lessons["l"]?.questions["q1"]?.attempts.first?.at == Date(timeIntervalSince1970: 200))
        #expect(Self.attemptCount(other.preferences) == 1)
    }

    @Test func attemptsAfterAResetSurviveAMergeWithASessionThatMissedIt() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let resetting = try PreferencesStore(url: url, clock: { Date(timeIntervalSince1970: 100) })
        Self.add(Self.attempt("q", at: 50), to: resetting)
        let other = try PreferencesStore(url: url)
        try resetting.reset(course: "c", lesson: "l")
        Self.add(Self.attempt("q", at: 150), to: resetting)
        Self.add(Self.attempt("r", at: 160), to: other)
        let questions = try Self.onDisk(url).courses["c"]?.lessons["l"]?.questions
        #expect(questions?["q"]?.attempts.map(\.at) == [Date(timeIntervalSince1970: 150)])
        #expect(questions?["r"]?.attempts.count == 1)
    }

    @Test func aCourseResetIsAlsoKeptAcrossMerges() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let other = try PreferencesStore(url: url)
        Self.add(Self.attempt("q", at: 1, lesson: "a"), to: other)
        Self.add(Self.attempt("q", at: 2, lesson: "b"), to: other)
        let resetting = try PreferencesStore(url: url, clock: { Date(timeIntervalSince1970: 100) })
        try resetting.reset(course: "c", lesson: nil)
        Self.add(Self.attempt("q", at: 200, lesson: "b"), to: other)
        let disk = try Self.onDisk(url)
        #expect(Self.attemptCount(disk, lesson: "a") == 0)
        #expect(Self.attemptCount(disk, lesson: "b") == 1)
    }

    // MARK: Saves that cannot happen now

    @Test func aBusyLockKeepsAnswersInMemoryAndSaysSoOnce() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let store = try PreferencesStore(url: url, lockTimeout: 0.2)
        let holder = LockHolder(url)
        Self.add(Self.attempt("q", at: 1), to: store)
        Self.add(Self.attempt("q", at: 2), to: store)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(store.hasUnsavedChanges)
        #expect(store.takeMessages().filter { $0.contains("is locked by another statetutor") }.count == 1)
        holder.release()
        Self.add(Self.attempt("q", at: 3), to: store)
        #expect(Self.attemptCount(try Self.onDisk(url)) == 3)
        #expect(!store.hasUnsavedChanges)
        #expect(store.takeMessages().contains { $0.contains("saved to \(url.path) again") })
    }

    @Test func theLastSaveLeavesAPendingFileThatTheNextSessionMergesIn() throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        let store = try PreferencesStore(url: url, lockTimeout: 0.2)
        let holder = LockHolder(url)
        Self.add(Self.attempt("q", at: 1), to: store)
        Self.add(Self.attempt("q", at: 2), to: store, isFinal: true)
        #expect(try Self.names(in: folder).contains { $0.hasPrefix("preferences.json.pending-") })
        #expect(store.takeMessages().contains { $0.contains("was written to") })
        holder.release()
        let next = try PreferencesStore(url: url)
        Self.add(Self.attempt("r", at: 3), to: next)
        #expect(Self.attemptCount(try Self.onDisk(url)) == 3)
        #expect(!(try Self.names(in: folder).contains { $0.hasPrefix("preferences.json.pending-") }))
    }

    @Test func aFailedWriteIsRetriedAtTheNextSaveAndNothingIsDropped() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let failures = Counter(3)
        let store = try PreferencesStore(
            url: url,
            write: { bytes, target in
                if failures.take() { throw POSIXError(.ENOSPC) }
                try AtomicFile.write(bytes, to: target)
            })
        for second in 1...5 { Self.add(Self.attempt("q", at: Double(second)), to: store) }
        let messages = store.takeMessages()
        #expect(messages.filter { $0.contains("No space left on device") }.count == 1)
        #expect(messages.contains { $0.contains("again") })
        #expect(Self.attemptCount(try Self.onDisk(url)) == 5)
        #expect(store.mode == .readWrite)
    }

    @Test func aFinalSaveThatFailsSaysTheAnswersAreLost() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        let store = try PreferencesStore(url: url, write: { _, _ in throw POSIXError(.ENOSPC) })
        Self.add(Self.attempt("q", at: 1), to: store)
        Self.add(Self.attempt("q", at: 2), to: store, isFinal: true)
        #expect(store.takeMessages().last?.contains("are lost now that it ends") == true)
        #expect(store.hasUnsavedChanges)
    }

    @Test func aLockThatIsAFolderIsNamedInTheMessage() throws {
        let url = Self.folder().appendingPathComponent("preferences.json")
        try FileManager.default.createDirectory(atPath: url.path + ".lock", withIntermediateDirectories: false)
        let store = try PreferencesStore(url: url, clock: Self.fixedClock)
        Self.add(Self.attempt("q", at: 1), to: store)
        let messages = store.takeMessages()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("\(url.path).lock is a folder") == true)
        #expect(store.hasUnsavedChanges)
    }

    @Test func answersThatCannotBeLockedGoToAPendingFileWhenTheSessionEnds() throws {
        let folder = Self.folder()
        let url = folder.appendingPathComponent("preferences.json")
        try FileManager.default.createDirectory(atPath: url.path + ".lock", withIntermediateDirectories: false)
        let store = try PreferencesStore(url: url, clock: Self.fixedClock)
        Self.add(Self.attempt("q", at: 1), to: store)
        Self.add(Self.attempt("q", at: 2), to: store, isFinal: true)
        let pending = try Self.names(in: folder).filter { $0.hasPrefix("preferences.json.pending-") }
        #expect(pending.count == 1)
        let saved = try pending.first.map { try Self.onDisk(folder.appendingPathComponent($0)) }
        #expect(saved.map { Self.attemptCount($0) } == 2)
        #expect(!store.hasUnsavedChanges)
    }

    /// Fails the first `count` times it is asked.
    final class Counter: @unchecked Sendable {
        private var left: Int
        init(_ count: Int) { left = count }
        func take() -> Bool {
            left -= 1
            return left >= 0
        }
    }
}
