import Foundation
import Testing
import TutorClass
import TutorCore
import TutorTestSupport

/// A class against a real LRS: Ralph on loopback (`RalphServer`), learners who log in with the
/// real binary, answer through pipes, lose the LRS and sync, and an instructor who reads the
/// statements back with their own credential and checks them field by field.
///
/// Skipped with the reason when Ralph is not installed, unless `STATETUTOR_REQUIRE_LRS=1` (CI),
/// where a missing Ralph fails.
@Suite(
    .runsProcesses,
    .enabled(
        if: RalphServer.unavailableReason == nil || RalphServer.isRequired,
        Comment(rawValue: RalphServer.unavailableReason ?? "")))
struct ClassLRSTests {
    static let course = ShellTranscriptTests.course
    static let courseIRI = "https://statetutor.invalid/courses/transcript-course"

    /// A learner's own folders: HOME, the preferences file, and the environment to run with.
    struct Learner {
        var user: RalphServer.User
        var home: URL
        var prefs: URL
        var environment: [String: String]

        var arguments: [String] { ["--lessons", ClassLRSTests.course.path, "--prefs", prefs.path] }
        var outbox: URL { home.appendingPathComponent("state/statetutor/outbox") }

        func run(_ command: [String], input: String = "", environment extra: [String: String] = [:]) throws
            -> StatetutorProcess.Outcome
        {
            try StatetutorProcess.run(
                command + arguments, input: input, environment: environment.merging(extra) { $1 })
        }

