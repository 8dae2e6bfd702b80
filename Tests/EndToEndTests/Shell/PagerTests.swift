import Foundation
import Testing
import TutorTestSupport

/// Pages taller than the screen go through `$PAGER` (or a "more" prompt) on a terminal, and never
/// in a pipe. The bundled course's `bindable-and-lists` page 2 is far taller than the 40 rows of
/// the pseudo-terminal.
@Suite(.runsProcesses, .serialized) struct PagerTests {
    /// A pager that keeps what it was given in `file` and says it ran.
    static func recordingPager() throws -> (script: URL, file: URL) {
        let folder = StatetutorProcess.makeTemporaryDirectory("pager")
        let file = folder.appendingPathComponent("paged.txt")
        let script = folder.appendingPathComponent("pager.sh")
        try "#!/bin/sh\ncat > '\(file.path)'\necho 'the test pager ran'\n".write(
            to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        return (script, file)
    }

    static func environment(pager: String) -> [String: String] {
        let home = StatetutorProcess.makeTemporaryDirectory("pager-home")
        return ["HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PAGER": pager]
    }

    static func openLongPage(_ terminal: PseudoTerminal) {
        terminal.read(until: "statetutor> ")
        terminal.send("start bindable-and-lists\r")
        terminal.read(until: "bindable-and-lists 1/8")
        terminal.send("next\r")
    }

    @Test func aPageTallerThanTheScreenGoesThroughThePagerAndTheShellGoesOn() throws {
        let (script, file) = try Self.recordingPager()
        let terminal = try PseudoTerminal(arguments: [], environment: Self.environment(pager: script.path))
        Self.openLongPage(terminal)
        let shown = terminal.read(until: "bindable-and-lists 2/8")
        #expect(shown.contains("the test pager ran"), "\(terminal.transcript)")
        let paged = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(paged.contains("@Bindable: bindings into an object you were given"))
        #expect(paged.contains("'next' asks them."))
        terminal.send("sections\r")
        #expect(terminal.read(until: "bindable-and-lists 2/8").contains("8. Recap"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/less")))
    func lessGetsTheTerminalAndQuittingItReturnsToTheShell() throws {
        var environment = Self.environment(pager: "")
        environment["PAGER"] = nil
        let terminal = try PseudoTerminal(arguments: [], environment: environment)
        Self.openLongPage(terminal)
        // less waits at its prompt for keys from the terminal: the shell's prompt is not drawn yet.
        let screen = terminal.read(until: "bindable-and-lists 2/8", timeout: 2)
        #expect(!screen.contains("bindable-and-lists 2/8"))
        terminal.send("q")
        #expect(terminal.read(until: "bindable-and-lists 2/8").contains("bindable-and-lists 2/8"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func withoutAPagerProgramAMorePromptShowsAScreenAtATime() throws {
        let terminal = try PseudoTerminal(arguments: [], environment: Self.environment(pager: "no-such-pager-program"))
        Self.openLongPage(terminal)
        let first = terminal.read(until: "-- more")
        #expect(first.contains("-- more (Enter: next screen, q: skip the rest) --"))
        #expect(!first.contains("'next' asks them."))
        terminal.send("q\r")
        let rest = terminal.read(until: "bindable-and-lists 2/8")
        #expect(rest.contains("The rest is skipped"))
        #expect(!rest.contains("'next' asks them."))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func noPagerPrintsTheWholePageOnATerminal() throws {
        let (script, _) = try Self.recordingPager()
        let terminal = try PseudoTerminal(arguments: ["--no-pager"], environment: Self.environment(pager: script.path))
        Self.openLongPage(terminal)
        let shown = terminal.read(until: "bindable-and-lists 2/8")
        #expect(shown.contains("'next' asks them."))
        #expect(!shown.contains("the test pager ran"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func showPagesALongLessonOnATerminal() throws {
        let (script, file) = try Self.recordingPager()
        let terminal = try PseudoTerminal(
            arguments: ["show", "bindable-and-lists"], environment: Self.environment(pager: script.path))
        #expect(terminal.read(until: "the test pager ran").contains("the test pager ran"))
        #expect(terminal.waitForExit() == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("Recap"))
    }

    @Test func nothingPagesInAPipe() throws {
        let (script, file) = try Self.recordingPager()
        let shell = try StatetutorProcess.run(
            [], input: "start bindable-and-lists\nnext\nquit\n", environment: ["PAGER": script.path])
        #expect(shell.stdout.contains("'next' asks them."))
        let show = try StatetutorProcess.run(["show", "bindable-and-lists"], environment: ["PAGER": script.path])
        #expect(show.stdout.contains("8. Recap"))
        #expect(!shell.stdout.contains("the test pager ran") && !show.stdout.contains("the test pager ran"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}

/// The pager can't hurt: the `less` the tutor starts writes no file and leaves at the end.
@Suite(.runsProcesses, .serialized) struct SafePagerTests {
    @Test func thePagerRunsWithLessSecureAndLeavesAtTheEnd() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("pager-env")
        let seen = folder.appendingPathComponent("env.txt")
        let script = folder.appendingPathComponent("pager.sh")
        try "#!/bin/sh\ncat > /dev/null\nenv > '\(seen.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        // Run by `sh`, not executed itself: a script just written can be "busy" for exec while
        // another test's child still holds it open.
        let terminal = try PseudoTerminal(
            arguments: [], environment: PagerTests.environment(pager: "sh \(script.path)"))
        PagerTests.openLongPage(terminal)
        terminal.read(until: "bindable-and-lists 2/8")
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let environment = try String(contentsOf: seen, encoding: .utf8).split(separator: "\n")
        #expect(environment.contains("LESSSECURE=1"))
        #expect(environment.contains("LESS=FRXKE"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/less")))
    func spaceToTheEndOfAPageInLessReturnsToThePrompt() throws {
        var environment = PagerTests.environment(pager: "")
        environment["PAGER"] = nil
        let terminal = try PseudoTerminal(arguments: [], environment: environment)
        PagerTests.openLongPage(terminal)
        terminal.read(until: "bindable-and-lists 2/8", timeout: 2)
        // Space a screen at a time: at the end, less leaves by itself (no `q`).
        var screen = ""
        for _ in 0..<20 where !screen.contains("bindable-and-lists 2/8") {
            terminal.send(" ")
            screen = terminal.read(until: "bindable-and-lists 2/8", timeout: 1)
        }
        #expect(screen.contains("bindable-and-lists 2/8"), "\(terminal.transcript.suffix(600))")
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }
}
