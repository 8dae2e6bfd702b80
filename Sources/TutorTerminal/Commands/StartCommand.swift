import TutorCore

/// `statetutor start [LESSON [PAGE]]`: the tutor's shell, opened on a lesson (as the shell's own
/// `start` would), and left open.
struct StartCommand: Command {
    static let spec = CommandSpec(
        name: "start", usage: "statetutor start [LESSON [PAGE]]",
        summary: "start the tutor on a lesson (no LESSON: where you left off)",
        details: """
            Opens the tutor's shell and runs its 'start' command: LESSON is a lesson's id, the
            start of one, or its number in 'statetutor list'; PAGE opens that page. The shell
            stays open afterwards, as 'statetutor' alone does.
            """)

    let environment: CommandEnvironment
    let course: Course
    let line: String

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        guard arguments.operands.count <= 2 else {
            throw UsageError("unexpected '\(arguments.operands[2])'", command: "start")
        }
        self.environment = environment
        course = try environment.loadCourse()
        line = (["start"] + arguments.operands).joined(separator: " ")
    }

    func run() throws(UsageError) -> Int32 {
        TutorCommand.runShell(environment, course: course, startupCommands: [line], leavesAfterwards: false)
    }
}
