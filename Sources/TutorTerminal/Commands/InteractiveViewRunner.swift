import Foundation
import TutorCompiler
import TutorCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive `statetutor run`: the program's screen drawn on the terminal and redrawn as
/// it changes (tasks and timers go on while no key is pressed), focus moved with Tab and the
/// arrow keys (a `@FocusState` follows it, and moves it), Enter or Space to activate (Return in a
/// text field submits it), typing into a focused text field with ← and → moving the cursor, `d`
/// or Delete to swipe a row away, Ctrl-R to relaunch, and a status line with body counts and the
/// last events. `q` (Ctrl-C or Ctrl-D in a text field) quits; a resize redraws.
final class InteractiveViewRunner {
    let session: ProcessSession
    let context: ProcessContext
    let painter: Painter
    let title: String
    /// The program's CPU limit, for the message when it stops the program.
    let cpuLimitMessage: String
    /// A line shown after a crash (the lesson's note on it), if there is one.
    let crashNote: String?
    private var started = false

    /// How long the program may take to answer one step (its screen after a key).
    static let answerTimeLimit: TimeInterval = 10

    /// How often the screen asks the program whether it changed while no key is pressed.
    static let refreshInterval: TimeInterval = 0.1

    init(
        session: ProcessSession, context: ProcessContext, painter: Painter, title: String, cpuLimitMessage: String,
        crashNote: String? = nil
    ) {
        self.session = session
        self.context = context
        self.painter = painter
        self.title = title
        self.cpuLimitMessage = cpuLimitMessage
        self.crashNote = crashNote
    }

    /// Builds `files` for the runtime and runs them on the terminal until the learner quits:
    /// compile errors are printed (nil program: status 1), `title` heads the screen, and
    /// `crashNote` follows the message of a crash.
    static func run(
        _ files: [LearnerFile], rootView: String?, compiler: SwiftCompiler, context: ProcessContext, painter: Painter,
        title: String, crashNote: String? = nil
    ) throws -> Int32 {
        try compiler.withViewProgram(files, rootView: rootView) { check, command in
            for diagnostic in check.diagnostics {
                context.err(DiagnosticPrinter(painter: painter).format(diagnostic) + "\n")
            }
            guard let command else {
                context.out("build failed\n")
                return 1
            }
            let session = try ProcessSession(command)
            defer { session.end() }
            return InteractiveViewRunner(
                session: session, context: context, painter: painter, title: title,
                cpuLimitMessage: RunCommand.cpuLimitMessage(compiler: compiler), crashNote: crashNote
            ).run()
        }
    }

    /// One screenful, as the runtime's `frame` step describes it.
    struct Frame: Decodable {
        struct Line: Decodable {
            var text: String
            var kind: String?
            var label: String?
            var occurrence: Int?
            var value: String?
            var options: [String]?
            var row: String?
            var selectable: Bool?
            var deletable: Bool?
            var focused: Bool?
            var focusable: Bool?
        }
        var lines: [Line]
        var counts: [String: Int]
        var events: [String]
        /// Which screen this is: a new value is a new screen (a push, a sheet, a relaunch).
        var screen: String?
    }

    private static let marker = "\u{1}frame-end"

    /// Runs until the learner quits or the program ends; the exit status of `statetutor run`.
    func run() -> Int32 {
        guard let saved = Self.enterRawMode() else { return 1 }
        defer { Self.leaveRawMode(saved) }
        context.out(TerminalEscape.escape + "[?1049h")
        // The alternate screen is left once: leaving it again would put the cursor back where
        // the run started, and the prompt would then be written over a crash's message.
        var onAlternateScreen = true
        defer { if onAlternateScreen { leaveAlternateScreen() } }
        var place = RunScreenFocus()
        var frame: Frame?
        var log: [String] = []
        var printed: [String] = []
        var size = terminalSize()
        var answer = ask("")
        while true {
            guard !answer.ended else {
                onAlternateScreen = false
                leaveAlternateScreen()
                return reportEnd(printed: printed + answer.printed)
            }
            printed += answer.printed
            log = Array((log + answer.printed.map { "print: \($0)" } + (answer.frame?.events ?? [])).suffix(40))
            if let new = answer.frame {
                frame = new
                place.show(new)
            }
            if let frame, answer.frame != nil || !answer.printed.isEmpty || answer.redraw {
                draw(frame, place: &place, log: log, size: size)
            }
            let wait = RunKey.wait(timeout: Self.refreshInterval)
            let now = terminalSize()
            let resized = now.columns != size.columns || now.rows != size.rows
            size = now
            guard case .key(let key) = wait else {
                if wait == .end { return 0 }
                // No key: the program may have changed by itself (a task, a timer).
                answer = ask("refresh\n", refresh: true)
                answer.redraw = resized || wait == .interrupted
                continue
            }
            guard let step = step(for: key, place: &place) else { return 0 }
            answer = step.isEmpty ? Answer(frame: nil, printed: []) : ask(step)
            answer.redraw = true
        }
    }

