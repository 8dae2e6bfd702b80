import Foundation
import TutorClass
import TutorCore

/// `statetutor report [PREFS...]`: progress reports from preferences files. No file: the learner's
/// own progress; one file: that learner's report; several: a class report. Text, Markdown, JSON or
/// CSV (docs/REPORTS.md).
struct ReportCommand: Command {
    static let spec = CommandSpec(
        name: "report", aliases: ["progress"],
        usage:
            "statetutor report [FILE...] [--lrs URL --user USER --password-stdin [--since DATE]] [--format text|markdown|json|csv|html] [--output FILE]",
        summary: "report progress from preferences files (one learner, or a class); also 'progress'",
        details: """
            With no PREFS file, reports the learner's own progress (--prefs FILE, STATETUTOR_PREFS,
            or $XDG_CONFIG_HOME/statetutor/preferences.json); with one file, that learner's
            progress; with several, a class report: totals per student, how each question went,
            and mastery per concept. Only the current course counts (see --lessons). CSV has one
            row per student and question; docs/REPORTS.md describes every field. HTML is the class
            dashboard, one self-contained page (--output class.html); --output FILE writes any
            format to FILE atomically instead of standard output.
            'statetutor progress' is the same command.
            Exit status: 0 success, 1 a PREFS file is missing or unreadable (or FILE cannot be
            written), 2 usage error.
            """,
        options: [
            CommandSpec.Option(
                name: "format", value: "FORMAT", help: "output format: text, markdown, json, csv or html"),
            CommandSpec.Option(name: "lrs", value: "URL", help: "read the class's statements from this LRS"),
            CommandSpec.Option(name: "user", value: "USER", help: "the LRS user (the instructor's, who may read all)"),
            CommandSpec.Option(name: "password-stdin", value: nil, help: "read the LRS password from standard input"),
            CommandSpec.Option(
                name: "cacert", value: "FILE", help: "trust the certificate authorities in this PEM file"),
            CommandSpec.Option(
                name: "allow-http", value: nil,
                help: "allow plain http:// to another machine (the password is readable)"),
            CommandSpec.Option(name: "since", value: "DATE", help: "only statements stored after DATE (ISO 8601)"),
            CommandSpec.Option(
                name: "output", value: "FILE", help: "write the report to FILE (atomically), not to standard output"),
        ])

    let arguments: ParsedArguments
    let context: ProcessContext
    let course: Course
    let style: ShellStyle
    /// The learner's own preferences file, used when no PREFS operand is given.
    let ownFile: URL
    var now = Date()

