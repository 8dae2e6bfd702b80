import Foundation
import TutorCore

/// `statetutor report [PREFS...]`: progress reports from preferences files. No file: the learner's
/// own progress; one file: that learner's report; several: a class report. Text, Markdown, JSON or
/// CSV (docs/REPORTS.md).
struct ReportCommand: Command {
    static let spec = CommandSpec(
        name: "report", usage: "statetutor report [PREFS...] [--format text|markdown|json|csv]",
        summary: "report progress from preferences files (one learner, or a class)",
        details: """
            With no PREFS file, reports the learner's own progress (--prefs FILE, STATETUTOR_PREFS,
            or $XDG_CONFIG_HOME/statetutor/preferences.json); with one file, that learner's
            progress; with several, a class report: totals per student, how each question went,
            and mastery per concept. Only the current course counts (see --lessons). CSV has one
            row per student and question; docs/REPORTS.md describes every field.
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
            case .markdown: context.out(markdown(report))
            default: context.out(text(report))
            }
        } else {
            let report = ClassReport(students: students, course: course)
            switch format {
            case .json: context.out(JSONOutput.encode(report) + "\n")
            case .markdown: context.out(markdown(report))
            default: context.out(text(report))
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
        let results = ResultSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results.set(index, PreferencesStore.readForReport(files[index].url, shownAs: files[index].path))
        }
        return results.values
    }

    private static func learnerName(_ preferences: Preferences) -> String? {
        let name = preferences.settings.learnerName?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return name.isEmpty ? nil : name
    }

    // MARK: Text

    private var painter: Painter { style.painter }

    private func heading(_ text: String) -> String {
        painter.paint(text, .boldCyan) + "\n"
    }

    /// The shell's own symbols, in ASCII with `--plain`.
    private func symbol(_ text: String) -> String {
        style.plain ? ShellStyle.asciiSymbols(text) : text
    }

    /// Word-wrapped to the width, every line indented (the first by `first`, the rest by `rest`).
    private func wrapped(_ text: String, first: String, rest: String) -> String {
        WordWrapper(width: style.width, firstPrefix: first, continuationPrefix: rest).wrap(text)
            .joined(separator: "\n") + "\n"
    }

    private func bar(_ fraction: Double?) -> String {
        guard let fraction else { return symbol("–") }
        return style.progressBar(fraction)
    }

    private func text(_ report: LearnerReport) -> String {
        let dot = symbol(" · ")
        var out = heading("Progress report: \(ControlCharacters.escape(report.name))")
        out += ControlCharacters.escape(report.courseTitle) + dot + Self.dateTime(report.generatedAt) + "\n\n"
        if !report.hasProgress { out += "No progress recorded yet.\n\n" }
        let skipped = report.skipped > 0 ? ", \(report.skipped) skipped" : ""
        out += "Answered    \(report.answered) (\(report.correct) right\(skipped))\n"
        out += "Accuracy    \(bar(report.accuracy))\n"
        out += "First try   \(bar(report.firstTryAccuracy))"
        out += "  (\(report.firstTryCorrect) of \(report.questionsAttempted) questions tried)\n"
        out += "Hints used  \(report.hintsUsed)\n"
        out += "Time spent  \(Self.duration(report.secondsSpent)) answering"
        if report.sessions > 0 {
            out += dot + "\(report.sessions) session\(report.sessions == 1 ? "" : "s"), "
            out += Self.duration(report.sessionSeconds) + " in all"
        }
        out += "\n\n" + heading("Lessons")
        for lesson in report.lessons {
            let mark = "  " + (lesson.completedAt != nil ? painter.paint(symbol("✓"), .green) : " ") + " "
            var line = painter.paint(lesson.id, .bold) + dot + ControlCharacters.escape(lesson.title)
            if let completedAt = lesson.completedAt { line += dot + "completed " + Self.day(completedAt) }
            out += wrapped(line, first: mark, rest: "      ")
            let questions = LearnerReport.share(lesson.questionsRight, of: lesson.questions)
            out += "      questions  \(bar(questions))  \(lesson.questionsRight) of \(lesson.questions) right\n"
            let pages = LearnerReport.share(lesson.sectionsSeen, of: lesson.sections)
            out += "      pages      \(bar(pages))  \(lesson.sectionsSeen) of \(lesson.sections) seen\n"
        }
        if !report.weakestConcepts.isEmpty {
            out += "\n" + heading("Weakest concepts")
            let width = report.weakestConcepts.map(\.concept.count).max() ?? 0
            for concept in report.weakestConcepts {
                out += "  " + concept.concept.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                out += bar(concept.accuracy) + "  \(concept.correct) of \(concept.answered) right"
                out += dot + "revisit " + concept.revisitLesson + "\n"
            }
        }
        out += "\n" + heading("Reviews")
        if report.reviewsDue > 0 {
            let listed = report.dueReviews.map(\.questionID).joined(separator: ", ")
            let more = report.reviewsDue > report.dueReviews.count ? symbol(", …") : ""
            out += wrapped("\(report.reviewsDue) due now: \(listed)\(more)", first: "  ", rest: "    ")
        } else {
            out += "  None due now.\n"
        }
        for review in report.upcomingReviews {
            out += "  next: \(review.questionID) (\(review.lessonID)) \(Self.dateTime(review.due))\n"
        }
        if !report.changedQuestions.isEmpty {
            out += "\n" + heading("Changed since answered")
            for changed in report.changedQuestions {
                out += "  " + painter.paint(symbol("◐"), .yellow) + " \(changed.questionID) (\(changed.lessonID))"
                out += ": edited after your last attempt; try it again\n"
            }
        }
        return out
    }

    private func text(_ report: ClassReport) -> String {
        let options = RenderOptions(width: style.width, color: style.color, plain: style.plain)
        func table(_ header: [String], _ rows: [[String]], _ alignments: [MarkdownNode.Alignment]) -> String {
            TableLayout(header: header, rows: rows, alignments: alignments, options: options).lines()
                .map { $0 + "\n" }.joined()
        }
        let dot = symbol(" · ")
        var out = heading("Class report: \(ControlCharacters.escape(report.courseTitle))")
        out += "\(report.students.count) students\(dot)\(report.items.count) questions\n\n"
        out += heading("Students")
        out += table(
            ["Student", "Answered", "Right", "Accuracy", "First try", "Hints", "Lessons done", "Time"],
            report.students.map {
                [
                    ControlCharacters.escape($0.name), String($0.answered), String($0.correct),
                    percent($0.accuracy), percent($0.firstTryAccuracy), String($0.hintsUsed),
                    String($0.lessonsCompleted), Self.duration($0.secondsSpent),
                ]
            }, [.left] + Array(repeating: .right, count: 7))
        out += "\n" + heading("Questions")
        out += table(
            ["Question", "Students", "Attempts", "First try", "Hints per attempt", "Most common wrong answer"],
            report.items.map { item in
                [
                    item.questionID, String(item.students), String(item.attempts), percent(item.firstTryAccuracy),
                    item.meanHintsPerAttempt.map { ReportCSV.number($0) } ?? symbol("–"),
                    item.commonWrongAnswer.map {
                        ControlCharacters.escape($0) + " (\(style.plain ? "x" : "×")\(item.commonWrongAnswerCount))"
                    } ?? "",
                ]
            }, [.left, .right, .right, .right, .right, .left])
        out += "\n" + heading("Concepts")
        for concept in report.concepts {
            out += "  " + painter.paint(concept.concept, .bold) + "  " + bar(concept.mastery)
            out += "  (\(concept.correct) of \(concept.answered) right)\n"
            let students = concept.students.map { "\(ControlCharacters.escape($0.name)) \(percent($0.mastery))" }
            if !students.isEmpty { out += wrapped(students.joined(separator: dot), first: "      ", rest: "      ") }
        }
        return out
    }

    private func percent(_ fraction: Double?) -> String {
        fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? symbol("–")
    }

    // MARK: Markdown

    private func markdown(_ report: LearnerReport) -> String {
        var out = "# Progress report: \(Self.cell(report.name))\n\n"
        out += "Course: \(Self.cell(report.courseTitle)) (`\(report.courseID)`), "
        out += "generated \(report.generatedAt.ISO8601Format())\n\n"
        if !report.hasProgress { out += "No progress recorded yet.\n\n" }
        out += "## Summary\n\n"
        out += Self.table(
            ["Measure", "Value"],
            [
                ["Answered", String(report.answered)],
                ["Correct", String(report.correct)],
                ["Skipped", String(report.skipped)],
                ["Accuracy", Self.percent(report.accuracy)],
                ["First-try accuracy", Self.percent(report.firstTryAccuracy)],
                ["Questions tried", "\(report.questionsAttempted) of \(report.questions)"],
                ["Hints used", String(report.hintsUsed)],
                ["Time spent answering", Self.duration(report.secondsSpent)],
                ["Sessions", "\(report.sessions) (\(Self.duration(report.sessionSeconds)))"],
            ], alignments: ["---", "---:"])
        out += "\n## Lessons\n\n"
        out += Self.table(
            ["Lesson", "Title", "Questions right", "Pages seen", "Completed"],
            report.lessons.map {
                [
                    "`\($0.id)`", Self.cell($0.title), "\($0.questionsRight) / \($0.questions)",
                    "\($0.sectionsSeen) / \($0.sections)", $0.completedAt.map(Self.day) ?? "",
                ]
            }, alignments: ["---", "---", "---:", "---:", "---"])
        out += "\n## Weakest concepts\n\n"
        out +=
            report.weakestConcepts.isEmpty
            ? "No answers yet.\n"
            : Self.table(
                ["Concept", "Accuracy", "Right", "Answered", "Revisit"],
                report.weakestConcepts.map {
                    [
                        "`\($0.concept)`", Self.percent($0.accuracy), String($0.correct), String($0.answered),
                        "`\($0.revisitLesson)`",
                    ]
                }, alignments: ["---", "---:", "---:", "---:", "---"])
        out += "\n## Reviews\n\n\(report.reviewsDue) due now.\n\n"
        let reviews = report.dueReviews.map { ($0, "due") } + report.upcomingReviews.map { ($0, "next") }
        if !reviews.isEmpty {
            out += Self.table(
                ["Question", "Lesson", "Status", "Due"],
                reviews.map { review, status in
                    ["`\(review.questionID)`", "`\(review.lessonID)`", status, review.due.ISO8601Format()]
                }, alignments: ["---", "---", "---", "---"])
        }
        if !report.changedQuestions.isEmpty {
            out += "\n## Changed since answered\n\n"
            out += Self.table(
                ["Question", "Lesson", "Last attempt"],
                report.changedQuestions.map {
                    ["`\($0.questionID)`", "`\($0.lessonID)`", $0.lastAttemptAt?.ISO8601Format() ?? ""]
                }, alignments: ["---", "---", "---"])
        }
        return out
    }

    private func markdown(_ report: ClassReport) -> String {
        var out = "# Class report: \(Self.cell(report.courseTitle))\n\n"
        out += "Course `\(report.courseID)`, \(report.students.count) students, \(report.items.count) questions.\n\n"
        out += "## Students\n\n"
        out += Self.table(
            ["Student", "Answered", "Correct", "Accuracy", "First try", "Hints", "Lessons completed", "Time"],
            report.students.map {
                [
                    Self.cell($0.name), String($0.answered), String($0.correct), Self.percent($0.accuracy),
                    Self.percent($0.firstTryAccuracy), String($0.hintsUsed), String($0.lessonsCompleted),
                    Self.duration($0.secondsSpent),
                ]
            }, alignments: ["---"] + Array(repeating: "---:", count: 7))
        out += "\n## Questions\n\n"
        out += Self.table(
            [
                "Question", "Lesson", "Kind", "Students", "Attempts", "First try", "Hints per attempt",
                "Most common wrong answer",
            ],
            report.items.map { item in
                [
                    "`\(item.questionID)`", "`\(item.lessonID)`", item.kind.rawValue, String(item.students),
                    String(item.attempts), Self.percent(item.firstTryAccuracy),
                    item.meanHintsPerAttempt.map { ReportCSV.number($0) } ?? "–",
                    item.commonWrongAnswer.map { Self.cell($0) + " (×\(item.commonWrongAnswerCount))" } ?? "",
                ]
            }, alignments: ["---", "---", "---", "---:", "---:", "---:", "---:", "---"])
        out += "\n## Concepts\n\n"
        out += Self.table(
            ["Concept", "Class"] + report.students.map { Self.cell($0.name) },
            report.concepts.map { concept in
                ["`\(concept.concept)`", Self.percent(concept.mastery)]
                    + concept.students.map { Self.percent($0.mastery) }
            }, alignments: ["---"] + Array(repeating: "---:", count: report.students.count + 1))
        return out
    }

    private static func table(_ header: [String], _ rows: [[String]], alignments: [String]) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + alignments.joined(separator: "|") + "|\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }

    /// Text made safe for a Markdown table cell: control characters escaped, Markdown punctuation
    /// backslash-escaped, line breaks as `<br>`.
    private static func cell(_ text: String) -> String {
        var out = ""
        for character in ControlCharacters.escape(text) {
            switch character {
            case "\\", "|", "*", "_", "`", "[", "]", "<", ">", "#", "~": out += "\\" + String(character)
            case "\n", "\r\n": out += "<br>"
            default: out.append(character)
            }
        }
        return out
    }

    private static func percent(_ fraction: Double?) -> String {
        fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
    }

    // MARK: Dates and durations

    /// `2026-11-20`, in UTC.
    private static func day(_ date: Date) -> String {
        String(date.ISO8601Format().prefix(10))
    }

    /// `2026-11-20 14:05 UTC`.
    private static func dateTime(_ date: Date) -> String {
        String(date.ISO8601Format().prefix(16)).replacingOccurrences(of: "T", with: " ") + " UTC"
    }

    /// `45 s`, `14 min`, `2 h 5 min`.
    private static func duration(_ seconds: Double) -> String {
        let seconds = Int(max(0, seconds).rounded())
        if seconds < 60 { return "\(seconds) s" }
        let minutes = (seconds + 30) / 60
        return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}

/// One result per file, filled in from several threads.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Preferences, PreferencesStore.ReadFailure>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<Preferences, PreferencesStore.ReadFailure>) {
        lock.withLock { slots[index] = result }
    }

    var values: [Result<Preferences, PreferencesStore.ReadFailure>] {
        lock.withLock {
            slots.map { $0 ?? .failure(PreferencesStore.ReadFailure(message: "the file was not read")) }
        }
    }
}
