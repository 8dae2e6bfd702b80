/// A subcommand of `statetutor`. Each command declares what it accepts and its help text next
/// to the code that runs it; `Application` only looks commands up by name.
package protocol Command {
    /// Name, usage, options and the text of `--help`.
    static var spec: CommandSpec { get }

    /// Takes what the command needs from the command line and the environment; a usage error
    /// when the arguments don't fit.
    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError)

    /// Runs the command and returns the exit status.
    func run() throws(UsageError) -> Int32
}
