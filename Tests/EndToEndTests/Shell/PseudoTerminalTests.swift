import Foundation
import Testing
import TutorTestSupport

/// The shell on a real (pseudo) terminal: prompt, completion, Ctrl-C, Ctrl-D, UTF-8 editing.
@Suite(.runsProcesses, .serialized) struct PseudoTerminalTests {
    static func start() throws -> (PseudoTerminal, URL) {
        let home = StatetutorProcess.makeTemporaryDirectory("pty")
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", ShellTranscriptTests.course.path],
            environment: ["HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        terminal.read(until: "statetutor> ")
        return (terminal, home)
    }

    /// Opens the fixture lesson and reads on to its first question.
    static func openFirstQuestion(_ terminal: PseudoTerminal) {
        terminal.send("start counter\r")
        terminal.read(until: "counter 1/4")
        terminal.send("next\r")
        terminal.read(until: "counter 2/4")
        terminal.send("next\r")
        terminal.read(until: "counter answer> ")
    }

    @Test func theBannerEndsInAPrompt() throws {
        let (terminal, _) = try Self.start()
        #expect(terminal.transcript.contains("Transcript Course"))
        #expect(terminal.transcript.hasSuffix("statetutor> "))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func tabCompletesCommandsAndLessonIds() throws {
        let (terminal, _) = try Self.start()
        terminal.send("sta\t")
        #expect(terminal.read(until: "rt").contains("rt"))
        terminal.send("co\t")
        #expect(terminal.read(until: "unter").contains("unter"))
        terminal.send("\r")
        #expect(terminal.read(until: "counter 1/4").contains("A counter that remembers"))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlCCancelsAnOpenQuestionAndTheShellGoesOn() throws {
        let (terminal, _) = try Self.start()
        Self.openFirstQuestion(terminal)
        terminal.send("\u{3}")
        let after = terminal.read(until: "counter 2/4")
        #expect(after.contains("Question cancelled."))
        terminal.send("list\r")
        #expect(terminal.read(until: "counter 2/4 0/11> ").contains("counter"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlCInATreeWalkStartedDuringAQuestionLeavesTheWalkAndKeepsTheQuestion() throws {
        let (terminal, _) = try Self.start()
        Self.openFirstQuestion(terminal)
        terminal.send("tree\r")
        #expect(terminal.read(until: "tree counter-tree> ").contains("The open question waits"))
        terminal.send("b\r")
        terminal.read(until: "tree counter-tree> ")
        terminal.send("\u{3}")
        let after = terminal.read(until: "counter answer> ")
        #expect(after.contains("Tree walk cancelled."))
        #expect(after.contains("Back to the open question"))
        #expect(!after.contains("Question cancelled."))
        terminal.send("a\r")
        #expect(terminal.read(until: "[Enter]> ").contains("Right"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlCOnALineWithTextClearsTheLineAndKeepsTheQuestion() throws {
        let (terminal, _) = try Self.start()
        Self.openFirstQuestion(terminal)
        terminal.send("b")
        terminal.read(until: "b")
        terminal.send("\u{3}")
        let after = terminal.read(until: "counter answer> ")
        #expect(!after.contains("Question cancelled."))
        terminal.send("a\r")
        #expect(terminal.read(until: "[Enter]> ").contains("Right"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlDInTheMiddleOfACodeAnswerAsksForASecondCtrlD() throws {
        let (terminal, _) = try Self.start()
        terminal.send("start counter\r")
        terminal.read(until: "counter 1/4")
        for _ in 0..<13 {
            terminal.send("skip\r")
            terminal.read(until: "> ")
        }
        terminal.read(until: "counter answer> ", timeout: 5)
        terminal.send("struct Counter {\r")
        terminal.read(until: "... ")
        terminal.send("\u{4}")
        #expect(terminal.read(until: "... ").contains("Press Ctrl-D again to leave."))
        // Ctrl-C on the empty line drops the answer; 'edit' would open the lines again.
        terminal.send("\u{3}")
        #expect(terminal.read(until: "counter answer> ").contains("'edit' opens them again"))
        terminal.send("\u{4}")
        terminal.read(until: "Session report", timeout: 10)
        #expect(terminal.waitForExit() == 0)
    }

    @Test func statetutorAloneContinuesTheLessonAtThePageAndQuestionLeft() throws {
        let (terminal, home) = try Self.start()
        Self.openFirstQuestion(terminal)
        terminal.send("a\r")
        terminal.read(until: "[Enter]> ")
        terminal.send("\r")
        terminal.read(until: "counter answer> ")
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)

        let again = try PseudoTerminal(
            arguments: ["--lessons", ShellTranscriptTests.course.path],
            environment: ["HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        let opening = again.read(until: "counter 2/4 1/11> ")
        #expect(opening.contains("Continuing where you left off: page 2 of 4."), "\(again.transcript)")
        again.send("next\r")
        // The question answered last time is not asked again: the page's second one is.
        let question = again.read(until: "counter answer> ")
        #expect(!question.contains("Which view owns"), "\(question)")
        again.send("\u{4}")
        #expect(again.waitForExit() == 0)
    }

    @Test func ctrlDEndsTheSessionWithAReportAndSavesHistory() throws {
        let (terminal, home) = try Self.start()
        Self.openFirstQuestion(terminal)
        terminal.send("a\r")
        terminal.read(until: "[Enter]> ")
        terminal.send("\u{4}")
        let end = terminal.read(until: "Time:")
        #expect(terminal.waitForExit() == 0)
        #expect(end.contains("Session report"))
        #expect(end.contains("Answered: 1   Correct: 1"))
        let history = try String(
            contentsOf: home.appendingPathComponent(".local/state/statetutor/history"), encoding: .utf8)
        // libedit's history file escapes spaces as \040.
        #expect(history.contains("start\\040counter"))
    }

    @Test func nonASCIIInputSurvivesLineEditing() throws {
        let (terminal, _) = try Self.start()
        terminal.send("start café→\r")
        let reply = terminal.read(until: "lessons.")
        #expect(reply.contains("No lesson 'café→'"))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func sigtermEndsTheSessionWithAReport() throws {
        let (terminal, _) = try Self.start()
        terminal.send("start counter\r")
        terminal.read(until: "counter 1/4")
        terminal.terminate()
        #expect(terminal.read(until: "Session report").contains("Session report"))
        #expect(terminal.waitForExit() == 128 + SIGTERM)
    }
}

@Suite(.runsProcesses, .serialized) struct PseudoTerminalColourTests {
    static func output(_ environment: [String: String], arguments: [String] = []) throws -> String {
        let home = StatetutorProcess.makeTemporaryDirectory("pty-colour")
        var env = ["HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        env.merge(environment) { $1 }
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", ShellTranscriptTests.course.path] + arguments, environment: env)
        terminal.read(until: "statetutor> ")
        terminal.send("start counter\r")
        terminal.read(until: "counter 1/4")
        terminal.send("quit\r")
        _ = terminal.waitForExit()
        return terminal.transcript
    }

    @Test func aTerminalGetsColour() throws {
        #expect(try Self.output([:]).contains("\u{1B}[1;36m"))
    }

    @Test func noColorTurnsColourOff() throws {
        #expect(!(try Self.output(["NO_COLOR": "1"]).contains("\u{1B}[1;36m")))
    }

    @Test func aDumbTerminalGetsNoColour() throws {
        #expect(!(try Self.output(["TERM": "dumb"]).contains("\u{1B}[1;36m")))
    }

    @Test func plainModeIsASCIIWithoutColour() throws {
        let output = try Self.output([:], arguments: ["--plain"])
        #expect(!output.contains("\u{1B}[1;36m"))
        #expect(!output.contains("─"))
    }
}
