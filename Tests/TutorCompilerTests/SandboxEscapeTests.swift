import Foundation
import Testing
import TutorCore
import TutorTestSupport

@testable import TutorCompiler

/// One test per way out of the sandbox that a lesson's program has tried. Each program makes its
/// attempt, reports what it managed ("escaped: …"), then does the lesson's real work (prints
/// "benign"): the attempt must fail and the work must still be done.
@Suite(.runsProcesses, .enabled(if: SandboxFixture.compiler != nil, "needs swiftc and a working bubblewrap"))
struct SandboxEscapeTests {
    private func run(_ source: String, timeLimit: TimeInterval = 10) throws -> ProgramExecution {
        var compiler = try #require(SandboxFixture.compiler)
        compiler.timeLimit = timeLimit
        let result = try compiler.run(source, displayName: "main.swift")
        #expect(result.compile.errors == [])
        return try #require(result.execution)
    }

    @Test func writingOutsideTheScratchFolderFails() throws {
        let course = try SandboxFixture.folder("course")
        defer { try? FileManager.default.removeItem(at: course) }
        let home = FileManager.default.homeDirectoryForCurrentUser
        let targets = [
            course.appendingPathComponent("pwned.txt").path,
            home.appendingPathComponent(".statetutor-pwned-\(UUID().uuidString)").path,
            CompilerFixture.cache.appendingPathComponent("pwned.txt").path,
            "/usr/statetutor-pwned", "/statetutor-pwned", "/dev/shm/statetutor-pwned",
        ]
        let source = """
            import Foundation
            for target in \(targets) {
                if FileManager.default.createFile(atPath: target, contents: Data("x".utf8)) {
                    print("escaped: wrote", target)
                }
            }
            print(FileManager.default.createFile(atPath: "inside.txt", contents: Data("x".utf8)) ? "benign" : "no scratch")
            """
        let execution = try run(source)
        #expect(execution.stdout == "benign\n")
        for target in targets {
            #expect(!FileManager.default.fileExists(atPath: target), "\(target)")
            try? FileManager.default.removeItem(atPath: target)
        }
    }

    @Test func filesInHomeAndTmpCannotBeRead() throws {
        let secret = "secret-\(UUID().uuidString)"
        let home = FileManager.default.homeDirectoryForCurrentUser
        let homeMarker = home.appendingPathComponent(".statetutor-marker-\(UUID().uuidString)")
        let tmpMarker = URL(fileURLWithPath: "/tmp/statetutor-marker-\(UUID().uuidString)")
        try Data(secret.utf8).write(to: homeMarker)
        try Data(secret.utf8).write(to: tmpMarker)
        defer {
            try? FileManager.default.removeItem(at: homeMarker)
            try? FileManager.default.removeItem(at: tmpMarker)
        }
        let source = """
            import Foundation
            for file in ["\(homeMarker.path)", "\(tmpMarker.path)", "/etc/passwd", "/etc/hostname"] {
                if let text = try? String(contentsOfFile: file, encoding: .utf8) { print("escaped: read", file, text) }
            }
            // (The program's own scratch folder is the one thing in its /tmp.)
            let own = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent
            for folder in ["\(home.path)", "/tmp", "\(CompilerFixture.cache.path)"] {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != own }
                if !names.isEmpty { print("escaped: listed", folder, names) }
            }
            print("benign")
            """
        let execution = try run(source)
        #expect(!execution.stdout.contains(secret))
        #expect(execution.stdout == "benign\n")
    }

    @Test func aListenerOnLoopbackCannotBeReached() throws {
        let listener = try LoopbackListener()
        defer { listener.close() }
        let source = """
            import Foundation
            let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(\(listener.port)).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if connected == 0 { print("escaped: connected") }
            print("benign")
            """
        let execution = try run(source)
        #expect(execution.stdout == "benign\n")
        #expect(!listener.hasPendingConnection())
    }

    @Test func theParentsEnvironmentIsNotVisible() throws {
        let secret = "statetutor-secret-\(UUID().uuidString)"
        setenv("STATETUTOR_TEST_SECRET", secret, 1)
        defer { unsetenv("STATETUTOR_TEST_SECRET") }
        let source = """
            import Foundation
            let secret = "\(secret)"
            let own = ProcessInfo.processInfo.environment
            if own.values.contains(where: { $0.contains(secret) }) { print("escaped: environment") }
            let processes = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }
            for id in processes + ["\(getpid())", String(getppid())] {
                if let data = FileManager.default.contents(atPath: "/proc/\\(id)/environ"),
                    String(decoding: data, as: UTF8.self).contains(secret)
                {
                    print("escaped: /proc/\\(id)/environ")
                }
            }
            print(own.keys.sorted().joined(separator: " "))
            print("benign")
            """
        let execution = try run(source)
        #expect(!execution.stdout.contains("escaped"))
        #expect(execution.stdout == "HOME LANG PATH PWD\nbenign\n")
    }

    @Test func theProgramRunsAsAnUnprivilegedUserWhoeverStartsStatetutor() throws {
        let source = """
            import Foundation
            if getuid() == 0 || geteuid() == 0 { print("escaped: uid 0") }
            if getgid() == 0 || getegid() == 0 { print("escaped: gid 0") }
            print("benign")
            """
        let execution = try run(source)
        #expect(execution.stdout == "benign\n")
    }