    /// The step a key asks the program for ("" when the key only changes what statetutor
    /// shows); nil when the key quits.
    private func step(for key: RunKey, place: inout RunScreenFocus) -> String? {
        let line = place.focusedLine
        let inField = place.isInTextField
        let label = Self.quote(line?.label ?? "")
        switch key {
        case .quit: return nil
        case .character("q") where !inField: return nil
        case .none: return ""
        case .next, .previous:
            place.move(by: key == .next ? 1 : -1)
            return place.focusStep().map { $0 + "\n" } ?? ""
        case .relaunch: return "relaunch\n"
        case .escape: return "dismiss\n"
        case .left where inField, .right where inField:
            place.moveCursor(by: key == .left ? -1 : 1)
            return ""
        case .home, .end:
            if inField { place.moveCursor(toEnd: key == .end) }
            return ""
        case .left: return "back\n"
        case .activate where inField:
            let occurrence = (line?.occurrence ?? 1) > 1 ? " #\(line?.occurrence ?? 1)" : ""
            return "submit \(label)\(occurrence)\n"
        case .activate, .right:
            return line.flatMap { Self.activation(of: $0) }.map { $0 + "\n" } ?? ""
        case .character(" ") where !inField:
            return line.flatMap { Self.activation(of: $0) }.map { $0 + "\n" } ?? ""
        case .character("+") where line?.kind == "Stepper": return "increment \(label)\n"
        case .character("-") where line?.kind == "Stepper": return "decrement \(label)\n"
        case .character(let character) where inField:
            return "type \(label) \(Self.quote(place.typing(character)))\n"
        case .backspace where inField:
            return place.deletingBackward().map { "type \(label) \(Self.quote($0))\n" } ?? ""
        case .delete where inField:
            return place.deletingForward().map { "type \(label) \(Self.quote($0))\n" } ?? ""
        case .character("d") where line?.deletable == true, .delete where line?.deletable == true,
            .backspace where line?.deletable == true:
            return line?.row.map { "delete \(Self.quote($0))\n" } ?? ""
        case .character, .backspace, .delete: return ""
        }
    }

    /// Leaves the alternate screen, with the cursor shown again.
    private func leaveAlternateScreen() {
        context.out(TerminalEscape.escape + "[?25h" + TerminalEscape.escape + "[?1049l")
    }

    /// After the program ended: what it printed, then its crash in full (or why it was stopped),
    /// then the lesson's note on the crash; the exit status (1).
    private func reportEnd(printed: [String]) -> Int32 {
        let isRunning = !session.hasExited
        session.end()
        for line in printed { context.out(line + "\n") }
        let crash = RunCommand.problems(in: session.standardError)
        for line in crash { context.err(line + "\n") }
        if let limit = limitReached(isRunning: isRunning) {
            context.err("error: \(limit)\n")
        } else if crash.isEmpty {
            let status = session.exitStatus.map { " with status \($0)" } ?? ""
            context.err("error: the program ended\(status)\n")
        } else if let crashNote {
            context.err(painter.paint("note: ", .bold) + crashNote + "\n")
        }
        return 1
    }

    /// The terminal's size now.
    private func terminalSize() -> (columns: Int, rows: Int) {
        (
            columns: TerminalSize.width(option: nil, environment: context.environment),
            rows: TerminalSize.rows(environment: context.environment)
        )
    }

    /// The limit that stopped a program that gave no screen, in words that name it: it was still
    /// busy after the time a step may take (and has been stopped), or its CPU limit stopped it;
    /// nil when it ended by itself.
    private func limitReached(isRunning: Bool) -> String? {
        if isRunning {
            return "the program did not answer within \(Int(Self.answerTimeLimit)) s, the time limit for one step, "
                + "so it was stopped"
        }
        return session.exitStatus == 128 + SIGXCPU ? cpuLimitMessage : nil
    }

    /// What the program answered: its new frame (nil when it did not send one), the lines it
    /// printed, and whether it ended instead of answering.
    struct Answer {
        var frame: Frame?
        var printed: [String]
        var ended = false
        /// Whether the screen is drawn again even without a new frame (a key moved the focus).
        var redraw = false
    }

