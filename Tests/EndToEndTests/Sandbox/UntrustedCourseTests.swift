import Foundation
import Testing
import TutorTestSupport

/// `statetutor validate DIR` on a course that tries to get out: every `output` question makes an
/// attempt, prints "escaped: …" if it worked, and then prints its benign answer. A clean validate
/// means every attempt failed and every benign output was compared and matched.
@Suite(.runsProcesses, .serialized, .enabled(if: SandboxMachine.canRun, "needs swiftc and a working bubblewrap"))
struct UntrustedCourseTests {
    /// A course folder (`folder`, else a new one) with one lesson holding `questions`, each
    /// (id, Swift code, expected answer).
    static func course(_ questions: [(id: String, code: String, answer: String)], in folder: URL? = nil) throws
        -> URL
    {
        let folder = folder ?? StatetutorProcess.makeTemporaryDirectory("untrusted-course")
        var text = """
            ---
            id: probes
            title: "Probes"
            summary: Programs that try to leave the sandbox.
            minutes: 5
            ---

            # Probes

            Each question's code tries something, then prints its answer.

            """
        for question in questions {
            let code = question.code.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            text += """

                ```quiz
                id: \(question.id)
                kind: output
                prompt: What does this print?
                code: |
                \(code.joined(separator: "\n"))
                answer: \(question.answer)
                ```

                """
        }
        try Data(text.utf8).write(to: folder.appendingPathComponent("01-probes.md"))
        return folder
    }

    static func validate(_ course: URL, _ extra: [String] = [], environment: [String: String] = [:]) throws
        -> StatetutorProcess.Outcome
    {
        try StatetutorProcess.run(["validate", course.path] + extra, environment: environment)
    }

    @Test func everyAttemptFailsAndTheBenignOutputIsStillCompared() throws {
        let secret = "statetutor-secret-\(UUID().uuidString)"
        let home = StatetutorProcess.makeTemporaryDirectory("victim-home")
        let homeMarker = home.appendingPathComponent("notes.txt")
        let tmpMarker = URL(fileURLWithPath: "/tmp/statetutor-marker-\(UUID().uuidString)")
        try Data(secret.utf8).write(to: homeMarker)
        try Data(secret.utf8).write(to: tmpMarker)
        defer { try? FileManager.default.removeItem(at: tmpMarker) }
        let outside = StatetutorProcess.makeTemporaryDirectory("outside")
        let listener = try LoopbackListener()
        defer { listener.close() }
        let marker = "statetutor-marker-\(UUID().uuidString.prefix(8).lowercased())"
        let course = StatetutorProcess.makeTemporaryDirectory("untrusted-course")
        let questions: [(id: String, code: String, answer: String)] = [
            (
                "write-outside",
                """
                import Foundation
                for target in ["\(home.path)/pwned", "\(outside.path)/pwned", "\(course.path)/pwned"] {
                    if FileManager.default.createFile(atPath: target, contents: Data("x".utf8)) { print("escaped: \\(target)") }
                }
                print("write-benign")
                """, "write-benign"
            ),
            (
                "read-home-and-tmp",
                """
                import Foundation
                for file in ["\(homeMarker.path)", "\(tmpMarker.path)", "/etc/passwd"] {
                    if let text = try? String(contentsOfFile: file, encoding: .utf8) { print("escaped: \\(text)") }
                }
                print("read-benign")
                """, "read-benign"
            ),
            (
                "connect",
                """
                import Foundation
                let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(\(listener.port)).bigEndian
                address.sin_addr.s_addr = inet_addr("127.0.0.1")
                let result = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
                if result == 0 { print("escaped: connected") }
                print("connect-benign")
                """, "connect-benign"
            ),
            (
                "environment",
                """
                import Foundation
                let secret = "\(secret)"
                if ProcessInfo.processInfo.environment.values.contains(where: { $0.contains(secret) }) { print("escaped: env") }
                for id in ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []) + [String(getppid())] {
                    if let data = FileManager.default.contents(atPath: "/proc/\\(id)/environ"),
                        String(decoding: data, as: UTF8.self).contains(secret) { print("escaped: /proc/\\(id)") }
                }
                print("environment-benign")
                """, "environment-benign"
            ),
            (
                "detach",
                """
                import Foundation
                let loop = "m=\(marker); while :; do sleep 1; done"
                _ = system("setsid sh -c '\\(loop)' </dev/null >/dev/null 2>&1 & (sh -c '\\(loop)' </dev/null >/dev/null 2>&1 &); sleep 0.3")
                print("detach-benign")
                """, "detach-benign"
            ),
            (
                "big-write",
                """
                import Foundation
                signal(SIGXFSZ, SIG_IGN)
                let chunk = [UInt8](repeating: 120, count: 1 << 20)
                let file = open("big.bin", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                var total = 0
                for _ in 0..<200 {
                    let written = chunk.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
                    if written <= 0 { break }
                    total += written
                }
                if total > 16 << 20 { print("escaped: wrote \\(total) bytes") }
                print("big-write-benign")
                """, "big-write-benign"
            ),
        ]
        _ = try Self.course(questions, in: course)

        let outcome = try Self.validate(course, environment: ["STATETUTOR_TEST_SECRET": secret])
        #expect(outcome.stdout == "1 lesson, 6 questions: 0 errors, 0 warnings\n", "\(outcome.stderr)")
        #expect(outcome.status == 0)
        #expect(!outcome.stderr.contains("escaped"))
        for target in [home.appendingPathComponent("pwned"), outside.appendingPathComponent("pwned")] {
            #expect(!FileManager.default.fileExists(atPath: target.path))
        }
        #expect(!FileManager.default.fileExists(atPath: course.appendingPathComponent("pwned").path))
        #expect(!listener.hasPendingConnection())
        #expect(Self.processes(containing: marker) == [])
    }

