import TutorCore

/// The commands of the interactive shell: names, what their argument completes to, and help.
package struct ShellCommand: Sendable, Equatable {
    package enum Argument: Sendable, Equatable {
        case none
        case lesson
        case tree
        case command
    }

    package var name: String
    package var aliases: [String] = []
    package var argument: Argument = .none
    package var usage: String
    package var summary: String

    package static let all: [ShellCommand] = [
        ShellCommand(
            name: "help", argument: .command, usage: "help [COMMAND]", summary: "list the commands, or explain one"),
        ShellCommand(name: "list", usage: "list", summary: "the lessons of the course, with your progress"),
        ShellCommand(
            name: "start", aliases: ["open"], argument: .lesson, usage: "start [LESSON [PAGE]]",
            summary:
                "open a lesson (its id, the start of it, or its number in 'list') where you left off, or at PAGE; no LESSON: continue"
        ),
        ShellCommand(
            name: "next", usage: "next", summary: "the next question or page (Enter does the same after an answer)"),
        ShellCommand(name: "back", usage: "back", summary: "the previous page (in a tree: your last answer)"),
        ShellCommand(
            name: "sections", usage: "sections [N]", summary: "the pages of the current lesson (N: go to page N)"),
        ShellCommand(name: "quiz", usage: "quiz", summary: "jump to the lesson's first unanswered question"),
        ShellCommand(
            name: "hint", usage: "hint",
            summary:
                "a hint for the open question (nudge, hint, then nearly the answer); each costs a tenth of its score and brings its review sooner"
        ),
        ShellCommand(
            name: "skip", usage: "skip", summary: "leave the open question for later ('quiz' asks it again)"),
        ShellCommand(
            name: "solution", usage: "solution",
            summary: "show the open question's answer (it then counts as not answered right)"),
        ShellCommand(name: "explain", usage: "explain", summary: "why the answer is what it is"),
        ShellCommand(name: "tests", usage: "tests", summary: "the checks the open question runs against your code"),
        ShellCommand(name: "edit", usage: "edit", summary: "write a code answer in $VISUAL or $EDITOR"),
        ShellCommand(
            name: "run", usage: "run [N]",
            summary: "run this page's SwiftUI sample (the Nth) and try it in the terminal"),
        ShellCommand(
            name: "tree", argument: .tree, usage: "tree [TREE]",
            summary: "walk a 'which wrapper fits' decision tree (also while a question is open)"),
        ShellCommand(name: "review", usage: "review", summary: "answer the questions due for review"),
        ShellCommand(name: "progress", usage: "progress", summary: "your progress through the course"),
        ShellCommand(name: "report", usage: "report", summary: "a report of this session"),
        ShellCommand(
            name: "reset", argument: .lesson, usage: "reset [LESSON]",
            summary: "forget your answers to a lesson (or all), after confirming"),
        ShellCommand(name: "quit", aliases: ["exit"], usage: "quit", summary: "save and leave (Ctrl-D does the same)"),
    ]

    /// Resolves a typed word: an exact name or alias, else a unique prefix.
    package static func resolve(_ word: String) -> Resolution {
        let word = word.lowercased()
        if let exact = all.first(where: { $0.name == word || $0.aliases.contains(word) }) { return .command(exact) }
        let matches = all.filter { command in ([command.name] + command.aliases).contains { $0.hasPrefix(word) } }
        if matches.count == 1 { return .command(matches[0]) }
        if matches.count > 1 { return .ambiguous(matches.map(\.name)) }
        return .unknown(suggestion: Suggestion.closest(to: word, in: all.flatMap { [$0.name] + $0.aliases }))
    }

    package enum Resolution: Equatable, Sendable {
        case command(ShellCommand)
        case ambiguous([String])
        case unknown(suggestion: String?)
    }

    /// An exact name or alias only (while a question is open, anything else is an answer).
    package static func exact(_ word: String) -> ShellCommand? {
        all.first { $0.name == word || $0.aliases.contains(word) }
    }
}
