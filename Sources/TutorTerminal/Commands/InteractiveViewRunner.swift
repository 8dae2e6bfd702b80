import Foundation
import TutorCompiler
import TutorCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive `statetutor run`: the program's screen drawn on the terminal, focus moved
/// with Tab and the arrow keys, Enter or Space to activate (a List row: select it), typing into a
/// focused text field, `d` or Delete to swipe a row away, and a status line with body counts and
/// the last events. `q` (or Ctrl-C, Ctrl-D) quits.
final class InteractiveViewRunner {
    let session: ProcessSession
    let context: ProcessContext
    let painter: Painter
    let title: String
    /// The program's CPU limit, for the message when it stops the program.
    let cpuLimitMessage: String
    private var started = false

    /// How long the program may take to answer one step (its screen after a key).
    static let answerTimeLimit: TimeInterval = 10

    init(session: ProcessSession, context: ProcessContext, painter: Painter, title: String, cpuLimitMessage: String) {
        self.session = session
        self.context = context
        self.painter = painter
        self.title = title
        self.cpuLimitMessage = cpuLimitMessage
    }

    /// Builds `files` for the runtime and runs them on the terminal until the learner quits:
    /// compile errors are printed (nil program: status 1), `title` heads the screen.
    static func run(
        _ files: [LearnerFile], rootView: String?, compiler: SwiftCompiler, context: ProcessContext, painter: Painter,
        title: String
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
                cpuLimitMessage: RunCommand.cpuLimitMessage(compiler: compiler)
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
        }
        var lines: [Line]
        var counts: [String: Int]
        var events: [String]
    }

    private static let marker = "\u{1}frame-end"

    /// Runs until the learner quits or the program ends; the exit status of `statetutor run`.
    func run() -> Int32 {
        guard let saved = Self.enterRawMode() else { return 1 }
        defer { Self.leaveRawMode(saved) }
        context.out(TerminalEscape.escape + "[?1049h")
        defer { context.out(TerminalEscape.escape + "[?1049l") }
        var focus = 0
        var log: [String] = []
        var printed: [String] = []
        var answer = ask("")
        while true {
            guard let frame = answer.frame else {
                let isRunning = !session.hasExited
                session.end()
                context.out(TerminalEscape.escape + "[?1049l")
                for line in printed { context.out(line + "\n") }
                let crash = RunCommand.problems(in: session.standardError)
                for line in crash { context.err(line + "\n") }
                if let limit = limitReached(isRunning: isRunning) {
                    context.err("error: \(limit)\n")
                } else if crash.isEmpty {
                    let status = session.exitStatus.map { " with status \($0)" } ?? ""
                    context.err("error: the program ended\(status)\n")
                }
                return 1
            }
            printed += answer.printed
            log = Array((log + answer.printed.map { "print: \($0)" } + frame.events).suffix(40))
            let controls = frame.lines.indices.filter { frame.lines[$0].kind != nil }
            if controls.isEmpty { focus = 0 } else { focus = min(max(focus, 0), controls.count - 1) }
            draw(frame, focused: controls.isEmpty ? nil : controls[focus], log: log)
            guard let key = Self.readKey() else { return 0 }
            let line = controls.isEmpty ? nil : frame.lines[controls[focus]]
            var step: String?
            switch key {
            case .quit: return 0
            case .none: break
            case .next: focus += 1
            case .previous: focus -= 1
            case .back: step = "back"
            case .escape: step = "dismiss"
            case .activate,
                .character(" ") where line?.kind != "TextField":
                step = line.flatMap { Self.activation(of: $0) }
            case .character("+") where line?.kind == "Stepper":
                step = line.map { "increment \(Self.quote($0.label ?? ""))" }
            case .character("-") where line?.kind == "Stepper":
                step = line.map { "decrement \(Self.quote($0.label ?? ""))" }
            case .character("q") where line?.kind != "TextField": return 0
            case .character("d") where line?.kind != "TextField" && line?.deletable == true,
                .delete where line?.deletable == true,
                .backspace where line?.kind != "TextField" && line?.deletable == true:
                step = line?.row.map { "delete \(Self.quote($0))" }
            case .delete: break
            case .character(let character):
                if let line, line.kind == "TextField" {
                    step = "type \(Self.quote(line.label ?? "")) \(Self.quote((line.value ?? "") + String(character)))"
                }
            case .backspace:
                if let line, line.kind == "TextField", let value = line.value, !value.isEmpty {
                    step = "type \(Self.quote(line.label ?? "")) \(Self.quote(String(value.dropLast())))"
                }
            }
            if focus < 0 { focus = max(controls.count - 1, 0) }
            if focus >= controls.count { focus = 0 }
            answer = ask(step.map { $0 + "\n" } ?? "")
        }
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

    /// What the program answered: the frame (nil when it ended) and the lines it printed.
    struct Answer {
        var frame: Frame?
        var printed: [String]
    }

    private func ask(_ request: String) -> Answer {
        // The first request also says that a step that cannot be done is only reported.
        let prefix = started ? "" : "interactive\n"
        started = true
        let reply = session.ask(prefix + request + "frame\n", marker: Self.marker, timeLimit: Self.answerTimeLimit)
        guard reply.complete, let json = reply.lines.last,
            let frame = try? JSONDecoder().decode(Frame.self, from: Data(json.utf8))
        else { return Answer(frame: nil, printed: reply.lines) }
        return Answer(frame: frame, printed: Array(reply.lines.dropLast()))
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

    private func draw(_ frame: Frame, focused: Int?, log: [String]) {
        let size = (
            columns: TerminalSize.width(option: nil, environment: context.environment),
            rows: TerminalSize.rows(environment: context.environment)
        )
        let newline = TerminalEscape.carriageReturn + "\n"
        var out = TerminalEscape.escape + "[H" + TerminalEscape.escape + "[2J"
        out += painter.paint(title, .bold) + newline + newline
        let room = max(size.rows - 6, 3)
        for (index, line) in frame.lines.prefix(room).enumerated() {
            let text = String(line.text.prefix(max(size.columns - 2, 10)))
            out += (index == focused ? painter.paint("▸ " + text, .reverse) : "  " + text) + newline
        }
        let counts = frame.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let events = log.suffix(6).joined(separator: " → ")
        let deleting = frame.lines.contains { $0.deletable == true } ? " · d delete row" : ""
        out += newline + painter.paint(String("bodies: \(counts)".prefix(size.columns)), .dim) + newline
        out += painter.paint(String(events.suffix(max(size.columns - 1, 10))), .dim) + newline
        out += painter.paint(
            String(
                ("Tab/↑↓ move · Enter/Space activate · type to edit · +/− stepper" + deleting
                    + " · ← back · Esc dismiss · q quit").prefix(size.columns)), .dim)
        context.out(out)
    }

    // MARK: Keys

    enum Key: Equatable {
        case next, previous, activate, back, escape, backspace, delete, quit, none
        case character(Character)
    }

    /// Reads one key press (nil at end of input).
    static func readKey() -> Key? {
        var byte: UInt8 = 0
        guard read(0, &byte, 1) == 1 else { return nil }
        switch byte {
        case 3, 4: return .quit
        case 9: return .next
        case 13, 10: return .activate
        case 127, 8: return .backspace
        case 27:
            // An escape sequence (arrows, Shift-Tab) arrives at once; a lone Esc does not.
            var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 1, 30) > 0 else { return .escape }
            var next: UInt8 = 0
            guard read(0, &next, 1) == 1 else { return .escape }
            guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else { return .escape }
            var final: UInt8 = 0
            var parameters: [UInt8] = []
            repeat {
                guard read(0, &final, 1) == 1 else { return .escape }
                if !(64...126).contains(final) { parameters.append(final) }
            } while !(64...126).contains(final)
            if final == UInt8(ascii: "~") { return parameters == [UInt8(ascii: "3")] ? .delete : Key.none }
            switch final {
            case UInt8(ascii: "A"), UInt8(ascii: "Z"): return .previous
            case UInt8(ascii: "B"): return .next
            case UInt8(ascii: "D"): return .back
            case UInt8(ascii: "C"): return .activate
            // Another key (a function key, Home, End) does nothing; it is not the end of input.
            default: return Key.none
            }
        default:
            var bytes = [byte]
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            while bytes.count < length {
                var next: UInt8 = 0
                guard read(0, &next, 1) == 1 else { break }
                bytes.append(next)
            }
            guard let character = String(decoding: bytes, as: UTF8.self).first, byte >= 32 else { return nil }
            return .character(character)
        }
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
