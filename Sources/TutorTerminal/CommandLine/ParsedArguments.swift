/// The command line, split into a subcommand, its operands and options.
package struct ParsedArguments: Equatable, Sendable {
    package var command: String?
    package var operands: [String] = []
    /// Options by long name, without dashes; flags map to "true". Later occurrences win.
    package var options: [String: String] = [:]
    /// True with `--help` or `-h`, whatever the command.
    package var wantsHelp: Bool { options["help"] != nil }

    package func option(_ name: String) -> String? { options[name] }
    package func flag(_ name: String) -> Bool { options[name] != nil }
}

/// A problem with the command line itself: exit status 2.
package struct UsageError: Error, Equatable, Sendable {
    package var message: String
    package var command: String?

    package init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}

extension ParsedArguments {
    /// For a command that takes options only: a usage error naming the first operand given.
    package func requireNoOperands(command: String) throws(UsageError) {
        guard let first = operands.first else { return }
        throw UsageError("unexpected '\(first)'", command: command)
    }
}
