import Foundation
import Testing
import TutorTestSupport

/// SourceKit's help in the shell on a pseudo-terminal: the first error of a code answer shown
/// under the line just typed, in the learner's numbering, and Tab completion of Swift. SourceKit
/// starts in the background when the lesson opens, so each test types until its help arrives
/// (never a timed assertion), and the fallback without SourceKit checks answers as before.
@Suite(.runsProcesses, .serialized) struct CodeHelpOnATerminalTests {
    static let toolchainHasSourceKit: Bool = {
        guard let swiftc = CheckerCommandTests.swiftc else { return false }
        let lib = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/libsourcekitdInProc.so")
        #if os(macOS)
            return true
        #else
            return FileManager.default.fileExists(atPath: lib.path)
        #endif
    }()

    /// The shell on the fixture course at its code question.
    static func openCodeQuestion(sourceKit: String? = nil) throws -> PseudoTerminal {
        let home = StatetutorProcess.makeTemporaryDirectory("pty-code-help")
        var environment = [
            "HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
            "XDG_CACHE_HOME": StatetutorProcess.temporaryHome.appendingPathComponent("cache").path,
        ]
        if let swiftc = CheckerCommandTests.swiftc { environment["SWIFTC"] = swiftc }
        if let sourceKit { environment["STATETUTOR_SOURCEKIT"] = sourceKit }
        let terminal = try PseudoTerminal.atFixtureCodeQuestion(environment: environment, arguments: ["--no-pager"])
        #expect(terminal.transcript.contains("Question · write code"), "\(terminal.transcript.suffix(600))")
        return terminal
    }

    @Test(.enabled(if: toolchainHasSourceKit))
    func theFirstErrorOfACodeAnswerIsShownUnderTheLineInTheLearnersNumbering() throws {
        let terminal = try Self.openCodeQuestion()
        terminal.send("import SwiftUI\r")
        terminal.read(until: "... ")
        terminal.send("struct Counter {\r")
        terminal.read(until: "... ")
        // Line 3 names something that does not exist; the struct is not closed yet.
        terminal.send("    @State private var count = cuont\r")
        var shown = terminal.read(until: "line 3: error: cannot find 'cuont' in scope", timeout: 5)
        // SourceKit may still be starting (it builds the SwiftUI module first in a fresh cache):
        // each further line checks the answer so far again, until the error is shown once.
        var lines = 0
        while !shown.contains("line 3: error: cannot find 'cuont' in scope") && lines < 60 {
            terminal.send("    // \(lines)\r")
            shown = terminal.read(until: "line 3: error: cannot find 'cuont' in scope", timeout: 3)
            lines += 1
        }
        #expect(shown.contains("line 3: error: cannot find 'cuont' in scope"), "\(terminal.transcript.suffix(1500))")
        // What is missing only because the answer is unfinished (the closing brace) is not an error.
        #expect(!terminal.transcript.contains("expected '}'"))
        // The same error is not repeated line after line.
        terminal.send("    // one more line\r")
        let next = terminal.read(until: "... ", timeout: 5)
        #expect(!next.contains("cannot find 'cuont'"), "\(next)")
        // The answer is still judged by the checker when it is submitted.
        terminal.send("}\r")
        terminal.read(until: "... ")
        terminal.send(".\r")
        let verdict = terminal.read(until: "> ", timeout: 120)
        #expect(verdict.contains("cannot find 'cuont' in scope"), "\(terminal.transcript.suffix(1500))")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test(.enabled(if: toolchainHasSourceKit))
    func tabCompletesAModifierOfASwiftUIView() throws {
        let terminal = try Self.openCodeQuestion()
        terminal.send("import SwiftUI\r")
        terminal.read(until: "... ")
        var completed = false
        for _ in 0..<60 where !completed {
            terminal.send("let label: Int = Text(\"Hi\").foregroundSty\t")
            // libedit writes only what Tab added: the rest of the name and the parenthesis.
            completed = terminal.read(until: "le(", timeout: 2).contains("le(")
            // Not completed yet (SourceKit still starting): the line is cleared and typed again.
            if !completed { terminal.send("\u{15}") }
        }
        #expect(completed, "\(terminal.transcript.suffix(1200))")
        // The line as completed is the answer's line 2, which does not compile: the checker
        // quotes it.
        terminal.send(".red)\r")
        terminal.read(until: "... ")
        terminal.send(".\r")
        let verdict = terminal.read(until: "counter answer> ", timeout: 120)
        #expect(verdict.contains("Text(\"Hi\").foregroundStyle(.red)"), "\(terminal.transcript.suffix(1500))")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0, "\(terminal.transcript.suffix(800))")
    }

    @Test(.enabled(if: toolchainHasSourceKit))
    func tabListsTheMembersOfTheLearnersOwnType() throws {
        let terminal = try Self.openCodeQuestion()
        for line in ["struct Shelf {", "    var bookCount = 0", "    var bookTitles: [String] = []", "}"] {
            terminal.send(line + "\r")
            terminal.read(until: "... ")
        }
        var listed = ""
        for _ in 0..<60 where !listed.contains("bookTitles") {
            // Two Tabs: the common beginning, then libedit's list of what fits.
            terminal.send("let total = Shelf().bo\t")
            listed = terminal.read(until: "bookTitles", timeout: 1)
            if !listed.contains("bookTitles") {
                terminal.send("\t")
                listed += terminal.read(until: "bookTitles", timeout: 2)
            }
            if !listed.contains("bookTitles") { terminal.send("\u{15}") }
        }
        #expect(listed.contains("bookCount") && listed.contains("bookTitles"), "\(terminal.transcript.suffix(1200))")
        terminal.send("\u{15}skip\r")
        terminal.read(until: "> ")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0, "\(terminal.transcript.suffix(800))")
    }

