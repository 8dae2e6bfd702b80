import Foundation
import TutorCore

/// Prints problems the way compilers do: `path:line:col: error: message [code]`, the line of the
/// file it points at with a caret under the column (in a `|` gutter, as swiftc and rustc draw
/// it), then `help:` and `note:` lines. The location is bold and the severity in colour when the
/// painter allows it. Lesson diagnostics, the Swift compiler's and the compiler's messages on a
/// learner's answer go through here alike, and all are escaped: a file name, a source line or
/// a message from a course never writes control characters to the terminal.
struct DiagnosticPrinter {
    var painter: Painter
    /// The lines of a file, by the path diagnostics name it with; nil (or a nil answer): no
    /// source line is shown.
    var sourceLines: (@Sendable (String) -> [String]?)? = nil
    /// The width the messages of ``format(learner:)`` are wrapped to, between words (nil: not
    /// wrapped). A source line is never wrapped. `validate`'s lines stay whole, as a compiler's
    /// do, for editors that read them.
    var width: Int?

    init(painter: Painter, sourceLines: (@Sendable (String) -> [String]?)? = nil, width: Int? = nil) {
        self.painter = painter
        self.sourceLines = sourceLines
        self.width = width
    }

    /// A lesson diagnostic: its line, the source line and caret, `help:`, and each note with its
    /// own place and source line. No final newline.
    func format(_ diagnostic: Diagnostic) -> String {
        let located = diagnostic.notes.compactMap(\.location) + [diagnostic.location]
        let gutter = String(located.map(\.line).max() ?? 1).count
        var lines = [
            header(
                location: "\(diagnostic.location)", severity: diagnostic.severity.rawValue,
                message: diagnostic.message, code: diagnostic.code)
        ]
        lines += snippet(at: diagnostic.location, gutter: gutter)
        if let help = diagnostic.help {
            lines.append(painter.paint("help:", .boldCyan) + " " + ControlCharacters.escape(help))
        }
        for note in diagnostic.notes {
            guard let location = note.location else {
                lines.append(painter.paint("note:", .bold) + " " + ControlCharacters.escape(note.message))
                continue
            }
            lines.append(header(location: "\(location)", severity: "note", message: note.message, code: nil))
            lines += snippet(at: location, gutter: gutter)
        }
        return lines.joined(separator: "\n")
    }

    /// A compiler message on a file of the user's (`typecheck`, `run`): its line, and the source
    /// line with a caret and the fix-it when the compiler showed them. No final newline.
    func format(_ diagnostic: CompilerDiagnostic) -> String {
        let location =
            diagnostic.line > 0 ? "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)" : diagnostic.file
        var text = wrapped(
            header(location: location, severity: diagnostic.severity.rawValue, message: diagnostic.message))
        for line in snippet(of: diagnostic, gutter: String(max(1, diagnostic.line)).count) { text += line + "\n" }
        for line in documentation(of: diagnostic) { text += wrapped(line) }
        return String(text.dropLast())
    }

    /// Compiler messages on a learner's answer, as a verdict holds them (each error followed by
    /// its notes): `line 3: error: …`, the learner's own line with a caret, and swiftc's fix-it
    /// under it. Lines end in a newline.
    func format(learner diagnostics: [CompilerDiagnostic]) -> String {
        let gutter = String(diagnostics.map(\.line).max() ?? 1).count
        var out = ""
        // The link about an error's group comes after the error's notes, as swiftc's footer does.
        var link: [String] = []
        for diagnostic in diagnostics {
            let severity = diagnostic.severity.rawValue
            if diagnostic.severity != .note {
                for line in link { out += line + "\n" }
                link = documentation(of: diagnostic)
            }
            if let place = diagnostic.learnerPlace {
                out += wrapped(header(location: place, severity: severity, message: diagnostic.message))
            } else {
                out += wrapped(label(severity) + " " + message(diagnostic.message, severity: severity))
            }
            for line in snippet(of: diagnostic, gutter: gutter) { out += line + "\n" }
            if diagnostic.severity == .note { for line in documentation(of: diagnostic) { out += wrapped(line) } }
        }
        for line in link { out += wrapped(line) }
        return out
    }

    /// `line` wrapped to ``width`` between words, the following lines indented by two spaces.
    private func wrapped(_ line: String) -> String {
        guard let width else { return line + "\n" }
        return WordWrapper(width: width, continuationPrefix: "  ").wrap(line).map { $0 + "\n" }.joined()
    }

