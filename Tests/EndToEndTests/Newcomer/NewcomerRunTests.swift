import Foundation
import Testing

/// A newcomer's first run, end to end: a fresh clone, the README's two commands, and a session
/// on a pseudo-terminal through the first lesson (reading, a wrong and a right answer, a hint,
/// Ctrl-D), then the report and the preferences file on disk. It builds the package twice, so
/// it runs only when STATETUTOR_NEWCOMER=1 (CI sets it).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["STATETUTOR_NEWCOMER"] == "1"))
struct NewcomerRunTests {
    static let workspace = StatetutorProcess.makeTemporaryDirectory("newcomer")
    static let clone = workspace.appendingPathComponent("statetutor")
    static let home = workspace.appendingPathComponent("home")

    static func shell(_ command: String, environment: [String: String] = [:], timeout: TimeInterval) throws -> (
        Int32, String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var env = ProcessInfo.processInfo.environment
        env["STATETUTOR_NEWCOMER"] = nil
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var data = Data()
        let handle = output.fileHandleForReading
        while process.isRunning && Date() < deadline {
            data += handle.availableData
        }
        if process.isRunning { process.terminate() }
        data += handle.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The README's commands, read from the README itself.
    static func readmeCommands() throws -> [String] {
        let readme = try String(contentsOf: clone.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [String] = []
        var inShellBlock = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShellBlock = line == "```sh"
                continue
            }
            if inShellBlock && commands.count < 2 { commands.append(String(line)) }
        }
        return commands
    }

    @Test func aFreshCloneBuildsTeachesTheFirstLessonAndPassesItsTests() throws {
        let root = StatetutorProcess.packageRoot.path
        let source =
            FileManager.default.fileExists(atPath: root + "/.git") ? "git clone -q '\(root)'" : "cp -r '\(root)'"
        let (cloned, cloneLog) = try Self.shell(
            "\(source) '\(Self.clone.path)' && rm -rf '\(Self.clone.path)/.build'", timeout: 300)
        #expect(cloned == 0, "\(cloneLog)")
        try FileManager.default.createDirectory(at: Self.home, withIntermediateDirectories: true)
        let commands = try Self.readmeCommands()
        try #require(commands.count == 2, "README must give exactly two commands: \(commands)")

        // Command 1 on a pseudo-terminal: install, build, start the tutor.
        let terminal = try PseudoTerminal(
            arguments: ["-c", "cd '\(Self.clone.path)' && \(commands[0])"],
            // Long pages would open less on this terminal; paging is PagerTests' subject.
            environment: [
                "HOME": Self.home.path, "TERM": "xterm", "LANG": "C.UTF-8", "PAGER": "cat",
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            ],
            executable: "/bin/sh")
        let banner = terminal.read(until: "statetutor> ", timeout: 1200)
        #expect(banner.contains("SwiftUI State and Data Flow"), "\(terminal.transcript.suffix(2000))")
        terminal.send("start\r")
        #expect(terminal.read(until: "source-of-truth 1/").contains("One source of truth"))
        terminal.send("next\r")
        terminal.read(until: "source-of-truth 2/")
        terminal.send("next\r")
        #expect(terminal.read(until: "answer> ").contains("Question"))
        // The first question's answer is asked for; the second is missed once, then answered
        // with a hint.
        terminal.send("solution\r")
        #expect(terminal.read(until: "[Enter]> ").contains("The answer, as the lesson gives it"))
        terminal.send("\r")
        terminal.read(until: "answer> ")
        terminal.send("true\r")
        #expect(terminal.read(until: "answer> ").contains("2 tries left"))
        terminal.send("hint\r")
        #expect(terminal.read(until: "answer> ").contains("Hint 1/"))
        terminal.send("false\r")
        #expect(terminal.read(until: "[Enter]> ").contains("Right"))
        terminal.send("\u{4}")
        let report = terminal.read(until: "Reviews", timeout: 30)
        #expect(terminal.waitForExit(timeout: 30) == 0)
        #expect(report.contains("Session report"))
        #expect(report.contains("Answered: 2   Correct: 1   Accuracy: 50%"))
        #expect(report.contains("Answers shown: 1"))
        #expect(report.contains("Hints used: 1"))

        // The preferences file holds every try.
        let prefs = Self.home.appendingPathComponent(".config/statetutor/preferences.json")
        let text = try String(contentsOf: prefs, encoding: .utf8)
        #expect(text.contains("\"source-of-truth-declarative\""))
        #expect(text.contains("\"source-of-truth-keep-reference\""))
        #expect(text.components(separatedBy: "\"hintsUsed\":1,\"seconds\"").count == 2)

        // Command 2: the whole test suite of the clone.
        let (status, log) = try Self.shell(
            "cd '\(Self.clone.path)' && \(commands[1])", environment: ["HOME": Self.home.path], timeout: 3600)
        // On failure, show each failing test's message with the lines that follow it (diffs included).
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
        var failures: [Substring] = []
        for (index, line) in lines.enumerated() where line.contains("recorded an issue") || line.contains("error:") {
            failures += lines[index..<min(lines.count, index + 12)]
            if failures.count > 120 { break }
        }
        try? log.write(to: Self.workspace.appendingPathComponent("clone-tests.log"), atomically: true, encoding: .utf8)
        #expect(status == 0, "\(failures.joined(separator: "\n"))")
    }
}
