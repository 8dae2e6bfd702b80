import Foundation
import Testing
import TutorTestSupport

/// Standard streams that are not what a terminal gives: closed by the parent (`<&-`, `>&-`), or
/// unwritable (`> /dev/full`, a full disk). Nothing waits for ever, and results that could not be
/// written never end with status 0.
@Suite(.runsProcesses) struct StandardStreamTests {
    /// `statetutor ARGUMENTS` run by `sh` with `redirection` (`<&-`, `> /dev/full`), stopped after
    /// 20 seconds (status 124) if it is still running.
    static func run(_ arguments: [String], _ redirection: String) throws -> StatetutorProcess.Outcome {
        try StatetutorProcess.run(
            ["20", "/bin/sh", "-c", "exec \"$0\" \"$@\" \(redirection)", StatetutorProcess.executable.path] + arguments,
            executable: URL(fileURLWithPath: "/usr/bin/timeout"))
    }

    static var course: String { ShellTranscriptTests.course.path }

    /// A learner's preferences file with one answer.
    static func learnerFile() throws -> URL {
        let prefs = StatetutorProcess.makeTemporaryDirectory("streams").appendingPathComponent("prefs.json")
        let outcome = try StatetutorProcess.run(
            ["start", "counter", "--lessons", course, "--prefs", prefs.path], input: "next\nnext\na\nquit\n")
        #expect(outcome.status == 0)
        return prefs
    }

    @Test(arguments: [[], ["start", "counter"]])
    func theShellWithItsInputClosedEndsInsteadOfWaiting(_ command: [String]) throws {
        let prefs = StatetutorProcess.makeTemporaryDirectory("streams").appendingPathComponent("prefs.json")
        let outcome = try Self.run(command + ["--lessons", Self.course, "--prefs", prefs.path], "<&-")
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test(arguments: [
        ["--version"], ["help"], ["list"], ["show", "counter", "--no-pager"],
        ["validate", "--no-compile", "--format", "json"], ["report", "--format", "text"],
        ["report", "--format", "markdown"], ["report", "--format", "json"], ["report", "--format", "csv"],
    ])
    func resultsWrittenToAFullDeviceEndWithAnErrorAndANonZeroStatus(_ command: [String]) throws {
        let arguments =
            command + ["--lessons", Self.course] + (command.first == "report" ? [try Self.learnerFile().path] : [])
        let outcome = try Self.run(arguments, "> /dev/full")
        #expect(outcome.status != 0 && outcome.status != 124)
        #expect(
            outcome.stderr.contains("cannot write to standard output (No space left on device)"), "\(outcome.stderr)")
    }

    @Test func aReportToAClosedStandardOutputEndsWithAnErrorAndANonZeroStatus() throws {
        let outcome = try Self.run(
            ["report", "--format", "csv", "--lessons", Self.course, try Self.learnerFile().path], ">&-")
        #expect(outcome.status != 0 && outcome.status != 124)
        #expect(outcome.stderr.contains("cannot write to standard output (Bad file descriptor)"), "\(outcome.stderr)")
    }
}
