import Foundation
import TutorCompiler
import TutorCore

/// An editor's help while a learner writes Swift in the shell, from SourceKit: the first error of
/// a code answer so far after each line, and Tab completion in code answers, blanks and bug
/// fixes. Everything here is best effort and bounded in time: when SourceKit is not ready or
/// slow, the learner simply gets no help this time (answers are always judged by the checker).
package final class CodeAnswerHelp {
    private let assistant: CodeAssistant
    /// The error shown last for the current answer: it is not shown again line after line.
    private var shown: String?

    /// How long the shell waits for the check of a line before it shows the next prompt (the
    /// service lets a slower check finish, and skips the ones nobody waits for any more).
    static let lineWait: TimeInterval = 0.25

    package init(assistant: CodeAssistant) {
        self.assistant = assistant
    }

    /// Starts SourceKit in the background when `lesson` has questions answered in Swift, so
    /// that its start (a second or so) is over by the time one is asked.
    package func prepare(for lesson: Lesson?) {
        guard let lesson, assistant.state == .stopped,
            lesson.questions.contains(where: { Self.isAnsweredInSwift($0) })
        else { return }
        assistant.prepare()
    }

    private static func isAnsweredInSwift(_ question: Question) -> Bool {
        switch question.payload {
        case .code, .blank, .bug: true
        default: false
        }
    }

    /// A new answer begins: nothing was shown for it yet.
    package func beginAnswer() {
        shown = nil
    }

    /// The first error in the code answer written so far (`lines`), when there is one not shown
    /// yet: `line 3: error: cannot find 'cout' in scope`. Brackets still open are closed for the
    /// check, and what the compiler says only because the code is unfinished is left out.
    package func newError(in lines: [String], target: DeploymentTarget?) -> CompilerDiagnostic? {
        guard assistant.state == .ready else { return nil }
        let unfinished = UnfinishedCode(lines.joined(separator: "\n"))
        guard
            let diagnostics = assistant.diagnostics(
                [LearnerFile(unfinished.text, displayName: "answer.swift")], target: target, timeLimit: Self.lineWait)
        else { return nil }
        let first = diagnostics.filter { $0.severity == .error && unfinished.isAboutWrittenCode(line: $0.line) }
            .min { ($0.line, $0.column) < ($1.line, $1.column) }
        guard var first else { return nil }
        first.file = ""
        let key = "\(first.line):\(first.message)"
        guard key != shown else { return nil }
        shown = key
        return first
    }

    /// Where completion happens: the code around what is being typed.
    package enum Place {
        /// A code answer: the lines entered before the one being typed.
        case code(previous: [String])
        /// A blank question's gap: the code, the gap, the accepted fillings.
        case gap(code: String, index: Int, blanks: [[String]])
        /// A bug fix: the code and the line being replaced.
        case fix(code: String, line: Int)
    }

    /// Completions of the Swift name before the cursor, nil when SourceKit had none to give.
    package func complete(_ request: LineEditor.CompletionRequest, at place: Place, target: DeploymentTarget?)
        -> LineEditor.Completion?
    {
        guard assistant.state == .ready, let (source, offset) = Self.source(request, at: place) else { return nil }
        guard let proposed = assistant.completions(in: source, at: offset, target: target, timeLimit: 1) else {
            return nil
        }
        // libedit may leave a `$` out of the word (`$isOn`'s `is`): the names are then written
        // without theirs.
        let dollar = request.before.hasSuffix("$") && !request.word.hasPrefix("$")
        let completions = proposed.map { completion in
            var completion = completion
            if dollar, completion.name.hasPrefix("$") { completion.name.removeFirst() }
            return completion
        }
        var matching = completions.filter { $0.name.hasPrefix(request.word) }
        if matching.isEmpty, let only = completions.first, completions.count == 1 {
            // One name in another case (`foregroundstyle`): it is written as declared.
            matching = [only]
        }
        guard !matching.isEmpty else { return nil }
        let suffix = matching.count == 1 && matching[0].takesArguments ? "(" : ""
        return LineEditor.Completion(matching.map(\.name), suffix: suffix)
    }

    /// The whole source and the cursor's UTF-8 offset in it.
    static func source(_ request: LineEditor.CompletionRequest, at place: Place) -> (String, Int)? {
        let line = request.line
        let cursor = min(request.cursor, line.utf8.count)
        switch place {
        case .code(let previous):
            let before = previous.map { $0 + "\n" }.joined()
            let text = UnfinishedCode(before + line).text
            return (text, before.utf8.count + cursor)
        case .gap(let code, let index, let blanks):
            let marker = "\u{1}"
            let filled = BlankCode.fill(code, gap: index, with: marker, blanks: blanks)
            guard let range = filled.range(of: marker) else { return nil }
            let offset = filled[..<range.lowerBound].utf8.count + cursor
            return (filled.replacingCharacters(in: range, with: line), offset)
        case .fix(let code, let number):
            var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.indices.contains(number - 1) else { return nil }
            lines[number - 1] = line
            let offset = lines[..<(number - 1)].map { $0.utf8.count + 1 }.reduce(0, +) + cursor
            return (lines.joined(separator: "\n"), offset)
        }
    }
}
