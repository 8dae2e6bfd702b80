import Foundation
import Testing
import TutorTestSupport

/// Golden transcripts: each case under Fixtures/Transcripts has `input.txt` (piped to stdin),
/// `flags` (extra arguments) and `expected.txt` (stdout). Set STATETUTOR_UPDATE_GOLDEN=1 to
/// rewrite the expected files after reviewing a change.
@Suite(.runsProcesses) struct ShellTranscriptTests {
    static let fixtures = StatetutorProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures")
    static let course = fixtures.appendingPathComponent("Course")

    static let cases: [String] = {
        let folder = fixtures.appendingPathComponent("Transcripts")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    @Test(arguments: cases)
    func transcriptMatchesTheGoldenFile(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent("Transcripts/\(name)")
        let input = try Data(contentsOf: folder.appendingPathComponent("input.txt"))
        let flags = (try? String(contentsOf: folder.appendingPathComponent("flags"), encoding: .utf8)) ?? ""
        let arguments = ["--lessons", Self.course.path] + flags.split(whereSeparator: \.isWhitespace).map(String.init)
        let outcome = try StatetutorProcess.run(arguments, inputData: input)
        let expectedURL = folder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["STATETUTOR_UPDATE_GOLDEN"] == "1" {
            let before = try? String(contentsOf: expectedURL, encoding: .utf8)
            try Data(outcome.stdout.utf8).write(to: expectedURL)
            // Recording is not passing: a rewritten transcript must be reviewed, then the run repeated.
            if before != outcome.stdout { Issue.record("rewrote transcript '\(name)'; review the diff and run again") }
        }
        let expected = Self.normalized(try String(contentsOf: expectedURL, encoding: .utf8))
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        let actual = Self.normalized(outcome.stdout)
        if actual != expected {
            Issue.record("transcript '\(name)' differs:\n\(GoldenDiff.describe(expected: expected, actual: actual))")
        }
    }

    /// Wall-clock figures (session time, how soon a review is due) depend on how fast the
    /// machine ran the session; they are compared by shape, not value.
    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "Time: [0-9]+ min", with: "Time: N min", options: .regularExpression)
            .replacingOccurrences(of: " in [0-9]+ (min|h|days)\n", with: " in N $1\n", options: .regularExpression)
    }

    @Test func pipedOutputHasNoPromptsAndNoColour() throws {
        let outcome = try StatetutorProcess.run(["--lessons", Self.course.path], input: "start counter\nquit\n")
        #expect(!outcome.stdout.contains("\u{1B}"))
        #expect(!outcome.stdout.contains("statetutor>"))
    }

    @Test func endOfInputEndsTheSessionWithAReport() throws {
        let outcome = try StatetutorProcess.run(
            ["--lessons", Self.course.path], input: "start counter\nnext\nnext\na\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Session report\nAnswered: 1   Correct: 1   Accuracy: 100%   Tries: 1\n"))
        #expect(outcome.stdout.contains("\nProgress\n  counter  "))
    }

    @Test func hintTypedInsideACodeAnswerIsTheCommandAndTheLinesStay() throws {
        let answer = "import SwiftUI\nhint\nstruct Counter {\n    @State private var count = 0\n}\n.\n"
        let shell = try StatetutorProcess.run(
            ["--lessons", Self.course.path], input: "start counter\n" + Self.toCodeQuestion + answer + "quit\n")
        #expect(shell.stdout.contains("(1 line of your answer kept: go on typing, or '.' to submit.)"))
        #expect(shell.stdout.contains("Your code compiles."), "\(shell.stdout.suffix(800))")
    }

    /// Answers (or shows the solution of) every question before the fixture's code question.
    static let toCodeQuestion =
        "next\nnext\na\n\nfalse\n\nab\n\nnext\n@Binding\n\na\n\nnext\n@State private\n\n1\n2\n.\n\n2\nvar count = 0\n\nbac\n\n"

    @Test func plainOutputIsASCIIOnly() throws {
        let input = try Data(contentsOf: Self.fixtures.appendingPathComponent("Transcripts/whole-lesson/input.txt"))
        let outcome = try StatetutorProcess.run(["--lessons", Self.course.path, "--plain"], inputData: input)
        let isASCII = outcome.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII)
    }
}

/// A short line diff for golden-file mismatches.
enum GoldenDiff {
    static func describe(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(a.count, b.count)
        where (index < a.count ? a[index] : nil) != (index < b.count ? b[index] : nil) {
            out.append(
                "line \(index + 1):\n  - \(index < a.count ? String(a[index]) : "<none>")\n  + \(index < b.count ? String(b[index]) : "<none>")"
            )
            if out.count >= 8 { break }
        }
        return out.joined(separator: "\n")
    }
}

@Suite(.runsProcesses) struct ShellEditorTests {
    @Test func editOpensTheEditorOnTheStarterCodeAndSubmitsTheResult() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("editor")
        let editor = folder.appendingPathComponent("fake-editor")
        let script = """
            #!/bin/sh
            grep -q 'struct Counter' "$1" || exit 3
            printf 'import SwiftUI\\nstruct Counter {\\n    @State private var count = 0\\n}\\n' > "$1"
            """
        try Data(script.utf8).write(to: editor)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        // 13 skips open the lesson's code question (a skip leaves a question for later and asks
        // the next; on a page it turns to the next).
        let input = "start counter\n" + String(repeating: "skip\n", count: 13) + "edit\n"
        let outcome = try StatetutorProcess.run(
            ["--lessons", ShellTranscriptTests.course.path], input: input, environment: ["EDITOR": editor.path])
        #expect(outcome.stdout.contains("Question · write code"))
        let afterCode = outcome.stdout.components(separatedBy: "Question · write code").last ?? ""
        #expect(afterCode.contains("✓ Right."))
    }

    @Test func theEditorsFileIsPrivateAndItsNameCannotBeGuessed() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("editor-file")
        let editor = folder.appendingPathComponent("fake-editor")
        let log = folder.appendingPathComponent("seen")
        let script = """
            #!/bin/sh
            stat -c '%a %n' "$1" >> '\(log.path)'
            stat -c '%a' "$(dirname "$1")" >> '\(log.path)'
            exit 1
            """
        try Data(script.utf8).write(to: editor)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        let input = "start counter\n" + String(repeating: "skip\n", count: 13) + "edit\nedit\n"
        let outcome = try StatetutorProcess.run(
            ["--lessons", ShellTranscriptTests.course.path], input: input, environment: ["EDITOR": editor.path])
        #expect(outcome.stdout.contains("The editor exited with status 1; nothing was submitted."))
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(lines)")
        #expect(lines[0].hasPrefix("600 ") && lines[2].hasPrefix("600 "))
        #expect(lines[1] == "700" && lines[3] == "700")
        let names = [lines[0], lines[2]].map { URL(fileURLWithPath: String($0.dropFirst(4))).lastPathComponent }
        #expect(names.allSatisfy { $0.hasPrefix("counter-code-") && $0.hasSuffix(".swift") })
        #expect(names[0] != names[1])
        // Both copies are gone once the editor has exited.
        for line in [lines[0], lines[2]] {
            #expect(!FileManager.default.fileExists(atPath: String(line.dropFirst(4))))
        }
    }
}
