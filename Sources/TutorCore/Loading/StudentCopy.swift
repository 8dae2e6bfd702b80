/// A students' copy of a course (`statetutor publish --student DIR`): the same lessons, pages,
/// ids, titles, prompts, starters and trees, without answer keys, hidden tests, hints or
/// explanations, in assessment mode. Each question keeps the full question's content hash
/// (`hash:`), so that answers given in the copy are found under the full course; `course.yaml`
/// says `published: true`, which makes the loader accept questions without their keys.
package enum StudentCopy {
    /// One file of the copy: its name in the copy's folder and its text.
    package struct File: Sendable, Equatable {
        package var name: String
        package var text: String
    }

    /// What was left out, for the summary `publish` prints.
    package struct Summary: Sendable, Equatable {
        package var lessons = 0
        package var questions = 0
        /// Keys left out of the questions, counted once per question.
        package var withheldKeys = 0
    }

    /// The copy of `course`, whose lessons were read from `lessons` (their paths end in the file
    /// names the copy keeps). The course must load without errors.
    package static func files(of course: Course, lessons: [LessonFile]) -> (files: [File], summary: Summary) {
        var summary = Summary()
        var files = [File(name: CourseLoader.courseFileName, text: courseFile(course))]
        for file in lessons.sorted(by: { $0.path < $1.path }) {
            let questions = course.lessons.filter { $0.location.file == file.path }.flatMap(\.questions)
            let text = String(decoding: file.bytes, as: UTF8.self)
            let copied = copy(text, questions: questions, summary: &summary)
            summary.lessons += 1
            files.append(File(name: fileName(of: file.path), text: copied))
        }
        return (files, summary)
    }

    /// `course.yaml` of the copy: the course's id, title and class settings, in assessment mode.
    static func courseFile(_ course: Course) -> String {
        var lines = ["id: \(quoted(course.id))", "title: \(quoted(course.title))"]
        if course.tries != Course.defaultTries { lines.append("tries: \(course.tries)") }
        if let iri = course.iri { lines.append("iri: \(quoted(iri))") }
        if let lrs = course.lrs { lines.append("lrs: \(quoted(lrs))") }
        if let version = course.version { lines.append("version: \(quoted(version))") }
        lines.append("mode: \(CourseMode.assessment.rawValue)")
        lines.append("published: true")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fileName(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// A lesson's text with each quiz block rewritten; everything else as it was.
    private static func copy(_ text: String, questions: [Question], summary: inout Summary) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // From the last block up, so that the line numbers of the ones above stay true.
        for question in questions.sorted(by: { $0.location.line > $1.location.line }) {
            let fence = question.location.line - 2
            guard lines.indices.contains(fence), let block = quizBlock(in: lines, fenceLine: fence) else { continue }
            let body = lines[(fence + 1)..<block.end].map { String($0.dropFirst(min(block.indent, leading($0)))) }
            guard case .success(let parsed) = YAMLParser.parseNoting(body.joined(separator: "\n")),
                let pairs = parsed.node.mapping
            else { continue }
            let written = yaml(of: pairs, question: question)
            summary.questions += 1
            summary.withheldKeys += written.withheld
            let indent = String(repeating: " ", count: block.indent)
            lines.replaceSubrange(
                (fence + 1)..<block.end, with: written.lines.map { $0.isEmpty ? $0 : indent + $0 })
        }
        return lines.joined(separator: "\n")
    }

    private static func leading(_ line: String) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// The quiz block whose opening fence is on line `fenceLine` (0-based): the fence's
    /// indentation and the line of its closing fence.
    private static func quizBlock(in lines: [String], fenceLine: Int) -> (indent: Int, end: Int)? {
        let opening = lines[fenceLine]
        let indent = leading(opening)
        let rest = opening.dropFirst(indent)
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let width = rest.prefix { $0 == mark }.count
        guard width >= 3, rest.dropFirst(width).trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("quiz")
        else { return nil }
        for index in (fenceLine + 1)..<lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.count >= width, trimmed.allSatisfy({ $0 == mark }) { return (indent, index) }
        }
        return nil
    }

    /// The block's keys without the withheld ones, and the keys a copy adds.
    private static func yaml(of pairs: [(key: YAMLNode, value: YAMLNode)], question: Question)
        -> (lines: [String], withheld: Int)
    {
        var lines: [String] = []
        var withheld = 0
        for (keyNode, value) in pairs {
            guard let key = keyNode.scalar else { continue }
            if QuizBlockReader.withheldKeys.contains(key) || QuizBlockReader.publishedKeys.contains(key) {
                withheld += 1
                continue
            }
            switch key {
            case "choices":
                lines.append("choices:")
                for item in value.sequence ?? [] {
                    // A choice keeps its text only: `correct` and `feedback` give the answer.
                    let text = item.mapping?.first { $0.key.scalar == "text" }?.value ?? item
                    if item.mapping?.contains(where: { $0.key.scalar != "text" }) == true { withheld += 1 }
                    lines.append("  - " + inline(text))
                }
            case "steps":
                // The file's order of the steps is the answer: the copy lists them by their text.
                var steps = (value.sequence ?? []).compactMap(\.scalar)
                if case .order = question.payload { steps.sort { $0.lowercased() < $1.lowercased() } }
                lines.append("steps:")
                lines += steps.map { "  - " + quoted($0) }
            default:
                lines += entry(key, value)
            }
        }
        lines.append("hash: \(quoted(question.contentHash))")
        switch question.payload {
        case .output(_, let answer):
            // Lines as the output comparison counts them: trailing blank lines are not output.
            var answerLines = answer.split(separator: "\n", omittingEmptySubsequences: false)
            while answerLines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { answerLines.removeLast() }
            lines.append("answer_lines: \(max(1, answerLines.count))")
        case .bug(_, _, let fix?, _, _) where !fix.isEmpty:
            lines.append("asks_fix: true")
        default:
            break
        }
        return (lines, withheld)
    }

    /// `key: value`, a multi-line value as a literal block, a list one item a line.
    private static func entry(_ key: String, _ value: YAMLNode) -> [String] {
        switch value.value {
        case .scalar(let text, _) where text.contains("\n"):
            return literalBlock(key, text) ?? ["\(key): \(quoted(text))"]
        case .scalar:
            return ["\(key): \(inline(value))"]
        case .sequence(let items):
            return ["\(key):"] + items.map { "  - " + inline($0) }
        case .mapping:
            return ["\(key): \(quoted(value.scalar ?? ""))"]
        }
    }

    /// `key: |` with the text's lines under it, two spaces in; nil when a literal block cannot
    /// hold the text exactly (lines ending in spaces, or blank lines at its end).
    private static func literalBlock(_ key: String, _ text: String) -> [String]? {
        var body = Substring(text)
        let chomp: String
        if body.hasSuffix("\n") {
            body = body.dropLast()
            chomp = ""
        } else {
            chomp = "-"
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard !body.hasSuffix("\n"), !lines.contains(where: { $0.hasSuffix(" ") || $0.hasSuffix("\t") }),
            !lines.contains(where: { $0.contains("\t") && $0.hasPrefix("\t") })
        else { return nil }
        return ["\(key): |2\(chomp)"] + lines.map { $0.isEmpty ? "" : "  " + $0 }
    }

    /// A scalar on one line: plain as written (a number, `true`, an id), else quoted.
    private static func inline(_ node: YAMLNode) -> String {
        guard case .scalar(let text, let isPlain) = node.value else {
            if let items = node.sequence { return "[" + items.map(inline).joined(separator: ", ") + "]" }
            return quoted("")
        }
        if isPlain, !text.contains("\n"), !text.isEmpty { return text }
        return quoted(text)
    }

    /// A YAML double-quoted scalar: `\` and `"` escaped, control characters as escapes.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
