import Foundation
import Testing
import TutorTestSupport

/// The shell on a pseudo-terminal under input a person can make but nobody plans for: lines of
/// every length typed or pasted at the prompt, and the window dragged to tiny sizes while a question
/// is answered. libedit once corrupted the heap on both (a line past a few kilobytes; a window
/// shrunk under the cursor), so the shell must stay up and end normally whatever the seed.
@Suite(.runsProcesses, .serialized) struct TerminalInputFuzzTests {
    /// The shell on the fixture course, without a pager (a tiny window would page everything) and
    /// without SourceKit (answers here are not code).
    static func start() throws -> PseudoTerminal {
        let home = StatetutorProcess.makeTemporaryDirectory("pty-fuzz")
        let terminal = try PseudoTerminal(
            arguments: [
                "--lessons", ShellTranscriptTests.course.path, "--prefs", home.appendingPathComponent("p.json").path,
                "--no-pager",
            ],
            environment: [
                "HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                "STATETUTOR_SOURCEKIT": "off",
            ])
        terminal.read(until: "statetutor> ")
        return terminal
    }

    /// Lengths of lines to type: the ones that crashed (5.5 KB and up), around libedit's buffer
    /// steps, and a seeded sample of the rest.
    static func lineLengths() -> [Int] {
        var generator = SplitMix64(state: 0x11_4E5)
        let sampled = (0..<TestScale.fuzzInputs(fastLoop: 2) / 500 + 2).map { _ in
            generator.below(9_000) + 1
        }
        return [1_023, 4_100, 5_600, 8_200] + sampled
    }

    @Test func linesOfEveryLengthTypedAtThePromptLeaveTheShellRunning() throws {
        let terminal = try Self.start()
        var generator = SplitMix64(state: 0x5_1E5)
        for length in Self.lineLengths() {
            let columns = UInt16(20 + generator.below(180))
            let rows = UInt16(3 + generator.below(50))
            terminal.resize(rows: rows, columns: columns)
            terminal.type(String(repeating: "x", count: length))
            terminal.send("\r")
            let answer = terminal.read(until: "statetutor> ", timeout: 30)
            #expect(
                answer.contains("Unknown command") || answer.contains("too long"),
                "a line of \(length) at \(columns)x\(rows): \(terminal.transcript.suffix(300))")
        }
        terminal.resize(rows: 40, columns: 100)
        terminal.send("quit\r")
        #expect(terminal.waitForExit(timeout: 30) == 0, "\(terminal.transcript.suffix(600))")
    }

    @Test func resizingTheWindowToTinySizesWhileAnsweringLeavesTheShellRunning() throws {
        let terminal = try Self.start()
        PseudoTerminalTests.openFirstQuestion(terminal)
        var generator = SplitMix64(state: 0x512E)
        let answers = ["a", "b", "true", "false", "skip", "next", "hint", "", "back"]
        for round in 0..<(TestScale.isThorough ? 200 : 60) {
            terminal.resize(rows: UInt16(1 + generator.below(4)), columns: UInt16(1 + generator.below(20)))
            terminal.read(until: "\u{0}", timeout: 0.01)
            terminal.send(answers[generator.below(answers.count)] + "\r")
            // In a window a few columns wide the prompt comes out folded: wait a little, not for it.
            terminal.read(until: "> ", timeout: 0.5)
            #expect(
                terminal.waitForExit(timeout: 0.05) == nil,
                "ended at round \(round): \(terminal.transcript.suffix(300))")
        }
        terminal.resize(rows: 40, columns: 100)
        terminal.send("quit\r")
        #expect(terminal.waitForExit(timeout: 30) == 0, "\(terminal.transcript.suffix(600))")
    }

    @Test func aLongLineTypedIntoATinyWindowLeavesTheShellRunning() throws {
        let terminal = try Self.start()
        PseudoTerminalTests.openFirstQuestion(terminal)
        terminal.resize(rows: 2, columns: 7)
        terminal.type(String(repeating: "y", count: 6_000))
        terminal.resize(rows: 1, columns: 3)
        terminal.send("\r")
        terminal.read(until: "\u{0}", timeout: 2)
        terminal.resize(rows: 40, columns: 100)
        terminal.send("quit\r")
        #expect(terminal.waitForExit(timeout: 30) == 0, "\(terminal.transcript.suffix(600))")
    }
}
