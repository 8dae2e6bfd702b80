import Foundation
import Testing
import TutorTestSupport

/// `check --answer-file` reads at most 1 MB, from any kind of source, in bounded memory.
@Suite(.runsProcesses) struct AnswerLimitTests {
    static let check = ["check", "counter-owner", "--lessons", ShellTranscriptTests.course.path, "--answer-file"]
    static let refusal = "is larger than the limit of 1 MB (1048576 bytes)"

    /// Runs `script` with sh, `$0` being statetutor and `$@` the check arguments.
    static func shell(_ script: String, _ file: String) throws -> StatetutorProcess.Outcome {
        try StatetutorProcess.run(
            ["-c", script, StatetutorProcess.executable.path] + check + [file],
            executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func anEndlessStandardInputIsRefusedWithStatus2() throws {
        let outcome = try Self.shell("exec \"$0\" \"$@\" < /dev/zero", "-")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("the answer in standard input \(Self.refusal)"))
        #expect(outcome.stdout == "")
    }

    @Test func aGigabyteOnStandardInputIsRefusedInBoundedMemory() throws {
        // 400 MB of address space would not hold the gigabyte.
        let outcome = try Self.shell(
            "ulimit -v 400000; head -c 1000000000 /dev/zero | \"$0\" \"$@\"; echo \"status $?\"", "-")
        #expect(outcome.stdout.contains("status 2"))
        #expect(outcome.stderr.contains("the answer in standard input \(Self.refusal)"))
    }

    @Test func anEndlessDeviceGivenByPathIsRefusedWithStatus2() throws {
        let outcome = try StatetutorProcess.run(Self.check + ["/dev/zero"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("the answer in /dev/zero \(Self.refusal)"))
    }

    @Test func aFIFOThatGivesTooMuchIsRefusedWithStatus2() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("fifo")
        let fifo = folder.appendingPathComponent("answer").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let outcome = try Self.shell(
            "head -c 3000000 /dev/zero > \"$FIFO\" & exec \"$0\" \"$@\"".replacingOccurrences(
                of: "$FIFO", with: fifo), fifo)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("the answer in \(fifo) \(Self.refusal)"))
    }

    @Test func anAnswerOfExactly1MBIsChecked() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("big-answer")
        let file = folder.appendingPathComponent("answer.txt")
        try Data(repeating: 0x62, count: 1 << 20).write(to: file)
        let outcome = try StatetutorProcess.run(Self.check + [file.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasPrefix("invalid") || outcome.stdout.hasPrefix("wrong"))
    }

    @Test func aMissingAnswerFileIsNamedWithTheReason() throws {
        let outcome = try StatetutorProcess.run(Self.check + ["/nonexistent/answer.txt"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("cannot read /nonexistent/answer.txt: No such file or directory"))
    }
}