    typealias Student = (name: String, preferences: Preferences)

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        course = try environment.loadCourse()
        style = environment.outputStyle
        ownFile = environment.preferencesURL
    }

    func run() throws(UsageError) -> Int32 {
        let format = try OutputFormat.parse(
            arguments.option("format"), allowed: [.text, .markdown, .json, .csv, .html])
        let output = arguments.option("output")
        if output?.isEmpty == true { throw UsageError("--output needs a file name", command: "report") }
        guard let (students, failures) = loadStudents() else { return 2 }
        for failure in failures { context.err("statetutor: error: \(failure)\n") }
        let status: Int32 = failures.isEmpty ? 0 : 1
        // A report needs at least one file; with several, the files that could be read make it.
        guard !students.isEmpty else { return status }
        // A file gets no colour, whatever the terminal.
        var style = style
        if output != nil { style.options.color = false }
        let report = render(format, students: students, style: style)
        guard let output else {
            context.out(report)
            return status
        }
        return write(report, to: output) ? status : 1
    }

    private func render(_ format: OutputFormat, students: [Student], style: ShellStyle) -> String {
        switch format {
        case .csv:
            return ReportCSV.text(students: students, course: course)
        case .html:
            let report = ClassReport(students: students, course: course)
            let activity = ClassActivity(students: students, course: course)
            return ReportHTML(report: report, activity: activity, generatedAt: now).render()
        default:
            break
        }
        if arguments.operands.count <= 1, arguments.option("lrs") == nil, students.count == 1,
            let student = students.first
        {
            let report = LearnerReport(
                preferences: student.preferences, course: course, now: now, name: student.name)
            switch format {
            case .json: return JSONOutput.encode(report) + "\n"
            case .markdown: return ReportMarkdown.render(report)
            default: return ReportText(style: style).render(report)
            }
        } else {
            let report = ClassReport(students: students, course: course)
            switch format {
            case .json: return JSONOutput.encode(report) + "\n"
            case .markdown: return ReportMarkdown.render(report)
            default: return ReportText(style: style).render(report)
            }
        }
    }

    /// Writes a finished report to `path` atomically: a reader never sees half of it, and a
    /// failed write leaves the old file as it was. False (and a message) when it cannot be written.
    private func write(_ report: String, to path: String) -> Bool {
        let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory)
        do {
            try AtomicFile.write(Data(report.utf8), to: url)
            return true
        } catch {
            context.err(
                "statetutor: error: cannot write \(ControlCharacters.escape(path)): \(error.localizedDescription)\n")
            return false
        }
    }

    // MARK: Reading the files

    /// The PREFS operands, or the learner's own file (empty progress when it does not exist
    /// yet), with a message for each file that could not be used. Files are read in parallel;
    /// damaged ones are moved aside. Nil when the own file cannot be used at all (a folder,
    /// someone else's JSON): the error is printed, and the status is 2 as for a session.
    private func loadStudents() -> (students: [Student], failures: [String])? {
        if let address = arguments.option("lrs") { return loadFromLRS(address) }
        guard !arguments.operands.isEmpty else {
            switch PreferencesStore.readForReport(ownFile, shownAs: ownFile.path) {
            case .success(let preferences):
                return ([(name: Self.learnerName(preferences) ?? "you", preferences: preferences)], [])
            case .failure(let failure) where failure.isMissing:
                return ([(name: "you", preferences: Preferences())], [])
            case .failure(let failure) where failure.isDamage:
                return ([], [failure.message])
            case .failure(let failure):
                context.err("statetutor: error: \(failure.message)\nChoose another file with --prefs FILE.\n")
                return nil
            }
        }
        let files = arguments.operands.map { path in
            (path: path, url: URL(fileURLWithPath: path, relativeTo: context.currentDirectory))
        }
        var students: [Student] = []
        var failures: [String] = []
        var preferenceFiles: [(path: String, url: URL)] = []
        for file in files {
            guard let statements = Self.statements(in: file.url) else {
                preferenceFiles.append(file)
                continue
            }
            students += StatementImport.learners(from: statements, course: course).map {
                (name: $0.name, preferences: $0.preferences)
            }
        }
        let results = Self.read(preferenceFiles.map { ($0.url, $0.path) })
        for (file, result) in zip(preferenceFiles, results) {
            switch result {
            case .success(let preferences):
                let fallback = file.url.deletingPathExtension().lastPathComponent
                students.append((name: Self.learnerName(preferences) ?? fallback, preferences: preferences))
            case .failure(let failure):
                failures.append(failure.message)
            }
        }
        return (students, failures)
    }

    /// The statements of an xAPI JSON array file (`export`), or nil for any other file.
    private static func statements(in url: URL) -> [JSONValue]? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 64)) ?? Data()
        guard start.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "[") else { return nil }
        guard let data = try? Data(contentsOf: url) else { return nil }
        var reader = JSONReader(Array(data))
        guard case .array(let statements)? = try? reader.value() else { return nil }
        return statements
    }

    /// The class from an LRS: every statement about the course (`--since`: stored after it).
    private func loadFromLRS(_ address: String) -> (students: [Student], failures: [String])? {
        let endpoint: LRSEndpoint
        do {
            endpoint = try LRSEndpoint(address, allowsHTTP: arguments.flag("allow-http"))
        } catch {
            context.err("statetutor: error: \(ClassMessages.describe(error))\n")
            return nil
        }
        guard let user = arguments.option("user") ?? context.environment[IdentityFile.userVariable] else {
            context.err("statetutor: error: give the LRS user with --user USER\n")
            return nil
        }
        let password =
            arguments.flag("password-stdin")
            ? readLine(strippingNewline: true) : context.environment[IdentityFile.passwordVariable]
        guard let password, !password.isEmpty else {
            context.err("statetutor: error: give the LRS password with --password-stdin\n")
            return nil
        }
        // Every statement, filtered here by the course's IRI: not every LRS filters on
        // `activity` with `related_activities` (Ralph's file backend finds nothing with it).
        var query = [("limit", "100")]
        if let since = arguments.option("since") {
            guard let date = ISODate.parse(since) ?? ISODate.parse(since + "T00:00:00Z") else {
                context.err("statetutor: error: --since must be an ISO 8601 date, got '\(since)'\n")
                return nil
            }
            query.append(("since", ISODate.format(date)))
        }
        let client = LRSClient(
            endpoint: endpoint, user: user, password: password,
            http: HTTPClient(certificateAuthorities: arguments.option("cacert")))
        do {
            let statements = try client.statements(query: query)
            let learners = StatementImport.learners(from: statements, course: course)
            return (learners.map { (name: $0.name, preferences: $0.preferences) }, [])
        } catch {
            return ([], ["cannot read \(endpoint.url): \(ClassMessages.describe(error))"])
        }
    }

    /// Reads the files on every core, keeping their order.
    private static func read(_ files: [(url: URL, path: String)]) -> [Result<Preferences, PreferencesStore.ReadFailure>]
    {
        files.concurrentMap { file in PreferencesStore.readForReport(file.url, shownAs: file.path) }
    }

    private static func learnerName(_ preferences: Preferences) -> String? {
        let name = preferences.settings.learnerName?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return name.isEmpty ? nil : name
    }

}
