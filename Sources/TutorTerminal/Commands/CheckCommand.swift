import Foundation
import TutorCore

/// `statetutor check QID --answer TEXT | --answer-file F`: checks one answer without the shell.
/// Multi-step questions take one step per line (tree: one answer per line; blank: one gap per
/// line; bug: the line number, then the fix on the following lines).
struct CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check", usage: "statetutor check QID (--answer TEXT | --answer-file FILE) [--format text|json]",
        summary: "check one answer to one question, without the shell",
        details: """
            Checks an answer the way the tutor does and prints the verdict, feedback and the
            expected answer on a miss; the compiler's messages come as swiftc prints them, at the
            answer's own lines (--format json: 'diagnostics'). Multi-step questions take one step per line: a tree
            question one answer per line, a blank question one gap per line, a bug question the
            line number and then the fix (or both on one line: '24: @StateObject var timer =
            EpisodeTimer()'). Choice letters are those of the file's order (the shell shows the
            choices shuffled). --answer-file - reads standard input. Answers are
            limited to 1 MB.
            Exit status: 0 right, 1 wrong (or partly right), 2 usage error, 3 could not be
            checked (the compiler, its cache or the sandbox failed: nothing is judged).
            """,
        options: [
            CommandSpec.Option(name: "answer", value: "TEXT", help: "the answer"),
            CommandSpec.Option(name: "answer-file", value: "FILE", help: "read the answer from FILE (- for stdin)"),
            CommandSpec.format,
        ])

    let arguments: ParsedArguments
    let context: ProcessContext
    let course: Course
    let checker: AnswerChecker
    let style: ShellStyle
    /// What the compiler's messages are wrapped to: the terminal's width, or `--width`; through
    /// a pipe they stay whole lines, as a compiler's do.
    let messageWidth: Int?

    struct Report: Encodable {
        var question: String
        var kind: String
        var verdict: String
        var score: Double
        var points: Int
        var feedback: [String]
        var expected: String?
        var explanation: String?
        /// The compiler's messages on the answer, in the learner's numbering.
        var diagnostics: [Message] = []
    }

    /// A compiler message on the answer as `--format json` writes it: `place` is `line 3` of
    /// the answer (or of the question's listing), `test line 2` of its tests, or null.
    struct Message: Encodable {
        var severity: String
        var message: String
        var place: String?
        var line: Int?
        var column: Int?
        var source: String?
        var fixIt: String?
        var documentation: String?

        init(_ diagnostic: CompilerDiagnostic) {
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            place = diagnostic.learnerPlace
            line = diagnostic.line > 0 ? diagnostic.line : nil
            column = diagnostic.line > 0 ? diagnostic.column : nil
            source = diagnostic.sourceLine
            fixIt = diagnostic.fixIt?.trimmingCharacters(in: .whitespaces)
            documentation = diagnostic.documentationURL
        }
    }

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        course = try environment.loadCourse()
        checker = environment.checker(for: course)
        style = environment.outputStyle
        messageWidth = context.stdoutIsTerminal || environment.widthOption != nil ? style.width : nil
    }

    func run() throws(UsageError) -> Int32 {
        let format = try OutputFormat.parse(arguments.option("format"), allowed: [.text, .json])
        guard let id = arguments.operands.first, arguments.operands.count == 1 else {
            throw UsageError(
                "check needs one question id, like 'statetutor check state-private --answer b'", command: "check")
        }
        guard let question = course.question(withID: id) else {
            var message = "no question '\(id)' in this course"
            if let suggestion = Suggestion.closest(to: id, in: course.questions.map(\.id)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message, command: "check")
        }
        if course.isPublished {
            throw UsageError(
                "this is a students' copy of the course, without answer keys; check answers with the full course",
                command: "check")
        }
        let answer = try readAnswer()
        // One answer is one try: the verdict is on this answer alone.
        var outcome: Report?
        var invalid: String?
        var diagnostics: [CompilerDiagnostic] = []
        switch TutorSession.judge(answer, questionID: id, course: course, checker: checker) {
        case .verdict(let verdict):
            diagnostics = verdict.diagnostics
            outcome = Report(
                question: id, kind: question.kind.rawValue,
                verdict: verdict.isCorrect ? "right" : verdict.score > 0 ? "partial" : "wrong",
                score: verdict.score,
                points: question.points, feedback: verdict.feedback,
                expected: verdict.isCorrect ? nil : verdict.expected,
                explanation: question.explain, diagnostics: verdict.diagnostics.map(Message.init))
        case .invalid(let message): invalid = message
        case .cancelled: invalid = "the check was stopped"
        case .couldNotCheck(let failure):
            // The machinery failed: no verdict at all, and a status of its own.
            let reason = "couldn't check this answer: \(failure.reason)"
            if format == .json {
                let report = Report(
                    question: id, kind: question.kind.rawValue, verdict: "unchecked", score: 0,
                    points: question.points, feedback: [reason], expected: nil, explanation: nil)
                context.out(JSONOutput.encode(report) + "\n")
            } else {
                context.out("unchecked\n")
            }
            context.err("statetutor: " + ControlCharacters.escape(reason) + "\n")
            return Self.uncheckedStatus
        }
        let report =
            outcome
            ?? Report(
                question: id, kind: question.kind.rawValue, verdict: "invalid", score: 0, points: question.points,
                feedback: [invalid ?? "the answer ended before the question was complete"], expected: nil,
                explanation: nil)
        if format == .json {
            var json = report
            // The messages are in `feedback` too, as lines, for readers that take only those.
            json.feedback += diagnostics.map(\.learnerFormatted)
            context.out(JSONOutput.encode(json) + "\n")
        } else {
            var text =
                "\(report.verdict) (\(SessionPrinter.number(report.score * Double(report.points))) of \(report.points))\n"
            // Feedback is lesson prose (Markdown); the compiler's messages are drawn as swiftc does.
            for line in report.feedback { text += style.markdown(line) + "\n" }
            text += DiagnosticPrinter(painter: style.painter, width: messageWidth).format(learner: diagnostics)
            if let expected = report.expected { text += "expected: " + shown(expected, for: question) + "\n" }
            context.out(text)
        }
        return report.verdict == "right" ? 0 : 1
    }

    /// The expected answer as text: a choice's words rendered (no Markdown backticks), code as
    /// it is.
    private func shown(_ expected: String, for question: Question) -> String {
        switch question.payload {
        case .choice, .multi, .text, .truefalse, .tree, .order: return style.markdown(expected)
        default: return ControlCharacters.escape(expected)
        }
    }

    private func readAnswer() throws(UsageError) -> String {
        if let text = arguments.option("answer") {
            if arguments.option("answer-file") != nil {
                throw UsageError("give --answer or --answer-file, not both", command: "check")
            }
            return text
        }
        guard let path = arguments.option("answer-file") else {
            throw UsageError("check needs --answer TEXT or --answer-file FILE", command: "check")
        }
        let source = path == "-" ? "standard input" : path
        let result =
            path == "-"
            ? BoundedReader.read(descriptor: STDIN_FILENO, limit: Self.answerLimit)
            : BoundedReader.read(
                path: URL(fileURLWithPath: path, relativeTo: context.currentDirectory).path, limit: Self.answerLimit)
        switch result {
        case .success(let bytes):
            return String(decoding: bytes, as: UTF8.self)
        case .failure(.tooLarge(let limit)):
            throw UsageError(
                "the answer in \(source) is larger than the limit of 1 MB (\(limit) bytes)", command: "check")
        case .failure(.unreadable(let reason)):
            throw UsageError("cannot read \(source): \(reason)", command: "check")
        }
    }

    /// The exit status when the answer could not be judged (the compiler, its cache or the
    /// sandbox failed): neither right (0) nor wrong (1).
    static let uncheckedStatus: Int32 = 3

    /// Answers longer than this are refused (read in chunks, so an endless stdin stops here).
    static let answerLimit = 1 << 20
}
