import Foundation
import Testing
import TutorTestSupport

/// Answers half given on a real terminal: nothing typed is lost to Ctrl-D, and an earlier line of
/// a code answer comes back in the line editor to be changed.
@Suite(.runsProcesses, .serialized) struct AnswersOnATerminalTests {
    static func environment() -> [String: String] {
        let home = StatetutorProcess.makeTemporaryDirectory("pty-answers")
        return ["HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1"]
    }

    @Test func ctrlDAfterAGapOfSeveralWarnsBeforeTheGapIsLost() throws {
        let terminal = try PseudoTerminal(arguments: ["--no-pager"], environment: Self.environment())
        terminal.read(until: "statetutor> ")
        terminal.send("start binding 4\r")
        terminal.read(until: "binding 4/")
        terminal.send("next\r")
        terminal.read(until: "Gap 1 of 3", timeout: 10)
        terminal.read(until: "> ", timeout: 5)
        terminal.send("$label\r")
        terminal.read(until: "Gap 2 of 3", timeout: 30)
        terminal.read(until: "> ", timeout: 5)
        terminal.send("\u{4}")
        let warning = terminal.read(until: "Press Ctrl-D again to leave.", timeout: 5)
        #expect(warning.contains("gap 1 of 3"), "\(terminal.transcript.suffix(800))")
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func lineNPutsThatLineBackInTheEditorToChange() throws {
        let terminal = try PseudoTerminal.atFixtureCodeQuestion(environment: Self.environment())
        terminal.send("struct Counter {\r")
        terminal.read(until: "... ")
        terminal.send("    var count = 0\r")
        terminal.read(until: "... ")
        terminal.send("line 2\r")
        let prompt = terminal.read(until: "var count = 0", timeout: 5)
        #expect(prompt.contains("line 2> "), "\(terminal.transcript.suffix(600))")
        terminal.send(" // changed\r")
        terminal.read(until: "... ")
        terminal.send("line 2\r")
        #expect(terminal.read(until: "// changed", timeout: 5).contains("var count = 0 // changed"))
        terminal.send("\u{3}")
        terminal.read(until: "... ")
        terminal.send("\u{3}")
        terminal.read(until: "> ")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
