/// Turns the YAML body of a ` ```quiz ` block into a ``Question``, collecting every problem.
struct QuizBlockReader {
    static let commonKeys = ["id", "kind", "prompt", "explain", "hints", "concepts", "points"]

    static let kindKeys: [QuestionKind: (required: [String], optional: [String])] = [
        .choice: (["choices"], []),
        .multi: (["choices"], []),
        .truefalse: (["answer"], []),
        .wrapper: (["scenario", "answer"], ["tree", "ios"]),
        .tree: (["tree", "scenario", "path"], []),
        .blank: (["code", "blanks"], ["tests"]),
        .output: (["code", "answer"], []),
        .bug: (["code", "line"], ["fix", "error", "tests"]),
        .order: (["steps"], ["any_order"]),
        .code: (["starter", "solution"], ["must", "must_not", "tests"]),
        .text: (["accept"], []),
    ]

    /// Every key any kind accepts, for a first pass before the kind is known.
    static let allKeys: [String] = {
        var keys = commonKeys
        for kind in QuestionKind.allCases {
            for key in (kindKeys[kind]?.required ?? []) + (kindKeys[kind]?.optional ?? []) where !keys.contains(key) {
                keys.append(key)
            }
        }
        return keys
    }()

    /// The kinds, for messages: "choice, multi, truefalse, …".
    /// The kinds of other quiz tools (Moodle, GIFT, QTI, Canvas) that are one of ours by another name.
    static let otherToolsKinds: [String: String] = [
        "shortanswer": "text", "short_answer": "text", "short-answer": "text", "essay": "text", "cloze": "blank",
        "fill_in_the_blank": "blank", "fillintheblank": "blank", "multichoice": "choice", "multiple_choice": "choice",
        "multiplechoice": "choice", "multianswer": "multi", "multiple_answers": "multi", "checkbox": "multi",
        "true_false": "truefalse", "boolean": "truefalse", "ordering": "order",
        "sequence": "order",
    ]

    static let kindList = QuestionKind.allCases.map(\.rawValue).joined(separator: ", ")

    /// Keys whose value is Swift code: written without `|`, YAML joins their lines into one.
    static let codeKeys = ["code", "tests", "starter", "solution"]

    var diagnostics: [Diagnostic] = []
    /// True in a students' copy written by `statetutor publish`: the keys of ``withheldKeys``
    /// may be absent, and the keys of ``publishedKeys`` may be written.
    var isPublished = false

    /// The answer keys `statetutor publish` leaves out of a students' copy.
    static let withheldKeys = [
        "answer", "correct", "feedback", "solution", "line", "fix", "error", "path", "blanks", "accept", "tests",
        "must", "must_not", "explain", "hints", "any_order",
    ]
    /// What a students' copy says of a question in place of its keys: the full question's
    /// content hash (so that progress lines up with the full course), how many lines an `output`
    /// answer takes, and whether a `bug` question asks for the fix.
    static let publishedKeys = ["hash", "answer_lines", "asks_fix"]

    /// `any_order: [[2, 3], [5, 6]]`: runs of consecutive steps (numbered from 1) that may come in
    /// any order among themselves, as 0-based ranges; errors at the key for anything else.
    private static func anyOrder(
        _ fields: inout YAMLFieldReader, stepCount: Int, origin: YAMLFieldReader.Origin, blockStart: SourceLocation
    ) -> [ClosedRange<Int>] {
        guard let node = fields.values["any_order"], !node.isNull else { return [] }
        let at = fields.location(of: "any_order", fallback: blockStart)
        let help = "list runs of steps that do not depend on each other, by number from 1: any_order: [[2, 3]]"
        guard let groups = node.sequence?.map({ $0.sequence?.compactMap(\.int) ?? [] }) else {
            fields.diagnostics.append(
                .error("any-order", "'any_order' must be a list of lists of step numbers", at: at, help: help))
            return []
        }
        var ranges: [ClosedRange<Int>] = []
        for group in groups {
            let run = group.count >= 2 && zip(group, group.dropFirst()).allSatisfy { $1 == $0 + 1 }
            guard run, let first = group.first, let last = group.last, first >= 1, last <= stepCount,
                !ranges.contains(where: { $0.overlaps((first - 1)...(last - 1)) })
            else {
                fields.diagnostics.append(
                    .error(
                        "any-order",
                        "each group in 'any_order' must be two or more consecutive step numbers from 1 to \(stepCount), in no other group",
                        at: at, help: help))
                return []
            }
            ranges.append((first - 1)...(last - 1))
        }
        return ranges
    }

