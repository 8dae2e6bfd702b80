import Foundation
import Testing
import TutorTestSupport

/// Ctrl-C while the checker runs a learner's code: the tests (and a process they started) are
/// killed, the shell says so and gives the prompt back with the question still open, and Ctrl-C
/// keeps working afterwards.
@Suite(.runsProcesses, .serialized) struct CancelledCheckTests {
    /// Unique to this run: the argument of the `sleep` the tests start, so that it can be found.
    static let marker = "97\(Int.random(in: 100_000...999_999)).5"

    /// A code question whose tests, for the answer 42, start a `sleep` in the background and
    /// then sleep themselves for a minute.
    static let course: URL = {
        let folder = StatetutorProcess.makeTemporaryDirectory("cancel-course")
        let lesson = """
            ---
            id: sleepy
            title: Sleepy tests
            summary: A code question whose tests can take long.
            minutes: 5
            ---

            ## Page

            Write `f`.

            ```quiz
            id: sleepy-code
            kind: code
            prompt: Make f return 1.
            starter: |
              func f() -> Int { 0 }
            solution: |
              func f() -> Int { 1 }
            tests: |
              import Foundation
              if f() == 42 {
                  _ = system("sleep \(marker) &")
                  sleep(60)
              }
              precondition(f() == 1)
            ```

            """
        try? Data(lesson.utf8).write(to: folder.appendingPathComponent("01-sleepy.md"))
        return folder
    }()

    static var environment: [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TERM": "xterm",
            "LANG": "C.UTF-8", "XDG_CACHE_HOME": StatetutorProcess.temporaryHome.appendingPathComponent("cache").path,
        ]
    }

    /// Process ids whose command line holds `text`.
    static func processes(running text: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(text)
        }
    }

    /// Process ids whose parent is `parent`.
    /// The processes `parent` started, except the SourceKit service a terminal session keeps
    /// for live help (it lives as long as the session, not as long as a check).
    static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            let isService = String(decoding: command, as: UTF8.self).contains("__sourcekit-service")
            return !isService && status.split(separator: "\n").contains { $0 == "PPid:\t\(parent)" }
        }
    }

    /// Kills what a failed test left behind, so that a failure does not leave a sleeper for days.
    static func killSurvivors() {
        for pid in processes(running: "sleep \(marker)") { kill(pid, SIGKILL) }
    }

    /// Waits until the tests' background `sleep` runs; false after `timeout` seconds.
    static func waitForTheTestsToSleep(timeout: TimeInterval = 300) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !processes(running: "sleep \(marker)").isEmpty { return true }
            usleep(50_000)
        }
        return false
    }

    @Test(.enabled(if: CheckerCommandTests.swiftc != nil))
    func ctrlCStopsTheTestsAndTheirChildrenAndTheQuestionStaysOpen() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("cancel-pty")
        var environment = Self.environment
        environment["HOME"] = home.path
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", Self.course.path, "--prefs", home.appendingPathComponent("p.json").path],
            environment: environment)
        terminal.read(until: "statetutor> ")
        terminal.send("start sleepy\r")
        terminal.read(until: "sleepy 1/1")
        terminal.send("next\r")
        terminal.read(until: "sleepy answer> ")
        terminal.send("func f() -> Int { 42 }\r")
        terminal.read(until: "... ")
        terminal.send(".\r")
        defer { Self.killSurvivors() }
        try #require(Self.waitForTheTestsToSleep(), "the tests never started: \(terminal.transcript)")

        let pressed = Date()
        terminal.send("\u{3}")
        let reply = terminal.read(until: "sleepy answer> ", timeout: 10)
        let seconds = Date().timeIntervalSince(pressed)
        #expect(reply.contains("Check cancelled."), "\(reply)")
        #expect(reply.hasSuffix("sleepy answer> "))
        #expect(seconds < 2.5, "the prompt came back \(seconds) s after Ctrl-C")
        #expect(Self.processes(running: "sleep \(Self.marker)").isEmpty, "the tests' child survived")
        #expect(Self.children(of: terminal.processID).isEmpty, "a process started by the check survived")

        // The question is still open and can be answered; Ctrl-C still works afterwards.
        terminal.send("func f() -> Int { 1 }\r")
        terminal.read(until: "... ")
        terminal.send(".\r")
        let verdict = terminal.read(until: "[Enter]> ", timeout: 120)
        #expect(verdict.contains("Your code compiles and passes the tests."), "\(verdict)")
        terminal.send("\u{3}")
        #expect(terminal.read(until: "[Enter]> ").contains("^C"))
        terminal.send("quit\r")
        #expect(terminal.read(until: "Accuracy").contains("Correct: 1"))
        #expect(terminal.waitForExit() == 0)
    }

    @Test(.enabled(if: CheckerCommandTests.swiftc != nil))
    func sigtermDuringACheckStopsItAndEndsTheSession() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("cancel-term")
        var environment = Self.environment
        environment["HOME"] = home.path
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", Self.course.path, "--prefs", home.appendingPathComponent("p.json").path],
            environment: environment)
        terminal.read(until: "statetutor> ")
        terminal.send("start sleepy\rnext\r")
        terminal.read(until: "sleepy answer> ")
        terminal.send("func f() -> Int { 42 }\r.\r")
        defer { Self.killSurvivors() }
        try #require(Self.waitForTheTestsToSleep(), "the tests never started: \(terminal.transcript)")
        let sent = Date()
        terminal.terminate()
        #expect(terminal.read(until: "Session report").contains("Session report"))
        #expect(terminal.waitForExit() == 128 + SIGTERM)
        // Not at the tests' 10 s time limit: SIGTERM stopped the check.
        #expect(Date().timeIntervalSince(sent) < 2.5)
        #expect(Self.processes(running: "sleep \(Self.marker)").isEmpty)
    }

    @Test(.enabled(if: CheckerCommandTests.swiftc != nil))
    func fromAPipeCtrlCDuringACheckStopsItAndEndsTheSessionWith130() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("cancel-pipe")
        let session = try PipedSession(
            arguments: ["--lessons", Self.course.path, "--prefs", home.appendingPathComponent("p.json").path],
            home: home, environment: Self.environment)
        session.send("start sleepy\nnext\nfunc f() -> Int { 42 }\n.\nskip\n")
        defer { Self.killSurvivors() }
        try #require(Self.waitForTheTestsToSleep(), "the tests never started: \(session.stdout)")
        let sent = Date()
        session.signal(SIGINT)
        #expect(session.waitForExit(timeout: 30) == 128 + SIGINT)
        #expect(Date().timeIntervalSince(sent) < 2.5)
        #expect(session.stdout.contains("Check cancelled."))
        // The line after the answer ('skip') was never read: the session ended at Ctrl-C.
        #expect(!session.stdout.contains("Answered: 1"))
        #expect(Self.processes(running: "sleep \(Self.marker)").isEmpty)
    }
}
