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
        .order: (["steps"], []),
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

    var diagnostics: [Diagnostic] = []

    /// Reads a quiz block. `literal` is the block's body; `origin` maps its lines to the file.
    mutating func read(_ literal: String, origin: YAMLFieldReader.Origin) -> Question? {
        let blockStart = origin.location(line: 1, column: 1)
        let node: YAMLNode
        switch YAMLParser.parse(literal) {
        case .success(let parsed): node = parsed
        case .failure(let error):
            diagnostics.append(
                .error(
                    error.code, error.message(in: "quiz block"),
                    at: origin.location(line: error.line, column: error.column)))
            return nil
        }
        diagnostics += YAMLFieldReader.escapedControlWarnings(in: node, source: literal, origin: origin)
        if node.isNull {
            diagnostics.append(
                .error("empty-quiz", "empty quiz block; a question needs at least 'id' and 'kind'", at: blockStart))
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
                if let suggestion = Suggestion.closest(to: rawKind, in: QuestionKind.allCases.map(\.rawValue)) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; expected one of: \(QuestionKind.allCases.map(\.rawValue).joined(separator: ", "))"
                }
                diagnostics.append(.error("unknown-kind", message, at: kindNode.map(origin.location) ?? blockStart))
            }
        }
        let allowed =
            kind.map { Self.commonKeys + (Self.kindKeys[$0]?.required ?? []) + (Self.kindKeys[$0]?.optional ?? []) }
            ?? Self.allKeys
        var fields = YAMLFieldReader(node, context: context, origin: origin, allowed: allowed)
        defer { diagnostics += fields.diagnostics }

        fields.require(["id", "kind"], at: blockStart)
        if let kind {
            var required = Self.kindKeys[kind]?.required ?? []
            if kind != .wrapper && kind != .tree { required.insert("prompt", at: 0) }
            fields.require(required, at: blockStart)
        }

        let id = fields.string("id")
        if let id, !Identifier.isValid(id) {
            fields.diagnostics.append(
                .error(
                    "invalid-id", "invalid question id '\(id)'; \(Identifier.rule)",
                    at: fields.location(of: "id", fallback: blockStart)))
        }
        let prompt = fields.string("prompt")
        let explain = fields.string("explain")
        let hints = fields.strings("hints", allowSingle: true) ?? []
        let concepts = fields.strings("concepts") ?? []
        let points = fields.int("points", range: 0...100) ?? 1
        _ = fields.string("kind")

        guard let id, let kind, let payload = readPayload(kind, fields: &fields, origin: origin, blockStart: blockStart)
        else { return nil }
        if fields.diagnostics.hasErrors { return nil }
        var question = Question(
            id: id, kind: kind, prompt: prompt ?? "", explain: explain, hints: hints, concepts: concepts,
            points: points, payload: payload, location: blockStart, keyLocations: fields.keyLocations,
            contentHash: ContentHash.of(literal))
        let source = literal.split(separator: "\n", omittingEmptySubsequences: false)
        for key in ["code", "starter", "solution", "tests", "fix"] {
            guard let node = fields.values[key] else { continue }
            question.valueLines[key] = ValueLines.of(node, in: source) { origin.location(line: $0, column: $1) }
        }
        return question
    }

    private func readPayload(
        _ kind: QuestionKind, fields: inout YAMLFieldReader, origin: YAMLFieldReader.Origin, blockStart: SourceLocation
    ) -> Question.Payload? {
        switch kind {
        case .choice, .multi:
            let errorsBefore = fields.diagnostics.errorCount
            guard let choices = readChoices(&fields, origin: origin) else { return nil }
            // A choice that could not be read would make the count below misleading.
            guard fields.diagnostics.errorCount == errorsBefore else { return nil }
            let correct = choices.count { $0.isCorrect }
            let at = fields.location(of: "choices", fallback: blockStart)
            if choices.count < 2 {
                fields.diagnostics.append(
                    .error("too-few-choices", "a \(kind.rawValue) question needs at least two choices", at: at))
            }
            // A multi answer is single letters in one word ('ac'), so a to z are all it can name.
            if kind == .multi && choices.count > ChoiceLetters.singleLetterCount {
                fields.diagnostics.append(
                    .error(
                        "too-many-choices",
                        "a multi question can have at most \(ChoiceLetters.singleLetterCount) choices (a to z), "
                            + "found \(choices.count); split it, or use kind 'choice'", at: at))
            }
            if kind == .choice && correct != 1 {
                fields.diagnostics.append(
                    .error(
                        "choice-correct-count",
                        "a choice question needs exactly one choice with 'correct: true', found \(correct)"
                            + (correct > 1 ? "; use kind 'multi' for several right answers" : ""), at: at))
            }
            if kind == .multi && correct == 0 {
                fields.diagnostics.append(
                    .error(
                        "choice-correct-count", "a multi question needs at least one choice with 'correct: true'",
                        at: at))
            }
            return kind == .choice ? .choice(choices) : .multi(choices)
        case .truefalse:
            guard let answer = fields.bool("answer") else { return nil }
            return .truefalse(answer: answer)
        case .wrapper:
            guard let scenario = fields.string("scenario"), let answer = fields.string("answer") else { return nil }
            return .wrapper(scenario: scenario, answer: answer, tree: fields.string("tree"), ios: fields.string("ios"))
        case .tree:
            guard let tree = fields.string("tree"), let scenario = fields.string("scenario"),
                let path = fields.strings("path")
            else { return nil }
            if path.isEmpty {
                fields.diagnostics.append(
                    .error(
                        "empty-path", "'path' must list the edge labels from the root to the answer",
                        at: fields.location(of: "path", fallback: blockStart)))
            }
            return .tree(tree: tree, scenario: scenario, path: path)
        case .blank:
            guard let code = fields.string("code"), let blanks = readBlanks(&fields, origin: origin) else { return nil }
            let gaps = BlankCode.gapCount(in: code)
            if gaps == 0 {
                fields.diagnostics.append(
                    .error(
                        "blank-gap-count", "'code' has no '\(BlankCode.gap)' gap to fill",
                        at: fields.location(of: "code", fallback: blockStart)))
            } else if gaps != blanks.count {
                fields.diagnostics.append(
                    .error(
                        "blank-gap-count",
                        "'code' has \(gaps) gap\(gaps == 1 ? "" : "s") but 'blanks' lists \(blanks.count)",
                        at: fields.location(of: "blanks", fallback: blockStart)))
            }
            return .blank(code: code, blanks: blanks, tests: fields.linesOfText("tests"))
        case .output:
            guard let code = fields.string("code"), let answer = fields.string("answer") else { return nil }
            return .output(code: code, answer: answer)
        case .bug:
            guard let code = fields.string("code"), let lines = fields.ints("line"), !lines.isEmpty else { return nil }
            let lineCount = code.split(separator: "\n", omittingEmptySubsequences: false).count
            for line in lines where line < 1 || line > lineCount {
                fields.diagnostics.append(
                    .error(
                        "bug-line-range", "'line' is \(line) but 'code' has \(lineCount) lines",
                        at: fields.location(of: "line", fallback: blockStart)))
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
                        at: fields.location(of: "steps", fallback: blockStart)))
            }
            if steps.count > 26 {
                fields.diagnostics.append(
                    .error(
                        "too-many-steps", "an order question can have at most 26 steps (a to z)",
                        at: fields.location(of: "steps", fallback: blockStart)))
            }
            return .order(steps: steps)
        case .code:
            guard let starter = fields.string("starter"), let solution = fields.string("solution") else { return nil }
            return .code(
                starter: starter, solution: solution, must: fields.strings("must") ?? [],
                mustNot: fields.strings("must_not") ?? [], tests: fields.linesOfText("tests"))
        case .text:
            guard let accept = fields.strings("accept", allowSingle: true) else { return nil }
            if accept.isEmpty {
                fields.diagnostics.append(
                    .error(
                        "empty-accept", "'accept' must list at least one answer",
                        at: fields.location(of: "accept", fallback: blockStart)))
            }
            for entry in accept where TextPattern.isRegex(entry) && TextPattern.regexError(entry) != nil {
                fields.diagnostics.append(
                    .error(
                        "invalid-regex", "'\(entry)' is not a valid regular expression",
                        at: fields.location(of: "accept", fallback: blockStart)))
            }
            return .text(accept: accept)
        }
    }

    private func readChoices(_ fields: inout YAMLFieldReader, origin: YAMLFieldReader.Origin) -> [Question.Choice]? {
        guard let node = fields.node("choices") else { return nil }
        guard let items = node.sequence else {
            fields.typeError("choices", expected: "a list", found: node)
            return nil
        }
        var choices: [Question.Choice] = []
        for item in items {
            if let text = item.scalar, !item.isNull {
                choices.append(Question.Choice(text: text, isCorrect: false, feedback: nil))
                continue
            }
            var choice = YAMLFieldReader(
                item, context: "a choice", origin: origin, allowed: ["text", "correct", "feedback"])
            choice.require(["text"], at: origin.location(item))
            let text = choice.string("text")
            let correct = choice.bool("correct") ?? false
            let feedback = choice.string("feedback")
            fields.diagnostics += choice.diagnostics
            if let text { choices.append(Question.Choice(text: text, isCorrect: correct, feedback: feedback)) }
        }
        return choices
    }

    private func readBlanks(_ fields: inout YAMLFieldReader, origin: YAMLFieldReader.Origin) -> [[String]]? {
        guard let node = fields.node("blanks") else { return nil }
        guard let items = node.sequence else {
            fields.typeError("blanks", expected: "a list (one entry per gap)", found: node)
            return nil
        }
        var blanks: [[String]] = []
        for item in items {
            if let text = item.scalar, !item.isNull {
                blanks.append([text])
            } else if let answers = item.sequence, !answers.isEmpty,
                answers.allSatisfy({ $0.scalar != nil && !$0.isNull })
            {
                blanks.append(answers.compactMap(\.scalar))
            } else {
                fields.diagnostics.append(
                    .error(
                        "wrong-type", "each entry of 'blanks' must be an answer or a list of accepted answers",
                        at: origin.location(item)))
            }
        }
        return blanks
    }
}
