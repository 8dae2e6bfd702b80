import Foundation
import Testing
import TutorTestSupport

/// The trial run that finds the sandbox must never outlive the command that started it.
@Suite(.runsProcesses, .serialized) struct TrialRunTests {
    /// bubblewrap processes whose parent has gone (adopted by init), running the trial.
    static func orphanedTrials() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
            else { return false }
            let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
            let text = String(decoding: command.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return fields.count > 1 && fields[1] == "1" && text.contains("bwrap") && text.contains("statetutor-trial")
        }
    }

    @Test func aCheckThatCompilesNothingLeavesNoTrialRunBehind() throws {
        let before = Set(Self.orphanedTrials())
        for _ in 0..<3 {
            let outcome = try StatetutorProcess.run(["check", "state-where-it-lives", "--answer", "a"])
            #expect(outcome.status == 0 || outcome.status == 1)
        }
        Thread.sleep(forTimeInterval: 1)
        #expect(Set(Self.orphanedTrials()).subtracting(before).isEmpty)
    }

    /// bubblewrap processes whose parent has gone and whose command line names `marker`.
    static func orphanedSandboxes(naming marker: String) -> Set<String> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return Set(
            entries.filter { $0.allSatisfy(\.isNumber) }.filter { pid in
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
                else { return false }
                let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
                let text = String(decoding: command.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
                return stat.contains("(bwrap)") && fields.count > 1 && fields[1] == "1" && text.contains(marker)
            })
    }

    @Test func killingStatetutorWhileAProgramRunsEndsTheSandbox() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("spin")
        let answer = folder.appendingPathComponent("spin.swift")
        try """
        struct ReadingStreak {
            var days = 0
            mutating func logDay() { while true { days = days &+ 1 } }
        }
        """.write(to: answer, atomically: true, encoding: .utf8)
        // Scratch folders go under this run's own TMPDIR, which every sandbox's command line names.
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = StatetutorProcess.executable
        process.arguments = ["check", "state-mutating-streak", "--answer-file", answer.path]
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": StatetutorProcess.makeTemporaryDirectory("home").path, "TMPDIR": temporary.path,
            "XDG_CACHE_HOME": StatetutorProcess.temporaryHome.appendingPathComponent("cache").path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Long enough for the tests to be compiled and started (the surface is usually cached).
        Thread.sleep(forTimeInterval: 6)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // The sandboxes end once their lifeline closes; on a busy machine that can take a moment.
        let deadline = Date().addingTimeInterval(10)
        while !Self.orphanedSandboxes(naming: temporary.path).isEmpty && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(Self.orphanedSandboxes(naming: temporary.path).isEmpty)
    }
}
