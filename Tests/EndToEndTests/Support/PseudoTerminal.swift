import Foundation

/// Runs `statetutor` on a pseudo-terminal (openpty), as a session leader whose controlling
/// terminal is the pty, so that Ctrl-C and Ctrl-D behave as they do for a person at a keyboard.
final class PseudoTerminal {
    private var master: Int32
    private var pid: pid_t = 0
    private(set) var transcript = ""

    /// - Parameter stderrFile: where the child's stderr goes; the terminal when nil.
    init(
        arguments: [String], environment: [String: String], columns: UInt16 = 100,
        executable: String = StatetutorProcess.executable.path, stderrFile: String? = nil
    ) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 256)
        guard openpty(&master, &slave, &name, nil, &size) == 0 else { throw POSIXError(.EIO) }
        self.master = master
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        close(slave)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid, the pty becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        if let stderrFile {
            posix_spawn_file_actions_addopen(&actions, 2, stderrFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF: a new session, and
        // signals neither blocked nor ignored whatever the test runner's threads do.
        posix_spawnattr_setflags(&attributes, Int16(0x80 | 0x08 | 0x04))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        // The tests' seed of the order of choices, unless the test names one.
        let seeded = ["STATETUTOR_LEARNER_ID": StatetutorProcess.learnerSeed].merging(environment) { $1 }
        let envp = seeded.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    }

    deinit {
        if master >= 0 { close(master) }
        if pid > 0 { kill(pid, SIGKILL) }
    }

    /// The child's process id (0 once it has been reaped).
    var processID: pid_t { pid }

    func terminate() {
        signal(SIGTERM)
    }

    func signal(_ signo: Int32) {
        if pid > 0 { kill(pid, signo) }
    }

    /// Closes the terminal, as closing its window does: the kernel hangs up the child's side
    /// (SIGHUP to the session leader, reads return 0, writes fail with EIO).
    func hangUp() {
        guard master >= 0 else { return }
        close(master)
        master = -1
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Types `text` a piece at a time, reading what the terminal echoes in between: a long line
    /// sent at once would fill the terminal's buffers both ways and stop both sides.
    func type(_ text: String, pieceSize: Int = 256) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count, master >= 0 {
            let end = min(offset + pieceSize, bytes.count)
            let written = bytes[offset..<end].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
            read(until: "\u{0}", timeout: 0.01)
        }
    }

    /// Changes the window's size, as dragging its edge does: the shell gets a SIGWINCH.
    func resize(rows: UInt16, columns: UInt16) {
        guard master >= 0 else { return }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Reads output until `marker` appears after `since` (an offset into the transcript) or the
    /// timeout passes. Returns the new output.
    @discardableResult
    func read(until marker: String, timeout: TimeInterval = 30) -> String {
        let start = transcript.endIndex
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, master >= 0 {
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 1, 100) > 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = Foundation.read(master, &buffer, buffer.count)
                if count <= 0 { break }
                transcript += String(decoding: buffer[0..<count], as: UTF8.self)
            }
            if transcript[start...].contains(marker) { break }
        }
        return String(transcript[start...])
    }

    /// Waits for the child to exit and returns its status, or nil on timeout.
    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            if master >= 0 {
                _ = read(until: "\u{0}", timeout: 0.1)
            } else {
                usleep(20_000)
            }
            if waitpid(pid, &status, WNOHANG) == pid {
                pid = 0
                return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
            }
        }
        return nil
    }
}

extension PseudoTerminal {
    /// The shell on the fixture course (`ShellTranscriptTests.course`) at its code question: 13
    /// skips from the start of the `counter` lesson reach it.
    static func atFixtureCodeQuestion(environment: [String: String], arguments: [String] = []) throws
        -> PseudoTerminal
    {
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", ShellTranscriptTests.course.path] + arguments, environment: environment)
        terminal.read(until: "statetutor> ")
        terminal.send("start counter\r")
        terminal.read(until: "counter 1/4")
        for _ in 0..<13 {
            terminal.send("skip\r")
            terminal.read(until: "> ")
        }
        terminal.read(until: "counter answer> ", timeout: 5)
        return terminal
    }
}
