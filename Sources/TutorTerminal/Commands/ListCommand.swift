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
        context.out(ControlCharacters.escape(course.title) + "\n\n")
        context.out(
            "  #  " + "ID".padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  MIN  QUESTIONS  TITLE\n")
        for (index, row) in rows.enumerated() {
            let number = String(index + 1)
            let line =
                String(repeating: " ", count: max(0, 3 - number.count)) + number + "  "
                + row.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + String(row.minutes).leftPadded(to: 3) + "  " + String(row.questions).leftPadded(to: 9) + "  "
                + ControlCharacters.escape(row.title)
            context.out(line + "\n")
        }
        let minutes = rows.map(\.minutes).reduce(0, +)
        let questions = rows.map(\.questions).reduce(0, +)
        context.out("\n\(rows.count) lessons, \(questions) questions, about \(minutes) minutes\n")
        return 0
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
