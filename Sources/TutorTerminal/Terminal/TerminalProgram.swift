import Foundation

/// A program handed our terminal for a while, such as an editor or a pager, the way git runs
/// one: through `/bin/sh -c`, in our process group (the terminal's foreground, so that it can
/// read the keyboard), with no signal blocked and the signals we catch or ignore back at their
/// defaults.
struct TerminalProgram {
    /// The command as the user wrote it (`$EDITOR`, `$PAGER`); it may carry arguments.
    var command: String
    /// `$1`, `$2`, … of the command: arguments, never part of the command's text.
    var arguments: [String] = []
    var environment: [String: String]

    /// Starts it; `input`, when given, becomes its standard input. The process id, or the error
    /// number when it could not be started.
    func start(input: Int32? = nil) -> Result<pid_t, POSIXError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
            posix_spawn_file_actions_addclose(&actions, input)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let words =
            ["/bin/sh", "-c", command + arguments.indices.map { " \"$\($0 + 1)\"" }.joined(), "statetutor"]
            + arguments
        let argv = words.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard spawned == 0 else { return .failure(POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT)) }
        return .success(pid)
    }

    /// Waits for `pid` to end: its exit status, or 128 + the signal that killed it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return 128 }
        }
        // WIFEXITED / WEXITSTATUS, spelled out (the C macros are not imported).
        if status & 0x7f == 0 { return (status >> 8) & 0xff }
        return 128 + (status & 0x7f)
    }
}
