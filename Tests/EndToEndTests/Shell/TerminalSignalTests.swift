import Foundation
import Testing
import TutorTestSupport

/// The shell on a pseudo-terminal that goes away or gets a signal: no crash, the session end is
/// saved, and the exit status is 128 + the signal's number (0 when the input simply ended).
@Suite(.runsProcesses, .serialized) struct TerminalSignalTests {
    struct Run {
        var terminal: PseudoTerminal
        var prefs: URL
        var stderr: URL
    }

    /// Starts the shell on a terminal (stderr to a file, so it can be read after a hangup) and
    /// answers the first question. `wrapper` runs it through `/bin/sh -c` first.
    static func start(wrapper: String? = nil) throws -> Run {
        let home = StatetutorProcess.makeTemporaryDirectory("pty-signal")
        let prefs = home.appendingPathComponent("prefs.json")
        let stderr = home.appendingPathComponent("stderr.txt")
        let arguments = ["--lessons", ShellTranscriptTests.course.path, "--prefs", prefs.path]
        let environment = ["HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let terminal: PseudoTerminal
        if let wrapper {
            terminal = try PseudoTerminal(
                arguments: ["-c", wrapper, StatetutorProcess.executable.path] + arguments, environment: environment,
                executable: "/bin/sh", stderrFile: stderr.path)
        } else {
            terminal = try PseudoTerminal(arguments: arguments, environment: environment, stderrFile: stderr.path)
        }
        terminal.read(until: "statetutor> ")
        PseudoTerminalTests.openFirstQuestion(terminal)
        terminal.send("a\r")
        terminal.read(until: "[Enter]> ")
        return Run(terminal: terminal, prefs: prefs, stderr: stderr)
    }

    static func sessionEndWasSaved(_ run: Run) throws -> Bool {
        try PipedSignalTests.savedSessions(run.prefs).first?["end"] is String
    }

    static func stderr(_ run: Run) -> String {
        (try? String(contentsOf: run.stderr, encoding: .utf8)) ?? ""
    }

    @Test func closingTheTerminalEndsTheSessionWith129AndSavesIt() throws {
        let run = try Self.start()
        run.terminal.hangUp()
        #expect(run.terminal.waitForExit() == 128 + SIGHUP)
        #expect(try Self.sessionEndWasSaved(run))
        #expect(try PipedSignalTests.savedAttempts(run.prefs, question: "counter-owner") == 1)
        #expect(Self.stderr(run) == "")
    }

    @Test func closingATerminalWhoseHangupSignalIsIgnoredEndsTheSessionAsAnEndOfInput() throws {
        // The parent ignores SIGHUP (as `nohup` or `trap '' HUP` do): no signal comes, reads of
        // the terminal return nothing, and the shell must end instead of spinning.
        let run = try Self.start(wrapper: "trap '' HUP; exec \"$0\" \"$@\"")
        run.terminal.hangUp()
        #expect(run.terminal.waitForExit() == 0)
        #expect(try Self.sessionEndWasSaved(run))
        #expect(Self.stderr(run) == "")
    }

    @Test func closingTheTerminalOfAShellThatIsNotTheSessionLeaderEndsTheSession() throws {
        // sh leads the session and ignores SIGHUP, so it does not exit and no SIGHUP reaches its
        // child, which has the default handling of SIGHUP.
        let run = try Self.start(wrapper: "trap '' HUP; env --default-signal=HUP \"$0\" \"$@\"; exit $?")
        run.terminal.hangUp()
        #expect(run.terminal.waitForExit() == 0)
        #expect(try Self.sessionEndWasSaved(run))
    }

    @Test func sighupOnAnOpenTerminalEndsTheSessionWith129() throws {
        let run = try Self.start()
        run.terminal.signal(SIGHUP)
        #expect(run.terminal.read(until: "Session report").contains("Session report"))
        #expect(run.terminal.waitForExit() == 128 + SIGHUP)
        #expect(try Self.sessionEndWasSaved(run))
    }

    @Test func sigtermOnATerminalEndsTheSessionWith143AndSavesIt() throws {
        let run = try Self.start()
        run.terminal.signal(SIGTERM)
        #expect(run.terminal.waitForExit() == 128 + SIGTERM)
        #expect(try Self.sessionEndWasSaved(run))
        #expect(Self.stderr(run) == "")
    }

    @Test func ctrlBackslashEndsTheSessionWith131AndNoCrashReport() throws {
        let run = try Self.start()
        run.terminal.send("\u{1C}")
        #expect(run.terminal.read(until: "Session report").contains("Session report"))
        #expect(run.terminal.waitForExit() == 128 + SIGQUIT)
        #expect(try Self.sessionEndWasSaved(run))
        #expect(!run.terminal.transcript.contains("crashed"))
        #expect(!Self.stderr(run).contains("crashed"))
    }

    @Test func ctrlCAtAnEmptyPromptNeverEndsTheSession() throws {
        let (terminal, _) = try PseudoTerminalTests.start()
        terminal.send("\u{3}")
        terminal.read(until: "statetutor> ")
        terminal.send("\u{3}")
        terminal.read(until: "statetutor> ")
        terminal.send("help\r")
        #expect(terminal.read(until: "Commands").contains("Commands"))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
