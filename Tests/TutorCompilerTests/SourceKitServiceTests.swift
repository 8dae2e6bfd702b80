import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// The service's starts and retries, with stand-ins for the SourceKit process.
@Suite(.runsProcesses) struct SourceKitServiceTests {
    struct StartFailed: Error {}

    /// Counts the starts asked for; the first `failing` of them fail.
    final class Starts: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        let failing: Int

        init(failing: Int) { self.failing = failing }

        /// True when this start is to fail.
        func next() -> Bool {
            lock.withLock {
                count += 1
                return count <= failing
            }
        }
    }

    /// A service process that answers every line with an empty reply.
    static let answering = SourceKitService.Launch(
        command: Sandbox.Command(
            executable: "/bin/sh", arguments: ["-c", "while read -r line; do echo '{}'; echo .; done"],
            environment: ["PATH": "/usr/bin:/bin"]))

    static let call = SourceKitCall(.diagnostics, documents: [], arguments: [])

    @Test func waitingForAStartWaitsForItsRetriesUntilTheServiceIsGivenUp() {
        let service = SourceKitService(warmUp: { nil }) { throw StartFailed() }
        #expect(!service.waitUntilStarted())
        #expect(service.state == .unavailable("SourceKit did not start: StartFailed()"))
    }

    @Test func waitingForAStartWaitsThroughAFailedFirstTry() {
        let starts = Starts(failing: 1)
        let service = SourceKitService(warmUp: { nil }) {
            if starts.next() { throw StartFailed() }
            return Self.answering
        }
        #expect(service.waitUntilStarted())
        #expect(service.state == .ready)
    }

    @Test func aCallThatWaitsForTheStartIsAnsweredAfterAFailedFirstTry() {
        let starts = Starts(failing: 2)
        let service = SourceKitService(warmUp: { nil }) {
            if starts.next() {
                // Long enough for the call to be waiting when the try fails.
                usleep(100_000)
                throw StartFailed()
            }
            return Self.answering
        }
        #expect(service.send(Self.call, timeLimit: 10, waitForStart: true) == SourceKitCall.Reply())
    }

    @Test func aCallThatDoesNotWaitGetsNoAnswerBeforeTheStart() {
        let service = SourceKitService(warmUp: { nil }) { Self.answering }
        #expect(service.send(Self.call, timeLimit: 10) == nil)
        #expect(service.waitUntilStarted())
        #expect(service.send(Self.call, timeLimit: 10) == SourceKitCall.Reply())
    }

    /// A service that answers its warm-up and then ends at the first real call.
    static let dyingAtTheFirstCall = SourceKitService.Launch(
        command: Sandbox.Command(
            executable: "/bin/sh", arguments: ["-c", "read -r line; echo '{}'; echo .; read -r line; exit 1"],
            environment: ["PATH": "/usr/bin:/bin"]))

    @Test func aCallThatEndsTheServiceEveryTimeMakesItGiveUpAfterThreeStarts() {
        let service = SourceKitService(warmUp: { Self.call }) { Self.dyingAtTheFirstCall }
        #expect(service.waitUntilStarted())
        for _ in 0..<SourceKitService.failureLimit {
            #expect(service.send(Self.call, timeLimit: 5, waitForStart: true) == nil)
        }
        #expect(!service.waitUntilStarted())
        if case .unavailable = service.state {} else { Issue.record("state is \(service.state)") }
        #expect(service.starts == SourceKitService.failureLimit)
    }

    @Test func anAnswerClearsTheFailuresCountedBeforeIt() {
        // Each start answers its warm-up and one call, then ends at the next call.
        let launch = SourceKitService.Launch(
            command: Sandbox.Command(
                executable: "/bin/sh",
                arguments: ["-c", "for i in 1 2; do read -r line; echo '{}'; echo .; done; read -r line; exit 1"],
                environment: ["PATH": "/usr/bin:/bin"]))
        let service = SourceKitService(warmUp: { Self.call }) { launch }
        for _ in 0...SourceKitService.failureLimit {
            #expect(service.send(Self.call, timeLimit: 5, waitForStart: true) == SourceKitCall.Reply())
            #expect(service.send(Self.call, timeLimit: 5, waitForStart: true) == nil)
        }
        #expect(service.waitUntilStarted())
        #expect(service.starts == SourceKitService.failureLimit + 2)
    }
}
