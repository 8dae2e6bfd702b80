import Foundation
import TutorCompiler
import TutorCore

/// An editor's help while a learner writes Swift in the shell, from SourceKit: the first error of
/// a code answer so far after each line, and Tab completion in code answers, blanks and bug
/// fixes. Everything here is best effort and bounded in time: when SourceKit is not ready or
/// slow, the learner simply gets no help this time (answers are always judged by the checker).
package final class CodeAnswerHelp {
    private let assistant: CodeAssistant
    /// The error shown last for the current answer, and its line: it is not shown again line
    /// after line, and is withdrawn when it goes away.
    private var shown: (key: String, line: Int)?

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

    /// What the live check of a code answer found after a line.
    package enum LiveCheck: Equatable {
        /// The first error in the answer so far, not shown yet: `line 3: error: cannot find 'cout' in scope`.
        case error(CompilerDiagnostic)
        /// The error shown last (on `line`) is gone: the lines written since made it false.
        case withdrawn(line: Int)
    }

    /// The live check of the code answer written so far (`lines`), placed as the checker places
    /// it (``placed(_:starter:)``): a new first error, or the last one shown withdrawn, or nil
    /// when there is nothing new to say. Brackets still open are closed for the check, what the
    /// compiler says only because the code is unfinished is left out, and a last line holding
    /// only attributes (`@Observable`) waits for the declaration they belong to.
    package func check(_ lines: [String], starter: String?, target: DeploymentTarget?) -> LiveCheck? {
        guard assistant.state == .ready, !Self.waitsForDeclaration(lines) else { return nil }
        let unfinished = UnfinishedCode(lines.joined(separator: "\n"))
        let (source, learnerLines) = Self.placed(unfinished, starter: starter)
        guard
            let diagnostics = assistant.diagnostics(
                [LearnerFile(source, displayName: "answer.swift")], target: target, timeLimit: Self.lineWait)
        else { return nil }
        let errors = diagnostics.compactMap { diagnostic -> CompilerDiagnostic? in
            guard diagnostic.severity == .error, learnerLines.indices.contains(diagnostic.line - 1),
                let own = learnerLines[diagnostic.line - 1], unfinished.isAboutWrittenCode(line: own)
            else { return nil }
            var error = diagnostic
            error.file = ""
            error.line = own
            error.sourceLine = error.sourceLine.map(Self.untagged)
            return error
        }
        let first = errors.min { ($0.line, $0.column) < ($1.line, $1.column) }
        if let last = shown, !errors.contains(where: { Self.key($0) == last.key }) {
            shown = nil
            if first == nil { return .withdrawn(line: last.line) }
        }
        guard let first, Self.key(first) != shown?.key else { return nil }
        shown = (Self.key(first), first.line)
        return .error(first)
    }

    private static func key(_ error: CompilerDiagnostic) -> String {
        "\(error.line):\(error.message)"
    }

    /// True when the last line written holds only attributes (`@Observable`, `@MainActor`):
    /// alone it is not a declaration yet, and checking it would say so.
    static func waitsForDeclaration(_ lines: [String]) -> Bool {
        guard let last = lines.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return false }
        let attributes = /\s*(?:@[A-Za-z_][A-Za-z0-9_.]*(?:\([^)]*\))?\s*)+/
        return last.wholeMatch(of: attributes) != nil
    }

    /// The comment that marks which of the learner's lines a line of the placed source holds.
    private static let tag = " // statetutor-line "

    /// The answer so far as the checker compiles it (``CodeAnswer/placedInStarter(_:starter:)``):
    /// in the starter when it rewrites part of it (a method in the starter's type, with its
    /// imports), else alone with the starter's imports. Returns the source and, for each of its
    /// lines, the learner's line it holds (nil for the starter's own lines).
    static func placed(_ unfinished: UnfinishedCode, starter: String?) -> (source: String, learnerLines: [Int?]) {
        let written = unfinished.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each line carries its number in a comment to the end of the line (not a line that
        // opens or closes a multi-line string, where a comment would be text).
        let tagged = written.enumerated().map { index, line in
            line.contains("\"\"\"") || line.isEmpty ? line : line + tag + "\(index + 1)"
        }.joined(separator: "\n")
        var source = tagged
        if let starter {
            if let placed = CodeAnswer.placedInStarter(tagged, starter: starter) {
                source = placed
            } else {
                let imports = starter.split(separator: "\n").map(String.init).filter {
                    $0.hasPrefix("import ") && !written.contains($0)
                }
                if !imports.isEmpty { source = imports.joined(separator: "\n") + "\n" + tagged }
            }
        }
        var learnerLines: [Int?] = []
        var next = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = line.range(of: tag, options: .backwards), let number = Int(line[range.upperBound...]) {
                learnerLines.append(number)
                next = number + 1
            } else if source == tagged {
                // Alone, the untagged lines are the learner's too (blank ones, string lines).
                learnerLines.append(next)
                next += 1
            } else {
                learnerLines.append(nil)
            }
        }
        return (source, learnerLines)
    }

    /// A line of the placed source as the learner wrote it.
    static func untagged(_ line: String) -> String {
        guard let range = line.range(of: tag, options: .backwards) else { return line }
        return String(line[..<range.lowerBound])
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

    /// The attributes a learner writes after `@` in SwiftUI code: property wrappers and macros.
    static let attributes = [
        "State", "Binding", "Bindable", "Observable", "ObservationIgnored", "Environment", "EnvironmentObject",
        "StateObject", "ObservedObject", "Published", "AppStorage", "SceneStorage", "FocusState", "Namespace",
        "GestureState", "MainActor", "Previewable", "Entry", "ViewBuilder", "escaping", "discardableResult",
        "available", "main",
    ]

    /// Completions of the Swift name before the cursor, nil when there are none. After `@`, the
    /// property wrappers and macros come first (and alone when some match); C library names are
    /// never offered; while SourceKit is not ready or slow, the names of the code around are.
    package func complete(_ request: LineEditor.CompletionRequest, at place: Place, target: DeploymentTarget?)
        -> LineEditor.Completion?
    {
        if request.before.hasSuffix("@") {
            let wrappers = Self.attributes.filter { $0.lowercased().hasPrefix(request.word.lowercased()) }
            if !wrappers.isEmpty { return LineEditor.Completion(wrappers, suffix: "") }
        }
        guard let (source, offset) = Self.source(request, at: place) else { return nil }
        guard assistant.state == .ready,
            let proposed = assistant.completions(in: source, at: offset, target: target, timeLimit: 1)
        else {
            return Self.namesAround(request.word, in: source)
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

    /// The names in `source` that start with `word` (and are longer): what Tab offers before
    /// SourceKit is ready.
    static func namesAround(_ word: String, in source: String) -> LineEditor.Completion? {
        guard !word.isEmpty else { return nil }
        var seen: Set<String> = []
        let names = SwiftLexer.tokens(source).filter { $0.kind == .identifier }.map(\.text).filter {
            $0.hasPrefix(word) && $0 != word && seen.insert($0).inserted
        }
        return names.isEmpty ? nil : LineEditor.Completion(names, suffix: "")
    }

    /// What closes a string interpolation left open before the cursor (`"Pages: \(pag`): the
    /// `)` and the string's `"`, so that SourceKit completes inside it; nil outside one.
    static func closingInterpolation(_ before: String) -> String? {
        var inString = false
        var depth = 0
        var previous: Character = " "
        for character in before {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
                if character == "(" && previous == "\\" { inString = false; depth += 1 }
            } else if character == "\"" {
                inString = true
            } else if character == "(" && depth > 0 {
                depth += 1
            } else if character == ")" && depth > 0 {
                depth -= 1
                if depth == 0 { inString = true }
            }
            previous = character
        }
        return depth > 0 ? String(repeating: ")", count: depth) + "\"" : nil
    }

    /// The whole source and the cursor's UTF-8 offset in it.
    static func source(_ request: LineEditor.CompletionRequest, at place: Place) -> (String, Int)? {
        var line = request.line
        let cursor = min(request.cursor, line.utf8.count)
        // Inside `\(…)` of a string still being typed: closed after the cursor for the check.
        let before = String(decoding: Array(line.utf8)[..<cursor], as: UTF8.self)
        if let closing = closingInterpolation(before) {
            line = before + closing + String(decoding: Array(line.utf8)[cursor...], as: UTF8.self)
        }
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