    /// Reads a quiz block. `literal` is the block's body; `origin` maps its lines to the file.
    mutating func read(_ literal: String, origin: YAMLFieldReader.Origin) -> Question? {
        let blockStart = origin.location(line: 1, column: 1)
        let node: YAMLNode
        switch YAMLParser.parseNoting(literal) {
        case .success(let parsed):
            node = parsed.node
            diagnostics += YAMLSyntaxExplainer.diagnostics(for: parsed.remarks, source: literal, origin: origin)
        case .failure(let error):
            diagnostics.append(
                YAMLSyntaxExplainer.diagnostic(for: error, source: literal, place: "quiz block", origin: origin))
            return nil
        }
        diagnostics += YAMLFieldReader.escapedControlWarnings(in: node, source: literal, origin: origin)
        if node.isNull {
            diagnostics.append(
                .error(
                    "empty-quiz", "empty quiz block; a question needs at least 'id' and 'kind'",
                    at: origin.location(line: 0, column: 1),
                    help: "write the question's keys (id, kind, prompt, …) in the block, or remove it"))
            return nil
        }

        // Find the kind first, so that unknown keys can be judged against it.
        guard let pairs = node.mapping else {
            diagnostics += YAMLFieldReader(node, context: "quiz block", origin: origin, allowed: []).diagnostics
            return nil
        }
        let kindNode = pairs.first { $0.key.scalar == "kind" }?.value
        let rawID = pairs.first { $0.key.scalar == "id" }?.value.scalar
        let context = rawID.map { "question '\($0)'" } ?? "quiz block"
        var kind: QuestionKind?
        if let rawKind = kindNode?.scalar, kindNode?.isNull == false {
            kind = QuestionKind(rawValue: rawKind)
            if kind == nil {
                var message = "unknown question kind '\(rawKind)'"
                var help = "use one of: \(Self.kindList)"
                if let suggestion = Self.otherToolsKinds[rawKind.lowercased()]
                    ?? Suggestion.closest(to: rawKind, in: QuestionKind.allCases.map(\.rawValue))
                {
                    message += "; did you mean '\(suggestion)'?"
                    help = "write 'kind: \(suggestion)'"
                }
                diagnostics.append(
                    .error("unknown-kind", message, at: kindNode.map(origin.location) ?? blockStart, help: help))
            }
        }
        let allowed =
            kind.map { Self.commonKeys + (Self.kindKeys[$0]?.required ?? []) + (Self.kindKeys[$0]?.optional ?? []) }
            ?? Self.allKeys
        var fields = YAMLFieldReader(
            node, context: context, origin: origin, allowed: allowed + (isPublished ? Self.publishedKeys : []))
        defer { diagnostics += fields.diagnostics }

        fields.require(
            ["id", "kind"], at: blockStart,
            help: [
                "id": "add 'id: <lesson-id>-<name>', unique in the course",
                "kind": "write the kind as 'kind: choice', one of: \(Self.kindList)",
            ])
        if let kind {
            var required = Self.kindKeys[kind]?.required ?? []
            if kind != .wrapper && kind != .tree { required.insert("prompt", at: 0) }
            if isPublished { required.removeAll { Self.withheldKeys.contains($0) } }
            fields.require(required, at: blockStart)
        }

        checkFoldedCode(&fields, source: YAMLSourceLines(literal))
        let id = fields.string("id")
        if let id, !Identifier.isValid(id) {
            fields.diagnostics.append(
                .error(
                    "invalid-id", "invalid question id '\(id)'; \(Identifier.rule)",
                    at: fields.location(of: "id", fallback: blockStart), help: YAMLFieldReader.idHelp(id)))
        }
        let prompt = fields.string("prompt")
        let explain = fields.string("explain")
        let hints = fields.strings("hints", allowSingle: true) ?? []
        let concepts = fields.strings("concepts") ?? []
        let points = fields.int("points", range: 0...100) ?? 1
        _ = fields.string("kind")

        guard let id, let kind, let payload = readPayload(kind, fields: &fields, origin: origin, blockStart: blockStart)
        else { return nil }
        var anyOrder: [ClosedRange<Int>] = []
        if case .order(let steps) = payload {
            anyOrder = Self.anyOrder(&fields, stepCount: steps.count, origin: origin, blockStart: blockStart)
        }
        if fields.diagnostics.hasErrors { return nil }
        var question = Question(
            id: id, kind: kind, prompt: prompt ?? "", explain: explain, hints: hints, concepts: concepts,
            points: points, payload: payload, location: blockStart, keyLocations: fields.keyLocations,
            contentHash: isPublished ? fields.string("hash") ?? ContentHash.of(literal) : ContentHash.of(literal))
        question.anyOrder = anyOrder
        let source = literal.split(separator: "\n", omittingEmptySubsequences: false)
        for key in ["code", "starter", "solution", "tests", "fix"] {
            guard let node = fields.values[key] else { continue }
            question.valueLines[key] = ValueLines.of(node, in: source) { origin.location(line: $0, column: $1) }
        }
        // Each accepted filling of each gap (`blanks.GAP.ENTRY`, from 0), so that a filling that
        // is wrong is reported at its own line.
        for (gap, item) in (fields.values["blanks"]?.sequence ?? []).enumerated() {
            for (entry, answer) in (item.sequence ?? [item]).enumerated() {
                question.valueLines["blanks.\(gap).\(entry)"] = [
                    origin.location(line: answer.line, column: answer.column)
                ]
            }
        }
        return question
    }

