import Foundation
import Testing
import TutorTestSupport

/// Signals and a closed stdout in a piped session (stdin and stdout are pipes): the session end is
/// saved like on `quit`, and the exit status tells what ended it.
@Suite(.runsProcesses) struct PipedSignalTests {
    /// The sessions saved in a preferences file for the fixture course.
    static func savedSessions(_ url: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: url)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let courses = try #require(root["courses"] as? [String: Any])
        let course = try #require(courses["transcript-course"] as? [String: Any])
        return course["sessions"] as? [[String: Any]] ?? []
    }

    /// The attempts saved for one question of the fixture course.
    static func savedAttempts(_ url: URL, question: String) throws -> Int {
        let data = try Data(contentsOf: url)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let course = (root["courses"] as? [String: Any])?["transcript-course"] as? [String: Any]
        let lesson = (course?["lessons"] as? [String: Any])?["counter"] as? [String: Any]
        let progress = (lesson?["questions"] as? [String: Any])?[question] as? [String: Any]
        return (progress?["attempts"] as? [Any])?.count ?? 0
    }

    /// A piped session with one question answered, waiting for more input.
    static func answeredOne(environment: [String: String] = [:]) throws -> (PipedSession, URL) {
        let home = StatetutorProcess.makeTemporaryDirectory("piped-signal")
        let prefs = home.appendingPathComponent("prefs.json")
        let session = try PipedSession(
            arguments: ["--lessons", ShellTranscriptTests.course.path, "--prefs", prefs.path], home: home,
            environment: environment)
        session.send("start counter\nnext\nnext\na\n")
        session.waitForOutput("Right.")
        return (session, prefs)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT])
    func aSignalEndsAPipedSessionWith128PlusItsNumberAfterSavingTheSessionEnd(_ signal: Int32) throws {
        // With the Swift runtime's backtracer on, which hooks SIGQUIT: no crash report either.
        let (session, prefs) = try Self.answeredOne(environment: ["SWIFT_BACKTRACE": "enable=yes"])
        session.signal(signal)
        #expect(session.waitForExit() == 128 + signal)
        #expect(session.stdout.contains("Session report\nAnswered: 1   Correct: 1"))
        #expect(session.stderr == "")
        let sessions = try Self.savedSessions(prefs)
        #expect(sessions.count == 1)
        #expect(sessions.first?["end"] is String)
        #expect(try Self.savedAttempts(prefs, question: "counter-owner") == 1)
    }

    @Test func aSignalThatArrivesAsTheInputEndsStillSetsTheExitStatus() throws {
        for _ in 0..<5 {
            let (session, _) = try Self.answeredOne()
            session.signal(SIGTERM)
            session.closeInput()
            #expect(session.waitForExit() == 128 + SIGTERM)
        }
    }

    @Test func endOfInputEndsAPipedSessionWithStatus0() throws {
        let (session, prefs) = try Self.answeredOne()
        session.closeInput()
        #expect(session.waitForExit() == 0)
        #expect(try Self.savedSessions(prefs).first?["end"] is String)
    }

    @Test func aClosedStdoutEndsThePipedSessionWith141AfterSavingTheSessionEnd() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("piped-closed")
        let prefs = home.appendingPathComponent("prefs.json")
        let outcome = try StatetutorProcess.runPipedIntoClosedReader(
            ["--lessons", ShellTranscriptTests.course.path, "--prefs", prefs.path],
            input: "start counter\nnext\nnext\na\n" + String(repeating: "sections\n", count: 5000))
        #expect(outcome.status == 141)
        #expect(outcome.stderr == "")
        #expect(try Self.savedSessions(prefs).first?["end"] is String)
    }
}
