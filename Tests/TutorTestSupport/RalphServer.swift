import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real Learning Record Store for the tests: Ralph (`ralph-malph` on PyPI) with its file-system
/// backend, on 127.0.0.1 at a free port, with a data folder of its own and real credentials
/// (bcrypt hashes in its auth file, as `ralph auth` writes them). Scopes are enforced
/// (`RALPH_LRS_RESTRICT_BY_AUTHORITY`, `RALPH_LRS_RESTRICT_BY_SCOPES`): learners may write and
/// read their own statements, the instructor reads all.
///
/// Found through `STATETUTOR_RALPH` (the `ralph` executable of a virtual environment), else
/// `ralph` on `PATH`. Started once per test process (it takes seconds) and stopped when the
/// process ends, or when the process that started it dies.
///
/// `ralph runserver` starts the same application under uvicorn with auto-reload, which watches
/// the working folder and starts a second process; the tests run the application under uvicorn
/// directly, from the same virtual environment, without reload (and with the file backend
/// appending, see `start`).
package final class RalphServer: Sendable {
    package static let variable = "STATETUTOR_RALPH"
    /// Set (as CI does) to make a missing Ralph a failure instead of a skipped test.
    package static let requiredVariable = "STATETUTOR_REQUIRE_LRS"

    package struct User: Sendable {
        package var name: String
        package var password: String
        package var email: String
        package var scopes: [String]
    }

    package static let instructor = User(
        name: "teacher", password: "teacher-pass-1", email: "teacher@example.org", scopes: ["all"])
    /// Learners, each used by one test (or one simulated student) so that counts never mix.
    package static let learners: [User] = (1...20).map { index in
        User(
            name: "learner\(index)", password: "learner-pass-\(index)", email: "learner\(index)@example.org",
            scopes: ["statements/write", "statements/read/mine"])
    }

    /// The xAPI endpoint, `http://127.0.0.1:PORT/xAPI/`.
    package let endpoint: String
    package let port: Int
    private let process: Process
    package let folder: URL

    private static let shared = SharedSlot()

    /// The one server of the process, behind a lock. Unchecked Sendable: `value` is private and
    /// read or written only while `lock` is held.
    private final class SharedSlot: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<RalphServer, StartFailure>?

        func withLock<T>(_ body: (inout Result<RalphServer, StartFailure>?) -> T) -> T {
            lock.withLock { body(&value) }
        }

        var current: Result<RalphServer, StartFailure>? { withLock { $0 } }
    }

    package struct StartFailure: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// The executable named by `STATETUTOR_RALPH`, else `ralph` on `PATH`; nil when there is none.
    package static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment[variable], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let path = folder + "/ralph"
            if FileManager.default.isExecutableFile(atPath: String(path)) { return String(path) }
        }
        return nil
    }

    /// Why the LRS tests cannot run here, or nil when they can.
    package static var unavailableReason: String? {
        executable() == nil
            ? "Ralph is not installed: set \(variable)=/path/to/venv/bin/ralph (pip install 'ralph-malph[lrs,cli]')"
            : nil
    }

    /// Whether a missing Ralph must fail the tests (CI).
    package static var isRequired: Bool {
        ProcessInfo.processInfo.environment[requiredVariable] == "1"
    }

    /// The process's one Ralph, started at the first call.
    package static func running() throws(StartFailure) -> RalphServer {
        let result = shared.withLock { slot -> Result<RalphServer, StartFailure> in
            if let slot { return slot }
            let started = Result<RalphServer, StartFailure> { () throws(StartFailure) -> RalphServer in try start() }
            slot = started
            if case .success = started { atexit { RalphServer.stopShared() } }
            return started
        }
        return try result.get()
    }

    private static func stopShared() {
        if case .success(let server)? = shared.current { server.stop() }
    }

    private init(endpoint: String, port: Int, process: Process, folder: URL) {
        self.endpoint = endpoint
        self.port = port
        self.process = process
        self.folder = folder
    }

    private static func start() throws(StartFailure) -> RalphServer {
        guard let ralph = executable() else { throw StartFailure(description: unavailableReason ?? "no Ralph") }
        let bin = URL(fileURLWithPath: ralph).resolvingSymlinksInPath().deletingLastPathComponent()
        let python = bin.appendingPathComponent("python").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "statetutor-ralph-\(UUID().uuidString)")
        let data = folder.appendingPathComponent("data")
        do {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        } catch {
            throw StartFailure(description: "cannot make \(data.path): \(error)")
        }
        let authFile = folder.appendingPathComponent("auth.json")
        try writeCredentials(to: authFile, python: python)
        let port = freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.currentDirectoryURL = folder
        // The server ends when the test process does, however that ends: it watches for its
        // parent to change (PR_SET_PDEATHSIG would fire when the test's thread that started it
        // ends, not the process). Ralph 5.1's file-system backend writes each batch with the
        // "create" operation, which refuses a file that exists, so every POST after the first
        // fails with a 500; the tests have it append to its file instead (the other backends
        // index, as the LRS should).
        let launcher = """
            import os, sys, threading, time
            parent = os.getppid()
            def watch():
                while os.getppid() == parent:
                    time.sleep(0.5)
                os._exit(0)
            threading.Thread(target=watch, daemon=True).start()
            from ralph.backends.data.base import BaseOperationType
            from ralph.backends.lrs.fs import FSLRSBackend
            FSLRSBackend.default_operation_type = BaseOperationType.APPEND
            import uvicorn
            uvicorn.run("ralph.api:app", host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
            """
        process.arguments = ["-c", launcher, String(port)]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path
        environment["XDG_CONFIG_HOME"] = folder.path
        environment["RALPH_AUTH_FILE"] = authFile.path
        environment["RALPH_RUNSERVER_BACKEND"] = "fs"
        environment["RALPH_BACKENDS__LRS__FS__DEFAULT_DIRECTORY_PATH"] = data.path
        environment["RALPH_LRS_RESTRICT_BY_AUTHORITY"] = "true"
        environment["RALPH_LRS_RESTRICT_BY_SCOPES"] = "true"
        environment["RALPH_RUNSERVER_MAX_SEARCH_HITS_COUNT"] = "100"
        process.environment = environment
        let log = folder.appendingPathComponent("server.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try? FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "cannot start \(python): \(error)")
        }
        let server = RalphServer(
            endpoint: "http://127.0.0.1:\(port)/xAPI/", port: port, process: process, folder: folder)
        // Importing Ralph takes seconds, more on a loaded machine: wait for the port, at most 120 s.
        let deadline = Date().addingTimeInterval(120)
        while !acceptsConnections(port: port) {
            guard process.isRunning, Date() < deadline else {
                server.stop()
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                throw StartFailure(description: "Ralph did not start on port \(port):\n\(text.suffix(2000))")
            }
            usleep(100_000)
        }
        return server
    }

    /// The auth file Ralph reads: bcrypt hashes, scopes and each user's agent, as `ralph auth -w`
    /// writes it (one Python run for every user, where `ralph auth` takes one per user).
    private static func writeCredentials(to file: URL, python: String) throws(StartFailure) {
        let users = ([instructor] + learners).map { user in
            let scopes = user.scopes.map { "\"\($0)\"" }.joined(separator: ", ")
            return "(\"\(user.name)\", \"\(user.password)\", \"\(user.email)\", [\(scopes)])"
        }
        let script = """
            import bcrypt, json, sys
            users = [\(users.joined(separator: ", "))]
            out = [{"username": n, "hash": bcrypt.hashpw(p.encode(), bcrypt.gensalt()).decode("ascii"),
                    "scopes": s, "agent": {"mbox": "mailto:" + m, "objectType": "Agent"}} for n, p, m, s in users]
            open(sys.argv[1], "w").write(json.dumps(out, indent=2))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, file.path]
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "cannot run \(python): \(error)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw StartFailure(description: "writing Ralph's credentials failed (status \(process.terminationStatus))")
        }
    }

    /// Stops the server and everything it started, and removes its folder.
    package func stop() {
        // SIGKILL: a test runner may hand its children SIGTERM ignored, and Ralph has written
        // each statement before answering.
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// A port nobody listens on now (the kernel's choice for port 0).
    package static func freePort() -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts a TCP connection on 127.0.0.1:`port`.
    package static func acceptsConnections(port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0
    }
}
