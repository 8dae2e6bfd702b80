import Foundation
import Testing
import TutorTestSupport

/// The preferences file changing under a running session (another statetutor, a newer version,
/// a damaged copy, a reset in another terminal, a stopped session holding the lock, a full disk):
/// nothing the learner did is lost, and nothing this session has no right to change is written.
@Suite(.runsProcesses, .serialized) struct SessionFileChangeTests {
    static let course = ShellTranscriptTests.course.path
    /// One attempt at the fixture's first question, from anywhere in the lesson: its answer
    /// shown, so that `back` and `next` ask it again (a question answered is not asked again).
    static let answer = "back\nnext\nnext\nsolution\n"

    static func start(_ prefs: URL) throws -> LiveSession {
        let session = try LiveSession(["--lessons", course, "--prefs", prefs.path])
        session.send("start counter\n")
        return session
    }

    /// Answers once more and waits for the verdict (the answer is saved before it is printed).
    static func answer(_ session: LiveSession, number: Int) {
        session.send(answer)
        #expect(
            session.waitFor("The answer, as the lesson gives it", count: number),
            "answer \(number): \(session.output.suffix(300))")
    }

    static func prefsFile(_ name: String) -> URL {
        StatetutorProcess.makeTemporaryDirectory(name).appendingPathComponent("preferences.json")
    }

    /// Replaces the file the way another program would: a new file renamed over it.
    static func replace(_ url: URL, with bytes: [UInt8]) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".replacement")
        try Data(bytes).write(to: temporary)
        #expect(rename(temporary.path, url.path) == 0)
    }

    static func names(next url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path).sorted()
    }

    @Test func aNewerSchemaWrittenDuringTheSessionIsNeverOverwritten() throws {
        let prefs = Self.prefsFile("newer-midsession")
        let session = try Self.start(prefs)
        Self.answer(session, number: 1)
        let newer = "{\"schemaVersion\": 2, \"settings\": {}, \"courses\": {}, \"newField\": [1, 2, 3, 4, 5]}"
        try Self.replace(prefs, with: Array(newer.utf8))
        Self.answer(session, number: 2)
        Self.answer(session, number: 3)
        let outcome = session.finish()
        #expect(outcome.status == 0)
        #expect(try String(contentsOf: prefs, encoding: .utf8) == newer)
        #expect(outcome.stderr.components(separatedBy: "newer statetutor").count == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("kept in memory only"))
    }

    @Test func aDamagedFileWrittenDuringTheSessionIsMovedAsideNotOverwritten() throws {
        let prefs = Self.prefsFile("damaged-midsession")
        let session = try Self.start(prefs)
        Self.answer(session, number: 1)
        var damaged = Array(try Data(contentsOf: prefs))
        damaged.removeLast(2)
        try Self.replace(prefs, with: damaged)
        Self.answer(session, number: 2)
        let outcome = session.finish()
        #expect(outcome.stderr.contains("moved to \(prefs.path).corrupt-"), "\(outcome.stderr)")
        let aside = try #require(try Self.names(next: prefs).first { $0.contains(".corrupt-") })
        #expect(Array(try Data(contentsOf: prefs.deletingLastPathComponent().appendingPathComponent(aside))) == damaged)
        #expect(try DurabilityTests.attempts(in: prefs) >= 1)
    }

    @Test func twoResetsInOneSecondKeepBothBackups() throws {
        let prefs = Self.prefsFile("two-resets")
        _ = try StatetutorProcess.run(
            ["--lessons", Self.course, "--prefs", prefs.path], input: DurabilityTests.answers(3))
        let arguments = ["reset", "counter", "--yes", "--lessons", Self.course, "--prefs", prefs.path]
        let first = try StatetutorProcess.run(arguments)
        let second = try StatetutorProcess.run(arguments)
        #expect(first.status == 0 && second.status == 0)
        let backups = try Self.names(next: prefs).filter { $0.contains(".backup-") }
        #expect(backups.count == 2)
        let folder = prefs.deletingLastPathComponent()
        let counts = try backups.map { try DurabilityTests.attempts(in: folder.appendingPathComponent($0)) }.sorted()
        #expect(counts == [0, 3])
    }

    @Test func aResetInOneTerminalIsNotUndoneByAnotherOpenSession() throws {
        let prefs = Self.prefsFile("reset-race")
        let other = try Self.start(prefs)
        for number in 1...4 { Self.answer(other, number: number) }
        #expect(try DurabilityTests.attempts(in: prefs) == 4)
        let reset = try StatetutorProcess.run([
            "reset", "counter", "--yes", "--lessons", Self.course, "--prefs", prefs.path,
        ])
        #expect(reset.status == 0)
        #expect(try DurabilityTests.attempts(in: prefs) == 0)
        Self.answer(other, number: 5)
        _ = other.finish()
        #expect(try DurabilityTests.attempts(in: prefs) == 1)
    }

    /// A process that holds `<file>.lock` (`flock(1)`, which keeps the lock while its command
    /// runs), stopped like a session frozen in the middle of a save.
    struct LockHolder {
        var flock: Process
        var command: pid_t
    }

    static func holdLock(of prefs: URL) throws -> LockHolder {
        try FileManager.default.createDirectory(
            at: prefs.deletingLastPathComponent(), withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        // -o: the command does not inherit the lock, so ending flock and its command frees it.
        holder.arguments = ["-o", prefs.path + ".lock", "-c", "echo $$; exec sleep 600"]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        // The command prints its pid once flock holds the lock.
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let command = pid_t(line.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        kill(holder.processIdentifier, SIGSTOP)
        return LockHolder(flock: holder, command: command)
    }

    static func release(_ holder: LockHolder) {
        if holder.command > 0 { kill(holder.command, SIGKILL) }
        kill(holder.flock.processIdentifier, SIGKILL)
        holder.flock.waitUntilExit()
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func aStoppedLockHolderDelaysSavesABoundedTimeAndLosesNothing() throws {
        let prefs = Self.prefsFile("lock-stopped")
        let holder = try Self.holdLock(of: prefs)
        let session = try Self.start(prefs)
        let started = Date()
        Self.answer(session, number: 1)
        let waited = Date().timeIntervalSince(started)
        Self.answer(session, number: 2)
        #expect(waited < 15)
        #expect(!FileManager.default.fileExists(atPath: prefs.path))
        Self.release(holder)
        Self.answer(session, number: 3)
        #expect(try DurabilityTests.attempts(in: prefs) == 3)
        let outcome = session.finish()
        #expect(
            outcome.stderr.components(separatedBy: "is locked by another statetutor").count == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("saved to \(prefs.path) again"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func aLockHeldPastTheEndOfTheSessionLeavesAPendingFileTheNextSessionMerges() throws {
        let prefs = Self.prefsFile("lock-until-end")
        let holder = try Self.holdLock(of: prefs)
        let session = try Self.start(prefs)
        Self.answer(session, number: 1)
        Self.answer(session, number: 2)
        let outcome = session.finish()
        #expect(outcome.stderr.contains("was written to \(prefs.path).pending-"), "\(outcome.stderr)")
        Self.release(holder)
        _ = try StatetutorProcess.run(
            ["--lessons", Self.course, "--prefs", prefs.path], input: DurabilityTests.answers(1))
        #expect(try DurabilityTests.attempts(in: prefs) == 3)
        #expect(!(try Self.names(next: prefs).contains { $0.contains(".pending-") }))
    }

    @Test func answersThatCouldNotBeSavedAreSavedOnceSavingWorksAgain() throws {
        // The folder of the file cannot be made while a plain file has its name; then it can.
        let folder = StatetutorProcess.makeTemporaryDirectory("save-fails")
        let blocker = folder.appendingPathComponent("progress")
        try Data("x".utf8).write(to: blocker)
        let prefs = blocker.appendingPathComponent("preferences.json")
        let session = try Self.start(prefs)
        Self.answer(session, number: 1)
        Self.answer(session, number: 2)
        try FileManager.default.removeItem(at: blocker)
        Self.answer(session, number: 3)
        #expect(try DurabilityTests.attempts(in: prefs) == 3)
        let outcome = session.finish()
        #expect(outcome.stderr.components(separatedBy: "cannot save progress").count == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("again; nothing was lost"))
    }

    @Test(.enabled(if: getuid() == 0))
    func aFullDiskKeepsAnswersUntilThereIsRoomAgain() throws {
        let mount = StatetutorProcess.makeTemporaryDirectory("tmpfs")
        guard Self.shell("mount -t tmpfs -o size=256k tmpfs '\(mount.path)'") == 0 else { return }  // not allowed here
        defer { _ = Self.shell("umount '\(mount.path)'") }
        let prefs = mount.appendingPathComponent("preferences.json")
        let session = try Self.start(prefs)
        Self.answer(session, number: 1)
        let filler = mount.appendingPathComponent("filler")
        _ = Self.shell("dd if=/dev/zero of='\(filler.path)' bs=4k 2>/dev/null")
        Self.answer(session, number: 2)
        Self.answer(session, number: 3)
        #expect(try DurabilityTests.attempts(in: prefs) == 1)
        try FileManager.default.removeItem(at: filler)
        let outcome = session.finish()
        #expect(outcome.stderr.contains("No space left on device"), "\(outcome.stderr)")
        #expect(try DurabilityTests.attempts(in: prefs) == 3)
    }

    static func shell(_ command: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
