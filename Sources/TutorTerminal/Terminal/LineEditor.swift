import CEditLine
import Foundation

/// Interactive line input on libedit (its readline-compatible callback API): editing, history
/// kept in a file, tab completion, and signals handled between keystrokes.
///
/// This is the only file that talks to libedit. What libedit draws from us (the prompt) and what we
/// write past it goes through ``TerminalText`` like every sink's output; completion candidates are
/// lesson, tree and command ids, which are ASCII by the id rule.
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
    /// longest common beginning is, and Tab again lists them (libedit's list).
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

        fileprivate var characters: String {
            switch self {
            case .commands: " \t\n\"\\'`@$><=;|&{("
            case .swift: " \t\n\"\\'`@><=;|&{}()[].,:!?+-*/%^~#"
            }
        }
    }

    /// The completer Tab calls; replaceable (the shell completes Swift while code is typed).
    package var completer: Completer {
        get { LineEditorState.completer }
        set { LineEditorState.completer = newValue }
    }

    /// What ends a word for the next ``readLine(prompt:)``.
    package var wordBreaks: WordBreaks = .commands

    private let historyFile: URL?
    private let historyLimit: Int

    package init(historyFile: URL?, historyLimit: Int = 1000, completer: @escaping Completer) {
        self.historyFile = historyFile
        self.historyLimit = historyLimit
        LineEditorState.completer = completer
        SignalWatcher.install()
        statetutor_rl_set_name("statetutor")
        statetutor_rl_set_catch_signals(0)
        statetutor_rl_set_streams()
        statetutor_rl_set_completion(completeWord)
        using_history()
        stifle_history(Int32(historyLimit))
        if let historyFile {
            _ = read_history(historyFile.path)
        }
    }

    /// Reads one line, handling signals that arrive while the learner types.
    ///
    /// A terminal that went away (its window closed without a SIGHUP reaching us) ends the input:
    /// poll reports a hangup, or says the terminal is readable while nothing can be read. libedit
    /// itself returns nothing on a read of 0 bytes, so without this check the loop would spin.
    package func readLine(prompt: String) -> Input {
        LineEditorState.result = nil
        LineEditorState.setWordBreaks(wordBreaks)
        rl_callback_handler_install(TerminalText(prompt).text, lineReceived)
        // libedit updates rl_end as keys are typed, but leaves the last line's length in it.
        statetutor_rl_reset_end()
        defer { rl_callback_handler_remove() }
        while true {
            switch SignalWatcher.wait(forReadable: STDIN_FILENO) {
            case .signals(let events):
                for event in events {
                    switch event {
                    case .resize:
                        rl_resize_terminal()
                    case .interrupt:
                        let hadText = statetutor_rl_end() > 0
                        rl_free_line_state()
                        rl_cleanup_after_signal()
                        Self.writeToTerminal("^C\n")
                        return .interrupt(hadText: hadText)
                    case .terminate(let signal):
                        rl_cleanup_after_signal()
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
            rl_callback_read_char()
            if let result = LineEditorState.result {
                LineEditorState.result = nil
                guard let line = result else {
                    Self.writeToTerminal("\n")
                    return .endOfInput
                }
                return .line(line)
            }
        }
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
        add_history(line)
    }

    /// Writes the history file; creates its folder if needed.
    package func saveHistory() {
        guard let historyFile else { return }
        try? FileManager.default.createDirectory(
            at: historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = write_history(historyFile.path)
    }
}

/// What the C callbacks hand back to Swift. libedit calls them on this thread only, during
/// `rl_callback_read_char`.
private enum LineEditorState {
    nonisolated(unsafe) static var result: String??
    nonisolated(unsafe) static var completer: LineEditor.Completer = { _ in LineEditor.Completion([]) }
    /// The word-break strings handed to libedit, kept alive for as long as it may read them.
    nonisolated(unsafe) static var wordBreakStrings: [String: UnsafeMutablePointer<CChar>] = [:]

    static func setWordBreaks(_ breaks: LineEditor.WordBreaks) {
        let characters = breaks.characters
        let pointer = wordBreakStrings[characters] ?? strdup(characters)
        wordBreakStrings[characters] = pointer
        statetutor_rl_set_word_break_characters(pointer)
    }
}

private func lineReceived(_ line: UnsafeMutablePointer<CChar>?) {
    guard let line else {
        LineEditorState.result = .some(nil)
        return
    }
    LineEditorState.result = .some(String(cString: line))
    free(line)
}

/// readline's completion protocol: a malloc'd, NULL-terminated array whose first entry replaces
/// the word (the longest common prefix), followed by the candidates.
private func completeWord(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
{
    statetutor_rl_set_completion_over(1)
    let word = text.map { String(cString: $0) } ?? ""
    let line = statetutor_rl_line_buffer().map { String(cString: $0) } ?? ""
    let request = LineEditor.CompletionRequest(
        word: word, before: String(decoding: line.utf8.prefix(Int(start)), as: UTF8.self), line: line,
        cursor: Int(statetutor_rl_point()))
    let completion = LineEditorState.completer(request)
    let candidates = completion.candidates
    guard !candidates.isEmpty else { return nil }
    statetutor_rl_set_completion_append(0)
    var prefix = candidates[0]
    for candidate in candidates.dropFirst() {
        while !candidate.hasPrefix(prefix) { prefix.removeLast() }
    }
    // A single match is completed with its suffix (a space after a command, ready for the
    // argument; `(` after a Swift function).
    let entries = candidates.count == 1 ? [prefix + completion.suffix] : [prefix] + candidates
    guard
        let array = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1))?
            .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    else { return nil }
    for (index, entry) in entries.enumerated() {
        array[index] = strdup(entry)
    }
    array[entries.count] = nil
    return array
}
