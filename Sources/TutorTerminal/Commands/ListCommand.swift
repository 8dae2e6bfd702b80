import Foundation
import TutorCore

/// `statetutor list`: the lessons in teaching order.
struct ListCommand: Command {
    static let spec = CommandSpec(
        name: "list", usage: "statetutor list [--format text|json]",
        summary: "list the lessons of the course in order",
        details: "Shows each lesson's id, title, minutes and number of questions.", options: [CommandSpec.format])

    let arguments: ParsedArguments
    let context: ProcessContext
    let course: Course
    let style: ShellStyle

    struct Row: Encodable {
        var id: String
        var title: String
        var summary: String
        var minutes: Int
        var questions: Int
        var requires: [String]
    }

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        course = try environment.loadCourse()
        style = environment.outputStyle
    }

    func run() throws(UsageError) -> Int32 {
        let format = try OutputFormat.parse(arguments.option("format"), allowed: [.text, .json])
        let rows = course.lessons.map {
            Row(
                id: $0.id, title: $0.title, summary: $0.summary, minutes: $0.minutes, questions: $0.questions.count,
                requires: $0.requires)
        }
        if format == .json {
            context.out(JSONOutput.encode(rows) + "\n")
            return 0
        }
        let idWidth = max(2, rows.map(\.id.count).max() ?? 0)
        // Ids are never cut; titles wrap under their column, or go on the next line when the
        // terminal leaves no room for a title column.
        let titleColumn = 5 + idWidth + 2 + 5 + 11
        let titleBeside = style.options.textWidth - titleColumn >= 20
        context.out(style.wrap(ControlCharacters.escape(course.title)) + "\n\n")
        context.out(
            "  #  " + "ID".padding(toLength: idWidth, withPad: " ", startingAt: 0)
                + (titleBeside ? "  MIN  QUESTIONS  TITLE" : "  MIN  QUESTIONS") + "\n")
        for (index, row) in rows.enumerated() {
            let number = String(index + 1)
            let line =
                String(repeating: " ", count: max(0, 3 - number.count)) + number + "  "
                + row.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + String(row.minutes).leftPadded(to: 3) + "  " + String(row.questions).leftPadded(to: 9) + "  "
            let title = ControlCharacters.escape(row.title)
            if titleBeside {
                let wrapper = WordWrapper(
                    width: style.options.textWidth, firstPrefix: line,
                    continuationPrefix: String(repeating: " ", count: titleColumn))
                context.out(wrapper.wrap(title).joined(separator: "\n") + "\n")
            } else {
                context.out(line.trimmingTrailingSpaces() + "\n" + style.hanging("     ", title) + "\n")
            }
        }
        let minutes = rows.map(\.minutes).reduce(0, +)
        let questions = rows.map(\.questions).reduce(0, +)
        context.out(
            "\n"
                + style.wrap(
                    "\(ShellTexts.count(rows.count, "lesson")), \(ShellTexts.count(questions, "question")), about \(ShellTexts.count(minutes, "minute"))"
                ) + "\n")
        return 0
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
