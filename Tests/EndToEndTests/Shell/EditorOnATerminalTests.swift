import Foundation
import Testing
import TutorTestSupport

/// `edit` with a real terminal editor on a pseudo-terminal: the editor gets the keyboard, the
/// learner's saved code is checked, and the shell's line editing works afterwards with nothing
/// left over in the line.
@Suite(.runsProcesses, .serialized) struct EditorOnATerminalTests {
    static let vim = ["/usr/bin/vim", "/bin/vim"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The shell on the fixture course, at the code question.
    static func openCodeQuestion(editor: String) throws -> (PseudoTerminal, URL) {
        let home = StatetutorProcess.makeTemporaryDirectory("pty-editor")
        let terminal = try PseudoTerminal.atFixtureCodeQuestion(environment: [
            "HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "EDITOR": editor,
        ])
        #expect(terminal.transcript.contains("Question · write code"), "\(terminal.transcript.suffix(600))")
        return (terminal, home)
    }

    @Test(.enabled(if: vim != nil && CheckerCommandTests.swiftc != nil))
    func aCodeAnswerWrittenInVimIsCheckedAndTheShellEditsLinesAfterwards() throws {
        let (terminal, _) = try Self.openCodeQuestion(editor: "vim -u NONE -N")
        terminal.send("edit\r")
        // vim shows the starter code; the answer is typed at its end.
        terminal.read(until: "struct Counter", timeout: 10)
        usleep(300_000)
        terminal.send("3G")
        terminal.send("o")
        terminal.send("    @State private var count = 0")
        terminal.send("\u{1B}")
        terminal.send(":wq\r")
        let verdict = terminal.read(until: "[Enter]> ", timeout: 120)
        #expect(verdict.contains("✓ Right."), "\(terminal.transcript.suffix(1500))")
        #expect(!verdict.contains("Error reading input"))
        // Nothing the editor left behind is in the next line: what is typed is what is read.
        terminal.send("\r")
        terminal.read(until: "> ")
        terminal.send("secti\t\r")
        #expect(terminal.read(until: "> ", timeout: 5).contains("1. "), "\(terminal.transcript.suffix(800))")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
