import Foundation
import TutorCompiler
import TutorCore

/// `statetutor validate [PATH...]`: checks course folders or single lesson files.
struct ValidateCommand: Command {
    static let spec = CommandSpec(
        name: "validate", usage: "statetutor validate [PATH...] [--format text|json] [--no-compile] [--watch]",
        summary: "check lessons like a compiler checks code",
        details: """
            Checks a course folder or single lesson files (default: the course folder you are in,
            else the current course) against the
            lesson format and prints every problem as 'path:line:col: error|warning: message [code]'
            on stderr, with the line of the file and a caret under the column, then 'help:' and
            'note:' lines, and finally a summary line on stdout. With a Swift compiler it also compiles every swift block
            (or checks it fails as declared), runs every output question's code, and checks that
            every code solution passes and its starter does not; results are cached, so an
            unchanged course re-validates without compiling. With --watch it stays running and
            validates again whenever a lesson or course.yaml of the course is saved (on a terminal
            the screen is cleared first; with --format json each run prints one JSON array);
            Ctrl-C stops it. Exit status: 0 when there are no errors (warnings are allowed), 1
            when there are errors, 2 for a usage error.
            course.yaml's keys: id, title, tries (1 to 10), lrs, iri, version, mode (practice, the
            default, or assessment: one answer per question, recorded for the instructor's verdict,
            no hints, solutions, tests or feedback) and published (true in a students' copy written
            by 'statetutor publish', whose questions have no answer keys by design).
            """,
        options: [
            CommandSpec.format,
            CommandSpec.Option(name: "no-compile", value: nil, help: "skip the rules that need the Swift compiler"),
            CommandSpec.Option(
                name: "watch", value: nil, help: "validate again each time a lesson is saved, until Ctrl-C"),
        ])

