import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// The runner with shell scripts: no compiler needed.
struct ProcessRunnerTests {
    private func confinement(_ scratch: URL, limits: ResourceLimits = .program(timeLimit: 10)) -> Confinement {
        Confinement(scratch: scratch, limits: limits)
    }

    private func shell(_ script: String, in sandbox: Sandbox, scratch: URL, limits: ResourceLimits? = nil)
        -> Sandbox.Command
    {
        sandbox.command(
            "/bin/sh", ["-c", script], confinement: confinement(scratch, limits: limits ?? .program(timeLimit: 10)))
    }

    @Test func aProgramThatClosesItsOutputIsStoppedAtTheTimeLimit() throws {
        let start = Date()
        let result = try ProcessRunner(timeLimit: 1).run("/bin/sh", ["-c", "echo benign; exec >&- 2>&-; sleep 60"])
        #expect(result.timedOut)
        #expect(result.stdout == "benign\n")
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func aCancelledRunThrowsAndStopsTheProgram() throws {
        let start = Date()
        let cancellation = ProcessCancellation(isCancelled: { Date().timeIntervalSince(start) > 0.3 })
        #expect(throws: ProcessRunner.Cancelled.self) {
            try ProcessRunner(timeLimit: 60, cancellation: cancellation).run("/bin/sh", ["-c", "sleep 60"])
        }
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func aReadableCancelDescriptorStopsTheProgram() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let writer = ends[1]
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { _ = write(writer, "x", 1) }
        let runner = ProcessRunner(timeLimit: 60, cancellation: ProcessCancellation(descriptor: ends[0]))
        #expect(throws: ProcessRunner.Cancelled.self) { try runner.run("/bin/sh", ["-c", "sleep 60"]) }
    }

    @Test func withoutASandboxTheProgramsProcessGroupIsKilledWhenItEnds() throws {
        let scratch = try SandboxFixture.folder("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let marker = SandboxFixture.marker()
        let script = "sh -c 'm=\(marker); while :; do sleep 1; done' </dev/null >/dev/null 2>&1 & echo benign"
        let result = try ProcessRunner().run(shell(script, in: .limitsOnly, scratch: scratch))
        #expect(result.stdout == "benign\n")
        #expect(SandboxFixture.survivors(containing: marker) == [])
    }

    @Test func descriptorsOfThisProcessAreNotInherited() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let result = try ProcessRunner().run("/bin/sh", ["-c", "ls /proc/$$/fd"])
        #expect(result.stdout.split(separator: "\n").sorted() == ["0", "1", "2"])
    }

    @Test func theLimitsAreSetInTheChild() throws {
        let scratch = try SandboxFixture.folder("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ProcessRunner().run(shell("cat /proc/self/limits", in: .limitsOnly, scratch: scratch))
        let lines = result.stdout.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true)
        }
        func limit(_ name: String) -> [String] {
            let words = name.split(separator: " ")
            return lines.first { Array($0.prefix(words.count)) == words }.map {
                $0.dropFirst(words.count).prefix(2).map(String.init)
            } ?? []
        }
        #expect(limit("Max file size") == ["16777216", "16777216"])
        #expect(limit("Max core file size") == ["0", "0"])
        #expect(limit("Max open files") == ["64", "64"])
        #expect(limit("Max cpu time") == ["11", "12"])
        #expect(limit("Max address space") == ["2147483648", "2147483648"])
    }

    @Test func aProgramOverItsCPULimitRanPastItsTime() throws {
        let scratch = try SandboxFixture.folder("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let limits = ResourceLimits(cpuSeconds: 1, fileSize: 1 << 20, addressSpace: nil, openFiles: 64, processes: nil)
        let command = shell("while :; do :; done", in: .limitsOnly, scratch: scratch, limits: limits)
        let result = try ProcessRunner(timeLimit: 60).run(command)
        #expect(result.timedOut)
        #expect(result.status == 128 + SIGXCPU)
    }

    @Test func withoutASandboxTheProgramRunsInItsScratchFolderWithALeanEnvironment() throws {
        let scratch = try SandboxFixture.folder("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ProcessRunner().run(
            shell("pwd; echo \"$HOME\"; env | cut -d= -f1 | sort | tr '\\n' ' '", in: .limitsOnly, scratch: scratch))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
                == scratch.resolvingSymlinksInPath().path)
        #expect(lines.dropFirst().first == scratch.path)
        #expect(!result.stdout.contains("SECRET"))
        #expect(
            lines.last?.split(separator: " ").allSatisfy { ["HOME", "LANG", "OLDPWD", "PATH", "PWD"].contains($0) }
                == true)
    }
}

/// The runner inside bubblewrap.
@Suite(.runsProcesses, .enabled(if: Sandbox.detected.confines, "needs a working bubblewrap"))
struct SandboxedProcessRunnerTests {
    @Test func theExitStatusOfTheProgramComesThrough() throws {
        let scratch = try SandboxFixture.folder("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let confinement = Confinement(scratch: scratch, limits: .program(timeLimit: 10))
        let result = try ProcessRunner().run(
            Sandbox.detected.command("/bin/sh", ["-c", "echo benign; exit 7"], confinement: confinement))
        #expect(result.stdout == "benign\n")
        #expect(result.status == 7)
    }

    @Test func aCancelledSandboxLeavesNoProcessBehind() throws {
        let scratch = try SandboxFixture.folder("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let marker = SandboxFixture.marker()
        let script = "setsid sh -c 'm=\(marker); while :; do sleep 1; done' </dev/null >/dev/null 2>&1 & sleep 60"
        let confinement = Confinement(scratch: scratch, limits: .program(timeLimit: 60))
        let start = Date()
        let cancellation = ProcessCancellation(isCancelled: { Date().timeIntervalSince(start) > 0.5 })
        #expect(throws: ProcessRunner.Cancelled.self) {
            try ProcessRunner(timeLimit: 60, cancellation: cancellation).run(
                Sandbox.detected.command("/bin/sh", ["-c", script], confinement: confinement))
        }
        #expect(SandboxFixture.processes(containing: marker) == [])
    }

    @Test func onlyTheStandardDescriptorsReachTheSandboxedProgram() throws {
        let scratch = try SandboxFixture.folder("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let confinement = Confinement(scratch: scratch, limits: .program(timeLimit: 10))
        let result = try ProcessRunner().run(
            Sandbox.detected.command("/bin/sh", ["-c", "ls /proc/$$/fd"], confinement: confinement))
        #expect(result.stdout.split(separator: "\n").sorted() == ["0", "1", "2"])
    }

    @Test func onlyTheSandboxsOwnProcessesAreVisible() throws {
        let scratch = try SandboxFixture.folder("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let confinement = Confinement(scratch: scratch, limits: .program(timeLimit: 10))
        let result = try ProcessRunner().run(
            Sandbox.detected.command("/bin/sh", ["-c", "ls /proc | grep -c '^[0-9]'"], confinement: confinement))
        // The lifeline watcher (process 1 and its waiting subshell), the program's shell, and
        // `ls` or `grep`: a handful, not the machine's processes.
        #expect((Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 99) <= 5)
    }
}
