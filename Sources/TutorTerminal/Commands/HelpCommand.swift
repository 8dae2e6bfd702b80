/// `statetutor help [COMMAND]` (and `--help` on any command): the overview, or one command's
/// usage, options and details.
struct HelpCommand: Command {
    static let spec = CommandSpec(
        name: "help", usage: "statetutor help [COMMAND]", summary: "show help for statetutor or one of its commands")

    let topic: String?
    let context: ProcessContext
    let style: ShellStyle

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        topic = arguments.command == "help" && !arguments.wantsHelp ? arguments.operands.first : arguments.command
        context = environment.context
        style = environment.outputStyle
    }

    func run() throws(UsageError) -> Int32 {
        guard let topic, !topic.isEmpty else {
            // Wrapped at words, each option's or command's text under its own column.
            context.out(style.columns(CommandSpec.overview(of: Application.commands.map { $0.spec })))
            return 0
        }
        guard let command = Application.command(named: topic) else {
            context.err("statetutor: error: no command '\(topic)'\nRun 'statetutor --help' for the list of commands.\n")
            return 2
        }
        context.out(style.columns(command.spec.helpText))
        return 0
    }
}
