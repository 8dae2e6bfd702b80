import Foundation
import Testing
import TutorTestSupport

/// A course built to take over the terminal, through the real binary: ESC, BEL, OSC 52 (the
/// clipboard), OSC 0 (the title), CSI 2J (clear screen), the C1 CSI (U+009B) and a right-to-left
/// override, in a lesson's file name, the course title, a lesson title, a heading, body text, a
/// choice, a hint, feedback, an answer saved in the preferences file, a compiler message and a
/// program's output. None of them may reach stdout or stderr as itself; each is shown escaped.
@Suite(.runsProcesses, .serialized) struct TerminalEscapeTests {
    static let payload = "\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J\u{9B}31m\u{1B}]0;PWNED\u{07}\u{202E}"
    /// The payload as escapes in a double-quoted YAML string.
    static let yamlPayload = #"\e]52;c;cHduZWQ=\a\e[2J\x9b31m\e]0;PWNED\a\u202E"#
    /// The payload as escapes in a Swift string literal.
    static let swiftPayload = #"\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J\u{9B}31m\u{1B}]0;PWNED\u{07}\u{202E}"#
    /// How statetutor shows the payload.
    static let shown = #"\u{1B}]52;c;cHduZWQ=\u{7}\u{1B}[2J\u{9B}31m\u{1B}]0;PWNED\u{7}\u{202E}"#

    /// Characters that command a terminal or reorder its text: C0 other than tab and newline
    /// (CR only in CRLF), DEL, C1, the bidirectional controls.
    static func rawControls(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.compactMap { index in
            let scalar = scalars[index]
            let value = scalar.value
            if scalar == "\r" { return index + 1 < scalars.count && scalars[index + 1] == "\n" ? nil : "U+000D" }
            let isControl = (value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(value)
            let isBidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            return isControl || isBidi ? String(format: "U+%04X", value) : nil
        }
    }

    static func expectClean(_ outcome: StatetutorProcess.Outcome, _ what: String) {
        #expect(rawControls(in: outcome.stdout).isEmpty, "\(what): raw controls on stdout")
        #expect(rawControls(in: outcome.stderr).isEmpty, "\(what): raw controls on stderr")
    }

    /// A course whose every text carries the payload; it loads (with warnings only).
    static let course: URL = {
        let folder = StatetutorProcess.makeTemporaryDirectory("escape-course")
        let courseFile = "id: escape-course\ntitle: \"Course \(yamlPayload)\"\n"
        let lesson = """
            ---
            id: hostile
            title: "Lesson \(yamlPayload)"
            summary: "Summary \(yamlPayload)"
            minutes: 5
            ---

            # Hostile

            ## Page \(payload)

            Body \(payload) text.

            ```quiz
            id: hostile-choice
            kind: choice
            prompt: "Pick \(yamlPayload)"
            choices:
              - text: "right \(yamlPayload)"
                correct: true
                feedback: "feedback \(yamlPayload)"
              - "wrong \(yamlPayload)"
            hints: ["hint \(yamlPayload)"]
            ```

            ```quiz
            id: hostile-text
            kind: text
            prompt: Type anything.
            accept: [anything]
            ```

            """
        try? Data(courseFile.utf8).write(to: folder.appendingPathComponent("course.yaml"))
        try? Data(lesson.utf8).write(to: folder.appendingPathComponent("01-\(payload).md"))
        return folder
    }()

    /// A course with one lesson whose name carries the payload and whose front matter is broken:
    /// every command that loads it prints the error, file name first.
    static let brokenCourse: URL = {
        let folder = StatetutorProcess.makeTemporaryDirectory("escape-broken")
        let lesson = "---\nid: broken\nsummary: No title.\nminutes: 5\n---\n\n## Page\n\nText.\n"
        try? Data(lesson.utf8).write(to: folder.appendingPathComponent("02-\(payload).md"))
        return folder
    }()

    @Test func validateShowsTheFileNameAndEveryTextEscaped() throws {
        let outcome = try StatetutorProcess.run(["validate", "--no-compile", Self.course.path])
        Self.expectClean(outcome, "validate")
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("01-\(Self.shown).md:10:9: warning: control character U+001B"))
        #expect(outcome.stderr.contains("(written as an escape in a quoted string)"))
        #expect(outcome.stderr.contains("bidirectional control U+202E"))
    }