    /// Sends `request` and reads the answer; the runtime sends a frame after every request but
    /// `refresh`, which gets one only when the screen changed.
    private func ask(_ request: String, refresh: Bool = false) -> Answer {
        // The first request also says that a step that cannot be done is only reported.
        let prefix = started ? "" : "interactive\n"
        started = true
        let reply = session.ask(
            prefix + request + (refresh ? "" : "frame\n"), marker: Self.marker, timeLimit: Self.answerTimeLimit)
        guard reply.complete else { return Answer(frame: nil, printed: reply.lines, ended: true) }
        if let json = reply.lines.last, let frame = try? JSONDecoder().decode(Frame.self, from: Data(json.utf8)) {
            return Answer(frame: frame, printed: Array(reply.lines.dropLast()))
        }
        return Answer(frame: nil, printed: reply.lines, ended: !refresh)
    }

    /// The script step that activates a control.
    static func activation(of line: Frame.Line) -> String? {
        let label = quote(line.label ?? "")
        let occurrence = (line.occurrence ?? 1) > 1 ? " #\(line.occurrence ?? 1)" : ""
        switch line.kind {
        case "Button", "NavigationLink", "tab": return "tap \(label)\(occurrence)"
        case "Toggle": return "toggle \(label)"
        case "Row": return line.selectable == true ? line.row.map { "select \(quote($0))" } : nil
        case "Stepper": return "increment \(label)"
        case "Picker":
            guard let options = line.options, !options.isEmpty else { return nil }
            let current = line.text.components(separatedBy: ": ").last ?? ""
            let next = options[((options.firstIndex(of: current) ?? -1) + 1) % options.count]
            return "pick \(label) \(quote(next))"
        default: return nil
        }
    }

    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Draws the screen: the title, the lines in view (scrolled to the focus, with how many are
    /// above and below), the counts, the last events and the keys; the cursor is shown in a
    /// focused text field.
    private func draw(_ frame: Frame, place: inout RunScreenFocus, log: [String], size: (columns: Int, rows: Int)) {
        let newline = TerminalEscape.carriageReturn + "\n"
        let escape = TerminalEscape.escape
        var out = escape + "[?25l" + escape + "[H" + escape + "[2J"
        out += painter.paint(String(title.prefix(max(size.columns - 1, 10))), .bold) + newline + newline
        var room = max(size.rows - 6, 3)
        if frame.lines.count > room { room -= 1 }
        let window = place.window(rows: room)
        let width = max(size.columns - 2, 10)
        var cursor: (row: Int, column: Int)?
        for index in window {
            let line = frame.lines[index]
            let text = String(line.text.prefix(width))
            guard index == place.focusedIndex else {
                out += "  " + text + newline
                continue
            }
            out += painter.paint("▸ " + text, .reverse) + newline
            if place.isInTextField {
                let start = line.text.count - (line.value?.count ?? 0)
                let shown = String(line.text.prefix(min(start + place.cursor, width)))
                cursor = (row: 3 + index - window.lowerBound, column: 3 + TextWidth.columns(shown))
            }
        }
        if frame.lines.count > room {
            let above = window.lowerBound
            let below = frame.lines.count - window.upperBound
            out += painter.paint("  ↑ \(above) more above · ↓ \(below) more below", .dim) + newline
        }
        let counts = frame.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let events = log.suffix(6).joined(separator: " → ")
        // The keys that matter here, shortest first where room is short.
        let stepping = frame.lines.contains { $0.kind == "Stepper" } ? " · +/− stepper" : ""
        let deleting = frame.lines.contains { $0.deletable == true } ? " · d delete row" : ""
        let keys =
            place.isInTextField
            ? "←→ cursor · Enter submit · Tab/↑↓ move · Ctrl-R relaunch · Ctrl-D quit · Esc dismiss"
            : "Tab/↑↓ move · Enter activate" + stepping + deleting
                + " · ← back · Ctrl-R relaunch · q quit · Esc dismiss"
        out += newline + painter.paint(String("bodies: \(counts)".prefix(size.columns)), .dim) + newline
        out += painter.paint(String(events.suffix(max(size.columns - 1, 10))), .dim) + newline
        out += painter.paint(String(keys.prefix(size.columns)), .dim)
        if let cursor { out += escape + "[\(cursor.row);\(cursor.column)H" + escape + "[?25h" }
        context.out(out)
    }

    static func enterRawMode() -> termios? {
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(0, TCSAFLUSH, &raw)
        return saved
    }

    static func leaveRawMode(_ saved: termios) {
        var saved = saved
        tcsetattr(0, TCSAFLUSH, &saved)
    }
}