    /// Code written as a plain multi-line value (`tests:` without `|`): YAML joins its lines
    /// with spaces, so the program is one line and compiles wrongly or not at all.
    private func checkFoldedCode(_ fields: inout YAMLFieldReader, source: YAMLSourceLines) {
        for key in Self.codeKeys {
            guard let node = fields.node(key), case .scalar(let text, isPlain: true) = node.value else { continue }
            let rest = String(
                String.UnicodeScalarView(source.text(node.line).unicodeScalars.dropFirst(node.column - 1))
            )
            .trimmingCharacters(in: .whitespaces)
            guard text.count > rest.count else { continue }
            fields.diagnostics.append(
                .error(
                    "folded-code",
                    "'\(key)' is written without '|', so YAML joins its lines into one line of code",
                    at: fields.location(of: key, fallback: fields.origin.location(node)),
                    help: "write '\(key): |' and indent the code's lines under it"))
        }
    }

    private func readPayload(
        _ kind: QuestionKind, fields: inout YAMLFieldReader, origin: YAMLFieldReader.Origin, blockStart: SourceLocation
    ) -> Question.Payload? {
        switch kind {
        case .choice, .multi:
            let errorsBefore = fields.diagnostics.errorCount
            guard let read = readChoices(&fields, origin: origin) else { return nil }
            // A choice that could not be read would make the count below misleading.
            guard fields.diagnostics.errorCount == errorsBefore else { return nil }
            let choices = read.map(\.choice)
            let correct = choices.count { $0.isCorrect }
            let at = fields.location(of: "choices", fallback: blockStart)
            if choices.count < 2 {
                fields.diagnostics.append(
                    .error(
                        "too-few-choices", "a \(kind.rawValue) question needs at least two choices", at: at,
                        help: "add another '- text: …' under 'choices'"))
            }
            // A multi answer is single letters in one word ('ac'), so a to z are all it can name.
            if kind == .multi && choices.count > ChoiceLetters.singleLetterCount {
                fields.diagnostics.append(
                    .error(
                        "too-many-choices",
                        "a multi question can have at most \(ChoiceLetters.singleLetterCount) choices (a to z), "
                            + "found \(choices.count); split it, or use kind 'choice'", at: at))
            }
            if isPublished { return kind == .choice ? .choice(choices) : .multi(choices) }
            if kind == .choice && correct == 0 {
                fields.diagnostics.append(
                    .error(
                        "choice-correct-count",
                        "a choice question needs exactly one choice with 'correct: true', found 0",
                        at: at, help: "add 'correct: true' under the right choice"))
            }
            if kind == .choice && correct > 1 {
                let marks = read.filter(\.choice.isCorrect).map(\.correctAt)
                fields.diagnostics.append(
                    .error(
                        "choice-correct-count",
                        "a choice question needs exactly one choice with 'correct: true', found \(correct)",
                        at: marks.last ?? at,
                        help:
                            "keep 'correct: true' on the one right choice, or use kind 'multi' for several right answers",
                        notes: marks.dropLast().map { DiagnosticNote("another 'correct: true' is here", at: $0) }))
            }
            if kind == .multi && correct == 0 {
                fields.diagnostics.append(
                    .error(
                        "choice-correct-count", "a multi question needs at least one choice with 'correct: true'",
                        at: at, help: "add 'correct: true' under each right choice"))
            }
            var seen: [String: SourceLocation] = [:]
            for entry in read {
                let key = Self.sameness(entry.choice.text)
                if let first = seen[key] {
                    fields.diagnostics.append(
                        .error(
                            "duplicate-choice", "two choices read '\(entry.choice.text)'", at: entry.textAt,
                            help: "reword or remove one of them: learners cannot tell them apart",
                            notes: [DiagnosticNote("the first is here", at: first)]))
                } else {
                    seen[key] = entry.textAt
                }
            }
            return kind == .choice ? .choice(choices) : .multi(choices)
        case .truefalse:
            guard let answer = fields.bool("answer") ?? (isPublished ? false : nil) else { return nil }
            return .truefalse(answer: answer)
        case .wrapper:
            guard let scenario = fields.string("scenario"),
                let answer = fields.string("answer") ?? (isPublished ? "" : nil)
            else { return nil }
            return .wrapper(scenario: scenario, answer: answer, tree: fields.string("tree"), ios: fields.string("ios"))
        case .tree:
            guard let tree = fields.string("tree"), let scenario = fields.string("scenario"),
                let path = fields.strings("path") ?? (isPublished ? [] : nil)
            else { return nil }
            if path.isEmpty && !isPublished {
                fields.diagnostics.append(
                    .error(
                        "empty-path", "'path' must list the edge labels from the root to the answer",
                        at: fields.location(of: "path", fallback: blockStart)))
            }
            return .tree(tree: tree, scenario: scenario, path: path)
        case .blank:
            if isPublished, !fields.has("blanks"), let code = fields.string("code") {
                let gaps = Array(repeating: [""], count: BlankCode.gapCount(in: code))
                return .blank(code: code, blanks: gaps, tests: nil)
            }
            guard let code = fields.string("code"), let blanks = readBlanks(&fields, origin: origin) else { return nil }
            let gaps = BlankCode.gapCount(in: code)
            let entries = fields.node("blanks")?.sequence?.count ?? blanks.count
            if gaps == 0 {
                fields.diagnostics.append(
                    .error(
                        "blank-gap-count", "'code' has no '\(BlankCode.gap)' gap to fill",
                        at: fields.location(of: "code", fallback: blockStart),
                        help: "write '\(BlankCode.gap)' in 'code' where the learner fills in the answer"))
            } else if gaps != entries {
                fields.diagnostics.append(
                    .error(
                        "blank-gap-count",
                        "'code' has \(gaps) gap\(gaps == 1 ? "" : "s") but 'blanks' lists \(entries)",
                        at: fields.location(of: "blanks", fallback: blockStart),
                        help: gaps > entries
                            ? "add an entry to 'blanks' for each '\(BlankCode.gap)' gap, in order"
                            : "remove the extra entries of 'blanks', or add the missing '\(BlankCode.gap)' gaps to 'code'"
                    ))
            }
            return .blank(code: code, blanks: blanks, tests: fields.linesOfText("tests"))
        case .output:
            if isPublished, !fields.has("answer"), let code = fields.string("code") {
                // No answer to compare with: as many placeholder lines as the answer has.
                let lines = fields.int("answer_lines", range: 1...10_000) ?? 1
                return .output(code: code, answer: Array(repeating: "?", count: lines).joined(separator: "\n"))
            }
            guard let code = fields.string("code"), let answer = fields.string("answer") else { return nil }
            return .output(code: code, answer: answer)
        case .bug:
            if isPublished, !fields.has("line"), let code = fields.string("code") {
                let asksFix = fields.bool("asks_fix") ?? false
                return .bug(code: code, lines: [], fix: asksFix ? "" : nil, error: nil, tests: nil)
            }
            guard let code = fields.string("code"), let lines = fields.ints("line"), !lines.isEmpty else { return nil }
            // A `|` block ends with a line break, which ends the last line: it starts no line of its own.
            var body = Substring(code)
            while body.hasSuffix("\n") { body = body.dropLast() }
            let lineCount = body.split(separator: "\n", omittingEmptySubsequences: false).count
            for line in lines where line < 1 || line > lineCount {
                fields.diagnostics.append(
                    .error(
                        "bug-line-range",
                        "'line' is \(line) but 'code' has \(lineCount) line\(lineCount == 1 ? "" : "s")",
                        at: fields.node("line").map(origin.location)
                            ?? fields.location(of: "line", fallback: blockStart),
                        help: "count the lines of 'code' from 1: the first line under 'code: |' is line 1"))
            }
            return .bug(
                code: code, lines: lines, fix: fields.string("fix"), error: fields.string("error"),
                tests: fields.linesOfText("tests"))
        case .order:
            guard let steps = fields.strings("steps") else { return nil }
            if steps.count < 2 {
                fields.diagnostics.append(
                    .error(
                        "too-few-steps", "an order question needs at least two steps",
                        at: fields.location(of: "steps", fallback: blockStart), help: "add the other steps, in order"))
            }
            if steps.count > 26 {
                fields.diagnostics.append(
                    .error(
                        "too-many-steps", "an order question can have at most 26 steps (a to z)",
                        at: fields.location(of: "steps", fallback: blockStart), help: "split it into two questions"))
            }
            var seen: [String: SourceLocation] = [:]
            for item in fields.node("steps")?.sequence ?? [] {
                guard let text = item.scalar, !item.isNull else { continue }
                let key = Self.sameness(text)
                if let first = seen[key] {
                    fields.diagnostics.append(
                        .error(
                            "duplicate-step", "this step repeats an earlier one: '\(text)'", at: origin.location(item),
                            help: "each step appears once in the right order; reword or remove one of them",
                            notes: [DiagnosticNote("the first is here", at: first)]))
                } else {
                    seen[key] = origin.location(item)
                }
            }
            return .order(steps: steps)
        case .code:
            guard let starter = fields.string("starter"),
                let solution = fields.string("solution") ?? (isPublished ? "" : nil)
            else { return nil }
            return .code(
                starter: starter, solution: solution, must: fields.strings("must") ?? [],
                mustNot: fields.strings("must_not") ?? [], tests: fields.linesOfText("tests"))
        case .text:
            guard let accept = fields.strings("accept", allowSingle: true) ?? (isPublished ? [] : nil) else {
                return nil
            }
            if accept.isEmpty && !isPublished {
                fields.diagnostics.append(
                    .error(
                        "empty-accept", "'accept' must list at least one answer",
                        at: fields.location(of: "accept", fallback: blockStart)))
            }
            let nodes = fields.node("accept").map { $0.sequence ?? [$0] } ?? []
            for item in nodes {
                guard let entry = item.scalar, TextPattern.isRegex(entry), TextPattern.regexError(entry) != nil else {
                    continue
                }
                let problem = Self.regexProblem(String(entry.dropFirst().dropLast()))
                var at = origin.location(item)
                // The caret goes to the character at fault: past the quote (if any) and the '/'.
                if let problem, !entry.contains("\n") {
                    at.column += (item.isPlainScalar ? 0 : 1) + 1 + problem.offset
                }
                fields.diagnostics.append(
                    .error(
                        "invalid-regex",
                        "'\(entry)' is not a valid regular expression" + (problem.map { ": \($0.reason)" } ?? ""),
                        at: at,
                        help: problem?.help ?? "fix the pattern, or write the answer as plain text without the '/'s"))
            }
            return .text(accept: accept)
        }
    }

