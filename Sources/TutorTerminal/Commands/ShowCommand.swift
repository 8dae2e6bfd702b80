import TutorCore

/// `statetutor show ID`: prints a lesson as plain text, section by section.
struct ShowCommand {
    let arguments: ParsedArguments
    let context: ProcessContext
    let course: Course
    let style: ShellStyle

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
        context.out(LessonRenderer(course: course, style: style).render(lesson))
        return 0
    }
}
