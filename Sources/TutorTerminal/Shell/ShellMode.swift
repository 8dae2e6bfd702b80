/// What the shell is in the middle of. It decides what the next line means (a command, a line
/// of Swift, a yes or no, a tree's answer) and which prompt asks for it; being one value, the
/// shell cannot be typing code and confirming a reset at once.
package enum ShellMode: Equatable {
    /// Commands, answers to one-line questions, Enter to go on: the shell's resting state.
    case reading
    /// A code answer typed line by line, until a line holding only '.'.
    /// - `lines`: the lines typed so far, as typed.
    /// - `hasShownError`: whether a live error (SourceKit's, on a terminal) was shown under
    ///   one of them, so that the hint on where to change them is said only once.
    case typingCode(lines: [String], hasShownError: Bool)
    /// `line N` typed inside a code answer: the next line replaces line `line` (1-based) of
    /// `lines`, and typing goes on after it.
    case amendingCode(lines: [String], line: Int)
    /// `reset` asked "[y/N]": the next line answers. `lesson` is nil when all answers would go.
    case confirmingReset(lesson: String?)
    /// A walk through a decision tree: its lines are answers to the tree's questions.
    case walkingTree(TreeWalk)
    /// The session ended (`quit`, end of input, a signal): nothing more is read.
    case finished

    /// The lines of the code answer being typed, if one is.
    package var codeLines: [String]? {
        switch self {
        case .typingCode(let lines, _), .amendingCode(let lines, _): lines
        case .reading, .confirmingReset, .walkingTree, .finished: nil
        }
    }

    /// The tree being walked, if one is.
    package var treeWalk: TreeWalk? {
        switch self {
        case .walkingTree(let walk): walk
        case .reading, .typingCode, .amendingCode, .confirmingReset, .finished: nil
        }
    }

    /// True while a line of a code answer is typed again (`line N`).
    package var isAmendingCode: Bool {
        if case .amendingCode = self { return true }
        return false
    }

    package var isFinished: Bool {
        switch self {
        case .finished: true
        case .reading, .typingCode, .amendingCode, .confirmingReset, .walkingTree: false
        }
    }

    /// The prompt on a terminal; nil when it is the shell's status prompt (the lesson, the
    /// question), which ``ShellStatus`` draws.
    package var prompt: String? {
        switch self {
        case .typingCode: "... "
        case .amendingCode(_, let line): "line \(line)> "
        case .confirmingReset: "reset? [y/N]> "
        case .walkingTree(let walk): "tree \(walk.tree.id)> "
        case .reading, .finished: nil
        }
    }

    /// The mode after one more line of a code answer: the line kept as typed (in place of the
    /// line named by `line N`, when one was).
    package func appending(codeLine line: String) -> ShellMode {
        switch self {
        case .typingCode(let lines, let hasShownError):
            return .typingCode(lines: lines + [line], hasShownError: hasShownError)
        case .amendingCode(var lines, let number):
            if lines.indices.contains(number - 1) { lines[number - 1] = line } else { lines.append(line) }
            return .typingCode(lines: lines, hasShownError: true)
        case .reading, .confirmingReset, .walkingTree, .finished:
            return .typingCode(lines: [line], hasShownError: false)
        }
    }

    /// The mode after `delete N` inside a code answer: line `number` (1-based) gone.
    package func deleting(codeLine number: Int) -> ShellMode {
        guard var lines = codeLines, lines.indices.contains(number - 1) else { return self }
        lines.remove(at: number - 1)
        return .typingCode(lines: lines, hasShownError: true)
    }
}