        func waiting() -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: outbox.path)) ?? []).filter {
                $0.hasSuffix(".json") && !$0.hasPrefix(".")
            }.count
        }
    }

    static func learner(_ index: Int) throws -> (RalphServer, Learner) {
        let server = try RalphServer.running()
        let user = RalphServer.learners[index]
        let home = StatetutorProcess.makeTemporaryDirectory("class-\(user.name)")
        let environment = [
            "HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
        ]
        let learner = Learner(
            user: user, home: home, prefs: home.appendingPathComponent("prefs.json"), environment: environment)
        return (server, learner)
    }

    static func login(_ learner: Learner, _ server: RalphServer) throws -> StatetutorProcess.Outcome {
        try learner.run(
            [
                "login", "--lrs", server.endpoint, "--user", learner.user.name, "--password-stdin", "--name",
                "Learner \(learner.user.name)", "--email", learner.user.email,
            ], input: learner.user.password + "\n")
    }

    /// Answers the first question right and the second (a one-try true/false) wrong, through a pipe.
    static let answers = "start counter\nnext\nnext\na\nnext\ntrue\nquit\n"

    /// Every statement of a learner, as the instructor reads them.
    static func statements(of learner: Learner, _ server: RalphServer) throws -> [JSONValue] {
        let teacher = RalphServer.instructor
        let client = LRSClient(
            endpoint: try LRSEndpoint(server.endpoint, allowsHTTP: false), user: teacher.name,
            password: teacher.password, http: HTTPClient())
        return try client.statements(query: [
            ("agent", "{\"mbox\": \"mailto:\(learner.user.email)\"}"), ("limit", "50"),
        ])
    }

    /// The attempts saved in the learner's preferences file.
    static func attempts(_ learner: Learner) throws -> [AttemptRecord] {
        let store = try PreferencesStore(url: learner.prefs)
        return store.preferences.attempts(course: "transcript-course")
    }

    @Test func loginChecksTheCredentialWithTheLRSAndKeepsItReadableByTheLearnerAlone() throws {
        let (server, learner) = try Self.learner(0)
        let login = try Self.login(learner, server)
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stdout.contains("Logged in to \(server.endpoint) as learner1"))
        let file = learner.home.appendingPathComponent(IdentityFile.fileName)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let preferences = (try? String(contentsOf: learner.prefs, encoding: .utf8)) ?? ""
        #expect(!preferences.contains(learner.user.password))
        let status = try learner.run(["status", "--format", "json"])
        #expect(status.status == 0)
        #expect(status.stdout.contains("\"loggedIn\" : true"))
        #expect(status.stdout.contains("\"waiting\" : 0"))
        let logout = try learner.run(["logout"])
        #expect(logout.status == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func loginWithAWrongPasswordIsRefusedAndStoresNothing() throws {
        let (server, learner) = try Self.learner(1)
        let login = try learner.run(
            ["login", "--lrs", server.endpoint, "--user", learner.user.name, "--password-stdin", "--email", "a@b.org"],
            input: "not-the-password\n")
        #expect(login.status == 1)
        #expect(login.stderr.contains("refused the credential"))
        #expect(
            !FileManager.default.fileExists(atPath: learner.home.appendingPathComponent(IdentityFile.fileName).path))
    }

    @Test func answersReachTheLRSAsXAPIStatementsFieldByField() throws {
        let (server, learner) = try Self.learner(2)
        #expect(try Self.login(learner, server).status == 0)
        let session = try learner.run([], input: Self.answers)
        #expect(session.status == 0, "\(session.stderr)")
        let sync = try learner.run(["sync"])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(learner.waiting() == 0)
        let attempts = try Self.attempts(learner)
        #expect(attempts.count == 2)
        let statements = try Self.statements(of: learner, server)
        let answered = statements.filter { $0["verb"]?["id"] == .string(StatementBuilder.Verb.answered.rawValue) }
        #expect(answered.count == attempts.count)
        for attempt in attempts {
            let id = NameBasedUUID.string("attempt|\(attempt.id)")
            let statement = try #require(answered.first { $0["id"] == .string(id) })
            #expect(statement["actor"]?["mbox"] == .string("mailto:\(learner.user.email)"))
            #expect(statement["actor"]?["name"] == .string("Learner \(learner.user.name)"))
            #expect(statement["object"]?["id"] == .string(Self.courseIRI + "/questions/" + attempt.questionID))
            let definition = statement["object"]?["definition"]
            #expect(definition?["type"] == .string("http://adlnet.gov/expapi/activities/cmi.interaction"))
            #expect(definition?["correctResponsesPattern"] == nil)
            let kind = attempt.questionID == "counter-owner" ? "choice" : "true-false"
            #expect(definition?["interactionType"] == .string(kind))
            #expect(statement["result"]?["response"] == .string(attempt.answer))
            #expect(statement["result"]?["success"] == .bool(attempt.isCorrect))
            #expect(statement["result"]?["score"]?["scaled"]?.double == attempt.credit)
            #expect(statement["result"]?["score"]?["max"]?.double == 1)
            let tryKey = StatementBuilder.Extension.tryNumber.iri
            #expect(statement["result"]?["extensions"]?[tryKey]?.double == Double(attempt.tryNumber))
            let context = statement["context"]
            guard case .array(let parents)? = context?["contextActivities"]?["parent"] else {
                Issue.record("no parent activity")
                continue
            }
            #expect(parents.first?["id"] == .string(Self.courseIRI + "/lessons/counter"))
            #expect(parents.first?["definition"]?["type"] == .string("http://adlnet.gov/expapi/activities/lesson"))
            guard case .array(let groups)? = context?["contextActivities"]?["grouping"] else {
                Issue.record("no grouping activity")
                continue
            }
            #expect(groups.first?["id"] == .string(Self.courseIRI))
            #expect(
                context?["registration"]
                    == .string(NameBasedUUID.string("registration|mailto:\(learner.user.email)|\(Self.courseIRI)")))
            #expect(statement["version"] == .string("1.0.3"))
        }
    }

    @Test func statementsWaitWhileTheLRSIsDownAndAreDeliveredExactlyOnceWhenItIsBack() throws {
        let (server, learner) = try Self.learner(3)
        #expect(try Self.login(learner, server).status == 0)
        let down = ["STATETUTOR_LRS": "http://127.0.0.1:\(RalphServer.freePort())/xAPI/"]
        let session = try learner.run([], input: Self.answers, environment: down)
        #expect(session.status == 0)
        #expect(learner.waiting() == 2)
        let failed = try learner.run(["sync"], environment: down)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("2 statement(s) still waiting: the LRS did not answer"))
        let back = try learner.run(["sync", "--format", "json"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stdout.contains("\"sent\" : 2"))
        let again = try learner.run(["sync"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("Sent 0 statements; none waiting."))
        #expect(try Self.statements(of: learner, server).count == 2)
    }

    @Test func aRefusedCredentialLeavesStatementsWaitingAndSaysSo() throws {
        let (server, learner) = try Self.learner(4)
        #expect(try Self.login(learner, server).status == 0)
        let wrong = ["STATETUTOR_LRS_PASSWORD": "wrong"]
        _ = try learner.run([], input: Self.answers, environment: wrong)
        let refused = try learner.run(["sync"], environment: wrong)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("refused the credential (HTTP 401)"))
        #expect(learner.waiting() == 2)
        #expect(try learner.run(["sync"]).status == 0)
        #expect(try Self.statements(of: learner, server).count == 2)
    }

    @Test func aSendCutShortAfterTheLRSStoredABatchStoresNothingTwice() throws {
        let (server, learner) = try Self.learner(5)
        #expect(try Self.login(learner, server).status == 0)
        let down = ["STATETUTOR_LRS": "http://127.0.0.1:\(RalphServer.freePort())/xAPI/"]
        _ = try learner.run([], input: Self.answers, environment: down)
        // A crash between the LRS's answer and the outbox's clean-up: the files come back.
        let copy = learner.home.appendingPathComponent("outbox-copy")
        try FileManager.default.copyItem(at: learner.outbox, to: copy)
        #expect(try learner.run(["sync"]).status == 0)
        try FileManager.default.removeItem(at: learner.outbox)
        try FileManager.default.copyItem(at: copy, to: learner.outbox)
        #expect(learner.waiting() == 2)
        let resend = try learner.run(["sync"])
        #expect(resend.status == 0, "\(resend.stderr)")
        #expect(learner.waiting() == 0)
        #expect(try Self.statements(of: learner, server).count == 2)
    }

    @Test func aSessionKilledWithSIGKILLLosesNoStatementAndDuplicatesNone() throws {
        let (server, learner) = try Self.learner(6)
        #expect(try Self.login(learner, server).status == 0)
        let session = try PipedSession(
            arguments: learner.arguments, home: learner.home, environment: learner.environment)
        session.send("start counter\nnext\nnext\na\nnext\ntrue\n")
        #expect(session.waitForOutput("Not quite.", timeout: 30))
        session.signal(SIGKILL)
        _ = session.waitForExit()
        let sync = try learner.run(["sync"])
        #expect(sync.status == 0, "\(sync.stderr)")
        let attempts = try Self.attempts(learner)
        #expect(attempts.count == 2)
        let ids = try Self.statements(of: learner, server).compactMap { statement -> String? in
            guard case .string(let id)? = statement["id"] else { return nil }
            return id
        }
        #expect(ids.sorted() == attempts.map { NameBasedUUID.string("attempt|\($0.id)") }.sorted())
    }

    @Test func eightLearnersAnsweringAtOnceLoseNoStatementAndDuplicateNone() throws {
        let learners = try (8..<16).map { try Self.learner($0) }
        for (server, learner) in learners { #expect(try Self.login(learner, server).status == 0) }
        let sessions = try learners.map { _, learner in
            try PipedSession(arguments: learner.arguments, home: learner.home, environment: learner.environment)
        }
        for session in sessions { session.send(Self.answers) }
        for session in sessions { #expect(session.waitForExit(timeout: 60) == 0) }
        for (server, learner) in learners {
            let sync = try learner.run(["sync"])
            #expect(sync.status == 0, "\(sync.stderr)")
            let expected = try Self.attempts(learner).map { NameBasedUUID.string("attempt|\($0.id)") }
            let stored = try Self.statements(of: learner, server).compactMap { statement -> String? in
                guard case .string(let id)? = statement["id"] else { return nil }
                return id
            }
            #expect(expected.count == 2)
            #expect(stored.sorted() == expected.sorted())
        }
    }

    /// A learner's CSV rows, without the header.
    static func rows(_ csv: String, of name: String) -> [String] {
        csv.split(separator: "\r\n").map(String.init).filter { $0.hasPrefix(name + ",") }
    }

    @Test func theInstructorsReportFromTheLRSIsTheReportFromTheLearnersFiles() throws {
        let (server, learner) = try Self.learner(7)
        #expect(try Self.login(learner, server).status == 0)
        #expect(try learner.run([], input: Self.answers).status == 0)
        #expect(try learner.run(["sync"]).status == 0)
        let name = "Learner \(learner.user.name)"
        let exported = learner.home.appendingPathComponent("hand-in.json")
        let export = try learner.run(["export", "--output", exported.path])
        #expect(export.status == 0, "\(export.stderr)")
        let course = ["--lessons", Self.course.path]
        let teacher = RalphServer.instructor
        let fromLRS = try StatetutorProcess.run(
            ["report", "--lrs", server.endpoint, "--user", teacher.name, "--password-stdin", "--format", "csv"]
                + course,
            input: teacher.password + "\n")
        #expect(fromLRS.status == 0, "\(fromLRS.stderr)")
        let fromFile = try StatetutorProcess.run(["report", exported.path, "--format", "csv"] + course)
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let fromPreferences = try StatetutorProcess.run(["report", learner.prefs.path, "--format", "csv"] + course)
        let lrsRows = Self.rows(fromLRS.stdout, of: name)
        #expect(lrsRows.count == 11)
        #expect(lrsRows == Self.rows(fromFile.stdout, of: name))
        // Durations travel in hundredths of a second (docs/XAPI.md): the seconds column differs.
        func withoutSeconds(_ rows: [String]) -> [[Substring]] {
            rows.map { row in
                row.split(separator: ",", omittingEmptySubsequences: false).enumerated().filter { $0.offset != 11 }
                    .map(\.element)
            }
        }
        let preferenceRows = Self.rows(fromPreferences.stdout, of: "prefs").map { name + $0.dropFirst("prefs".count) }
        #expect(withoutSeconds(lrsRows) == withoutSeconds(preferenceRows))
    }

    /// A loopback proxy in front of Ralph whose behaviour is read from a file at each request:
    /// `pass` forwards, `fail` answers 500, `drop` forwards and then closes the connection without
    /// an answer (the LRS stored the batch; the client cannot know), `delay` waits a minute and
    /// then forwards (an LRS that is very slow).
    static let proxy = """
        import http.server, sys, time, urllib.request
        target, mode_file = sys.argv[2], sys.argv[3]
        class Proxy(http.server.BaseHTTPRequestHandler):
            def forward(self):
                mode = open(mode_file).read().strip()
                if mode == "fail":
                    self.send_response(500)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                if mode == "delay":
                    time.sleep(60)
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                request = urllib.request.Request(target + self.path, data=body, method=self.command)
                for key in ("Authorization", "Content-Type", "X-Experience-API-Version"):
                    if self.headers.get(key):
                        request.add_header(key, self.headers.get(key))
                try:
                    response = urllib.request.urlopen(request)
                    status, data = response.status, response.read()
                except urllib.error.HTTPError as error:
                    status, data = error.code, error.read()
                if mode == "drop":
                    self.close_connection = True
                    return
                self.send_response(status)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            do_GET = do_POST = forward
            def log_message(self, *args):
                pass
        http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Proxy).serve_forever()
        """

    /// Starts ``proxy`` in front of `server` on a free port, reading its mode from `modeFile`, and
    /// waits (at most 20 s) until it accepts connections. The caller kills it.
    static func startProxy(to server: RalphServer, modeFile: URL) throws -> (process: Process, port: Int) {
        let port = RalphServer.freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", proxy, String(port), "http://127.0.0.1:\(server.port)", modeFile.path,
        ]
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !RalphServer.acceptsConnections(port: port) && Date() < deadline { usleep(50_000) }
        return (process, port)
    }

    @Test func aProxyThatFailsOrDropsTheAnswerLosesNothingAndStoresNothingTwice() throws {
        let (server, learner) = try Self.learner(16)
        let mode = learner.home.appendingPathComponent("proxy-mode")
        try "pass".write(to: mode, atomically: true, encoding: .utf8)
        let (process, port) = try Self.startProxy(to: server, modeFile: mode)
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let proxied = ["STATETUTOR_LRS": "http://127.0.0.1:\(port)/xAPI/"]
        #expect(try Self.login(learner, server).status == 0)
        try "fail".write(to: mode, atomically: true, encoding: .utf8)
        _ = try learner.run([], input: Self.answers, environment: proxied)
        let failed = try learner.run(["sync"], environment: proxied)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("the LRS answered HTTP 500"))
        try "drop".write(to: mode, atomically: true, encoding: .utf8)
        let dropped = try learner.run(["sync"], environment: proxied)
        #expect(dropped.status == 1)
        #expect(learner.waiting() == 2)
        // The LRS has them, and the learner cannot know: the next send must not store them again.
        #expect(try Self.statements(of: learner, server).count == 2)
        try "pass".write(to: mode, atomically: true, encoding: .utf8)
        let passed = try learner.run(["sync"], environment: proxied)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(learner.waiting() == 0)
        #expect(try Self.statements(of: learner, server).count == 2)
    }

    @Test func loginRefusesPlainHTTPToAnotherMachine() throws {
        let home = StatetutorProcess.makeTemporaryDirectory("class-http")
        let login = try StatetutorProcess.run(
            ["login", "--lrs", "http://lrs.example.org/xAPI/", "--user", "u", "--password-stdin"], input: "p\n",
            environment: ["HOME": home.path])
        #expect(login.status == 2)
        #expect(login.stderr.contains("plain http to lrs.example.org would send the password unencrypted"))
    }
}