    /// What two entries must share to read the same to a learner: the text with runs of spaces
    /// as one, and case folded unless it holds code.
    private static func sameness(_ text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.contains("`") ? words : words.lowercased()
    }

    private func readChoices(_ fields: inout YAMLFieldReader, origin: YAMLFieldReader.Origin)
        -> [(choice: Question.Choice, textAt: SourceLocation, correctAt: SourceLocation)]?
    {
        guard let node = fields.node("choices") else { return nil }
        guard let items = node.sequence else {
            fields.typeError("choices", expected: "a list", found: node)
            return nil
        }
        var choices: [(choice: Question.Choice, textAt: SourceLocation, correctAt: SourceLocation)] = []
        for item in items {
            if let text = item.scalar, !item.isNull {
                let at = origin.location(item)
                choices.append((Question.Choice(text: text, isCorrect: false, feedback: nil), at, at))
                continue
            }
            var choice = YAMLFieldReader(
                item, context: "a choice", origin: origin, allowed: ["text", "correct", "feedback"])
            choice.require(["text"], at: origin.location(item))
            let text = choice.string("text")
            let correct = choice.bool("correct") ?? false
            let feedback = choice.string("feedback")
            fields.diagnostics += choice.diagnostics
            if let text {
                let textAt = choice.node("text").map(origin.location) ?? origin.location(item)
                choices.append(
                    (
                        Question.Choice(text: text, isCorrect: correct, feedback: feedback), textAt,
                        choice.location(of: "correct", fallback: textAt)
                    ))
            }
        }
        return choices
    }

