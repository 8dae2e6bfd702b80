import Foundation
import TutorCore

/// Runs a program with a time limit and an output cap, in its own process group so that a
/// runaway child and everything it started can be stopped together.
package struct ProcessRunner: Sendable {
    package var timeLimit: TimeInterval
    package var outputLimit: Int

    package init(timeLimit: TimeInterval = 10, outputLimit: Int = 1_048_576) {
        self.timeLimit = timeLimit
        self.outputLimit = outputLimit
    }

    package func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, input: String? = nil
    ) throws -> ProgramExecution {
        var stdoutPipe: [Int32] = [-1, -1]
        var stderrPipe: [Int32] = [-1, -1]
        var stdinPipe: [Int32] = [-1, -1]
        guard pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0, pipe(&stdinPipe) == 0 else { throw POSIXError(.EMFILE) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        for fd in stdinPipe + stdoutPipe + stderrPipe {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signo in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signo) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        close(stdinPipe[0])
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard spawned == 0 else {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            close(stderrPipe[0])
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT)
        }
        if let input {
            let bytes = Array(input.utf8)
            _ = bytes.withUnsafeBytes { write(stdinPipe[1], $0.baseAddress, $0.count) }
        }
        close(stdinPipe[1])

        var out: [UInt8] = []
        var err: [UInt8] = []
        var truncated = false
        var timedOut = false
        var open = [stdoutPipe[0], stderrPipe[0]]
        let deadline = Date().addingTimeInterval(timeLimit)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 {
                timedOut = true
                break
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, 1) * 1000))
            if ready < 0 && errno != EINTR { break }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                    continue
                }
                if entry.fd == stdoutPipe[0] {
                    out += buffer[0..<count]
                } else {
                    err += buffer[0..<count]
                }
                if out.count + err.count > outputLimit {
                    truncated = true
                }
            }
            if truncated { break }
        }
        if timedOut || truncated {
            kill(-pid, SIGKILL)
        }
        for fd in open { close(fd) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProgramExecution(
            status: exitStatus, stdout: String(decoding: out.prefix(outputLimit), as: UTF8.self),
            stderr: String(decoding: err.prefix(outputLimit), as: UTF8.self), timedOut: timedOut, truncated: truncated)
    }
}
