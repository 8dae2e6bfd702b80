import Foundation
import TutorCore

/// Runs a program with a time limit and an output cap, and makes sure that when it ends, is
/// stopped or is cancelled, nothing it started keeps running.
///
/// The time limit applies to the process, not to its output: the runner waits for the process
/// itself, so a program that closes its output and sleeps is still stopped at the limit. A
/// sandboxed program (`Sandbox`) is the first process of its own PID namespace: killing it ends
/// the namespace, and the runner returns only after bubblewrap has seen the namespace empty.
/// Without a sandbox the program runs in its own process group, which is killed when the
/// program ends (children that call `setsid` leave the group; only the sandbox stops those).
///
/// `run` blocks its thread until the program and everything it started are gone; that matters,
/// because bubblewrap's `--die-with-parent` watches the thread that started it.
package struct ProcessRunner: Sendable {
    package var timeLimit: TimeInterval
    package var outputLimit: Int
    package var cancellation: ProcessCancellation?

    /// Thrown when `cancellation` stopped the run.
    package struct Cancelled: CheckCancellation, Equatable {
        package init() {}
    }

    package init(timeLimit: TimeInterval = 10, outputLimit: Int = 1_048_576, cancellation: ProcessCancellation? = nil) {
        self.timeLimit = timeLimit
        self.outputLimit = outputLimit
        self.cancellation = cancellation
    }

    /// Runs `executable` unconfined, with `environment` (nil: this process's).
    package func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, input: String? = nil
    ) throws -> ProgramExecution {
        let command = Sandbox.Command(
            executable: executable, arguments: arguments,
            environment: environment ?? ProcessInfo.processInfo.environment)
        return try run(command, input: input)
    }

    /// Why the runner stopped the program before it ended by itself.
    private enum Stop {
        case timedOut, truncated, cancelled
    }

    /// Runs `command` (usually made by `Sandbox.command`), feeding it `input`.
    package func run(_ command: Sandbox.Command, input: String? = nil) throws -> ProgramExecution {
        let child = try Self.spawn(command)
        var pending = ArraySlice(Array((input ?? "").utf8))
        var inputDescriptor = child.input
        if pending.isEmpty {
            close(inputDescriptor)
            inputDescriptor = -1
        } else {
            _ = fcntl(inputDescriptor, F_SETFL, fcntl(inputDescriptor, F_GETFL) | O_NONBLOCK)
        }
        var output = Output()
        var open = [child.output, child.errors] + (child.info >= 0 ? [child.info] : [])
        var stop: Stop?
        var exited = false
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = start + UInt64(max(0, min(timeLimit, 1_000_000)) * 1_000_000_000)
        var idle: Int32 = 1
        var buffer = [UInt8](repeating: 0, count: 65_536)

        waiting: while true {
            exited = Self.hasExited(child.pid)
            if exited { break }
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= deadline {
                stop = .timedOut
                break
            }
            if cancellation?.isCancelled?() == true {
                stop = .cancelled
                break
            }
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if inputDescriptor >= 0 {
                descriptors.append(pollfd(fd: inputDescriptor, events: Int16(POLLOUT), revents: 0))
            }
            if let cancel = cancellation?.descriptor {
                descriptors.append(pollfd(fd: cancel, events: Int16(POLLIN), revents: 0))
            }
            // Output wakes the poll; the process's end does not, so it is looked for again at
            // least every 50 ms (after 1, 2, 4 … ms once its output is closed).
            let remaining = Int32(clamping: (deadline - now) / 1_000_000 + 1)
            let outputOpen = open.contains(child.output) || open.contains(child.errors)
            let ready = poll(&descriptors, nfds_t(descriptors.count), min(remaining, outputOpen ? 50 : idle))
            if ready <= 0 {
                idle = min(idle * 2, 50)
                continue
            }
            idle = 1
            for entry in descriptors where entry.revents != 0 {
                if entry.fd == cancellation?.descriptor {
                    stop = .cancelled
                    break waiting
                }
                if entry.fd == inputDescriptor {
                    if !Self.write(&pending, to: inputDescriptor) {
                        close(inputDescriptor)
                        inputDescriptor = -1
                    }
                    continue
                }
                let count = read(entry.fd, &buffer, buffer.count)
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if count <= 0 {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                    continue
                }
                output.append(buffer[0..<count], from: entry.fd, of: child)
                if output.printed > outputLimit {
                    stop = .truncated
                    break waiting
                }
            }
        }

        if !exited {
            // bubblewrap's report may have arrived since the last poll.
            var report = open.filter { $0 == child.info }
            Self.drain(&report, into: &output, of: child, limit: Int.max, buffer: &buffer)
            open.removeAll { $0 == child.info && !report.contains($0) }
            Self.end(child, sandboxProcess: output.sandboxProcess)
        }
        // Whatever is left of the program's process group (without a sandbox, its children),
        // killed before the program is reaped, so that the group's id cannot have been reused.
        kill(-child.pid, SIGKILL)
        if stop != .truncated {
            Self.drain(&open, into: &output, of: child, limit: outputLimit, buffer: &buffer)
        }
        for descriptor in open { close(descriptor) }
        if inputDescriptor >= 0 { close(inputDescriptor) }
        // Exit status 255 unless waitpid says otherwise (it cannot fail for our own child, unless
        // other code in this process reaped it).
        var status: Int32 = 255 << 8
        while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
        if child.lifeline >= 0 { close(child.lifeline) }
        if stop == .cancelled { throw Cancelled() }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        // A program stopped by its CPU limit (SIGXCPU) also ran past its time.
        let timedOut = stop == .timedOut || exitStatus == 128 + SIGXCPU
        return ProgramExecution(
            status: exitStatus, stdout: String(decoding: output.stdout.prefix(outputLimit), as: UTF8.self),
            stderr: String(decoding: output.stderr.prefix(outputLimit), as: UTF8.self), timedOut: timedOut,
            truncated: stop == .truncated)
    }

    /// What has been read from the program.
    private struct Output {
        var stdout: [UInt8] = []
        var stderr: [UInt8] = []
        var info: [UInt8] = []

        var printed: Int { stdout.count + stderr.count }

        mutating func append(_ bytes: ArraySlice<UInt8>, from descriptor: Int32, of child: Child) {
            if descriptor == child.output {
                stdout += bytes
            } else if descriptor == child.errors {
                stderr += bytes
            } else if info.count < 4096 {
                info += bytes
            }
        }

        /// The sandbox's first process, from bubblewrap's `{"child-pid": N, …}`.
        var sandboxProcess: pid_t? {
            let text = String(decoding: info, as: UTF8.self)
            guard let key = text.range(of: "\"child-pid\"") else { return nil }
            let digits = text[key.upperBound...].drop { $0 == ":" || $0 == " " }.prefix { $0.isASCII && $0.isNumber }
            return pid_t(digits).flatMap { $0 > 1 ? $0 : nil }
        }
    }

    /// Kills a program that has not ended. A sandbox is ended through its first process, and
    /// bubblewrap (the runner's child) exits only once the kernel has killed everything in the
    /// namespace; waiting for that (at most 2 s) means nothing from the run is left afterwards.
    static func end(_ child: Child, sandboxProcess: pid_t?) {
        guard let sandboxProcess else { return }
        kill(sandboxProcess, SIGKILL)
        let until = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
        while !hasExited(child.pid) && DispatchTime.now().uptimeNanoseconds < until {
            usleep(1000)
        }
    }

    /// Reads what the program wrote before it ended, without waiting for more: a process
    /// outside the sandbox that kept the pipe open must not hold the runner.
    private static func drain(
        _ open: inout [Int32], into output: inout Output, of child: Child, limit: Int, buffer: inout [UInt8]
    ) {
        while !open.isEmpty && output.printed <= limit {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&descriptors, nfds_t(descriptors.count), 0) > 0 else { return }
            for entry in descriptors where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                } else {
                    output.append(buffer[0..<count], from: entry.fd, of: child)
                }
            }
        }
    }

    /// Writes as much of `pending` as the pipe takes now; false when done or the reader is gone.
    private static func write(_ pending: inout ArraySlice<UInt8>, to descriptor: Int32) -> Bool {
        let written = pending.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 { return errno == EAGAIN || errno == EINTR }
        pending = pending.dropFirst(written)
        return !pending.isEmpty
    }

    /// True once the process has ended; it is not reaped (`WNOWAIT`), so its process id and
    /// group id stay reserved until `waitpid`.
    static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0 {
            if errno != EINTR { return true }
        }
        return info.si_signo == SIGCHLD
    }

    // MARK: Starting

    /// The started process and the runner's ends of its pipes.
    struct Child {
        var pid: pid_t
        var input: Int32
        var output: Int32
        var errors: Int32
        /// bubblewrap's report (`--info-fd 3`), or -1.
        var info: Int32
        /// The write end of the sandbox's lifeline, or -1; closed once the sandbox has ended.
        var lifeline: Int32
    }

    /// Pipe creation and spawning are serialised, so that a program never inherits another
    /// run's pipes (which would let it write into another check's output).
    private static let spawnLock = NSLock()

    static func spawn(_ command: Sandbox.Command) throws -> Child {
        spawnLock.lock()
        defer { spawnLock.unlock() }
        var created: [Int32] = []
        func makePipe() throws -> (read: Int32, write: Int32) {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
            // Above the standard descriptors (which may be closed), and close-on-exec, so
            // that no process started by other code inherits them.
            let moved = ends.map { end -> Int32 in
                let high = fcntl(end, F_DUPFD_CLOEXEC, 10)
                close(end)
                return high
            }
            created += moved.filter { $0 >= 0 }
            guard moved[0] >= 0, moved[1] >= 0 else { throw POSIXError(.EMFILE) }
            return (moved[0], moved[1])
        }
        do {
            let input = try makePipe()
            let output = try makePipe()
            let errors = try makePipe()
            let info = command.reportsSandboxProcess ? try makePipe() : nil
            // The sandbox's lifeline: its read end is the sandbox's descriptor 4; the write end
            // stays here (close-on-exec), so it closes when this process ends, however it ends.
            let lifeline = command.reportsSandboxProcess ? try makePipe() : nil
            // Each input is written whole now and its pipe closed, so the command reads it to its end.
            var inputs: [(descriptor: Int32, read: Int32)] = []
            for (descriptor, bytes) in command.inputs.sorted(by: { $0.key < $1.key }) {
                let ends = try makePipe()
                let written = bytes.withUnsafeBytes { Foundation.write(ends.write, $0.baseAddress, $0.count) }
                close(ends.write)
                created.removeAll { $0 == ends.write }
                guard written == bytes.count else { throw POSIXError(.EPIPE) }
                inputs.append((descriptor, ends.read))
            }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, input.read, 0)
            posix_spawn_file_actions_adddup2(&actions, output.write, 1)
            posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
            if let info { posix_spawn_file_actions_adddup2(&actions, info.write, 3) }
            if let lifeline { posix_spawn_file_actions_adddup2(&actions, lifeline.read, 4) }
            for extra in inputs { posix_spawn_file_actions_adddup2(&actions, extra.read, extra.descriptor) }
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
            #if canImport(Darwin)
                // Every descriptor not named in the file actions is closed.
                flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
            #else
                // Every other descriptor of this process (the terminal's self-pipe, a lock file,
                // descriptors it inherited) is closed in the child.
                let highest = max(info == nil ? 2 : 4, inputs.map(\.descriptor).max() ?? 0)
                for descriptor in openDescriptors() where descriptor > highest {
                    posix_spawn_file_actions_addclose(&actions, descriptor)
                }
            #endif
            posix_spawnattr_setflags(&attributes, Int16(flags))
            posix_spawnattr_setpgroup(&attributes, 0)
            var noSignals = sigset_t()
            sigemptyset(&noSignals)
            posix_spawnattr_setsigmask(&attributes, &noSignals)
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGXFSZ, SIGXCPU] { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)

            let argv = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
            let envp = command.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                argv.forEach { free($0) }
                envp.forEach { free($0) }
            }
            var pid: pid_t = 0
            let spawned = posix_spawnp(&pid, command.executable, &actions, &attributes, argv, envp)
            for end in [input.read, output.write, errors.write] + (info.map { [$0.write] } ?? [])
                + (lifeline.map { [$0.read] } ?? []) + inputs.map(\.read)
            {
                close(end)
                created.removeAll { $0 == end }
            }
            guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT) }
            return Child(
                pid: pid, input: input.write, output: output.read, errors: errors.read, info: info?.read ?? -1,
                lifeline: lifeline?.write ?? -1)
        } catch {
            for descriptor in created { close(descriptor) }
            throw error
        }
    }

    /// The descriptors open in this process (Linux: `/proc/self/fd`; else the first 1024).
    private static func openDescriptors() -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else {
            return Array(3..<1024)
        }
        return names.compactMap { Int32($0) }.sorted()
    }
}
