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
            "statetutor report [FILE...] [--lrs URL --user USER --password-stdin [--since DATE]] [--roster FILE] [--sort name|grade] [--format text|markdown|json|csv|html|moodle|canvas] [--output FILE]",
        summary: "report progress from preferences files (one learner, or a class); also 'progress'",
        details: """
            With no PREFS file, reports the learner's own progress (--prefs FILE, STATETUTOR_PREFS,
            or $XDG_CONFIG_HOME/statetutor/preferences.json); with one file, that learner's
            progress; with several, a class report: totals per student, how each question went,
            and mastery per concept. Only the current course counts (see --lessons). CSV has one
            row per student and question; docs/REPORTS.md describes every field. HTML is the class
            dashboard, one self-contained page (--output class.html); --output FILE writes any
            format to FILE atomically instead of standard output.
            With --roster FILE (CSV with the columns name and email, and optionally id), every
            learner on the roster is listed, those who have not started too, and learners not on
            it apart. --format moodle or canvas writes a gradebook CSV that Moodle's or Canvas's
            grade import takes: one column of points per lesson.
            'statetutor progress' is the same command.
            Every answer is judged again with this copy of the course (the compiler and the
            tests, cached by content, in parallel) and the report shows that verdict; what the
            files claim otherwise, and answers or files that cannot be honest, are listed under
            Flags (--format json: a top-level 'flags' array; HTML: a section; CSV and
            gradebooks: a count on stderr). --no-rejudge reports the stored claims as they are.
            Files are only read, never changed or moved.
            Exit status: 0 success, 1 a PREFS file is missing or unreadable (or FILE cannot be
            written), 2 usage error or a roster that cannot be read.
            """,
        options: [
            CommandSpec.Option(
                name: "format", value: "FORMAT",
                help: "output format: text, markdown, json, csv, html, or a gradebook for moodle or canvas"),
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
                name: "no-rejudge", value: nil, help: "report the scores the files claim, without judging the answers"),
            CommandSpec.Option(
                name: "roster", value: "FILE", help: "the class list (CSV: name,email[,id]); lists who has not started"),
            CommandSpec.Option(
                name: "sort", value: "ORDER",
                help: "name or grade (default: the roster's order, else name)"),
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
    /// Judges the stored answers again (the compiler through the sandbox, as `check` does).
    let checker: AnswerChecker
    /// Where verdicts are cached by content.
    let verdictCache: VerdictCache

    typealias Student = (name: String, preferences: Preferences)

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        course = try environment.loadCourse()
        style = environment.outputStyle
        ownFile = environment.preferencesURL
        checker = environment.checker(for: course)
        verdictCache = VerdictCache(directories: XDGDirectories(environment: environment.context.environment))
    }

    func run() throws(UsageError) -> Int32 {
        let format = try OutputFormat.parse(
            arguments.option("format"), allowed: [.text, .markdown, .json, .csv, .html, .moodle, .canvas])
        let output = arguments.option("output")
        if output?.isEmpty == true { throw UsageError("--output needs a file name", command: "report") }
        let sort = try Self.sort(arguments.option("sort"))
        let roster: Roster?
        if let path = arguments.option("roster") {
            guard let read = readRoster(path) else { return 2 }
            roster = read
        } else {
            roster = nil
        }
        guard let (claimed, failures) = loadStudents() else { return 2 }
        for failure in failures { context.err("statetutor: error: \(failure)\n") }
        let status: Int32 = failures.isEmpty ? 0 : 1
        // A report needs at least one file; with several, the files that could be read make it.
        guard !claimed.isEmpty else { return status }
        // Judged before the roster's order, so that a sort by grade is by the judged grade.
        let judgement = judged(claimed.map { (name: $0.name, preferences: $0.preferences) })
        var loaded = claimed
        for index in loaded.indices { loaded[index].preferences = judgement.students[index].preferences }
        let learners = ClassRoster.arrange(loaded, roster: roster, sort: sort, course: course)
        let flags = judgement.flags
        if format == .csv || format == .moodle || format == .canvas, !flags.entries.isEmpty {
            context.err(
                "statetutor: \(flags.entries.count) flag(s) on this class: see them with --format text or json\n")
        }
        // A file gets no colour, whatever the terminal.
        var style = style
        if output != nil { style.options.color = false }
        let report = render(
            format, learners: learners, roster: roster, flags: flags, failedChecks: judgement.failedChecks, style: style
        )
        guard let output else {
            context.out(report)
            return status
        }
        return write(report, to: output) ? status : 1
    }

    private func render(
        _ format: OutputFormat, learners: [ClassLearner], roster: Roster?, flags: ReportFlags,
        failedChecks: [String: String], style: ShellStyle
    ) -> String {
        let students = learners.map { (name: $0.name, preferences: $0.preferences) }
        switch format {
        case .csv:
            return ReportCSV.text(students: students, course: course)
        case .moodle, .canvas:
            guard let system = GradebookCSV.System(rawValue: format.rawValue) else { return "" }
            return gradebook(ClassReport(learners: learners, course: course).grades, for: system)
        case .html:
            let report = ClassReport(learners: learners, course: course, failedChecks: failedChecks)
            let activity = ClassActivity(students: students, course: course)
            var page = ReportHTML(report: report, activity: activity, generatedAt: now)
            page.distribution = ReportHTML.StudentMeasure(title: "Grade", values: report.grades.map(\.grade))
            page.extraColumns = Self.gradeColumns(report.grades)
            page.flags = flags.entries
            return page.render()
        default:
            break
        }
        if arguments.operands.count <= 1, arguments.option("lrs") == nil, roster == nil, students.count == 1,
            let student = students.first
        {
            let report = LearnerReport(
                preferences: student.preferences, course: course, now: now, name: student.name)
            switch format {
            case .json: return JSONOutput.encode(FlaggedReport(report: report, flags: flags.entries)) + "\n"
            case .markdown: return ReportMarkdown.render(report) + flags.markdown()
            default: return ReportText(style: style).render(report) + flags.text(style: style)
            }
        } else {
            let report = ClassReport(learners: learners, course: course, failedChecks: failedChecks)
            switch format {
            case .json: return JSONOutput.encode(FlaggedReport(report: report, flags: flags.entries)) + "\n"
            case .markdown: return ReportMarkdown.render(report) + flags.markdown()
            default: return ReportText(style: style).render(report) + flags.text(style: style)
            }
        }
    }

    /// The grade columns of the dashboard's students table, in the students' order.
    private static func gradeColumns(_ grades: [LearnerGrade]) -> [ReportHTML.StudentColumn] {
        [
            ReportHTML.StudentColumn(
                title: "Points", cells: grades.map { "\(SessionPrinter.number($0.earned)) of \($0.points)" }),
            ReportHTML.StudentColumn(title: "Solutions viewed", cells: grades.map { String($0.solutionsViewed) }),
            ReportHTML.StudentColumn(
                title: "Last activity", cells: grades.map { $0.lastActivity.map(ReportDates.dateTime) ?? "" },
                isNumeric: false),
            ReportHTML.StudentColumn(
                title: "Now at",
                cells: grades.map { grade in
                    guard let place = grade.place else { return grade.status == .notStarted ? "not started" : "" }
                    let at = [place.lessonID, place.questionID].compactMap(\.self).joined(separator: " / ")
                    return place.isStuck ? at + " (stuck here)" : at
                }, isNumeric: false),
        ]
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

    /// The students with every answer judged again (unless `--no-rejudge`), and the flags. A
    /// bar on stderr shows the progress when stderr is a terminal.
    private func judged(_ students: [Student]) -> (
        students: [Student], flags: ReportFlags, failedChecks: [String: String]
    ) {
        guard !arguments.flag("no-rejudge") else {
            let flags = AttemptIntegrity.sorted(
                AttemptIntegrity.flags(students, course: course), learners: students, course: course)
            return (AttemptIntegrity.clampingScores(students), ReportFlags(flags: flags), [:])
        }
        let rejudging = ClassRejudging(
            course: course, checker: checker, checkerVersion: Application.version, cache: verdictCache)
        let bar = context.stderrIsTerminal ? RejudgeProgressBar(context: context, style: style) : nil
        let result = rejudging.rejudge(students) { done, total in bar?.update(done: done, total: total) }
        bar?.finish()
        return (result.learners, ReportFlags(flags: result.flags), result.failedChecks)
    }

    // MARK: Reading the files

    /// The PREFS operands, or the learner's own file (empty progress when it does not exist
    /// yet), with a message for each file that could not be used. Files are read in parallel;
    /// damaged ones are moved aside. Nil when the own file cannot be used at all (a folder,
    /// someone else's JSON): the error is printed, and the status is 2 as for a session.
    private func loadStudents() -> (students: [ClassLearner], failures: [String])? {
        if let address = arguments.option("lrs") { return loadFromLRS(address) }
        guard !arguments.operands.isEmpty else {
            switch PreferencesStore.readForReport(ownFile, shownAs: ownFile.path) {
            case .success(let preferences):
                return ([ClassLearner(name: Self.learnerName(preferences) ?? "you", preferences: preferences)], [])
            case .failure(let failure) where failure.isMissing:
                return ([ClassLearner(name: "you", preferences: Preferences())], [])
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
        var students: [ClassLearner] = []
        var failures: [String] = []
        var preferenceFiles: [(path: String, url: URL)] = []
        for file in files {
            guard let statements = Self.statements(in: file.url) else {
                preferenceFiles.append(file)
                continue
            }
            students += StatementImport.learners(from: statements, course: course).map(Self.learner)
        }
        let results = Self.read(preferenceFiles.map { ($0.url, $0.path) })
        for (file, result) in zip(preferenceFiles, results) {
            switch result {
            case .success(let preferences):
                let fallback = file.url.deletingPathExtension().lastPathComponent
                students.append(ClassLearner(preferences: preferences, fileStem: fallback))
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
    private func loadFromLRS(_ address: String) -> (students: [ClassLearner], failures: [String])? {
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
        // `limit=0` asks for as many as the LRS will give at once (xAPI 1.0.3 §2.1.3); an LRS
        // that gives fewer says where the rest is (`more`).
        var query = [("limit", "0")]
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
            return (learners.map(Self.learner), [])
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
