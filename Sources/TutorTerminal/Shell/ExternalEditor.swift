import Foundation

/// Hands the terminal to the learner's editor (`$VISUAL`, else `$EDITOR`, else `vi`) on a copy of
/// a code answer, and reads the result back. The copy lives in a fresh folder only its owner can
/// open (mode 0700, the file 0600), under a name nobody can guess, and is removed afterwards.
struct ExternalEditor {
    enum Outcome: Equatable {
        case edited(String)
        /// The editor ran and exited with this status: nothing is submitted.
        case editorFailed(Int32)
        case couldNotRun(String)
    }

    var environment: [String: String]

    /// The command that opens the editor, as the user wrote it (it may carry arguments).
    var command: String {
        environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
    }

    /// Opens `text` in the editor as a file named `<stem>-XXXXXX.swift` (the Xs random) and
    /// returns what the learner saved.
    ///
    /// The editor runs as a ``TerminalProgram``: in our process group, which owns the terminal,
    /// so that it can read the keyboard (a program in another group that reads the terminal is
    /// stopped or gets an error: vim's "Error reading input"). The terminal's modes are put back
    /// afterwards, even when the editor crashed in raw mode, and the replies to the terminal
    /// queries it sent that arrive after it exits are dropped instead of landing in the next line.
    func edit(_ text: String, stem: String) -> Outcome {
        var template = Array(
            FileManager.default.temporaryDirectory.appendingPathComponent("statetutor-edit-XXXXXX").path.utf8CString)
        guard
            let folderPath = template.withUnsafeMutableBufferPointer({ buffer -> String? in
                guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
                return String(cString: base)
            })
        else { return .couldNotRun("cannot make a private temporary folder (\(String(cString: strerror(errno))))") }
        let folder = URL(fileURLWithPath: folderPath)
        defer { try? FileManager.default.removeItem(at: folder) }
        let suffix = ".swift"
        var fileTemplate = Array(folder.appendingPathComponent("\(stem)-XXXXXX\(suffix)").path.utf8CString)
        let (descriptor, path) = fileTemplate.withUnsafeMutableBufferPointer { buffer -> (Int32, String) in
            guard let base = buffer.baseAddress else { return (-1, "") }
            let descriptor = mkstemps(base, Int32(suffix.utf8.count))
            return (descriptor, String(cString: base))
        }
        guard descriptor >= 0 else { return .couldNotRun("cannot write a temporary file in \(folder.path)") }
        // mkstemps gives 0600 already; say so in case a libc differs.
        fchmod(descriptor, 0o600)
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { return .couldNotRun("cannot write \(path)") }
        let status: Int32
        switch run(path: path) {
        case .success(let code): status = code
        case .failure(let reason): return .couldNotRun(reason)
        }
        guard status == 0 else { return .editorFailed(status) }
        guard let edited = try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) else {
            return .couldNotRun("cannot read \(path) back")
        }
        return .edited(edited)
    }

    private enum RunResult {
        case success(Int32)
        case failure(String)
    }

    /// Runs `sh -c '<command> "$1"' statetutor PATH` on our terminal and waits for it.
    private func run(path: String) -> RunResult {
        let onTerminal = isatty(STDIN_FILENO) == 1
        var modes = termios()
        let savedModes = onTerminal && tcgetattr(STDIN_FILENO, &modes) == 0
        defer {
            if savedModes {
                _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &modes)
                dropLateTerminalReplies()
            }
        }
        let program = TerminalProgram(command: command, arguments: [path], environment: environment)
        switch program.start() {
        case .success(let pid): return .success(TerminalProgram.wait(pid))
        case .failure(let error): return .failure(String(cString: strerror(error.code.rawValue)))
        }
    }

    /// Replies to a terminal query (cursor position, device attributes) that the editor sent
    /// just before it exited arrive a moment later; they are not the learner's typing.
    private func dropLateTerminalReplies() {
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        _ = poll(&poller, 1, 60)
        _ = tcflush(STDIN_FILENO, TCIFLUSH)
    }
}
