import Foundation
import Testing
import TutorTestSupport

/// What sits under a lesson's name is reported for what it is, in a course folder and when named
/// to `validate`; nothing blocks, and the other lessons still load.
@Suite(.runsProcesses) struct LessonFileTests {
    static let lesson = "---\nid: first\ntitle: T\nsummary: S.\nminutes: 5\n---\n\n## Page\n\nText.\n"

    /// A course folder with a good lesson `01.md`, then whatever `setUp` adds.
    static func course(_ setUp: (URL) throws -> Void) throws -> URL {
        let folder = StatetutorProcess.makeTemporaryDirectory("files")
        try Self.lesson.write(to: folder.appendingPathComponent("01.md"), atomically: true, encoding: .utf8)
        try setUp(folder)
        return folder
    }

    static func link(_ name: String, to target: String, in folder: URL) throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
    }

    static func validate(_ arguments: [String], in folder: URL) throws -> StatetutorProcess.Outcome {
        try StatetutorProcess.run(["validate", "--no-compile"] + arguments, directory: folder)
    }

    @Test func aFIFONamedLikeALessonIsAnErrorInTheFolderAndWhenNamed() throws {
        let folder = try Self.course { #expect(mkfifo($0.appendingPathComponent("02.md").path, 0o644) == 0) }
        let message = "cannot read this lesson file: it is a FIFO (named pipe), not a regular file [unreadable-file]\n"
        let course = try Self.validate(["."], in: folder)
        #expect(course.stderr == "02.md:1:1: error: " + message)
        #expect(course.stdout == "1 lesson, 0 questions: 1 error, 0 warnings\n")
        #expect(course.status == 1)
        let direct = try Self.validate(["02.md"], in: folder)
        #expect(direct.stderr == "02.md:1:1: error: " + message)
        #expect(direct.status == 1)
    }

    @Test func aListOfACourseWithAFIFONamesTheFileNotTheFolder() throws {
        let folder = try Self.course { #expect(mkfifo($0.appendingPathComponent("02.md").path, 0o644) == 0) }
        let outcome = try StatetutorProcess.run(["--lessons", ".", "list"], directory: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("02.md:1:1: error: cannot read this lesson file: it is a FIFO"))
        #expect(!outcome.stderr.contains("permission"))
    }

    @Test func aLinkToADeviceIsAnErrorInTheFolderAndWhenNamed() throws {
        let folder = try Self.course { try Self.link("02.md", to: "/dev/zero", in: $0) }
        let message =
            "cannot read this lesson file: it is a symbolic link to '/dev/zero', a character device, not a regular file [unreadable-file]\n"
        #expect(try Self.validate(["."], in: folder).stderr == "02.md:1:1: error: " + message)
        let direct = try Self.validate(["02.md"], in: folder)
        #expect(direct.stderr == "02.md:1:1: error: " + message)
        #expect(direct.status == 1)
    }

    @Test func aFolderNamedLikeALessonIsAWarningInTheFolderAndAnErrorWhenNamed() throws {
        let folder = try Self.course {
            try FileManager.default.createDirectory(
                at: $0.appendingPathComponent("x.md"), withIntermediateDirectories: true)
        }
        let course = try Self.validate(["."], in: folder)
        #expect(course.stderr.hasPrefix("x.md:1:1: warning: this is a folder, not a lesson file"))
        #expect(course.status == 0)
        let direct = try Self.validate(["x.md"], in: folder)
        #expect(
            direct.stderr
                == "x.md:1:1: error: this is a folder, not a lesson file (a lesson is one Markdown file) [not-a-file]\n"
        )
        #expect(direct.status == 1)
    }

    @Test func aDanglingLinkIsAnErrorInTheFolderAndWhenNamed() throws {
        let folder = try Self.course { try Self.link("02.md", to: "/nonexistent", in: $0) }
        let message =
            "cannot read this lesson file: it is a symbolic link to '/nonexistent', which does not exist [unreadable-file]\n"
        #expect(try Self.validate(["."], in: folder).stderr == "02.md:1:1: error: " + message)
        let direct = try Self.validate(["02.md"], in: folder)
        #expect(direct.stderr == "02.md:1:1: error: " + message)
        #expect(direct.status == 1)
    }

    /// A course whose lesson links to a private key and whose `course.yaml` links to
    /// `/proc/self/environ`, run with a secret in the environment; the key and the secret.
    static func courseLinkingOut() throws -> (folder: URL, secrets: [String]) {
        let key = "MY-PRIVATE-KEY-LINE-1-\(UUID().uuidString)"
        let keyFile = StatetutorProcess.makeTemporaryDirectory("keys").appendingPathComponent("id_ed25519")
        try key.write(to: keyFile, atomically: true, encoding: .utf8)
        let folder = try Self.course {
            try Self.link("02-key.md", to: keyFile.path, in: $0)
            try Self.link("course.yaml", to: "/proc/self/environ", in: $0)
        }
        return (folder, [key, "ghp_SUPERSECRET-\(UUID().uuidString)"])
    }

    static let outsideMessage =
        "it is a symbolic link to a file outside the course folder, and statetutor reads only the course's own files"

    @Test func validateShowsNothingOfFilesLinkedFromOutsideTheCourse() throws {
        let (folder, secrets) = try Self.courseLinkingOut()
        let outcome = try StatetutorProcess.run(
            ["validate", "--no-compile", "--width", "1000", "."], environment: ["SECRET_TOKEN": secrets[1]],
            directory: folder)
        for secret in secrets {
            #expect(!outcome.stdout.contains(secret))
            #expect(!outcome.stderr.contains(secret))
        }
        #expect(outcome.stderr.contains("02-key.md:1:1: error: cannot read this lesson file: " + Self.outsideMessage))
        #expect(outcome.stderr.contains("course.yaml:1:1: error: cannot read course.yaml: " + Self.outsideMessage))
        #expect(outcome.status == 1)
    }

    @Test func listShowsNothingOfFilesLinkedFromOutsideTheCourse() throws {
        let (folder, secrets) = try Self.courseLinkingOut()
        let outcome = try StatetutorProcess.run(
            ["--lessons", ".", "list"], environment: ["SECRET_TOKEN": secrets[1]], directory: folder)
        for secret in secrets {
            #expect(!outcome.stdout.contains(secret))
            #expect(!outcome.stderr.contains(secret))
        }
        #expect(outcome.stderr.contains("02-key.md:1:1: error: cannot read this lesson file: " + Self.outsideMessage))
        #expect(outcome.status == 2)
    }

    @Test func aLinkLoopIsAnErrorSayingItLoopsNotThatTheFileIsMissing() throws {
        let folder = try Self.course {
            try Self.link("a.md", to: "b.md", in: $0)
            try Self.link("b.md", to: "a.md", in: $0)
        }
        let message =
            "cannot read this lesson file: it is a symbolic link that loops (too many levels of symbolic links) [unreadable-file]\n"
        #expect(
            try Self.validate(["."], in: folder).stderr
                == "a.md:1:1: error: " + message + "b.md:1:1: error: " + message)
        let direct = try Self.validate(["a.md"], in: folder)
        #expect(direct.stderr == "a.md:1:1: error: " + message)
        #expect(direct.status == 1)
    }

    @Test func aFileNameThatIsNotUTF8IsValidatedAndShownEscaped() throws {
        let folder = try Self.course { folder in
            let name = Array("03-".utf8) + [0xFF, 0xFE] + Array(".md".utf8)
            let path = Array(folder.path.utf8) + [0x2F] + name
            let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
            #expect(descriptor >= 0)
            let text = Self.lesson.replacingOccurrences(of: "id: first", with: "id: third")
            _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
            close(descriptor)
        }
        let warning =
            #"warning: this file name is not UTF-8 text (shown with \x escapes); rename it so every tool can show it [file-name-not-utf8]"#
        let course = try Self.validate(["."], in: folder)
        #expect(course.stderr == #"03-\xFF\xFE.md:1:1: "# + warning + "\n")
        #expect(course.stdout == "2 lessons, 0 questions: 0 errors, 1 warning\n")
        // A shell hands the name's bytes over as they are; Swift reads them with U+FFFD in their place.
        let direct = try Self.validate(["03-\u{FFFD}\u{FFFD}.md"], in: folder)
        #expect(direct.stderr == #"03-\xFF\xFE.md:1:1: "# + warning + "\n")
        #expect(direct.stdout == "1 lesson, 0 questions: 0 errors, 1 warning\n")
        let list = try StatetutorProcess.run(["--lessons", ".", "list", "--format", "json"], directory: folder)
        #expect(list.stdout.contains("\"third\""))
    }

    @Test func aFIFONamedCourseYAMLIsAnErrorAndTheLessonsStillLoad() throws {
        let folder = try Self.course { #expect(mkfifo($0.appendingPathComponent("course.yaml").path, 0o644) == 0) }
        let outcome = try Self.validate(["."], in: folder)
        #expect(
            outcome.stderr
                == "course.yaml:1:1: error: cannot read course.yaml: it is a FIFO (named pipe), not a regular file [unreadable-file]\n"
        )
        #expect(outcome.stdout == "1 lesson, 0 questions: 1 error, 0 warnings\n")
    }

    @Test func newMakesAMissingCourseFolder() throws {
        let parent = StatetutorProcess.makeTemporaryDirectory("new-folder")
        let outcome = try StatetutorProcess.run(
            ["new", "my-first-lesson", "--lessons", "my-course/part-1"], directory: parent)
        #expect(outcome.status == 0)
        #expect(
            outcome.stdout.hasPrefix(
                "wrote my-course/part-1/course.yaml\nwrote my-course/part-1/01-my-first-lesson.md\n"))
        let check = try Self.validate(["my-course/part-1"], in: parent)
        #expect(check.status == 0)
        #expect(check.stdout == "1 lesson, 3 questions: 0 errors, 0 warnings\n")
    }

    @Test func newGivesACourseFolderACourseFileWhoseIdStaysWhenTheFolderIsRenamed() throws {
        let parent = StatetutorProcess.makeTemporaryDirectory("new-course-file")
        #expect(try StatetutorProcess.run(["new", "first", "--lessons", "Swift State"], directory: parent).status == 0)
        let courseFile = parent.appendingPathComponent("Swift State/course.yaml")
        let text = try String(contentsOf: courseFile, encoding: .utf8)
        #expect(text.contains("\nid: swift-state\n"))
        #expect(text.contains("\nversion: 0.1.0\n"))
        // A second lesson leaves the course's file as the author edited it.
        try (text + "# edited\n").write(to: courseFile, atomically: true, encoding: .utf8)
        #expect(
            try StatetutorProcess.run(["new", "second", "--lessons", "Swift State"], directory: parent).status == 0)
        #expect(try String(contentsOf: courseFile, encoding: .utf8).hasSuffix("# edited\n"))
        try FileManager.default.moveItem(
            at: parent.appendingPathComponent("Swift State"), to: parent.appendingPathComponent("download (1)"))
        let check = try Self.validate(["download (1)"], in: parent)
        #expect(check.status == 0, "\(check.stderr)")
        let report = try StatetutorProcess.run(
            ["report", "--format", "json", "--lessons", "download (1)", "--prefs", "none.json"], directory: parent)
        #expect(report.stdout.contains("\"courseID\" : \"swift-state\""), "\(report.stdout)")
    }

    @Test func newNamesTheProblemWhenTheCourseFolderIsAFile() throws {
        let parent = StatetutorProcess.makeTemporaryDirectory("new-file")
        try "x".write(to: parent.appendingPathComponent("taken"), atomically: true, encoding: .utf8)
        let outcome = try StatetutorProcess.run(["new", "lesson", "--lessons", "taken"], directory: parent)
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr == "statetutor: error: cannot create the course folder taken: it is a file, not a folder\n")
    }

    @Test func newRefusesAnIdTheCourseAlreadyHasSoTheCourseKeepsValidating() throws {
        let parent = StatetutorProcess.makeTemporaryDirectory("new-twice")
        _ = try StatetutorProcess.run(["new", "twice", "--lessons", "course"], directory: parent)
        let again = try StatetutorProcess.run(["new", "twice", "--lessons", "course"], directory: parent)
        #expect(again.status == 1)
        #expect(again.stderr.contains("already has a lesson 'twice'"))
        let check = try Self.validate(["course"], in: parent)
        #expect(check.status == 0)
    }

    @Test func aLineBreakInALessonFileNameIsShownEscapedInTheDiagnostic() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("newline-name")
        // A quiz block without front matter: a lesson whose front matter is missing.
        try "```quiz\nid: q\nkind: truefalse\nprompt: P.\nanswer: true\n```\n".write(
            to: folder.appendingPathComponent("01-a\nb.md"), atomically: true, encoding: .utf8)
        let outcome = try Self.validate(["."], in: folder)
        let lines = outcome.stderr.split(separator: "\n")
        // The diagnostic's own line, then the file's first line, the caret under it and the help.
        #expect(lines.count == 4)
        #expect(lines.first?.contains("01-a\\nb.md") == true)
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("1 |") || $0.hasPrefix("  |") })
        #expect(lines.last?.hasPrefix("help: ") == true)
    }
}
