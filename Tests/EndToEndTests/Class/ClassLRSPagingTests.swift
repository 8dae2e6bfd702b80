import Foundation
import Testing
import TutorClass
import TutorCore
import TutorTestSupport

/// The parts of the LRS conversation a small class never reaches: a statement id the LRS holds
/// with other content (409), more statements than one page (`more` links), `--since`, and the
/// statements that are not answers (a lesson completed).
///
/// Skipped with the reason when Ralph is not installed, unless `STATETUTOR_REQUIRE_LRS=1` (CI).
@Suite(
    .runsProcesses,
    .enabled(
        if: RalphServer.unavailableReason == nil || RalphServer.isRequired,
        Comment(rawValue: RalphServer.unavailableReason ?? "")))
struct ClassLRSPagingTests {
    static let course: Course = {
        let loaded = try? CourseLoader().load(directory: ClassLRSTests.course, displayPath: "Course")
        return loaded?.course ?? Course(id: "missing", title: "missing", lessons: [], trees: [:])
    }()

    static func client(_ user: RalphServer.User, _ server: RalphServer) throws -> LRSClient {
        LRSClient(
            endpoint: try LRSEndpoint(server.endpoint, allowsHTTP: false), user: user.name, password: user.password,
            http: HTTPClient())
    }

    /// `count` answers to the course's first question by a learner who exists only in the LRS.
    /// They are made from `start` on, a millisecond apart: an LRS's `since` is on the time stored, and
    /// Ralph's file backend compares it with the statement's own time instead.
    static func answers(_ count: Int, by email: String, from first: Int = 0, at start: Date = Date()) -> [JSONValue] {
        let builder = StatementBuilder(
            course: course, actor: XAPIActor(name: "Paged \(email)", mbox: "mailto:\(email)"), platform: "test")
        let question = course.lessons[0].questions[0]
        return (first..<first + count).map { index in
            let attempt = AttemptRecord(
                lessonID: course.lessons[0].id, questionID: question.id, contentHash: question.contentHash,
                at: start.addingTimeInterval(Double(index - first) / 1000), answer: "a", score: 1,
                hintsUsed: 0, seconds: 12, id: "paged-\(email)-\(index)")
            return builder.statement(for: .answered(attempt))
        }
    }

    /// The `answered` count of the one student of a JSON class report.
    static func answered(inReport json: String, student: String) -> Double? {
        var reader = JSONReader(Array(json.utf8))
        guard case .array(let students)? = (try? reader.value())?["students"] else { return nil }
        return students.first { $0["name"] == .string(student) }?["answered"]?.double
    }

    static func report(_ server: RalphServer, extra: [String] = []) throws -> StatetutorProcess.Outcome {
        let teacher = RalphServer.instructor
        return try StatetutorProcess.run(
            ["report", "--lrs", server.endpoint, "--user", teacher.name, "--password-stdin", "--format", "json"]
                + ["--lessons", ClassLRSTests.course.path] + extra,
            input: teacher.password + "\n")
    }