    // MARK: Parts

    private func header(location: String, severity: String, message: String, code: String? = nil) -> String {
        // A line break in a file name would split the diagnostic over two lines.
        let place = ControlCharacters.escape(location).replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t")
        var line =
            painter.paint(place + ":", .bold) + " \(label(severity)) " + self.message(message, severity: severity)
        if let code { line += " " + painter.paint("[\(ControlCharacters.escape(code))]", .dim) }
        return line
    }

    private func label(_ severity: String) -> String {
        switch severity {
        case "error": return painter.paint("error:", .boldRed)
        case "warning": return painter.paint("warning:", .boldMagenta)
        default: return painter.paint(severity + ":", .bold)
        }
    }

    private func message(_ text: String, severity: String) -> String {
        // A message is one line: a line break from a file must not start a line of its own.
        let text = ControlCharacters.escape(text).replacingOccurrences(of: "\n", with: " ")
        return severity == "note" || severity == "remark" ? text : painter.paint(text, .bold)
    }

    /// The line `location` points at and a caret under its column, from ``sourceLines``.
    private func snippet(at location: SourceLocation, gutter: Int) -> [String] {
        guard let lines = sourceLines?(location.file), lines.indices.contains(location.line - 1) else { return [] }
        return snippet(line: location.line, text: lines[location.line - 1], column: location.column, gutter: gutter)
    }

    /// A compiler message's line with its caret (its columns count UTF-8 bytes) and fix-it.
    private func snippet(of diagnostic: CompilerDiagnostic, gutter: Int) -> [String] {
        guard diagnostic.line > 0, let text = diagnostic.sourceLine else { return [] }
        let column = CompilerDiagnostic.scalarColumn(ofByteColumn: diagnostic.column, in: text)
        var lines = snippet(line: diagnostic.line, text: text, column: column, gutter: gutter)
        if let fixIt = diagnostic.fixIt {
            // swiftc aligns the fix-it with spaces under its excerpt, where tabs were expanded to
            // stops of 8; align it under our copy, which keeps its tabs.
            let indent = fixIt.prefix { $0 == " " }.count
            let inserted = String(fixIt.dropFirst(indent))
            let at = Self.scalarColumn(ofDisplayColumn: indent, in: text)
            lines.append(
                margin(gutter) + Self.padding(before: at, in: text)
                    + painter.paint(ControlCharacters.escape(inserted), .green))
        }
        return lines
    }

    private func snippet(line: Int, text: String, column: Int, gutter: Int) -> [String] {
        let (text, column) = Self.window(text, column: column)
        let number = String(line)
        let shown = String(repeating: " ", count: max(0, gutter - number.count)) + number
        let first = painter.paint(shown + " |", .blue) + " "
        let caret = painter.paint("^", .boldGreen)
        let escaped = ControlCharacters.escape(text)
        guard let width, TextWidth.columns(first) + TextWidth.columns(escaped) > width else {
            return [first + escaped, margin(gutter) + Self.padding(before: column, in: text) + caret]
        }
        // Too wide for the terminal: the line goes on after `↪` as listings do, and the caret
        // stands under its column in the piece that holds it.
        let marker = CodeWrapper.marker(plain: false, color: painter.enabled)
        let wrapper = CodeWrapper(width: width, firstPrefix: first, continuationPrefix: margin(gutter), marker: marker)
        let pieces = wrapper.wrap(escaped)
        var out: [String] = []
        var start = 1
        let scalars = Array(escaped.unicodeScalars)
        var caretPlaced = false
        for (index, piece) in pieces.enumerated() {
            out.append(piece)
            let prefix = index == 0 ? first : margin(gutter)
            var code = String(piece.dropFirst(prefix.count))
            var lead = ""
            if index > 0, let range = code.range(of: marker) {
                lead = String(repeating: " ", count: TextWidth.columns(String(code[..<range.upperBound])))
                code = String(code[range.upperBound...])
            }
            // A space dropped at the break belongs to neither piece.
            if index > 0, start - 1 < scalars.count, scalars[start - 1] == " ", !code.hasPrefix(" ") { start += 1 }
            let end = start + code.unicodeScalars.count
            if !caretPlaced, column < end || index == pieces.count - 1 {
                out.append(margin(gutter) + lead + Self.padding(before: column - start + 1, in: code) + caret)
                caretPlaced = true
            }
            start = end
        }
        return out
    }