    let arguments: ParsedArguments
    let context: ProcessContext
    let locator: CourseLocator
    let colors: ColorPolicy
    /// The compiler for the compiler rules; nil skips them.
    let compiler: SwiftCompiler?

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        locator = environment.locator
        colors = environment.colors
        compiler = arguments.flag("no-compile") ? nil : try? environment.compiler()
    }

    func run() throws(UsageError) -> Int32 {
        let format = try OutputFormat.parse(arguments.option("format"), allowed: [.text, .json])
        guard arguments.flag("watch") else { return try validate(format: format) }
        let folders = try watchedFolders()
        let clears = context.stdoutIsTerminal && context.stderrIsTerminal && format != .json
        CourseWatcher(folders: folders).run { changed in
            if clears { context.out(TerminalEscape.escape + "[H" + TerminalEscape.escape + "[2J") }
            if let first = changed.first {
                let more = changed.count > 1 ? " and \(changed.count - 1) more" : ""
                context.err(
                    "statetutor: \(Self.clock()) \(URL(fileURLWithPath: first).lastPathComponent)\(more) changed\n")
            }
            do throws(UsageError) {
                _ = try validate(format: format)
            } catch {
                context.err("statetutor: error: \(error.message)\n")
            }
            let names = folders.map(\.path).joined(separator: ", ")
            context.err("statetutor: watching \(names) for changes (Ctrl-C stops)\n")
        }
        return 0
    }

    /// `12:03:04`, local time.
    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }

    /// The folders `--watch` watches: each folder named, the folder of each file named, else the
    /// course folder in use. The bundled course has none.
    private func watchedFolders() throws(UsageError) -> [URL] {
        if arguments.operands.isEmpty {
            if let chosen = locator.chosenDirectory(arguments, context) {
                return [URL(fileURLWithPath: chosen, relativeTo: context.currentDirectory).standardizedFileURL]
            }
            if let folder = CourseLocator.enclosingCourse(from: context.currentDirectory) { return [folder] }
            throw UsageError(
                "--watch needs a course folder: give its path (the bundled course is not a folder)", command: "validate"
            )
        }
        var folders: [URL] = []
        for path in arguments.operands {
            let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory).standardizedFileURL
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            let folder = exists && isFolder.boolValue ? url : url.deletingLastPathComponent()
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    private func validate(format: OutputFormat) throws(UsageError) -> Int32 {
        let loader = makeLoader()
        var diagnostics: [Diagnostic] = []
        var lessons = 0
        var questions = 0
        // Source lines are read again from the files, except for the bundled course.
        var sources = DiagnosticPrinter.lessonSources(currentDirectory: context.currentDirectory)
        if arguments.operands.isEmpty, locator.chosenDirectory(arguments, context) == nil,
            let folder = CourseLocator.enclosingCourse(from: context.currentDirectory)
        {
            // Inside a course folder, that course is the one being written.
            context.err("statetutor: validating the course in \(folder.path) (the folder you are in)\n")
            let result = try CourseLocator.loadDirectory(folder.path, context: context, loader: loader)
            diagnostics = result.diagnostics
            lessons = result.course.lessons.count
            questions = result.course.questions.count
        } else if arguments.operands.isEmpty {
            if locator.chosenDirectory(arguments, context) == nil {
                sources = DiagnosticPrinter.lessonSources(
                    currentDirectory: context.currentDirectory,
                    files: locator.bundledFiles + (locator.bundledCourseFile.map { [$0] } ?? []))
            }
            let result = try locator.load(arguments, context, loader: loader)
            diagnostics = result.diagnostics
            lessons = result.course.lessons.count
            questions = result.course.questions.count
        } else {
            for path in arguments.operands {
                let result = try load(path, loader: loader)
                diagnostics += result.diagnostics
                lessons += result.course.lessons.count
                questions += result.course.questions.count
            }
        }
        switch format {
        case .json:
            context.out(JSONOutput.encode(diagnostics.map(DiagnosticRecord.init)) + "\n")
        default:
            let painter = Painter(enabled: colors.usesColor(isTerminal: context.stderrIsTerminal))
            let printer = DiagnosticPrinter(painter: painter, sourceLines: sources)
            for diagnostic in diagnostics {
                context.err(printer.format(diagnostic) + "\n")
            }
            let errors = diagnostics.errorCount
            let warnings = diagnostics.warningCount
            let counts =
                "\(lessons) lesson\(lessons == 1 ? "" : "s"), \(questions) question\(questions == 1 ? "" : "s")"
            let verdict = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            context.out("\(counts): \(verdict)\n")
        }
        return diagnostics.hasErrors ? 1 : 0
    }

    /// A folder is a course; a file is validated with its folder's other lessons as context
    /// (so that `requires` and tree references resolve), reporting only its own diagnostics.
    /// A path that exists but is no lesson file (a folder named `x.md`, a FIFO, a device, a
    /// dangling or looping link) is an error diagnostic at that path.
    private func load(_ path: String, loader: CourseLoader) throws(UsageError) -> CourseLoader.Result {
        let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory)
        let folder = url.deletingLastPathComponent()
        let folderPath = Self.folderPart(of: path)
        var bytes = Array(url.path.utf8)
        var display = path
        var name = Array(url.lastPathComponent.utf8)
        var problem = LessonFileReader.check(bytes)
        if problem == .notFound, let entry = Self.entry(spelledLike: url.lastPathComponent, in: folder) {
            // An argument that is not UTF-8 reaches us with U+FFFD in place of its bytes.
            name = entry.name
            bytes = LessonFileReader.path(folder.path, entry.name)
            display = folderPath.isEmpty ? entry.displayName : CourseLoader.join(folderPath, entry.displayName)
            problem = LessonFileReader.check(bytes)
        }
        switch problem {
        case .notFound?:
            throw UsageError("no such file or folder: \(path)")
        case .folder? where !CourseLoader.isLessonName(name):
            return try CourseLocator.loadDirectory(path, context: context, loader: loader)
        case .folder?:
            return Self.failure(
                .error(
                    "not-a-file",
                    "this is a folder, not a lesson file (a lesson is one Markdown file)",
                    at: SourceLocation(file: display, line: 1)))
        case let problem?:
            let what =
                CourseLoader.isLessonName(name)
                ? "cannot read this lesson file" : "this is neither a lesson file nor a course folder"
            return Self.failure(
                .error("unreadable-file", "\(what): \(problem)", at: SourceLocation(file: display, line: 1)))
        case nil:
            break
        }
        let file: LessonFile
        switch LessonFileReader.contents(of: bytes, inside: folder.path) {
        case .success(let contents): file = LessonFile(path: display, bytes: contents)
        case .failure(let problem):
            return Self.failure(
                .error(
                    "unreadable-file", "cannot read this lesson file: \(problem)",
                    at: SourceLocation(file: display, line: 1)))
        }
        // The other lessons of the folder are context only: their own problems are not reported.
        let own = CourseLoader.join(folderPath, LessonFileReader.displayName(name))
        let siblings =
            (try? loader.lessonFiles(in: folder, displayPath: folderPath).files.filter { $0.path != own }) ?? []
        var result = loader.load(files: [file] + siblings)
        result.diagnostics = result.diagnostics.filter { $0.location.file == display }
        if String(validating: name, as: UTF8.self) == nil {
            result.diagnostics.insert(
                .warning(
                    "file-name-not-utf8",
                    "this file name is not UTF-8 text (shown with \\x escapes); rename it so every tool can show it",
                    at: SourceLocation(file: display, line: 1)), at: 0)
        }
        result.course.lessons = result.course.lessons.filter { $0.location.file == display }
        return result
    }

    /// The entry of `folder` whose name, decoded with invalid bytes replaced, reads `spelling`:
    /// how the system hands us an argument that is not UTF-8.
    private static func entry(spelledLike spelling: String, in folder: URL) -> LessonFileReader.Entry? {
        guard spelling.unicodeScalars.contains("\u{FFFD}"),
            let entries = try? LessonFileReader.entries(of: folder.path)
        else { return nil }
        let matches = entries.filter { !$0.isUTF8 && String(decoding: $0.name, as: UTF8.self) == spelling }
        return matches.count == 1 ? matches[0] : nil
    }

    /// `path` without its last component, as the user wrote it ("" for a bare name).
    private static func folderPart(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private static func failure(_ diagnostic: Diagnostic) -> CourseLoader.Result {
        CourseLoader.Result(
            course: Course(id: "course", title: "course", lessons: [], trees: [:]), diagnostics: [diagnostic])
    }

    /// The loader with the compiler rules plugged in (unless `--no-compile` or no compiler), and a
    /// progress bar on a terminal.
    private func makeLoader() -> CourseLoader {
        guard !arguments.flag("no-compile") else { return CourseLoader() }
        guard let compiler else {
            context.err(
                "statetutor: warning: no Swift compiler found; code blocks and answers are not checked (set SWIFTC)\n")
            return CourseLoader()
        }
        let stderr = context.stderr
        var progress: (@Sendable (Int, Int) -> Void)?
        if context.stderrIsTerminal {
            progress = { done, total in
                stderr.write(Self.progressLine(done: done, total: total))
            }
        }
        let rules = CompilerRules(compiler: compiler, allowsExecution: !arguments.flag("no-exec"), progress: progress)
        return CourseLoader(validator: CourseValidator(additionalRules: [rules]))
    }

    /// `\rchecking code [#####-----] 12/40`, cleared when done.
    static func progressLine(done: Int, total: Int) -> String {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let back = TerminalEscape.carriageReturn
        return back + "checking code [\(bar)] \(done)/\(total)" + (done == total ? back + TerminalEscape.eraseLine : "")
    }
}

/// A diagnostic as `--format json` writes it: `help` is null when there is none, `notes` lists
/// each note with its place (`file`, `line` and `column` null when it has none).
struct DiagnosticRecord: Encodable {
    /// A note, with the place it points at when it has one.
    struct Note: Encodable {
        var message: String
        var file: String?
        var line: Int?
        var column: Int?

        init(_ note: DiagnosticNote) {
            message = note.message
            file = note.location?.file
            line = note.location?.line
            column = note.location?.column
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .message)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
        }

        private enum CodingKeys: String, CodingKey { case message, file, line, column }
    }

    var file: String
    var line: Int
    var column: Int
    var severity: String
    var code: String
    var message: String
    var help: String?
    var notes: [Note]

    init(_ diagnostic: Diagnostic) {
        file = diagnostic.location.file
        line = diagnostic.location.line
        column = diagnostic.location.column
        severity = diagnostic.severity.rawValue
        code = diagnostic.code
        message = diagnostic.message
        help = diagnostic.help
        notes = diagnostic.notes.map(Note.init)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(severity, forKey: .severity)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encode(help, forKey: .help)
        try container.encode(notes, forKey: .notes)
    }

    private enum CodingKeys: String, CodingKey { case file, line, column, severity, code, message, help, notes }
}
