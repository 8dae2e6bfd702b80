import Foundation
import TutorCore

/// `statetutor report [PREFS...]`: progress reports from preferences files. No file: the learner's
/// own progress; one file: that learner's report; several: a class report. Text, Markdown, JSON or
/// CSV (docs/REPORTS.md).
struct ReportCommand: Command {
    static let spec = CommandSpec(
        name: "report", aliases: ["progress"], usage: "statetutor report [PREFS...] [--format text|markdown|json|csv]",
        summary: "report progress from preferences files (one learner, or a class); also 'progress'",
        details: """
            With no PREFS file, reports the learner's own progress (--prefs FILE, STATETUTOR_PREFS,
            or $XDG_CONFIG_HOME/statetutor/preferences.json); with one file, that learner's
            progress; with several, a class report: totals per student, how each question went,
            and mastery per concept. Only the current course counts (see --lessons). CSV has one
            row per student and question; docs/REPORTS.md describes every field.
            'statetutor progress' is the same command.
            Exit status: 0 success, 1 a PREFS file is missing or unreadable, 2 usage error.
            """,
        options: [
            CommandSpec.Option(name: "format", value: "FORMAT", help: "output format: text, markdown, json or csv")
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
        let format = try OutputFormat.parse(arguments.option("format"), allowed: [.text, .markdown, .json, .csv])
        guard let (students, failures) = loadStudents() else { return 2 }
        for failure in failures { context.err("statetutor: error: \(failure)\n") }
        let status: Int32 = failures.isEmpty ? 0 : 1
        // A report needs at least one file; with several, the files that could be read make it.
        guard !students.isEmpty else { return status }
        if format == .csv {
            context.out(ReportCSV.text(students: students, course: course))
            return status
        }
        if arguments.operands.count <= 1, let student = students.first {
            let report = LearnerReport(
                preferences: student.preferences, course: course, now: now, name: student.name)
            switch format {
            case .json: context.out(JSONOutput.encode(report) + "\n")
            case .markdown: context.out(ReportMarkdown.render(report))
            default: context.out(ReportText(style: style).render(report))
            }
        } else {
            let report = ClassReport(students: students, course: course)
            switch format {
            case .json: context.out(JSONOutput.encode(report) + "\n")
            case .markdown: context.out(ReportMarkdown.render(report))
            default: context.out(ReportText(style: style).render(report))
            }
        }
        return status
    }

    // MARK: Reading the files

    /// The PREFS operands, or the learner's own file (empty progress when it does not exist
    /// yet), with a message for each file that could not be used. Files are read in parallel;
    /// damaged ones are moved aside. Nil when the own file cannot be used at all (a folder,
    /// someone else's JSON): the error is printed, and the status is 2 as for a session.
    private func loadStudents() -> (students: [Student], failures: [String])? {
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
        let results = Self.read(files.map { ($0.url, $0.path) })
        var students: [Student] = []
        var failures: [String] = []
        for (file, result) in zip(files, results) {
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