    @Test(.enabled(if: toolchainHasSourceKit))
    func tabCompletesABindingFromItsDollarSign() throws {
        let terminal = try Self.openCodeQuestion()
        for line in [
            "import SwiftUI", "struct Row: View {", "    @Binding var lampLit: Bool", "    var body: some View {",
        ] {
            terminal.send(line + "\r")
            terminal.read(until: "... ")
        }
        var completed = false
        for _ in 0..<60 where !completed {
            terminal.send("        Toggle(\"Light\", isOn: $lam\t")
            // libedit writes only what Tab added.
            completed = terminal.read(until: "pLit", timeout: 2).contains("pLit")
            if !completed { terminal.send("\u{15}") }
        }
        #expect(completed, "\(terminal.transcript.suffix(1200))")
        terminal.send("\u{15}skip\r")
        terminal.read(until: "> ")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0, "\(terminal.transcript.suffix(800))")
    }

    /// The processes started by `ancestor`, at any depth, that serve SourceKit (not the sandbox's
    /// shell or bubblewrap around them).
    static func sourceKitServers(under ancestor: pid_t) -> [pid_t] {
        var parents: [pid_t: pid_t] = [:]
        var commands: [pid_t: String] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[pid] = parent }
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline"))) ?? Data()
            commands[pid] = String(decoding: command.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        }
        func descends(_ pid: pid_t) -> Bool {
            var current = pid
            for _ in 0..<64 {
                guard let parent = parents[current], parent > 1 else { return false }
                if parent == ancestor { return true }
                current = parent
            }
            return false
        }
        return commands.compactMap { pid, command in
            command.contains("__sourcekit-service") && !command.hasPrefix("/bin/sh") && !command.contains("bwrap")
                && descends(pid) ? pid : nil
        }
    }

    @Test(.enabled(if: toolchainHasSourceKit))
    func aCrashedSourceKitIsStartedAgainAndTheShellGoesOn() throws {
        let terminal = try Self.openCodeQuestion()
        terminal.send("struct Counter {\r")
        terminal.read(until: "... ")
        terminal.send("    var a = cuont\r")
        var shown = terminal.read(until: "cannot find 'cuont'", timeout: 3)
        var written = 2
        for index in 0..<60 where !shown.contains("cannot find 'cuont'") {
            terminal.send("    // \(index)\r")
            written += 1
            shown = terminal.read(until: "cannot find 'cuont'", timeout: 3)
        }
        #expect(shown.contains("cannot find 'cuont'"), "\(terminal.transcript.suffix(1000))")
        let servers = Self.sourceKitServers(under: terminal.processID)
        #expect(!servers.isEmpty)
        for server in servers { kill(server, SIGKILL) }
        // The shell goes on. A function declared after the struct makes line 2 right, so the
        // first error becomes a new one, shown once SourceKit has started again.
        terminal.send("}\r")
        terminal.read(until: "... ")
        terminal.send("func cuont() -> Int { 0 }\r")
        terminal.read(until: "... ")
        terminal.send("let c = otherName\r")
        shown = terminal.read(until: "cannot find 'otherName'", timeout: 3)
        for index in 0..<60 where !shown.contains("cannot find 'otherName'") {
            terminal.send("// \(index)\r")
            shown = terminal.read(until: "cannot find 'otherName'", timeout: 3)
        }
        #expect(
            shown.contains("line \(written + 3): error: cannot find 'otherName' in scope"),
            "\(terminal.transcript.suffix(1000))")
        #expect(!Self.sourceKitServers(under: terminal.processID).contains(where: servers.contains))
        terminal.send("skip\r")
        terminal.read(until: "> ")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0, "\(terminal.transcript.suffix(800))")
    }

    @Test(.enabled(if: CheckerCommandTests.swiftc != nil))
    func withoutSourceKitAnswersAreCheckedByTheCompilerAsBefore() throws {
        let terminal = try Self.openCodeQuestion(sourceKit: "off")
        for line in ["import SwiftUI", "struct Counter {", "    @State private var count = cuont", "}"] {
            terminal.send(line + "\r")
            terminal.read(until: "... ")
        }
        // No live help: nothing was said between the lines.
        #expect(!terminal.transcript.contains("line 3: error"), "\(terminal.transcript.suffix(800))")
        terminal.send(".\r")
        let verdict = terminal.read(until: "> ", timeout: 120)
        #expect(verdict.contains("cannot find 'cuont' in scope"), "\(terminal.transcript.suffix(1500))")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}

/// The live check agrees with the grader: an attribute alone waits for its declaration, and an
/// error the next lines make false is withdrawn.
@Suite(.runsProcesses, .serialized) struct LiveCheckOnATerminalTests {
    /// Types `line`, then comment lines until SourceKit has answered (`marker` shown) or 60 lines.
    static func typeUntil(_ marker: String, after line: String, on terminal: PseudoTerminal) -> String {
        terminal.send(line + "\r")
        var shown = terminal.read(until: marker, timeout: 5)
        var count = 0
        while !shown.contains(marker) && count < 60 {
            terminal.send("    // \(count)\r")
            shown += terminal.read(until: marker, timeout: 3)
            count += 1
        }
        return shown
    }

    @Test(.enabled(if: CodeHelpOnATerminalTests.toolchainHasSourceKit))
    func anAttributeAloneWaitsAndAnErrorLaterLinesSettleIsWithdrawn() throws {
        let terminal = try CodeHelpOnATerminalTests.openCodeQuestion()
        terminal.send("import SwiftUI\r")
        terminal.read(until: "... ")
        terminal.send("@MainActor\r")
        terminal.read(until: "... ")
        terminal.send("struct Counter {\r")
        terminal.read(until: "... ")
        let shown = Self.typeUntil(
            "line 4: error: cannot find 'helper' in scope", after: "    func f() -> Int { helper() }", on: terminal)
        #expect(shown.contains("line 4: error: cannot find 'helper'"), "\(terminal.transcript.suffix(1500))")
        #expect(!terminal.transcript.contains("expected declaration"))
        terminal.send("    func helper() -> Int { 1 }\r")
        let withdrawn = terminal.read(until: "that error is gone", timeout: 5)
        #expect(withdrawn.contains("line 4: that error is gone"), "\(terminal.transcript.suffix(800))")
        terminal.send("\u{3}")
        terminal.read(until: "> ")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
