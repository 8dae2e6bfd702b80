import Foundation
import Testing
import TutorTestSupport

@testable import TutorCompiler

/// The command lines the sandbox builds (no process is started).
@Suite(.runsProcesses)
struct SandboxTests {
    private let scratch = URL(fileURLWithPath: "/tmp/statetutor-scratch")
    private let bubblewrap = Sandbox(mechanism: .bubblewrap(path: "/usr/bin/bwrap", disablesUserNamespaces: true))

    private func arguments(_ confinement: Confinement) -> [String] {
        bubblewrap.command("/tmp/statetutor-scratch/program", ["x"], confinement: confinement).arguments
    }

    /// The (option, source) pairs of every bind mount.
    private func binds(_ arguments: [String]) -> [(String, String)] {
        zip(arguments, arguments.dropFirst()).filter { $0.0.hasPrefix("--") && $0.0.contains("bind") }.map {
            ($0.0, $0.1)
        }
    }

    @Test func everyNamespaceIsUnsharedAndTheEnvironmentCleared() {
        let command = bubblewrap.command(
            "/bin/true", [], confinement: Confinement(scratch: scratch, limits: .program(timeLimit: 10)))
        for option in [
            "--unshare-all", "--unshare-user", "--disable-userns", "--new-session", "--die-with-parent", "--as-pid-1",
            "--clearenv",
        ] {
            #expect(command.arguments.contains(option), "\(option)")
        }
        #expect(!command.arguments.contains("--share-net"))
        #expect(command.environment == ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": scratch.path])
        #expect(command.reportsSandboxProcess)
    }

    @Test func onlyTheSystemTheToolchainAndTheScratchFolderAreBound() {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let confinement = Confinement(
            scratch: scratch, readOnlyPaths: ["/opt/swift", "/usr/lib/swift", "/"], writablePaths: ["/var/cache/m"],
            limits: .compiler(timeLimit: 60))
        let bound = binds(arguments(confinement))
        let sources = bound.map(\.1)
        #expect(bound.contains { $0 == ("--ro-bind", "/usr") })
        #expect(bound.contains { $0 == ("--ro-bind", "/opt/swift") })
        #expect(bound.contains { $0 == ("--bind", "/var/cache/m") })
        #expect(bound.contains { $0 == ("--bind", scratch.path) })
        #expect(!sources.contains("/"))
        #expect(!sources.contains("/usr/lib/swift"))
        #expect(!sources.contains(home))
        #expect(!sources.contains("/tmp"))
        #expect(!sources.contains("/etc"))
        #expect(!sources.contains("/root"))
    }

    @Test func aProgramsScratchFolderIsInMemoryWithTheProgramReadOnly() {
        let program = scratch.appendingPathComponent("program").path
        let confinement = Confinement(
            scratch: scratch, scratchKind: .memory(size: 1 << 20, files: [program]), limits: .program(timeLimit: 10))
        let arguments = arguments(confinement)
        #expect(!binds(arguments).contains { $0.1 == scratch.path })
        #expect(binds(arguments).contains { $0 == ("--ro-bind", program) })
        let tmpfs = arguments.indices.filter { arguments[$0] == "--tmpfs" }.map { arguments[$0 + 1] }
        #expect(tmpfs.contains(scratch.path))
        #expect(tmpfs.contains("/tmp"))
    }

    @Test func theRootProcAndDevAreMadeReadOnlyAfterTheMounts() {
        let arguments = arguments(Confinement(scratch: scratch, limits: .program(timeLimit: 10)))
        let readOnly = arguments.indices.filter { arguments[$0] == "--remount-ro" }.map { arguments[$0 + 1] }
        #expect(readOnly == ["/proc", "/dev", "/"])
        let lastBind = arguments.lastIndex { $0.hasSuffix("bind") || $0 == "--tmpfs" } ?? 0
        #expect((arguments.lastIndex(of: "--remount-ro") ?? 0) > lastBind)
    }

    @Test func theSandboxRunsAsNobodyWithTheSeccompFilterOnItsDescriptor() throws {
        let command = bubblewrap.command(
            "/bin/true", [], confinement: Confinement(scratch: scratch, limits: .program(timeLimit: 10)))
        let arguments = command.arguments
        let value = { (option: String) in arguments.firstIndex(of: option).map { arguments[$0 + 1] } }
        #expect(value("--uid") == "65534")
        #expect(value("--gid") == "65534")
        let filter = try #require(SeccompFilter.program)
        #expect(value("--seccomp") == "5")
        #expect(command.inputs == [5: filter])
        #expect(filter.count % 8 == 0)
    }

    @Test func theLimitsAreSetByPrlimitInsideTheSandbox() throws {
        try #require(Sandbox.prlimit != nil)
        let arguments = arguments(Confinement(scratch: scratch, limits: .program(timeLimit: 10)))
        let separator = try #require(arguments.firstIndex(of: "--"))
        let tail = Array(arguments[(separator + 1)...])
        // The lifeline watcher's shell starts `prlimit`, which starts the program.
        #expect(Array(tail.prefix(4)) == ["/bin/sh", "-c", Sandbox.lifelineWatcher, "sh"])
        #expect(tail.dropFirst(4).first == Sandbox.prlimit)
        #expect(tail.contains("--fsize=16777216"))
        #expect(tail.contains("--core=0"))
        #expect(tail.contains("--nproc=128"))
        #expect(tail.suffix(2) == ["/tmp/statetutor-scratch/program", "x"])
    }

    @Test func withoutASandboxTheProcessCountIsNotLimited() {
        let command = Sandbox.limitsOnly.command(
            "/bin/true", [], confinement: Confinement(scratch: scratch, limits: .program(timeLimit: 10)))
        #expect(command.executable == "/bin/sh")
        #expect(!command.arguments.contains { $0.hasPrefix("--nproc") })
        #expect(!command.reportsSandboxProcess)
    }

    @Test func theMacOSProfileDeniesNetworkAndWritesOutsideScratch() {
        let confinement = Confinement(
            scratch: URL(fileURLWithPath: "/Users/a/scratch"), readOnlyPaths: ["/Users/a/toolchain"],
            writablePaths: ["/Users/a/cache \"m\""], limits: .program(timeLimit: 10))
        let profile = Sandbox.sandboxProfile(for: confinement, home: "/Users/a")
        let lines = profile.split(separator: "\n").map(String.init)
        #expect(lines.prefix(4) == ["(version 1)", "(allow default)", "(deny network*)", "(deny file-write*)"])
        #expect(lines[4].hasPrefix("(allow file-write* (literal \"/dev/null\") (subpath \"/Users/a/scratch\")"))
        #expect(lines[4].contains("(subpath \"/Users/a/cache \\\"m\\\"\")"))
        #expect(lines.contains("(deny file-read* (subpath \"/Users/a\"))"))
        #expect(lines.last?.contains("(subpath \"/Users/a/toolchain\")") == true)
    }
}