    @Test func aConflictOverAStatementTheLearnerStoredThemselvesCountsAsStored() throws {
        let (server, learner) = try ClassLRSTests.learner(17)
        #expect(try ClassLRSTests.login(learner, server).status == 0)
        let down = ["STATETUTOR_LRS": "http://127.0.0.1:\(RalphServer.freePort())/xAPI/"]
        _ = try learner.run([], input: ClassLRSTests.answers, environment: down)
        #expect(learner.waiting() == 2)
        // The same id with other content, stored by the learner's own credential: the LRS will
        // answer 409 to the outbox's copy, and the statement is the learner's own.
        let outbox = Outbox(folder: learner.outbox)
        let name = try #require(outbox.waiting().first)
        let waiting = try #require(outbox.statement(named: name))
        guard case .object(var members) = waiting else {
            Issue.record("not an object")
            return
        }
        members.removeAll { $0.key == "result" }
        let stored = try Self.client(learner.user, server).post([.object(members)])
        #expect(stored == .stored)
        let sync = try learner.run(["sync"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(learner.waiting() == 0)
        #expect(try ClassLRSTests.statements(of: learner, server).count == 2)
    }

    @Test func everyStatementPastTheLRSsFirstPageReachesTheReport() throws {
        let server = try RalphServer.running()
        let email = "paged-\(UUID().uuidString.prefix(8).lowercased())@example.org"
        let teacher = try Self.client(RalphServer.instructor, server)
        let statements = Self.answers(250, by: email)
        for start in stride(from: 0, to: statements.count, by: 100) {
            let batch = Array(statements[start..<min(start + 100, statements.count)])
            #expect(try teacher.post(batch) == .stored)
        }
        // Pages of 100: the client follows Ralph's `more` links to the end.
        let paged = try teacher.statements(query: [
            ("agent", "{\"mbox\": \"mailto:\(email)\"}"), ("limit", "100"),
        ])
        #expect(paged.count == 250)
        let ids = paged.compactMap { statement -> String? in
            guard case .string(let id)? = statement["id"] else { return nil }
            return id
        }
        #expect(Set(ids).count == 250)
        let report = try Self.report(server)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(Self.answered(inReport: report.stdout, student: "Paged \(email)") == 250)
    }

    @Test func sinceLeavesOutTheStatementsStoredBeforeIt() throws {
        let server = try RalphServer.running()
        let email = "since-\(UUID().uuidString.prefix(8).lowercased())@example.org"
        let teacher = try Self.client(RalphServer.instructor, server)
        #expect(try teacher.post(Self.answers(3, by: email)) == .stored)
        Thread.sleep(forTimeInterval: 1.1)
        let since = ISODate.format(Date())
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try teacher.post(Self.answers(2, by: email, from: 3)) == .stored)
        let all = try Self.report(server)
        #expect(Self.answered(inReport: all.stdout, student: "Paged \(email)") == 5, "\(all.stderr)")
        let later = try Self.report(server, extra: ["--since", since])
        #expect(later.status == 0, "\(later.stderr)")
        #expect(Self.answered(inReport: later.stdout, student: "Paged \(email)") == 2)
    }

    @Test func aVerySlowLRSNeverHoldsTheShellAndItsStatementsArriveOnce() throws {
        let (server, learner) = try ClassLRSTests.learner(18)
        #expect(try ClassLRSTests.login(learner, server).status == 0)
        let mode = learner.home.appendingPathComponent("proxy-mode")
        try "delay".write(to: mode, atomically: true, encoding: .utf8)
        let (proxy, port) = try ClassLRSTests.startProxy(to: server, modeFile: mode)
        defer {
            kill(proxy.processIdentifier, SIGKILL)
            proxy.waitUntilExit()
        }
        var environment = learner.environment
        environment["STATETUTOR_LRS"] = "http://127.0.0.1:\(port)/xAPI/"
        let session = try PipedSession(arguments: learner.arguments, home: learner.home, environment: environment)
        session.send(ClassLRSTests.answers)
        // The LRS answers after a minute; the session has ended long before (its statements
        // wait in the outbox, or travel in the background until the process ends).
        #expect(session.waitForExit(timeout: 40) == 0)
        try "pass".write(to: mode, atomically: true, encoding: .utf8)
        let sync = try learner.run(["sync"], environment: ["STATETUTOR_LRS": "http://127.0.0.1:\(port)/xAPI/"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(learner.waiting() == 0)
        #expect(try ClassLRSTests.statements(of: learner, server).count == 2)
    }

    @Test func aCompletedLessonReachesTheLRSAsACompletedStatement() throws {
        let (server, learner) = try ClassLRSTests.learner(19)
        #expect(try ClassLRSTests.login(learner, server).status == 0)
        let paging = "start counter\n" + String(repeating: "next\nskip\n", count: 12) + "quit\n"
        #expect(try learner.run([], input: paging).status == 0)
        #expect(try learner.run(["sync"]).status == 0)
        let completed = try ClassLRSTests.statements(of: learner, server).filter {
            $0["verb"]?["id"] == .string(StatementBuilder.Verb.completed.rawValue)
        }
        #expect(completed.count == 1)
        #expect(completed.first?["object"]?["id"] == .string(ClassLRSTests.courseIRI + "/lessons/counter"))
        #expect(completed.first?["actor"]?["mbox"] == .string("mailto:\(learner.user.email)"))
    }
}