    /// Opened for writing and closed again without a write: a failure of the sandbox must not
    /// change this machine's settings.
    @Test func theKernelsSettingsCannotBeOpenedForWriting() throws {
        let source = """
            import Foundation
            for knob in ["/proc/sys/vm/swappiness", "/proc/sys/kernel/core_pattern", "/proc/sysrq-trigger"] {
                let descriptor = open(knob, O_WRONLY)
                if descriptor >= 0 {
                    print("escaped: opened", knob, "for writing")
                    close(descriptor)
                }
            }
            print("benign")
            """
        let execution = try run(source)
        #expect(execution.stdout == "benign\n")
    }

    /// Every file of `/proc` and `/sys` but the program's own processes', asked with `access`,
    /// which opens nothing.
    @Test func nothingUnderProcOrSysIsWritable() throws {
        let source = """
            import Foundation
            var writable: [String] = []
            var folders = ["/proc", "/sys"]
            var seen = 0
            while let folder = folders.popLast(), seen < 100_000 {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                    if folder == "/proc" && (Int(name) != nil || name == "self" || name == "thread-self") { continue }
                    let path = folder + "/" + name
                    seen += 1
                    var status = stat()
                    guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else { continue }
                    if access(path, W_OK) == 0 { writable.append(path) }
                    if status.st_mode & S_IFMT == S_IFDIR { folders.append(path) }
                }
            }
            for path in writable.prefix(10) { print("escaped: writable", path) }
            print("benign")
            """
        let execution = try run(source)
        #expect(execution.stdout == "benign\n")
    }

    /// The kernel checks keys by the host's user id, which a user namespace keeps: the keyring
    /// of the user who runs the tests is looked up here and described from inside.
    @Test func theHostUsersKeyringCannotBeReached() throws {
        let serial = try #require(SandboxFixture.userKeyring(), "no user keyring on this machine")
        let source = """
            import Foundation
            typealias SyscallFunction = @convention(c) (Int, Int, Int, Int, Int, Int) -> Int
            #if arch(x86_64)
                let keyctl = 250
            #else
                let keyctl = 219
            #endif
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syscall") else { fatalError("no syscall") }
            let call = unsafeBitCast(symbol, to: SyscallFunction.self)
            // KEYCTL_DESCRIBE (6): the length of the key's description, when it may be viewed.
            let length = call(keyctl, 6, \(serial), 0, 0, 0)
            if length >= 0 { print("escaped: described the host's keyring") }
            print("benign")
            """
        let execution = try run(source)
        #expect(execution.stdout == "benign\n")
    }

    @Test func closingOutputAndHangingIsStoppedAtTheTimeLimit() throws {
        let source = """
            import Foundation
            print("benign")
            fflush(stdout)
            close(1)
            close(2)
            sleep(120)
            """
        let start = Date()
        let execution = try run(source, timeLimit: 2)
        #expect(execution.timedOut)
        #expect(execution.stdout == "benign\n")
        #expect(Date().timeIntervalSince(start) < 60)
    }

    /// Starts a `setsid` child and a double-forked one, both looping forever with `marker` in
    /// their command line, and counts them from inside.
    private func detachingProgram(_ marker: String, then ending: String) -> String {
        """
        import Foundation
        let loop = "m=\(marker); while :; do sleep 1; done"
        _ = system("setsid sh -c '\\(loop)' </dev/null >/dev/null 2>&1 & (sh -c '\\(loop)' </dev/null >/dev/null 2>&1 &); sleep 0.3")
        let processes = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { id in
            let data = FileManager.default.contents(atPath: "/proc/\\(id)/cmdline") ?? Data()
            return String(decoding: data, as: UTF8.self).contains("\(marker)")
        }
        print("children:", processes.count)
        print("benign")
        fflush(stdout)
        \(ending)
        """
    }

    @Test func detachedChildrenAreGoneWhenTheProgramEnds() throws {
        let marker = SandboxFixture.marker()
        let execution = try run(detachingProgram(marker, then: ""))
        #expect(execution.stdout == "children: 2\nbenign\n", "\(execution.stderr)")
        #expect(SandboxFixture.processes(containing: marker) == [])
    }

    @Test func detachedChildrenAreGoneWhenTheProgramIsStopped() throws {
        let marker = SandboxFixture.marker()
        let execution = try run(detachingProgram(marker, then: "sleep(120)"), timeLimit: 3)
        #expect(execution.timedOut)
        #expect(execution.stdout == "children: 2\nbenign\n")
        #expect(SandboxFixture.processes(containing: marker) == [])
    }

    @Test func aLargeWriteStopsAtSixteenMegabytes() throws {
        let source = """
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
            close(file)
            print("wrote \\(total >> 20) MB")
            print("benign")
            """
        let execution = try run(source)
        #expect(execution.stdout == "wrote 16 MB\nbenign\n")
    }

    @Test func aProgramThatDoesNotExpectTheFileLimitIsStoppedByIt() throws {
        let source = """
            import Foundation
            print("benign")
            fflush(stdout)
            let chunk = Data(repeating: 120, count: 200 << 20)
            try chunk.write(to: URL(fileURLWithPath: "big.bin"))
            print("escaped: wrote 200 MB")
            """
        let execution = try run(source)
        #expect(execution.stdout == "benign\n")
        #expect(execution.status != 0)
    }

    @Test func manyFilesTogetherStopAtTheScratchFoldersSize() throws {
        let source = """
            import Foundation
            let chunk = Data(repeating: 120, count: 8 << 20)
            var written = 0
            for index in 0..<25 {
                do {
                    try chunk.write(to: URL(fileURLWithPath: "part-\\(index).bin"))
                    written += 8
                } catch {
                    break
                }
            }
            print(written < 200 ? "stopped" : "escaped: wrote \\(written) MB")
            print("benign")
            """
        let execution = try run(source)
        #expect(execution.stdout == "stopped\nbenign\n")
    }
}