    /// Why a regular expression does not compile, at which character (from 0), for the usual
    /// mistakes: a group or class left open, a ')' with no '(', a repetition of nothing, a
    /// lone '\' at the end.
    static func regexProblem(_ pattern: String) -> (reason: String, offset: Int, help: String)? {
        let characters = Array(pattern.unicodeScalars)
        var groups: [Int] = []
        var index = 0
        var previousRepeatable = false
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                guard index + 1 < characters.count else {
                    return ("it ends with a lone '\\'", index, "escape the '\\' as '\\\\', or remove it")
                }
                index += 2
                previousRepeatable = true
                continue
            case "[":
                let start = index
                index += 1
                if index < characters.count, characters[index] == "^" { index += 1 }
                if index < characters.count, characters[index] == "]" { index += 1 }
                while index < characters.count, characters[index] != "]" {
                    index += characters[index] == "\\" ? 2 : 1
                }
                guard index < characters.count else {
                    return (
                        "the '[' here is never closed", start, "add the ']' that ends the class, or escape it as '\\['"
                    )
                }
                previousRepeatable = true
            case "(":
                groups.append(index)
                previousRepeatable = false
                if index + 1 < characters.count, characters[index + 1] == "?" {
                    index += 2
                    continue
                }
            case ")":
                guard groups.popLast() != nil else {
                    return ("the ')' here closes no '('", index, "remove it, or escape it as '\\)'")
                }
                previousRepeatable = true
            case "*", "+", "?", "{":
                if !previousRepeatable {
                    return (
                        "'\(character)' here has nothing before it to repeat", index,
                        "escape it as '\\\(character)' to match it as a character"
                    )
                }
                previousRepeatable = character == "?" || character == "+"
                if character == "{" {
                    while index < characters.count, characters[index] != "}" { index += 1 }
                    previousRepeatable = false
                }
            case "|":
                previousRepeatable = false
            default:
                previousRepeatable = true
            }
            index += 1
        }
        if let open = groups.last {
            return ("the '(' here is never closed", open, "add the ')' that ends the group, or escape it as '\\('")
        }
        return nil
    }

    private func readBlanks(_ fields: inout YAMLFieldReader, origin: YAMLFieldReader.Origin) -> [[String]]? {
        guard let node = fields.node("blanks") else { return nil }
        guard let items = node.sequence else {
            fields.typeError("blanks", expected: "a list (one entry per gap)", found: node)
            return nil
        }
        var blanks: [[String]] = []
        for (index, item) in items.enumerated() {
            if let text = item.scalar, !item.isNull {
                blanks.append([text])
            } else if let answers = item.sequence, !answers.isEmpty,
                answers.allSatisfy({ $0.scalar != nil && !$0.isNull })
            {
                blanks.append(answers.compactMap(\.scalar))
            } else if item.isNull || item.sequence?.isEmpty == true {
                fields.diagnostics.append(
                    .error(
                        "empty-blank", "entry \(index + 1) of 'blanks' is empty",
                        at: origin.location(item),
                        help: "write the answer for gap \(index + 1): '- answer' or '- [answer, another]'"))
            } else {
                fields.diagnostics.append(
                    .error(
                        "wrong-type", "each entry of 'blanks' must be an answer or a list of accepted answers",
                        at: origin.location(item), help: "write '- answer' or '- [answer, another]' for each gap"))
            }
        }
        return blanks
    }
}