    @Test func aProgramThatClosesItsOutputAndHangsRanPastItsTimeLimit() throws {
        let course = try Self.course([
            ("hang", "import Foundation\nprint(\"early\")\nfflush(stdout)\nclose(1)\nclose(2)\nsleep(600)", "early"),
            ("benign-\(UUID().uuidString.prefix(8).lowercased())", "print(\"benign\")", "benign"),
        ])
        let start = Date()
        let outcome = try Self.validate(course)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("question 'hang' ran past its time limit"))
        #expect(outcome.stdout == "1 lesson, 2 questions: 1 error, 0 warnings\n")
        #expect(Date().timeIntervalSince(start) < 120)
    }

    @Test func withoutASandboxAnUntrustedCoursesCodeIsNotRun() throws {
        let outside = StatetutorProcess.makeTemporaryDirectory("outside")
        let id = UUID().uuidString.prefix(8).lowercased()
        let write =
            "import Foundation\n_ = FileManager.default.createFile(atPath: \"\(outside.path)/ran\", contents: nil)\nprint(\"x\")"
        let course = try Self.course([("first-\(id)", write, "x"), ("second-\(id)", write, "x")])
        let outcome = try Self.validate(course, environment: ["STATETUTOR_BWRAP": "/nonexistent/bwrap"])
        #expect(outcome.status == 0)
        #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("ran").path))
        #expect(
            outcome.stderr.components(separatedBy: "statetutor: warning: no sandbox").count == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--unsandboxed"))
        #expect(outcome.stdout == "1 lesson, 2 questions: 0 errors, 2 warnings\n")
    }

    @Test func unsandboxedRunsAnUntrustedCoursesCodeWithoutASandbox() throws {
        let outside = StatetutorProcess.makeTemporaryDirectory("outside")
        let id = UUID().uuidString.prefix(8).lowercased()
        let write =
            "import Foundation\n_ = FileManager.default.createFile(atPath: \"\(outside.path)/ran\", contents: nil)\nprint(\"x\")"
        let course = try Self.course([("only-\(id)", write, "x")])
        let outcome = try Self.validate(
            course, ["--unsandboxed"], environment: ["STATETUTOR_BWRAP": "/nonexistent/bwrap"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "1 lesson, 1 question: 0 errors, 0 warnings\n")
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("ran").path))
    }

    @Test func unsandboxedWarnsOnceBeforeTheCoursesCodeRuns() throws {
        let id = UUID().uuidString.prefix(8).lowercased()
        let course = try Self.course([("first-\(id)", "print(\"x\")", "x"), ("second-\(id)", "print(\"y\")", "y")])
        let outcome = try Self.validate(course, ["--unsandboxed"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let warning = "statetutor: warning: --unsandboxed: this course's code and your answers run without the sandbox"
        #expect(outcome.stderr.components(separatedBy: warning).count == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("they can read and change your files, use the network"))
    }

    @Test func checkingAnAnswerUnsandboxedWarnsToo() throws {
        let answer = """
            func badgeText(pagesRead: Int, goal: Int) -> String {
                let left = goal - pagesRead
                return left <= 0 ? "Goal reached" : left == 1 ? "1 page to go" : "\\(left) pages to go"
            }
            """
        let outcome = try StatetutorProcess.run([
            "check", "source-of-truth-badge-text", "--unsandboxed", "--answer", answer,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stderr.contains("statetutor: warning: --unsandboxed: "))
    }

    @Test func theBundledCourseStillRunsWithAWarningWithoutASandbox() throws {
        let answer = """
            func badgeText(pagesRead: Int, goal: Int) -> String {
                let left = goal - pagesRead
                return left <= 0 ? "Goal reached" : left == 1 ? "1 page to go" : "\\(left) pages to go"
            }
            """
        let outcome = try StatetutorProcess.run(
            ["check", "source-of-truth-badge-text", "--answer", answer],
            environment: ["STATETUTOR_BWRAP": "/nonexistent/bwrap"])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("passes the tests"))
        #expect(outcome.stderr.contains("statetutor: warning: no sandbox for running code here"))
        #expect(outcome.stderr.contains("resource limits only"))
    }

    /// The processes whose command line contains `marker`.
    static func processes(containing marker: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.filter { Int($0) != nil }.compactMap { id in
            guard let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(marker) ? "\(id): \(line)" : nil
        }
    }
}

/// What the machine running the tests has.
enum SandboxMachine {
    static let swiftc: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
        "\($0)/swiftc"
    }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// bubblewrap works here: the same trial statetutor makes.
    static let bubblewrapWorks: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/bwrap")
        process.arguments = [
            "--unshare-all", "--unshare-user", "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev", "true",
        ]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static let canRun = swiftc != nil && bubblewrapWorks
}
