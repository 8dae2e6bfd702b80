import Foundation

/// How this machine confines the compiler and the programs it builds: bubblewrap on Linux, a
/// `sandbox-exec` profile on macOS, or, where neither works, resource limits alone.
///
/// A sandbox turns a command into another command (`command(_:_:confinement:)`) that starts the
/// same program confined; `ProcessRunner` spawns it, and kills all of it when it is stopped.
package struct Sandbox: Sendable, Equatable {
    package enum Mechanism: Sendable, Equatable {
        /// bubblewrap at `path`. `disablesUserNamespaces` is false where this bwrap refuses
        /// `--disable-userns` (a setuid build); the sandbox is then the same without that lock.
        case bubblewrap(path: String, disablesUserNamespaces: Bool)
        /// macOS's `sandbox-exec` at `path`.
        case sandboxExec(path: String)
        /// No sandbox: the environment is cleared, the working directory is the scratch folder
        /// and the resource limits apply, nothing more.
        case limitsOnly
    }

    /// What `ProcessRunner` spawns.
    package struct Command: Sendable, Equatable {
        package var executable: String
        package var arguments: [String]
        package var environment: [String: String]
        /// The command writes bubblewrap's `--info-fd` report to descriptor 3: the process id of
        /// the sandbox's first process. Killing that process ends the sandbox and every process in
        /// it (the kernel kills a PID namespace with its first process).
        package var reportsSandboxProcess: Bool
        /// Bytes the command reads from further descriptors, by descriptor (bubblewrap's seccomp
        /// filter). Each is a pipe written whole before the command starts, so it must be small.
        package var inputs: [Int32: [UInt8]]

        package init(
            executable: String, arguments: [String], environment: [String: String], reportsSandboxProcess: Bool = false,
            inputs: [Int32: [UInt8]] = [:]
        ) {
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
            self.reportsSandboxProcess = reportsSandboxProcess
            self.inputs = inputs
        }
    }

    package var mechanism: Mechanism
    /// Why there is no sandbox, when detection found none.
    package var unavailableReason: String?

    package init(mechanism: Mechanism, unavailableReason: String? = nil) {
        self.mechanism = mechanism
        self.unavailableReason = unavailableReason
    }

    /// Resource limits only, by choice (`--unsandboxed`).
    package static let limitsOnly = Sandbox(mechanism: .limitsOnly)

    /// This machine's sandbox, found and tried once per process (the first use pays for one
    /// trial run, about 6 ms).
    package static let detected: Sandbox = detect()

    /// True when programs are really confined (not only limited).
    package var confines: Bool { mechanism != .limitsOnly }

    /// The command that runs `executable` with `arguments` inside `confinement`.
    package func command(_ executable: String, _ arguments: [String], confinement: Confinement) -> Command {
        switch mechanism {
        case .bubblewrap(let path, let disablesUserNamespaces):
            return Command(
                executable: path,
                arguments: Self.bubblewrapArguments(
                    executable, arguments, confinement: confinement, disablesUserNamespaces: disablesUserNamespaces),
                environment: confinement.environment, reportsSandboxProcess: true,
                inputs: SeccompFilter.program.map { [Self.seccompDescriptor: $0] } ?? [:])
        case .sandboxExec(let path):
            var environment = confinement.environment
            // The compiler's temporary files go where writing is allowed.
            environment["TMPDIR"] = confinement.scratch.path + "/"
            return Command(
                executable: path,
                arguments: ["-p", Self.sandboxProfile(for: confinement)]
                    + Self.shellWrapper(executable, arguments, confinement: confinement, useULimit: true),
                environment: environment)
        case .limitsOnly:
            let wrapper = Self.shellWrapper(
                executable, arguments, confinement: confinement.withoutProcessLimit,
                useULimit: Self.prlimit == nil)
            return Command(
                executable: wrapper[0], arguments: Array(wrapper.dropFirst()), environment: confinement.environment)
        }
    }

    /// `/bin/sh -c 'cd -- "$1" || exit 126; shift; …; exec "$@"' sh SCRATCH …`: enters the scratch
    /// folder and sets the limits (with `ulimit`, or through `prlimit` where there is one), then
    /// becomes the program.
    private static func shellWrapper(
        _ executable: String, _ arguments: [String], confinement: Confinement, useULimit: Bool
    ) -> [String] {
        var script = "cd -- \"$1\" || exit 126; shift; "
        var program = [executable] + arguments
        if useULimit {
            script += confinement.limits.ulimitCommands + " || exit 126; "
        } else if let prlimit {
            program = [prlimit] + confinement.limits.prlimitArguments + ["--"] + program
        }
        script += "exec \"$@\""
        return ["/bin/sh", "-c", script, "sh", confinement.scratch.path] + program
    }

    /// util-linux's `prlimit`, which sets the limits and then runs the program; nil where it is
    /// missing (macOS), and `ulimit` is used instead.
    static let prlimit: String? = ["/usr/bin/prlimit", "/bin/prlimit"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

extension Confinement {
    /// The same confinement without `RLIMIT_NPROC`, which outside a user namespace counts every
    /// process of the user, not just the program's.
    fileprivate var withoutProcessLimit: Confinement {
        var confinement = self
        confinement.limits = limits.withoutProcessLimit
        return confinement
    }
}

extension Sandbox {
    /// Finds this machine's sandbox and checks, by running `true` in it, that it works here
    /// (bubblewrap fails where unprivileged user namespaces are turned off, or in a container
    /// that may not mount `/proc`).
    static func detect() -> Sandbox {
        #if os(macOS)
            let candidates: [Mechanism] = ["/usr/bin/sandbox-exec"].filter {
                FileManager.default.isExecutableFile(atPath: $0)
            }.map { .sandboxExec(path: $0) }
            let missing = "sandbox-exec was not found"
        #else
            // STATETUTOR_BWRAP names the one bubblewrap to use (a path that does not exist means none).
            let environment = ProcessInfo.processInfo.environment
            let folders =
                ["/usr/bin", "/usr/local/bin", "/bin"]
                + (environment["PATH"] ?? "").split(separator: ":").map(String.init)
            let choices = environment["STATETUTOR_BWRAP"].map { [$0] } ?? folders.map { $0 + "/bwrap" }
            let bwrap = choices.first { FileManager.default.isExecutableFile(atPath: $0) }
            let candidates: [Mechanism] =
                bwrap.map {
                    [
                        .bubblewrap(path: $0, disablesUserNamespaces: true),
                        .bubblewrap(path: $0, disablesUserNamespaces: false),
                    ]
                }
                ?? []
            let missing = "bubblewrap (bwrap) is not installed"
        #endif
        guard !candidates.isEmpty else { return Sandbox(mechanism: .limitsOnly, unavailableReason: missing) }
        var reason = missing
        for mechanism in candidates {
            let sandbox = Sandbox(mechanism: mechanism)
            switch sandbox.trial() {
            case .success: return sandbox
            case .failure(let failure): reason = failure.message
            }
        }
        return Sandbox(mechanism: .limitsOnly, unavailableReason: reason)
    }

    private struct TrialFailure: Error {
        var message: String
    }

    /// Runs `true` confined as a program would be. With bubblewrap its scratch folder exists only
    /// inside the sandbox (in its private `/tmp`), so a trial cut short leaves nothing behind;
    /// `sandbox-exec` starts in the temporary folder, and `true` writes nothing there.
    private func trial() -> Result<Void, TrialFailure> {
        let program = ["/usr/bin/true", "/bin/true"].first { FileManager.default.isExecutableFile(atPath: $0) }
        #if os(macOS)
            let confinement = Confinement(
                scratch: FileManager.default.temporaryDirectory, limits: .program(timeLimit: 10))
        #else
            let confinement = Confinement(
                scratch: URL(fileURLWithPath: "/tmp/statetutor-trial"), scratchKind: .memory(size: 1 << 20, files: []),
                limits: .program(timeLimit: 10))
        #endif
        let command = command(program ?? "/bin/true", [], confinement: confinement)
        guard let result = try? ProcessRunner(timeLimit: 10).run(command) else {
            return .failure(TrialFailure(message: "\(command.executable) could not be started"))
        }
        guard result.status == 0 else {
            let said = result.stderr.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
            return .failure(TrialFailure(message: said))
        }
        return .success(())
    }
}
