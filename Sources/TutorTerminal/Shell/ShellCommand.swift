import Foundation
import TutorCore

/// The commands of the interactive shell: names, what their argument completes to, and help.
package struct ShellCommand: Sendable, Equatable {
    /// Which command: the shell dispatches on this with a `switch` that names every case, so a
    /// command in ``all`` that the shell does not handle does not compile. The raw value is the
    /// name typed.
    package enum Kind: String, CaseIterable, Sendable {
        case help, list, start, next, back, sections, quiz, question, hint, skip, solution, explain, tests, edit, run
        case tree, review, progress, report, reset, quit

        /// Whether the command, alone on a line inside a code answer, is the command rather
        /// than Swift: none of these words is a line of Swift, and the lines typed so far stay.
        package var worksInsideCodeAnswer: Bool {
            switch self {
            case .hint, .solution, .skip, .edit, .tests, .question: true
            case .help, .list, .start, .next, .back, .sections, .quiz, .explain, .run, .tree, .review, .progress,
                .report, .reset, .quit:
                false
            }
        }
    }

    package enum Argument: Sendable, Equatable {
        case none
        case lesson
        case tree
        case command
    }

    package var kind: Kind
    package var aliases: [String]
    package var argument: Argument
    package var usage: String
    package var summary: String

    /// The name typed (and shown in help).
    package var name: String { kind.rawValue }

    package init(_ kind: Kind, aliases: [String] = [], argument: Argument = .none, usage: String, summary: String) {
        self.kind = kind
        self.aliases = aliases
        self.argument = argument
        self.usage = usage
        self.summary = summary
    }

    package static let all: [ShellCommand] = [
        ShellCommand(
            .help, argument: .command, usage: "help [COMMAND]", summary: "list the commands, or explain one"),
        ShellCommand(.list, usage: "list", summary: "the lessons of the course, with your progress"),
        ShellCommand(
            .start, aliases: ["open"], argument: .lesson, usage: "start [LESSON [PAGE]]",
            summary:
                "open a lesson (its id, the start of it, or its number in 'list') where you left off, or at PAGE; no LESSON: continue"
        ),
        ShellCommand(
            .next, usage: "next", summary: "the next question or page (Enter does the same after an answer)"),
        ShellCommand(
            .back, usage: "back", summary: "the previous page (in a tree, or a tree question: your last answer)"),
        ShellCommand(
            .sections, usage: "sections [N]", summary: "the pages of the current lesson (N: go to page N)"),
        ShellCommand(.quiz, usage: "quiz", summary: "jump to the lesson's first unanswered question"),
        ShellCommand(
            .question, usage: "question", summary: "show the open question again, its code and what it asks"),
        ShellCommand(
            .hint, usage: "hint",
            summary:
                "a hint for the open question (nudge, hint, then nearly the answer); each costs a tenth of its score and brings its review sooner"
        ),
        ShellCommand(
            .skip, usage: "skip", summary: "leave the open question for later ('quiz' asks it again)"),
        ShellCommand(
            .solution, usage: "solution",
            summary: "show the open question's answer (it then counts as not answered right)"),
        ShellCommand(.explain, usage: "explain", summary: "why the answer is what it is"),
        ShellCommand(.tests, usage: "tests", summary: "the checks the open question runs against your code"),
        ShellCommand(.edit, usage: "edit", summary: "write a code answer in $VISUAL or $EDITOR"),
        ShellCommand(
            .run, usage: "run [N]",
            summary: "run this page's SwiftUI sample (the Nth) and try it in the terminal"),
        ShellCommand(
            .tree, argument: .tree, usage: "tree [TREE]",
            summary: "walk a 'which wrapper fits' decision tree (also while a question is open)"),
        ShellCommand(.review, usage: "review", summary: "answer the questions due for review"),
        ShellCommand(.progress, usage: "progress", summary: "your progress through the course"),
        ShellCommand(.report, usage: "report", summary: "a report of this session"),
        ShellCommand(
            .reset, argument: .lesson, usage: "reset [LESSON]",
            summary: "forget your answers to a lesson (or all), after confirming"),
        ShellCommand(.quit, aliases: ["exit"], usage: "quit", summary: "save and leave (Ctrl-D does the same)"),
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

    /// A command as typed: which one, and the rest of the line after its word.
    package struct Invocation: Sendable, Equatable {
        package var kind: Kind
        /// The text after the command's word, without spaces at either end; nil when there is none.
        package var argument: String?

        package init(_ kind: Kind, argument: String? = nil) {
            self.kind = kind
            self.argument = argument
        }
    }

    /// What a typed line is, read as a command.
    package enum Parse: Sendable, Equatable {
        case command(Invocation)
        /// Its word starts several commands' names.
        case ambiguous(names: [String])
        /// Its word names no command; `suggestion` is the closest name, if one is close.
        case unknown(suggestion: String?)
    }

    /// A line (without spaces at either end, not empty) split at its first space: the word that
    /// may name a command, and the rest.
    package static func words(of line: String) -> (word: String, argument: String?) {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let word = words.first ?? ""
        return (word, words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil)
    }

    /// Reads a line as a command: its first word is a name, an alias or a unique start of one
    /// (any case), the rest its argument.
    package static func parse(_ line: String) -> Parse {
        let (word, argument) = words(of: line)
        switch resolve(word) {
        case .command(let command): return .command(Invocation(command.kind, argument: argument))
        case .ambiguous(let names): return .ambiguous(names: names)
        case .unknown(let suggestion): return .unknown(suggestion: suggestion)
        }
    }

    /// Reads a line as a command only when its first word is a whole name or alias (any case):
    /// while a question is open, anything else is an answer.
    package static func parseExactly(_ line: String) -> Invocation? {
        let (word, argument) = words(of: line)
        return exact(word.lowercased()).map { Invocation($0.kind, argument: argument) }
    }

    /// The command a line inside a code answer is, when it is one that works there, alone on
    /// the line; anything else is a line of Swift.
    package static func inCodeAnswer(_ line: String) -> Kind? {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        guard let kind = Kind(rawValue: word), kind.worksInsideCodeAnswer else { return nil }
        return kind
    }
}
