import Foundation

/// Shows text taller than the screen a screen at a time, as git and psql do: through `$PAGER`
/// (by default `less`, with `LESS=FRXKE` when `LESS` is not set, and always `LESSSECURE=1`, so
/// that keys typed into it never write a file), or, when no pager program is
/// found, with a "more" prompt of its own between screens.
///
/// Only on a terminal: the caller makes no pager at all for a pipe, `--no-pager`, `TERM=dumb`,
/// and an empty `PAGER` or `PAGER=cat` print straight through. The pager runs in this process's
/// group, in the foreground, with the terminal in its normal mode (the line editor is not reading
/// while output is printed); a Ctrl-C typed into it reaches this process too, and is forgotten
/// once the pager is done, so it neither stops the shell nor cancels anything.
package struct Pager: Sendable {
    /// The pager program when `PAGER` is not set.
    static let defaultCommand = "less"
    /// What `LESS` is set to when it is not set: quit when the text fits (F), keep colours (R),
    /// leave the text on the screen afterwards (X), let Ctrl-C leave it (K), and leave it at the
    /// end of the text (E), so that Enter or Space at the end goes back to the prompt.
    static let defaultLessOptions = "FRXKE"
    /// The prompt between screens when there is no pager program.
    static let morePrompt = "-- more (Enter: next screen, q: skip the rest) --"

    package var environment: [String: String]
    /// Whether keys can be read from standard input (the "more" prompt needs them; `less` reads
    /// the terminal itself).
    package var readsKeys: Bool
    /// The screen's height in lines, asked each time (the window may have been resized).
    package var rows: @Sendable () -> Int

    package init(environment: [String: String], readsKeys: Bool, rows: @escaping @Sendable () -> Int) {
        self.environment = environment
        self.readsKeys = readsKeys
        self.rows = rows
    }

    /// The pager for a command's output, or nil when output should not be paged: standard output
    /// is not a terminal, `--no-pager` was given, `TERM=dumb`, or `PAGER` is empty or `cat`.
    package static func forOutput(context: ProcessContext, arguments: ParsedArguments) -> Pager? {
        guard context.stdoutIsTerminal, !arguments.flag("no-pager"), context.environment["TERM"] != "dumb" else {
            return nil
        }
        if let command = context.environment["PAGER"]?.trimmingCharacters(in: .whitespaces),
            command.isEmpty || command == "cat"
        {
            return nil
        }
        let environment = context.environment
        return Pager(
            environment: environment, readsKeys: context.stdinIsTerminal,
            rows: { TerminalSize.rows(environment: environment) })
    }

    /// Shows `text` through the pager when it is taller than the screen, and says whether it did;
    /// when it did not, the caller prints the text as usual.
    package func page(_ text: String, to sink: any TextSink) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A screen holds rows - 1 lines of text and the prompt that follows them.
        let screen = max(1, rows() - 1)
        guard lines.count - (text.hasSuffix("\n") ? 1 : 0) > screen else { return false }
        if let program = pagerProgram() {
            if runProgram(program, text: text) { return true }
        }
        guard readsKeys else { return false }
        pageWithPrompt(lines.map(String.init), screen: screen, to: sink)
        return true
    }

    /// The pager command to run through `/bin/sh`, or nil when its program cannot be found.
    func pagerProgram() -> String? {
        let command = environment["PAGER"] ?? Self.defaultCommand
        guard let program = command.split(separator: " ").first.map(String.init), !program.isEmpty else {
            return nil
        }
        if program.contains("/") { return access(program, X_OK) == 0 ? command : nil }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where access("\(folder)/\(program)", X_OK) == 0 {
            return command
        }
        return nil
    }

    /// Runs `command` with the text on its standard input and the terminal as its output, and
    /// waits for it; false when it could not be started.
    private func runProgram(_ command: String, text: String) -> Bool {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return false }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        var childEnvironment = environment
        if childEnvironment["LESS"] == nil { childEnvironment["LESS"] = Self.defaultLessOptions }
        if childEnvironment["LV"] == nil { childEnvironment["LV"] = "-c" }
        // Commands typed into less by mistake (`s` saves to a file, `!` runs a shell) are off.
        childEnvironment["LESSSECURE"] = "1"
        let started = TerminalProgram(command: command, environment: childEnvironment).start(input: readEnd)
        close(readEnd)
        guard case .success(let pid) = started else {
            close(writeEnd)
            return false
        }
        // The sanitiser, as for every sink; a pager that quits early closes the pipe (EPIPE).
        var bytes = Array(TerminalText(text).text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            bytes = bytes.dropFirst(written)
        }
        close(writeEnd)
        _ = TerminalProgram.wait(pid)
        // A Ctrl-C typed into the pager reached us too; it was not for the shell. Nor are the
        // keys typed for the pager that it left unread (a `q` after it had quit at the end).
        SignalWatcher.discardInterrupts()
        if isatty(STDIN_FILENO) == 1 { _ = tcflush(STDIN_FILENO, TCIFLUSH) }
        return true
    }

    /// A screen at a time with a prompt between: Enter shows the next, `q` (or Ctrl-C, or the end
    /// of input) skips the rest.
    private func pageWithPrompt(_ lines: [String], screen: Int, to sink: any TextSink) {
        var start = 0
        while start < lines.count {
            let end = min(lines.count, start + screen)
            sink.write(lines[start..<end].joined(separator: "\n") + (end < lines.count ? "\n" : ""))
            start = end
            guard start < lines.count else { break }
            sink.write(Self.morePrompt)
            let answer = readAnswer(echoingTo: sink)
            // The learner's Enter ended the prompt's line: take the prompt away.
            sink.write(TerminalEscape.escape + "[1A" + TerminalEscape.carriageReturn + TerminalEscape.escape + "[2K")
            guard let answer, !answer.lowercased().hasPrefix("q") else {
                sink.write("(The rest is skipped: 'start' shows the page again.)\n")
                return
            }
        }
    }

    /// One line typed at the prompt, or nil for Ctrl-C, another signal or the end of input.
    private func readAnswer(echoingTo sink: any TextSink) -> String? {
        var line: [UInt8] = []
        while true {
            switch SignalWatcher.wait(forReadable: STDIN_FILENO) {
            case .signals(let events):
                if events.contains(where: { $0 != .resize }) {
                    SignalWatcher.discardInterrupts()
                    // A Ctrl-C moves to no new line: move there, so the prompt is removed cleanly.
                    sink.write("\n")
                    return nil
                }
            case .readable:
                var byte: UInt8 = 0
                let count = read(STDIN_FILENO, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    sink.write("\n")
                    return nil
                }
                if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
                line.append(byte)
            }
        }
    }
}
