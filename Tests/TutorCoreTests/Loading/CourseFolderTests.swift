import Foundation
import Testing

@testable import TutorCore

/// Whatever sits under a lesson's name in a course folder gets a diagnostic of its own, and the
/// other lessons still load.
@Suite struct CourseFolderTests {
    static func lesson(_ id: String) -> String {
        "---\nid: \(id)\ntitle: T\nsummary: S.\nminutes: 5\n---\n\n## Page\n\nText.\n"
    }

    /// A folder holding `01.md` (a lesson), then whatever `setUp` adds.
    static func folder(_ setUp: (URL) throws -> Void) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("course-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Self.lesson("first").write(to: url.appendingPathComponent("01.md"), atomically: true, encoding: .utf8)
        try setUp(url)
        return url
    }

    static func load(_ url: URL) throws -> CourseLoader.Result {
        try CourseLoader().load(directory: url, displayPath: "course")
    }

    static func link(_ name: String, to target: String, in folder: URL) throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
    }

    @Test func aFIFONamedLikeALessonIsAnErrorAtItsNameAndDoesNotBlock() throws {
        let url = try Self.folder { #expect(mkfifo($0.appendingPathComponent("02.md").path, 0o644) == 0) }
        let result = try Self.load(url)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "course/02.md:1:1: error: cannot read this lesson file: it is a FIFO (named pipe), not a regular file"
            ])
        #expect(result.course.lessons.map(\.id) == ["first"])
    }

    @Test func aLinkToADeviceIsAnErrorNamingTheDevice() throws {
        let url = try Self.folder { try Self.link("02.md", to: "/dev/zero", in: $0) }
        let result = try Self.load(url)
        #expect(result.diagnostics.map(\.code) == ["unreadable-file"])
        #expect(result.diagnostics.first?.message.contains("'/dev/zero', a character device") == true)
        #expect(result.course.lessons.count == 1)
    }

    @Test func aDanglingLinkIsAnErrorNamingItsTarget() throws {
        let url = try Self.folder { try Self.link("02.md", to: "/nonexistent/lesson.md", in: $0) }
        let result = try Self.load(url)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "course/02.md:1:1: error: cannot read this lesson file: it is a symbolic link to '/nonexistent/lesson.md', which does not exist"
            ])
    }

    /// A file outside the course, as a private key or another project's notes would be.
    static func outsideFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).md")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aLessonLinkedFromOutsideTheCourseIsRefusedWithoutQuotingIt() throws {
        let secret = try Self.outsideFile("MY-PRIVATE-KEY-LINE-1 abcdefg\n")
        let url = try Self.folder { try Self.link("02-key.md", to: secret.path, in: $0) }
        let result = try Self.load(url)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "course/02-key.md:1:1: error: cannot read this lesson file: it is a symbolic link to a file outside the course folder, and statetutor reads only the course's own files"
            ])
        #expect(result.course.lessons.map(\.id) == ["first"])
    }

    @Test func aLessonOutsideTheCourseIsNotLoadedThroughALink() throws {
        let outer = try Self.outsideFile(Self.lesson("outer"))
        let url = try Self.folder { try Self.link("03-outer.md", to: outer.path, in: $0) }
        let result = try Self.load(url)
        #expect(result.course.lessons.map(\.id) == ["first"])
        #expect(result.diagnostics.map(\.code) == ["unreadable-file"])
    }

    @Test func aCourseFileLinkedFromOutsideTheCourseIsRefused() throws {
        let secret = try Self.outsideFile("title: SECRET_TOKEN=ghp_123\n")
        let url = try Self.folder { try Self.link("course.yaml", to: secret.path, in: $0) }
        let result = try Self.load(url)
        #expect(result.course.title != "SECRET_TOKEN=ghp_123")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "course/course.yaml:1:1: error: cannot read course.yaml: it is a symbolic link to a file outside the course folder, and statetutor reads only the course's own files"
            ])
    }

    @Test func aLinkToALessonInsideTheCourseStillLoads() throws {
        let url = try Self.folder { folder in
            let parts = folder.appendingPathComponent("parts")
            try FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
            try Self.lesson("second").write(
                to: parts.appendingPathComponent("two.md"), atomically: true, encoding: .utf8)
            try Self.link("02.md", to: "parts/two.md", in: folder)
        }
        let result = try Self.load(url)
        #expect(result.diagnostics.isEmpty)
        #expect(result.course.lessons.map(\.id) == ["first", "second"])
    }

    @Test func aCourseReachedThroughALinkedFolderStillLoads() throws {
        let url = try Self.folder { _ in }
        let alias = FileManager.default.temporaryDirectory.appendingPathComponent("course-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: url.path)
        let result = try Self.load(alias)
        #expect(result.diagnostics.isEmpty)
        #expect(result.course.lessons.map(\.id) == ["first"])
    }

    @Test func linksThatLoopAreErrorsSayingSo() throws {
        let url = try Self.folder {
            try Self.link("a.md", to: "b.md", in: $0)
            try Self.link("b.md", to: "a.md", in: $0)
        }
        let result = try Self.load(url)
        #expect(result.diagnostics.map(\.location.file) == ["course/a.md", "course/b.md"])
        #expect(result.diagnostics.allSatisfy { $0.message.contains("loops (too many levels of symbolic links)") })
    }

    @Test func aFolderNamedLikeALessonIsAWarningAndSkipped() throws {
        let url = try Self.folder {
            try FileManager.default.createDirectory(
                at: $0.appendingPathComponent("x.md"), withIntermediateDirectories: true)
        }
        let result = try Self.load(url)
        #expect(result.diagnostics.map(\.code) == ["not-a-file"])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.course.lessons.count == 1)
    }

    @Test func aFileNameThatIsNotUTF8IsLoadedAndShownEscaped() throws {
        let url = try Self.folder { folder in
            let path = LessonFileReader.path(folder.path, Array("03-".utf8) + [0xFF, 0xFE] + Array(".md".utf8))
            let text = Self.lesson("third")
            let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
            #expect(descriptor >= 0)
            _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
            close(descriptor)
        }
        let result = try Self.load(url)
        #expect(
            result.diagnostics.map(\.formatted) == [
                #"course/03-\xFF\xFE.md:1:1: warning: this file name is not UTF-8 text (shown with \x escapes); rename it so every tool can show it"#
            ])
        #expect(result.course.lessons.map(\.id) == ["first", "third"])
    }

    @Test func aFIFONamedCourseYAMLIsAnError() throws {
        let url = try Self.folder { #expect(mkfifo($0.appendingPathComponent("course.yaml").path, 0o644) == 0) }
        let result = try Self.load(url)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "course/course.yaml:1:1: error: cannot read course.yaml: it is a FIFO (named pipe), not a regular file"
            ])
        #expect(result.course.lessons.count == 1)
    }

    @Test func hiddenFilesAreNotLessons() throws {
        let url = try Self.folder { try Self.link(".#01.md", to: "someone@host.1234", in: $0) }
        let result = try Self.load(url)
        #expect(result.diagnostics.isEmpty)
        #expect(result.course.lessons.count == 1)
    }

    @Test func invalidBytesOfANameAreWrittenAsHexEscapes() {
        #expect(LessonFileReader.displayName(Array("ok-é.md".utf8)) == "ok-é.md")
        #expect(LessonFileReader.displayName([0x61, 0xFF, 0xC3, 0xA9, 0xC3]) == #"a\xFFé\xC3"#)
    }
}
