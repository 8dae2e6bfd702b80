import TutorCore

/// `statetutor review`: the questions due for spaced review, in the tutor's shell, then leave.
struct ReviewCommand: Command {
    static let spec = CommandSpec(
        name: "review", usage: "statetutor review",
        summary: "answer the questions due for spaced review, then leave",
        details: """
            Runs the questions whose review is due (FSRS-6 schedule from your earlier answers),
            earliest first, in the same shell as the tutor, and ends with the session report.
            """)

    let environment: CommandEnvironment
    let course: Course

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        try arguments.requireNoOperands(command: "review")
        self.environment = environment
        course = try environment.loadCourse()
    }

    func run() throws(UsageError) -> Int32 {
        TutorCommand.runShell(environment, course: course, startupCommands: ["review"])
    }
}
