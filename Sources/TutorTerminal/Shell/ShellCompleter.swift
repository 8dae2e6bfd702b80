import TutorCore

/// Tab completion for the shell: command names first, then the argument each command takes.
package struct ShellCompleter: Sendable {
    package var lessonIDs: [String]
    package var treeIDs: [String]

    package init(course: Course) {
        lessonIDs = course.lessons.map(\.id)
        treeIDs = course.trees.keys.sorted()
    }

    /// Completions of `word`, where `before` is the text of the line before it.
    package func complete(_ word: String, before: String) -> [String] {
        let previous = before.split(separator: " ").map(String.init)
        guard let first = previous.first else {
            return ShellCommand.all.flatMap { [$0.name] + $0.aliases }.filter { $0.hasPrefix(word.lowercased()) }
                .sorted()
        }
        guard previous.count == 1, case .command(let command) = ShellCommand.resolve(first) else { return [] }
        let candidates: [String]
        switch command.argument {
        case .none: return []
        case .lesson: candidates = lessonIDs
        case .tree: candidates = treeIDs
        case .command: candidates = ShellCommand.all.map(\.name)
        }
        return candidates.filter { $0.hasPrefix(word) }
    }
}
