import BundledCourse
import Foundation
import Testing

@testable import TutorTerminal

/// Results that cannot be written (a full disk, `/dev/full`, a closed descriptor) are an error
/// with a message on stderr, never an exit status of 0: a script must not take a cut-short CSV
/// for a whole one. Every command writes through the same standard output, so one check covers
/// them all.
@Suite struct OutputFailureTests {
    /// Runs statetutor in this process with its standard output on `descriptor`.
    static func run(_ arguments: [String], stdout descriptor: Int32) -> (status: Int32, stderr: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-out-\(UUID().uuidString)")
        let errors = BufferSink()
        let context = ProcessContext(
            arguments: arguments,
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path],
            currentDirectory: home, stdout: FileDescriptorSink(descriptor: descriptor), stderr: errors)
        let application = Application(
            context: context,
            locator: CourseLocator(bundledFiles: BundledCourse.lessonFiles, bundledCourseFile: BundledCourse.courseFile)
        )
        return (application.run(), errors.text)
    }

    /// A preferences file of one learner, for `report`.
    static func learnerFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "statetutor-out-\(UUID().uuidString).json")
        try Data("{\"schemaVersion\": 1, \"settings\": {\"learnerName\": \"Ada\"}}".utf8).write(to: url)
        return url
    }

    @Test func aReportAsCSVToAFullDeviceEndsWithAMessageAndANonZeroStatus() throws {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0)
        defer { close(full) }
        let (status, stderr) = Self.run(["report", "--format", "csv", try Self.learnerFile().path], stdout: full)
        #expect(status == Application.outputFailedStatus)
        #expect(stderr.contains("cannot write to standard output (No space left on device)"))
    }

    @Test func theVersionWrittenToAClosedDescriptorEndsWithAMessageAndANonZeroStatus() throws {
        let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let (status, stderr) = Self.run(["--version"], stdout: descriptor)
        #expect(status == Application.outputFailedStatus)
        #expect(stderr.contains("cannot write to standard output (Bad file descriptor)"))
    }

    @Test func aCommandThatFailedKeepsItsOwnStatusWhenItsOutputFailsToo() throws {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0)
        defer { close(full) }
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-\(UUID().uuidString)")
        let (status, stderr) = Self.run(
            ["report", "--format", "csv", try Self.learnerFile().path, missing.path], stdout: full)
        #expect(status == 1)
        #expect(stderr.contains("no such preferences file") && stderr.contains("cannot write to standard output"))
    }

    @Test func outputThatIsWrittenEndsWithTheCommandsStatus() throws {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        try #require(null >= 0)
        defer { close(null) }
        let (status, stderr) = Self.run(["report", "--format", "csv", try Self.learnerFile().path], stdout: null)
        #expect(status == 0)
        #expect(stderr.isEmpty)
    }
}
