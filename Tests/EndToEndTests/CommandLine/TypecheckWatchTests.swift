import Foundation
import Testing
import TutorTestSupport

/// `typecheck --watch` through the real binary: files saved while it runs, checked again by
/// SourceKit, or by swiftc when SourceKit is off or cannot be started.
@Suite(.runsProcesses, .serialized) struct TypecheckWatchTests {
    static let swiftc = CheckerCommandTests.swiftc
    /// SourceKit's library beside the compiler, where statetutor looks for it.
    static let hasSourceKit: Bool = {
        guard let swiftc else { return false }
        let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("lib/libsourcekitdInProc.so").path)
    }()

    static let correct = "import SwiftUI\n\nstruct Counter: View {\n    var body: some View { Text(\"hi\") }\n}\n"
    static let wrong = "import SwiftUI\n\nstruct Counter: View {\n    var body: some View { Text(1) }\n}\n"
    static let uninitialised = "func show() {\n    let x: Int\n    print(x)\n}\n"

    /// A file of its own in a fresh folder.
    static func file(_ text: String) throws -> URL {
        let url = StatetutorProcess.makeTemporaryDirectory("watch").appendingPathComponent("Counter.swift")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// `typecheck --watch` on `file`, with the compiler on PATH and the shared cache.
    static func watch(_ file: URL, _ options: [String] = [], environment: [String: String] = [:]) throws
        -> PipedSession
    {
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        env.merge(environment) { $1 }
        return try PipedSession(
            arguments: ["typecheck", "--watch"] + options + [file.path],
            home: StatetutorProcess.makeTemporaryDirectory("home"), environment: env)
    }

    /// Waits until `condition` holds, for at most `timeout` seconds (the first check may build the
    /// SwiftUI surface).
    static func wait(timeout: TimeInterval = 300, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    static func count(_ text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    @Test(.enabled(if: hasSourceKit)) func aSavedErrorIsReportedBySourceKitAndItsFixClearsIt() throws {
        let file = try Self.file(Self.correct)
        let session = try Self.watch(file)
        #expect(Self.wait { session.stdout.contains(": 0 errors, 0 warnings (") }, "\(session.stderr)")
        try Data(Self.wrong.utf8).write(to: file)
        #expect(Self.wait { session.stdout.contains(": 1 error, 0 warnings (SourceKit, ") }, "\(session.stdout)")
        #expect(
            Self.wait(timeout: 30) {
                session.stderr.contains("\(file.path):4:27: error: no exact matches in call to initializer")
            }, "\(session.stderr)")
        #expect(
            Self.wait(timeout: 30) { session.stderr.contains("4 |     var body: some View { Text(1) }") },
            "\(session.stderr)")
        // Saved as many editors save: a copy renamed over the file.
        try Data(Self.correct.utf8).write(to: file, options: .atomic)
        #expect(Self.wait { Self.count(": 0 errors, 0 warnings (", in: session.stdout) == 2 }, "\(session.stdout)")
        #expect(session.stdout.contains("watching for changes, Ctrl-C stops\n"))
        session.signal(SIGINT)
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    @Test(.enabled(if: swiftc != nil)) func withSourceKitOffEachCheckIsSwiftcs() throws {
        let file = try Self.file(Self.correct)
        let session = try Self.watch(file, environment: ["STATETUTOR_SOURCEKIT": "off"])
        #expect(Self.wait { session.stdout.contains(": 0 errors, 0 warnings (swiftc, ") }, "\(session.stderr)")
        #expect(
            Self.wait(timeout: 30) {
                session.stderr.contains("SourceKit is off (STATETUTOR_SOURCEKIT=off); checking with swiftc")
            }, "\(session.stderr)")
        try Data(Self.wrong.utf8).write(to: file)
        #expect(Self.wait { session.stdout.contains(": 1 error, 0 warnings (swiftc, ") }, "\(session.stdout)")
        #expect(
            Self.wait(timeout: 30) {
                session.stderr.contains("\(file.path):4:27: error: no exact matches in call to initializer")
            }, "\(session.stderr)")
        try Data(Self.correct.utf8).write(to: file)
        #expect(Self.wait { Self.count(": 0 errors, 0 warnings (swiftc, ", in: session.stdout) == 2 })
        #expect(!session.stdout.contains("SourceKit"))
        session.signal(SIGTERM)
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    @Test(.enabled(if: swiftc != nil)) func aSourceKitThatCannotBeLoadedLeavesTheChecksToSwiftc() throws {
        let file = try Self.file(Self.correct)
        let session = try Self.watch(file, environment: ["STATETUTOR_SOURCEKIT": "/nonexistent/lib.so"])
        #expect(Self.wait { session.stdout.contains(": 0 errors, 0 warnings (swiftc, ") }, "\(session.stderr)")
        try Data(Self.wrong.utf8).write(to: file)
        #expect(Self.wait { session.stdout.contains(": 1 error, 0 warnings (swiftc, ") }, "\(session.stdout)")
        #expect(
            Self.wait(timeout: 30) {
                session.stderr.contains("\(file.path):4:27: error: no exact matches in call to initializer")
            }, "\(session.stderr)")
        #expect(Self.wait(timeout: 30) { session.stderr.contains("checking with swiftc") }, "\(session.stderr)")
        session.signal(SIGTERM)
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    @Test(.enabled(if: swiftc != nil)) func aVariableUsedBeforeItIsSetIsReported() throws {
        let file = try Self.file(Self.correct)
        let session = try Self.watch(file)
        #expect(Self.wait { session.stdout.contains(": 0 errors, 0 warnings (") }, "\(session.stderr)")
        try Data(Self.uninitialised.utf8).write(to: file)
        #expect(Self.wait { session.stdout.contains(": 1 error, 0 warnings (") }, "\(session.stdout)")
        #expect(
            Self.wait(timeout: 30) {
                session.stderr.contains("\(file.path):3:11: error: constant 'x' used before being initialized")
            }, "\(session.stderr)")
        session.signal(SIGTERM)
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    @Test(.enabled(if: swiftc != nil)) func aFileThatGoesAwayIsWaitedForAndCheckedWhenItIsBack() throws {
        let file = try Self.file(Self.correct)
        let session = try Self.watch(file)
        #expect(Self.wait { session.stdout.contains(": 0 errors, 0 warnings (") }, "\(session.stderr)")
        try FileManager.default.removeItem(at: file)
        #expect(Self.wait { session.stderr.contains("\(file.path) is gone") }, "\(session.stderr)")
        try Data(Self.wrong.utf8).write(to: file)
        #expect(Self.wait { session.stdout.contains(": 1 error, 0 warnings (") }, "\(session.stdout)")
        session.signal(SIGTERM)
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    @Test(.enabled(if: swiftc != nil)) func withJSONEachCheckIsOneLineOfJSON() throws {
        let file = try Self.file(Self.wrong)
        let session = try Self.watch(file, ["--format", "json"])
        #expect(Self.wait { session.stderr.contains(": 1 error, 0 warnings (") }, "\(session.stderr)")
        session.signal(SIGTERM)
        #expect(session.waitForExit(timeout: 30) == 0)
        let lines = session.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            let report = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(report?["succeeded"] as? Bool == false)
            #expect(["SourceKit", "swiftc"].contains(report?["checker"] as? String))
            #expect((report?["diagnostics"] as? [[String: Any]])?.first?["line"] as? Int == 4)
        }
    }

    @Test(.enabled(if: swiftc != nil)) func watchWithoutFilesIsAUsageError() throws {
        let outcome = try CheckerCommandTests.run(["typecheck", "--watch"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("typecheck needs one or more Swift files"))
    }

    @Test(.enabled(if: swiftc != nil)) func watchingAFileThatDoesNotExistIsAUsageError() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("nofile")
        let outcome = try CheckerCommandTests.run(["typecheck", "--watch", "Missing.swift"], directory: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("cannot read Missing.swift"))
    }

    @Test(.enabled(if: swiftc != nil)) func watchingAFolderIsAUsageError() throws {
        let folder = StatetutorProcess.makeTemporaryDirectory("folder")
        let outcome = try CheckerCommandTests.run(["typecheck", "--watch", folder.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("is a folder; name the Swift files in it"))
    }
}