    @Test func validatesJSONEscapesTheFileNameAsJSONAndReadsBackTheSame() throws {
        let outcome = try StatetutorProcess.run(["validate", "--no-compile", "--format", "json", Self.course.path])
        Self.expectClean(outcome, "validate --format json")
        #expect(outcome.stdout.contains("\\u001b]52;c;cHduZWQ=\\u0007\\u001b[2J\\u009b31m"))
        #expect(outcome.stdout.contains("\\u202e"))
        let records = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]] ?? []
        let files = Set(records.compactMap { $0["file"] as? String }.map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(files == ["01-\(Self.payload).md", "course.yaml"])
    }

    @Test func aBrokenLessonsFileNameIsEscapedByEveryCommandThatLoadsTheCourse() throws {
        let commands: [[String]] = [
            ["validate", "--no-compile", Self.brokenCourse.path], ["list", "--lessons", Self.brokenCourse.path],
            ["show", "broken", "--lessons", Self.brokenCourse.path],
            ["check", "x", "--answer", "a", "--lessons", Self.brokenCourse.path],
            ["report", "--lessons", Self.brokenCourse.path], ["--lessons", Self.brokenCourse.path],
        ]
        for arguments in commands {
            let outcome = try StatetutorProcess.run(arguments, input: "quit\n")
            Self.expectClean(outcome, arguments.joined(separator: " "))
            #expect(outcome.stderr.contains("02-\(Self.shown).md:1:1: error:"), "\(arguments): \(outcome.stderr)")
        }
    }

    @Test func listShowsTheCourseAndLessonTitlesEscaped() throws {
        for format in ["text", "json"] {
            let outcome = try StatetutorProcess.run(["list", "--format", format, "--lessons", Self.course.path])
            Self.expectClean(outcome, "list --format \(format)")
            #expect(outcome.status == 0)
            // The title wraps under its column: its pieces are read back as one line.
            let joined = outcome.stdout.replacingOccurrences(of: "\n +", with: "", options: .regularExpression)
            #expect(
                format == "json"
                    ? outcome.stdout.contains("\\u001b]52;c;")
                    : joined.contains("Lesson\(Self.shown)") || joined.contains("Lesson \(Self.shown)"))
        }
    }

    @Test func showShowsHeadingsBodyChoicesAndHintsEscapedInColourToo() throws {
        for colour in ["never", "always"] {
            let outcome = try StatetutorProcess.run(
                ["show", "hostile", "--color", colour, "--width", "200", "--lessons", Self.course.path])
            #expect(outcome.status == 0)
            #expect(outcome.stdout.contains("Body \(Self.shown) text"))
            #expect(outcome.stdout.contains("right \(Self.shown)"))
            #expect(outcome.stdout.contains("wrong \(Self.shown)"))
            if colour == "never" {
                Self.expectClean(outcome, "show")
            } else {
                // Our own colours are there; none of the payload's sequences are.
                #expect(outcome.stdout.contains("\u{1B}[1;36m"))
                for sequence in ["\u{1B}]52", "\u{1B}]0;", "\u{1B}[2J", "\u{9B}", "\u{7}", "\u{202E}"] {
                    #expect(!outcome.stdout.contains(sequence), "\(sequence.unicodeScalars.map(\.value))")
                }
            }
        }
    }

    /// A preferences file with an answer that carries the payload, made by answering in the shell.
    static func answeredPreferences() throws -> URL {
        let prefs = StatetutorProcess.makeTemporaryDirectory("escape-prefs").appendingPathComponent("prefs.json")
        let outcome = try StatetutorProcess.run(
            ["--lessons", Self.course.path, "--prefs", prefs.path],
            input: "start hostile\nnext\nhint\nb\n\nanswer \(Self.payload)\nquit\n")
        Self.expectClean(outcome, "the shell from a pipe")
        #expect(outcome.stdout.contains("Course \(Self.shown)"))
        #expect(outcome.stdout.contains("Pick \(Self.shown)"))
        // The hint wraps under its own text ("Hint 1/1: " is ten columns wide).
        #expect(outcome.stdout.replacingOccurrences(of: "\n          ", with: " ").contains("hint \(Self.shown)"))
        return prefs
    }

    @Test func reportsShowAnAnswerTypedWithTheSequencesEscapedInEveryFormat() throws {
        let prefs = try Self.answeredPreferences()
        #expect(try String(contentsOf: prefs, encoding: .utf8).contains("answer \\u001b]52;c;"))
        let copy = prefs.deletingLastPathComponent().appendingPathComponent("second.json")
        try FileManager.default.copyItem(at: prefs, to: copy)
        for format in ["text", "markdown", "json", "csv"] {
            for files in [[prefs.path], [prefs.path, copy.path]] {
                let outcome = try StatetutorProcess.run(
                    ["report"] + files + ["--format", format, "--lessons", Self.course.path])
                Self.expectClean(outcome, "report \(files.count) \(format)")
                #expect(outcome.status == 0, "\(outcome.stderr)")
                if format == "csv" {
                    #expect(outcome.stdout.contains("answer \(Self.shown)"))
                }
                if format == "json" {
                    #expect((try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) != nil)
                }
            }
        }
    }

    @Test func theShellOnATerminalShowsEveryTextEscaped() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("escape-pty")
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", Self.course.path, "--prefs", home.appendingPathComponent("p.json").path],
            environment: ["HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        terminal.read(until: "statetutor> ")
        terminal.send("list\r")
        terminal.read(until: "statetutor> ")
        terminal.send("start hostile\r")
        terminal.read(until: "hostile 1/")
        terminal.send("next\r")
        let asked = terminal.read(until: "answer> ")
        terminal.send("hint\r")
        terminal.read(until: "answer> ")
        // Choices are shown shuffled: answer with the letter shown next to the right one.
        let line = asked.split(whereSeparator: \.isNewline).first { $0.contains(") right ") }
        let letter = line.map { String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != ")" }) } ?? "a"
        terminal.send("\(letter)\r")
        terminal.read(until: "[Enter]> ")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        let transcript = terminal.transcript
        for text in ["Course ", "Lesson ", "Body ", "Pick ", "right ", "hint ", "feedback "] {
            #expect(transcript.contains(text + Self.shown), "\(text)")
        }
        #expect(transcript.contains("\u{1B}[1;36m"))
        for sequence in ["\u{1B}]52", "\u{1B}]0;", "\u{1B}[2J", "\u{9B}", "\u{7}", "\u{202E}"] {
            #expect(!transcript.contains(sequence), "\(sequence.unicodeScalars.map(\.value))")
        }
    }

    // MARK: Compiler messages and program output

    /// A course whose Swift block warns with the payload, whose output question prints it, and
    /// whose code question's tests fail by printing it.
    static let compiledCourse: URL = {
        let folder = StatetutorProcess.makeTemporaryDirectory("escape-compiled")
        let lesson = """
            ---
            id: printed
            title: Printed
            summary: Code that prints the payload.
            minutes: 5
            ---

            ## Page

            ```swift
            #warning("warn \(swiftPayload)")
            ```

            ```quiz
            id: printed-output
            kind: output
            prompt: What does it print?
            code: |
              print("out \(swiftPayload)")
            answer: something else
            ```

            ```quiz
            id: printed-code
            kind: code
            prompt: Make f return 1.
            starter: |
              func f() -> Int { 0 }
            solution: |
              func f() -> Int { 1 }
            tests: |
              import Foundation
              if f() != 1 {
                  print("test \(swiftPayload)")
                  exit(1)
              }
            ```

            """
        try? Data(lesson.utf8).write(to: folder.appendingPathComponent("01-printed.md"))
        return folder
    }()

    @Test(.enabled(if: CheckerCommandTests.swiftc != nil))
    func validateShowsCompilerMessagesAndProgramOutputEscaped() throws {
        let outcome = try CheckerCommandTests.run(["validate", Self.compiledCourse.path])
        Self.expectClean(outcome, "validate with the compiler")
        #expect(outcome.stderr.contains("warn \(Self.shown)"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("out \(Self.shown)"), "\(outcome.stderr)")
    }

    @Test(.enabled(if: CheckerCommandTests.swiftc != nil))
    func checkShowsATestsOutputEscaped() throws {
        for format in ["text", "json"] {
            let outcome = try CheckerCommandTests.run([
                "check", "printed-code", "--answer", "func f() -> Int { 2 }", "--format", format, "--lessons",
                Self.compiledCourse.path,
            ])
            Self.expectClean(outcome, "check --format \(format)")
            #expect(outcome.status == 1)
            #expect(outcome.stdout.contains(format == "json" ? "test \\u001b]52;c;" : "test \(Self.shown)"))
        }
    }
}
