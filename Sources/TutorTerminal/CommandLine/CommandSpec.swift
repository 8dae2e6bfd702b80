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
        Option(name: "no-exec", value: nil, help: "never run learners' or lessons' code (type-check only)"),
        Option(name: "help", value: nil, help: "show help for the command"),
        Option(name: "version", value: nil, help: "print the version"),
    ]

    static let format = Option(name: "format", value: "FORMAT", help: "output format: text or json")

    /// Long options that take a value.
    package static var valueOptions: Set<String> {
        Set((globalOptions + all.flatMap(\.options)).filter { $0.value != nil }.map(\.name))
    }

    package static let all: [CommandSpec] = [
        CommandSpec(
            name: "list", usage: "statetutor list [--format text|json]",
            summary: "list the lessons of the course in order",
            details: "Shows each lesson's id, title, minutes and number of questions.", options: [format]),
        CommandSpec(
            name: "show", usage: "statetutor show ID", summary: "print one lesson, page by page",
            details: "Prints the lesson's sections, questions and decision trees as text."),
        CommandSpec(
            name: "validate", usage: "statetutor validate [PATH...] [--format text|json] [--no-compile]",
            summary: "check lessons like a compiler checks code",
            details: """
                Checks a course folder or single lesson files (default: the current course) against the
                lesson format and prints every problem as 'path:line:col: error|warning: message' on
                stderr, then a summary line. With a Swift compiler it also compiles every swift block
                (or checks it fails as declared), runs every output question's code, and checks that
                every code solution passes and its starter does not; results are cached, so an
                unchanged course re-validates without compiling. Exit status: 0 when there are no
                errors (warnings are allowed), 1 when there are errors, 2 for a usage error.
                """,
            options: [
                format, Option(name: "no-compile", value: nil, help: "skip the rules that need the Swift compiler"),
            ]),
        CommandSpec(
            name: "new", usage: "statetutor new ID [--output FILE] [--force]",
            summary: "write a lesson skeleton that validates",
            details: """
                Writes ID.md in the current directory, or in the course folder given with --lessons
                (numbered after the last lesson there), or at --output FILE. Never overwrites a file
                unless --force is given.
                """,
            options: [
                Option(name: "output", value: "FILE", help: "where to write the lesson"),
                Option(name: "force", value: nil, help: "overwrite an existing file"),
            ]),
        CommandSpec(
            name: "typecheck", usage: "statetutor typecheck FILE...",
            summary: "type-check Swift files against StateTutor's SwiftUI surface",
            details: """
                Compiles each file with the real Swift compiler against a module named SwiftUI whose
                declarations follow Apple's, and prints the compiler's diagnostics with the file's own
                lines. Files with top-level code and files with @main both work. Nothing is executed.
                The surface is compiled once into the cache folder ($XDG_CACHE_HOME/statetutor).
                Exit status: 0 when every file compiles, 1 otherwise.
                """),
        CommandSpec(
            name: "check", usage: "statetutor check QID (--answer TEXT | --answer-file FILE) [--format text|json]",
            summary: "check one answer to one question, without the shell",
            details: """
                Checks an answer the way the tutor does and prints the verdict, feedback and the
                expected answer on a miss. Multi-step questions take one step per line: a tree
                question one answer per line, a blank question one gap per line, a bug question the
                line number and then the fix. --answer-file - reads standard input. Answers are
                limited to 1 MB.
                Exit status: 0 right, 1 wrong (or partly right), 2 usage error.
                """,
            options: [
                Option(name: "answer", value: "TEXT", help: "the answer"),
                Option(name: "answer-file", value: "FILE", help: "read the answer from FILE (- for stdin)"),
                format,
            ]),
        CommandSpec(
            name: "report", usage: "statetutor report [PREFS...] [--format text|markdown|json|csv]",
            summary: "report progress from preferences files (one learner, or a class)",
            details: """
                With no PREFS file, reports the learner's own progress (--prefs FILE, STATETUTOR_PREFS,
                or $XDG_CONFIG_HOME/statetutor/preferences.json); with one file, that learner's
                progress; with several, a class report: totals per student, how each question went,
                and mastery per concept. Only the current course counts (see --lessons). CSV has one
                row per student and question; docs/REPORTS.md describes every field.
                Exit status: 0 success, 1 a PREFS file is missing or unreadable, 2 usage error.
                """,
            options: [
                Option(name: "format", value: "FORMAT", help: "output format: text, markdown, json or csv")
            ]),
        CommandSpec(
            name: "review", usage: "statetutor review",
            summary: "answer the questions due for spaced review, then leave",
            details: """
                Runs the questions whose review is due (FSRS-6 schedule from your earlier answers),
                earliest first, in the same shell as the tutor, and ends with the session report.
                """),
        CommandSpec(
            name: "reset", usage: "statetutor reset [LESSON] [--yes]",
            summary: "forget your answers to a lesson (or the whole course), keeping a backup",
            details: """
                Asks for confirmation (unless --yes), copies the preferences file to
                preferences.json.backup-<time>, then removes the lesson's progress.
                """,
            options: [Option(name: "yes", value: nil, help: "do not ask for confirmation")]),
        CommandSpec(
            name: "help", usage: "statetutor help [COMMAND]", summary: "show help for statetutor or one of its commands"
        ),
    ]

    /// The full `--help` text of this command.
    package var helpText: String {
        var text = "usage: \(usage)\n\n\(summary)\n"
        if !details.isEmpty { text += "\n\(details)\n" }
        text += "\nOptions:\n" + Self.describe(options + Self.globalOptions)
        return text
    }

    static func describe(_ options: [Option]) -> String {
        let labels = options.map { "--\($0.name)" + ($0.value.map { " \($0)" } ?? "") }
        let width = (labels.map(\.count).max() ?? 0) + 2
        return zip(labels, options).map { label, option in
            "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + option.help
        }.joined(separator: "\n") + "\n"
    }

    /// `statetutor --help`.
    package static var overview: String {
        let width = (all.map(\.name.count).max() ?? 0) + 2
        let commands = all.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }
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
