import TutorCore

/// `statetutor show ID`: prints a lesson as plain text, section by section.
struct ShowCommand: Command {
    static let spec = CommandSpec(
        name: "show", usage: "statetutor show ID", summary: "print one lesson, page by page",
        details: """
            Prints the lesson's sections, questions and decision trees as text. On a terminal, a
            lesson taller than the screen goes through $PAGER (less by default; PAGER=cat or
            --no-pager prints it straight through).
            """)

    let arguments: ParsedArguments
    let context: ProcessContext
    let course: Course
    let style: ShellStyle

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        course = try environment.loadCourse()
        style = environment.outputStyle
    }

    func run() throws(UsageError) -> Int32 {
        guard let id = arguments.operands.first else {
            throw UsageError("show needs a lesson id; see 'statetutor list'", command: "show")
        }
        guard arguments.operands.count == 1 else { throw UsageError("show takes one lesson id", command: "show") }
        guard let lesson = course.lesson(withID: id) else {
            var message = "no lesson '\(id)' in this course"
            if let suggestion = Suggestion.closest(to: id, in: course.lessons.map(\.id)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message, command: "show")
        }
        let text = LessonRenderer(course: course, style: style).render(lesson)
        // On a terminal, a lesson taller than the screen goes through the pager, as git does.
        if Pager.forOutput(context: context, arguments: arguments)?.page(text, to: context.stdout) != true {
            context.out(text)
        }
        return 0
    }
}
