import Foundation
import Testing
import TutorTestSupport

/// The preferences file survives what happens to real programs: kill -9 mid-write, two
/// sessions at once, corrupt files, unwritable places, files from a newer version.
@Suite(.runsProcesses, .serialized) struct DurabilityTests {
    static let course = ShellTranscriptTests.course.path

    /// Answers the first question of the fixture lesson `count` times (each answer is saved).
    /// `count` attempts at the first question: each time its answer is shown (`solution`), so
    /// that `back` and `next` ask it again (a question answered is not asked again).
    static func answers(_ count: Int) -> String {
        "start counter\n" + String(repeating: "back\nnext\nnext\nsolution\n", count: count) + "quit\n"
    }

    static func attempts(in url: URL) throws -> Int {
        let data = try Data(contentsOf: url)
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let courses = json?["courses"] as? [String: Any]
        let course = courses?["transcript-course"] as? [String: Any]
        let lessons = course?["lessons"] as? [String: Any]
        let lesson = lessons?["counter"] as? [String: Any]
        let questions = lesson?["questions"] as? [String: Any]
        let question = questions?["counter-owner"] as? [String: Any]
        return (question?["attempts"] as? [Any])?.count ?? 0
    }

    static func start(_ prefs: URL, input: String) throws -> Process {
        let process = Process()
        process.executableURL = StatetutorProcess.executable
        process.arguments = ["--lessons", course, "--prefs", prefs.path]
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": StatetutorProcess.makeTemporaryDirectory("home").path, "LANG": "C.UTF-8",
        ]
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        return process
    }

    @Test func killMinus9DuringWritesAlwaysLeavesAValidFile() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("kill")
        let prefs = folder.appendingPathComponent("preferences.json")
        let input = Self.answers(2000)
        var kills = 0
        var lastCount = 0
        // On a loaded machine the first answers may take longer than the kills' spread to be
        // saved: until a file exists, each round waits a little longer before its kill.
        var slack = 0
        for round in 0..<220 {
            let process = try Self.start(prefs, input: input)
            usleep(useconds_t(5_000 + (round * 7919) % 60_000 + slack))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { kills += 1 }
            guard FileManager.default.fileExists(atPath: prefs.path) else {
                slack = min(slack + 50_000, 3_000_000)
                continue
            }
            // Never a broken file: it parses, and attempts only ever grow.
            let count = try Self.attempts(in: prefs)
            #expect(count >= lastCount, "round \(round)")
            lastCount = count
        }
        #expect(kills >= 200)
        #expect(lastCount > 0)
        let corrupt = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("corrupt") }
        #expect(corrupt.isEmpty)
    }

    @Test func twoSessionsAtOnceLoseNoAttempts() throws {
        let prefs = StatetutorProcess.makeTemporaryDirectory("concurrent").appendingPathComponent("preferences.json")
        let first = try Self.start(prefs, input: Self.answers(40))
        let second = try Self.start(prefs, input: Self.answers(40))
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
        #expect(try Self.attempts(in: prefs) == 80)
    }

    @Test(arguments: [
        ("truncated", "{\"schemaVersion\": 1, \"courses\": {\"transcript-course\": {"),
        ("garbage", "\u{7F}ELF binary junk"),
        ("empty", ""), ("wrong-typed", "{\"schemaVersion\": 1, \"settings\": {}, \"courses\": 5}"),
    ])
    func aBrokenFileIsMovedAsideAndTheSessionGoesOn(_ name: String, _ text: String) throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("broken-\(name)")
        let prefs = folder.appendingPathComponent("preferences.json")
        try Data(text.utf8).write(to: prefs)
        let outcome = try StatetutorProcess.run(
            ["--lessons", Self.course, "--prefs", prefs.path], input: Self.answers(1))
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("could not be used"))
        #expect(outcome.stderr.contains("moved to"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let aside = try #require(names.first { $0.hasPrefix("preferences.json.corrupt-") })
        #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == Data(text.utf8))
        #expect(try Self.attempts(in: prefs) == 1)
    }

    @Test func anUnwritableLocationGivesOneWarningAndTheSessionContinues() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("unwritable")
        let prefs: URL
        if getuid() == 0 {
            // root can write into any folder: make the parent a file instead.
            let blocker = folder.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: blocker)
            prefs = blocker.appendingPathComponent("preferences.json")
        } else {
            chmod(folder.path, 0o500)
            prefs = folder.appendingPathComponent("preferences.json")
        }
        defer { chmod(folder.path, 0o700) }
        let outcome = try StatetutorProcess.run(
            ["--lessons", Self.course, "--prefs", prefs.path], input: Self.answers(3))
        #expect(outcome.status == 0)
        #expect(outcome.stderr.components(separatedBy: "cannot save progress").count == 2)
        #expect(outcome.stderr.contains("are lost now that it ends"))
        #expect(outcome.stdout.contains("Answers shown: 1"))
    }

    @Test func aFileFromANewerVersionIsUsedReadOnly() throws {
        let prefs = StatetutorProcess.makeTemporaryDirectory("future").appendingPathComponent("preferences.json")
        let text = "{\"schemaVersion\": 7, \"settings\": {}, \"courses\": {}, \"somethingNew\": [1, 2]}"
        try Data(text.utf8).write(to: prefs)
        let outcome = try StatetutorProcess.run(
            ["--lessons", Self.course, "--prefs", prefs.path], input: Self.answers(2))
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("newer statetutor"))
        #expect(try String(contentsOf: prefs, encoding: .utf8) == text)
    }

    @Test func progressIsSavedAfterEveryAnsweredQuestion() throws {
        let prefs = StatetutorProcess.makeTemporaryDirectory("every").appendingPathComponent("preferences.json")
        // No quit: the input simply ends, as when a terminal closes.
        _ = try StatetutorProcess.run(
            ["--lessons", Self.course, "--prefs", prefs.path], input: "start counter\nnext\nnext\na\n")
        #expect(try Self.attempts(in: prefs) == 1)
    }

    @Test func theEnvironmentVariableChoosesThePreferencesFile() throws {
        let prefs = StatetutorProcess.makeTemporaryDirectory("env").appendingPathComponent("mine.json")
        _ = try StatetutorProcess.run(
            ["--lessons", Self.course], input: Self.answers(1), environment: ["STATETUTOR_PREFS": prefs.path])
        #expect(try Self.attempts(in: prefs) == 1)
    }

    @Test func theDefaultFileFollowsXDGConfigHome() throws {
        let config = StatetutorProcess.makeTemporaryDirectory("xdg")
        _ = try StatetutorProcess.run(
            ["--lessons", Self.course], input: Self.answers(1), environment: ["XDG_CONFIG_HOME": config.path])
        #expect(try Self.attempts(in: config.appendingPathComponent("statetutor/preferences.json")) == 1)
    }
}