    private func margin(_ gutter: Int) -> String {
        painter.paint(String(repeating: " ", count: gutter) + " |", .blue) + " "
    }

    /// swiftc's `[#Group]` tag as a link to the Swift documentation about it.
    private func documentation(of diagnostic: CompilerDiagnostic) -> [String] {
        guard let url = diagnostic.documentationURL else { return [] }
        let about =
            diagnostic.groupTitle.map { ControlCharacters.escape($0) + ": " } ?? "more about this kind of error: "
        return [painter.paint("note:", .bold) + " " + about + ControlCharacters.escape(url)]
    }

    /// The most of a source line shown: a longer line (a table of a thousand columns, a minified
    /// line) is cut to this many characters around the column, with `…` where it was cut.
    static let shownLineLength = 160

    /// `text` cut around `column` when it is longer than ``shownLineLength``, and the column in it.
    static func window(_ text: String, column: Int) -> (String, Int) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > shownLineLength else { return (text, column) }
        let half = shownLineLength / 2
        let start = max(0, min(column - 1 - half, scalars.count - shownLineLength))
        let end = min(scalars.count, start + shownLineLength)
        var shown = String(String.UnicodeScalarView(scalars[start..<end]))
        var shift = start
        if start > 0 {
            shown = "…" + shown
            shift -= 1
        }
        if end < scalars.count { shown += "…" }
        return (shown, column - shift)
    }

    /// What goes before the caret under column `column` (1-based, in Unicode scalars) of `text`
    /// as it is shown escaped: a tab stays a tab, so the caret lands where the terminal put the
    /// character, and everything else becomes as many spaces as it takes columns.
    static func padding(before column: Int, in text: String) -> String {
        var out = ""
        var remaining = max(0, column - 1)
        for scalar in text.unicodeScalars {
            guard remaining > 0 else { break }
            remaining -= 1
            if scalar == "\t" {
                out += "\t"
            } else {
                out += String(repeating: " ", count: TextWidth.columns(ControlCharacters.escape(String(scalar))))
            }
        }
        return out + String(repeating: " ", count: remaining)
    }

    /// The column (1-based, Unicode scalars) of `text` that starts `display` columns in, when
    /// tabs stop every 8 columns, as swiftc lays out the lines it shows.
    static func scalarColumn(ofDisplayColumn display: Int, in text: String) -> Int {
        var columns = 0
        var scalars = 0
        for scalar in text.unicodeScalars {
            guard columns < display else { break }
            columns = scalar == "\t" ? (columns / 8 + 1) * 8 : columns + max(1, TextWidth.columns(of: scalar))
            scalars += 1
        }
        return scalars + 1 + max(0, display - columns)
    }

    // MARK: Where source lines come from

    /// The lines of lesson files for ``sourceLines``: from `files` when the course is in memory
    /// (the bundled one), else read again from disk by the path diagnostics name them with
    /// (relative to `currentDirectory`), through ``LessonFileReader`` (never a FIFO or a device),
    /// each file once.
    static func lessonSources(currentDirectory: URL, files: [LessonFile]? = nil) -> @Sendable (String) -> [String]? {
        // Each file's lines by path; nil for a file that could not be read (it is not tried again).
        let cache = Locked<[String: [String]?]>([:])
        return { path in
            cache.withLock { known in
                if let lines = known[path] { return lines }
                let lines = Self.bytes(of: path, files: files, currentDirectory: currentDirectory).map(Self.lines(of:))
                known[path] = .some(lines)
                return lines
            }
        }
    }

    private static func bytes(of path: String, files: [LessonFile]?, currentDirectory: URL) -> [UInt8]? {
        if let files { return files.first { $0.path == path }?.bytes }
        let url = URL(fileURLWithPath: path, relativeTo: currentDirectory)
        // A lesson and `course.yaml` are quoted from inside their own folder: a link out of it
        // is reported, never quoted.
        let folder = url.deletingLastPathComponent().path
        guard case .success(let bytes) = LessonFileReader.contents(of: Array(url.path.utf8), inside: folder) else {
            return nil
        }
        return bytes
    }

    /// A file's lines, without a byte order mark (a line ending in CR LF loses its CR).
    private static func lines(of bytes: [UInt8]) -> [String] {
        String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
    }
}
