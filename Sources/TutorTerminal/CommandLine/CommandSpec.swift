import Foundation

/// What a subcommand accepts, and the text of its `--help`.
package struct CommandSpec: Sendable {
    package struct Option: Sendable {
        package var name: String
        package var value: String?
        package var help: String
    }

    package var name: String
    package var aliases: [String] = []
    package var usage: String
    package var summary: String
    package var details: String = ""
    package var options: [Option] = []

    /// Options every command accepts.
    package static let globalOptions: [Option] = [
        Option(
            name: "lessons", value: "DIR",
            help: "use the course in DIR instead of the bundled one (or STATETUTOR_LESSONS)"),
        Option(name: "prefs", value: "FILE", help: "preferences and progress file (or STATETUTOR_PREFS)"),
        Option(
            name: "color", value: "WHEN",
            help: "colour output: auto, always or never (NO_COLOR and TERM=dumb turn it off)"),
        Option(
            name: "width", value: "N", help: "wrap text to N columns (default: the terminal's width, COLUMNS, or 80)"),
        Option(name: "plain", value: nil, help: "ASCII only, no colour, no box drawing (friendlier to screen readers)"),
        Option(name: "no-pager", value: nil, help: "never show long pages through $PAGER or a more prompt"),
        Option(name: "no-exec", value: nil, help: "never run learners' or lessons' code (type-check only)"),
        Option(
            name: "unsandboxed", value: nil,
            help:
                "run code without the sandbox (resource limits only); it can then read and change your files and use the network"
        ),
        Option(name: "help", value: nil, help: "show help for the command"),
        Option(name: "version", value: nil, help: "print the version"),
    ]

    /// `--format text|json`, for commands whose output a program may read.
    static let format = Option(name: "format", value: "FORMAT", help: "output format: text or json")

    /// The long options this command accepts that take a value (its own and the global ones).
    package var valueOptions: Set<String> {
        Set((Self.globalOptions + options).filter { $0.value != nil }.map(\.name))
    }

    /// The full `--help` text of this command.
    package var helpText: String {
        var text = "usage: \(usage)\n\n\(summary)\n"
        if !details.isEmpty { text += "\n\(Self.reflowed(details))\n" }
        text += "\nOptions:\n" + Self.describe(options + Self.globalOptions)
        return text
    }

    /// `details` as the lines the help prints, each wrapped to the terminal later: the lines of
    /// a paragraph are joined (they are broken in the source only to keep it readable); an
    /// empty line, an indented line (a table of steps), a line after one that ends with `:` and
    /// "Exit status:" start lines of their own; a paragraph after a table is set apart from it
    /// by an empty line.
    static func reflowed(_ details: String) -> String {
        var lines: [String] = []
        for line in details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let last = lines.last, last.first?.isWhitespace == true, let first = line.first, !first.isWhitespace {
                lines.append("")
            }
            let startsOwnLine =
                lines.isEmpty || line.isEmpty || line.first?.isWhitespace == true || line.hasPrefix("Exit status")
                || lines[lines.count - 1].isEmpty || lines[lines.count - 1].hasSuffix(":")
            if startsOwnLine {
                lines.append(line)
            } else {
                lines[lines.count - 1] += " " + line
            }
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ options: [Option]) -> String {
        let labels = options.map { "--\($0.name)" + ($0.value.map { " \($0)" } ?? "") }
        let width = (labels.map(\.count).max() ?? 0) + 2
        return zip(labels, options).map { label, option in
            "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + option.help
        }.joined(separator: "\n") + "\n"
    }

    /// `statetutor --help`: the program's usage and the summary of each named command.
    package static func overview(of specs: [CommandSpec]) -> String {
        let named = specs.filter { !$0.name.isEmpty }
        let width = (named.map(\.name.count).max() ?? 0) + 2
        let commands = named.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }
        return """
            statetutor: learn SwiftUI state management and data flow in the terminal

            usage: statetutor [COMMAND] [OPTIONS]

            With no command, statetutor starts the tutor on the bundled course.

            Commands:
            \(commands.joined(separator: "\n"))

            Options:
            \(describe(globalOptions))
            Run 'statetutor help COMMAND' or 'statetutor COMMAND --help' for a command's options.
            Exit status: 0 success, 1 a check failed, 2 usage error.

            """
    }
}
