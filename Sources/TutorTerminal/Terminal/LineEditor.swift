import CEditLine
import Foundation

/// Interactive line input on libedit (its own interface, in unbuffered mode: one key at a time):
/// editing, history kept in a file, tab completion, and signals handled between keystrokes.
///
/// This is the only file that talks to libedit. What libedit draws from us (the prompt) and what we
/// write past it goes through ``TerminalText`` like every sink's output; completion candidates are
/// lesson, tree and command ids, which are ASCII by the id rule, and Swift names.
///
/// libedit's readline emulation is not used: it keeps `rl_line_buffer` pointing into a buffer that
/// libedit moves as a line grows, and writes through the old pointer after every key, which
/// corrupted the heap once a typed or pasted line passed a few kilobytes. Here the line is read
/// back with `el_line` each time it is needed.
package final class LineEditor {
    package enum Input: Equatable, Sendable {
        case line(String)
        /// Ctrl-C: the line being typed is dropped; `hadText` says whether there was any (then
        /// the Ctrl-C meant "clear this line", as in bash and psql).
        case interrupt(hadText: Bool)
        /// Ctrl-D on an empty line, or end of input.
        case endOfInput
        /// SIGTERM, SIGHUP or SIGQUIT.
        case terminate(signal: Int32)
    }

    /// What Tab asks to complete: the word before the cursor, the text before that word, the
    /// whole line and the cursor's place in it (a UTF-8 offset).
    package struct CompletionRequest: Equatable, Sendable {
        package var word: String
        package var before: String
        package var line: String
        package var cursor: Int

        package init(word: String, before: String, line: String, cursor: Int) {
            self.word = word
            self.before = before
            self.line = line
            self.cursor = cursor
        }
    }

    /// The ways to go on: with one, it is written out followed by `suffix`; with several, their
    /// longest common beginning is, and Tab again lists them.
    package struct Completion: Equatable, Sendable {
        package var candidates: [String]
        package var suffix: String

        package init(_ candidates: [String], suffix: String = " ") {
            self.candidates = candidates
            self.suffix = suffix
        }
    }

    package typealias Completer = (CompletionRequest) -> Completion

    /// What ends a word for completion: the shell's commands are words between spaces; in Swift
    /// a name also ends at `.`, brackets and operators (`Text("a").fo` completes `fo`), and a
    /// `$` is part of it (`$isOn`, a binding).
    package enum WordBreaks: Sendable {
        case commands, swift

        fileprivate var characters: Set<UInt8> {
            switch self {
            case .commands: Set(" \t\n\"\\'`@$><=;|&{(".utf8)
            case .swift: Set(" \t\n\"\\'`@><=;|&{}()[].,:!?+-*/%^~#".utf8)
            }
        }
    }

    /// The completer Tab calls; replaceable (the shell completes Swift while code is typed).
    package var completer: Completer

    /// What ends a word for the next ``readLine(prompt:)``.
    package var wordBreaks: WordBreaks = .commands

    /// At most this many candidates are listed; the rest are counted.
    private static let listLimit = 100

    private let historyFile: URL?
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    /// The prompt libedit draws, owned here (libedit keeps the pointer between calls).
    private var promptText: UnsafeMutablePointer<CChar>?
    /// The terminal's end-of-file character (Ctrl-D).
    private let endOfFileCharacter: UInt8
    /// Keys handled so far in this line, and the one at which Tab last completed: a Tab right
    /// after it lists the candidates, as readline's second Tab does.
    private var keyCount = 0
    private var lastCompletionAt: Int?

    package init(historyFile: URL?, historyLimit: Int = 1000, completer: @escaping Completer) {
        self.historyFile = historyFile
        self.completer = completer
        SignalWatcher.install()
        var settings = termios()
        let hasTerminal = tcgetattr(STDIN_FILENO, &settings) == 0
        let endOfFile = withUnsafeBytes(of: settings.c_cc) { $0[Int(VEOF)] }
        endOfFileCharacter = hasTerminal && endOfFile != 0 ? endOfFile : 4
        editLine = statetutor_el_init("statetutor")
        history = history_init()
        statetutor_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        // Without echo there is nothing to edit (as readline decides).
        if hasTerminal && settings.c_lflag & tcflag_t(ECHO) == 0 { statetutor_el_set_edit_mode(editLine, 0) }
        statetutor_el_set_signal(editLine, 0)
        statetutor_el_set_editor(editLine, "emacs")
        statetutor_el_set_prompt(editLine, promptOf)
        statetutor_history_set_size(history, Int32(clamping: historyLimit))
        statetutor_el_set_history(editLine, history)
        statetutor_el_add_function(editLine, "statetutor-complete", "Complete the word before the cursor", complete)
        statetutor_el_add_function(editLine, "statetutor-suspend", "Stop statetutor (Ctrl-Z)", suspend)
        for (keys, command) in Self.bindings { statetutor_el_bind(editLine, keys, command) }
        // The learner's own ~/.editrc, as readline programs read it.
        _ = el_source(editLine, nil)
        if let historyFile { _ = statetutor_history_load(history, historyFile.path) }
    }

    deinit {
        el_end(editLine)
        history_end(history)
        free(promptText)
    }

    /// Keys bound as readline binds them.
    private static let bindings: [(String, String)] = [
        ("^I", "statetutor-complete"), ("^Z", "statetutor-suspend"), ("^R", "em-inc-search-prev"),
        ("\\e[1~", "ed-move-to-beg"), ("\\e[4~", "ed-move-to-end"), ("\\e[7~", "ed-move-to-beg"),
        ("\\e[8~", "ed-move-to-end"), ("\\e[H", "ed-move-to-beg"), ("\\e[F", "ed-move-to-end"),
        ("\\e[3~", "ed-delete-next-char"), ("\\e[2~", "ed-quoted-insert"),
        ("\\e[1;5C", "em-next-word"), ("\\e[1;5D", "ed-prev-word"), ("\\e[5C", "em-next-word"),
        ("\\e[5D", "ed-prev-word"), ("\\e\\e[C", "em-next-word"), ("\\e\\e[D", "ed-prev-word"),
    ]

    /// Reads one line, handling signals that arrive while the learner types.
    ///
    /// A terminal that went away (its window closed without a SIGHUP reaching us) ends the input:
    /// poll reports a hangup, or says the terminal is readable while nothing can be read. libedit
    /// itself returns nothing on a read of 0 bytes, so without this check the loop would spin.
    /// `initialText` is already in the line, the cursor after it, for the learner to change.
    package func readLine(prompt: String, initialText: String = "") -> Input {
        free(promptText)
        promptText = strdup(TerminalText(prompt).text)
        keyCount = 0
        lastCompletionAt = nil
        // Unbuffered: the prompt is drawn now, and each `el_gets` handles one key.
        statetutor_el_set_unbuffered(editLine, 1)
        defer { statetutor_el_set_unbuffered(editLine, 0) }
        // Switching to unbuffered started an empty line: the text goes into it, and is drawn.
        let initial = TerminalText(initialText).text.filter { $0 != "\n" && $0 != "\r" }
        if !initial.isEmpty, el_insertstr(editLine, initial) == 0 {
            // libedit drew the prompt already, and draws it again: from the start of the row.
            Self.writeToTerminal(TerminalEscape.carriageReturn + TerminalEscape.escape + "[J")
            statetutor_el_refresh(editLine)
        }
        while true {
            switch SignalWatcher.wait(forReadable: STDIN_FILENO) {
            case .signals(let events):
                for event in events {
                    switch event {
                    case .resize:
                        redrawAfterResize()
                    case .interrupt:
                        let hadText = !currentLine().bytes.isEmpty
                        Self.writeToTerminal("^C\n")
                        return .interrupt(hadText: hadText)
                    case .terminate(let signal):
                        Self.writeToTerminal("\n")
                        return .terminate(signal: signal)
                    }
                }
                continue
            case .readable(let hungUp):
                if hungUp || !Self.hasPendingInput() {
                    Self.writeToTerminal("\n")
                    return .endOfInput
                }
            }
            keyCount += 1
            var count: Int32 = 0
            guard let buffer = el_gets(editLine, &count), count > 0 else { continue }
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: Int(count))
            guard let last = bytes.last else { continue }
            if last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
                return .line(String(decoding: bytes.dropLast(), as: UTF8.self))
            }
            if bytes.count == 1 && last == endOfFileCharacter {
                Self.writeToTerminal("\n")
                return .endOfInput
            }
        }
    }

    /// After the terminal changed size: libedit keeps its idea of where the cursor is across a
    /// resize even when that place is off the new, smaller screen, and the next key then writes
    /// past its screen buffers. So the line is drawn again from the start of the cursor's row,
    /// with libedit's cursor forgotten.
    private func redrawAfterResize() {
        Self.writeToTerminal(TerminalEscape.carriageReturn + TerminalEscape.escape + "[J")
        el_resize(editLine)
        statetutor_el_refresh(editLine)
    }

    /// The line being edited and the cursor's place in it (a UTF-8 offset), as libedit has them
    /// now (`el_line`'s buffer moves as the line grows: it is copied at once).
    fileprivate func currentLine() -> (bytes: [UInt8], cursor: Int) {
        guard let info = el_line(editLine), let start = info.pointee.buffer else { return ([], 0) }
        let end = max(0, info.pointee.lastchar - start)
        let cursor = min(max(0, info.pointee.cursor - start), end)
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(start), count: end)
        return (Array(bytes), cursor)
    }

    /// Tab: completes the word before the cursor as far as the candidates agree; a second Tab in
    /// a row lists them when there are several.
    fileprivate func completeWord() -> UInt8 {
        let isSecondTab = lastCompletionAt == keyCount - 1
        lastCompletionAt = keyCount
        let (bytes, cursor) = currentLine()
        let breaks = wordBreaks.characters
        var start = cursor
        while start > 0 && !breaks.contains(bytes[start - 1]) { start -= 1 }
        let word = String(decoding: bytes[start..<cursor], as: UTF8.self)
        let request = CompletionRequest(
            word: word, before: String(decoding: bytes[..<start], as: UTF8.self),
            line: String(decoding: bytes, as: UTF8.self), cursor: cursor)
        let completion = completer(request)
        let candidates = completion.candidates
        guard let first = candidates.first else { return UInt8(CC_ERROR) }
        var prefix = first
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        // A single match is completed with its suffix (a space after a command, ready for the
        // argument; `(` after a Swift function).
        let replacement = candidates.count == 1 ? prefix + completion.suffix : prefix
        if replacement != word {
            el_deletestr(editLine, Int32(word.unicodeScalars.count))
            _ = el_insertstr(editLine, replacement)
            return UInt8(CC_REFRESH)
        }
        guard isSecondTab && candidates.count > 1 else { return UInt8(CC_REFRESH_BEEP) }
        Self.writeToTerminal("\n" + Self.columns(candidates.sorted()))
        return UInt8(CC_REDISPLAY)
    }

    /// Candidates in columns, down then across (as `ls`), each line ended.
    private static func columns(_ candidates: [String]) -> String {
        let shown = Array(candidates.prefix(listLimit))
        let width = TerminalSize.width(option: nil, environment: [:])
        let cell = (shown.map(\.count).max() ?? 0) + 2
        let perLine = max(1, width / cell)
        let lines = (shown.count + perLine - 1) / perLine
        var text = ""
        for line in 0..<lines {
            var row = ""
            for column in 0..<perLine {
                let index = line + column * lines
                guard index < shown.count else { break }
                let name = shown[index]
                row +=
                    column == perLine - 1 || line + (column + 1) * lines >= shown.count
                    ? name : name + String(repeating: " ", count: cell - name.count)
            }
            text += row + "\n"
        }
        if candidates.count > shown.count { text += "(and \(candidates.count - shown.count) more)\n" }
        return text
    }

    /// Whether bytes are waiting on the terminal. False on a terminal that hung up (the ioctl
    /// fails with EIO) and at an end of file.
    private static func hasPendingInput() -> Bool {
        var count: Int32 = 0
        return ioctl(STDIN_FILENO, UInt(FIONREAD), &count) == 0 && count > 0
    }

    /// Writes to the terminal, ignoring failures: once it is gone (EIO) or closed (EPIPE), there
    /// is nobody left to tell.
    private static func writeToTerminal(_ text: String) {
        var bytes = Array(TerminalText(text).text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Adds a line to the history (and to the history file, capped at `historyLimit` lines).
    package func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        statetutor_history_enter(history, line)
    }

    /// Writes the history file; creates its folder if needed.
    package func saveHistory() {
        guard let historyFile else { return }
        try? FileManager.default.createDirectory(
            at: historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = statetutor_history_save(history, historyFile.path)
    }

    /// The editor a libedit callback was called for.
    fileprivate static func of(_ editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = statetutor_el_client_data(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    fileprivate var prompt: UnsafeMutablePointer<CChar>? { promptText }
}

/// libedit's prompt function: the prompt of the line being read.
private func promptOf(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    LineEditor.of(editLine)?.prompt
}

/// libedit's Tab.
private func complete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    LineEditor.of(editLine)?.completeWord() ?? UInt8(CC_ERROR)
}

/// Ctrl-Z: stops statetutor as the terminal would (libedit turns the terminal's own Ctrl-Z off
/// while a line is edited).
private func suspend(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    kill(0, SIGTSTP)
    return UInt8(CC_NORM)
}
