import TutorCore

/// Renders a lesson as plain text (no colour, no escape sequences): Markdown structure kept
/// readable, quiz blocks shown as questions, tree blocks drawn as indented trees.
package struct PlainLessonRenderer: Sendable {
    package var course: Course

    package init(course: Course) {
        self.course = course
    }

    package func render(_ lesson: Lesson) -> String {
        var out = ControlCharacters.escape(lesson.title) + "\n"
        out += String(repeating: "=", count: min(72, lesson.title.count)) + "\n"
        var facts = ["\(lesson.minutes) min", "\(lesson.questions.count) questions"]
        if let platforms = lesson.platforms { facts.append(platforms) }
        out += facts.joined(separator: " · ") + "\n"
        if !lesson.summary.isEmpty { out += "\n" + ControlCharacters.escape(lesson.summary) + "\n" }
        for (number, section) in lesson.sections.enumerated() {
            out += "\n\n" + "\(number + 1). " + ControlCharacters.escape(section.title) + "\n"
            out += String(repeating: "-", count: min(72, section.title.count + 3)) + "\n"
            for block in section.blocks {
                if case .codeBlock(let info, let literal) = block.kind {
                    let language = info.split(separator: " ").first.map { String($0).lowercased() }
                    if language == "quiz" {
                        // Quiz blocks that failed to load have no question; skip them.
                        if let question = section.questions.first(where: { $0.location.line == block.startLine + 1 }) {
                            out += "\n" + render(question) + "\n"
                        }
                        continue
                    }
                    if language == "mermaid",
                        let tree = lesson.trees.first(where: { $0.location.line == block.startLine + 1 })
                    {
                        out += "\n" + TreeDrawing(style: .ascii).draw(tree) + "\n"
                        continue
                    }
                }
                out += "\n" + PlainMarkdown.render(block) + "\n"
            }
        }
        return out
    }

    package func render(_ question: Question) -> String {
        var out = "[Question \(question.id) · \(question.kind.rawValue)]\n"
        switch question.payload {
        case .wrapper(let scenario, _, _, _), .tree(_, let scenario, _):
            out +=
                ControlCharacters.escape(question.prompt.isEmpty ? scenario : question.prompt + "\n" + scenario) + "\n"
        default:
            out += ControlCharacters.escape(question.prompt).trimmingTrailingNewlines() + "\n"
        }
        switch question.payload {
        case .choice(let choices), .multi(let choices):
            for (index, choice) in choices.enumerated() {
                out +=
                    "  \(Character(Unicode.Scalar(UInt8(97 + index % 26))))) \(ControlCharacters.escape(choice.text))\n"
            }
        case .truefalse:
            out += "  (true or false)\n"
        case .blank(let code, _), .output(let code, _), .bug(let code, _, _, _):
            out += PlainMarkdown.indentCode(code, numbered: question.kind == .bug)
        case .order(let steps):
            for (index, step) in QuestionOrder.shuffled(steps, seed: question.id).enumerated() {
                out += "  \(Character(Unicode.Scalar(UInt8(97 + index % 26))))) \(ControlCharacters.escape(step))\n"
            }
        case .code(let starter, _, _, _, _):
            out += PlainMarkdown.indentCode(starter, numbered: false)
        default:
            break
        }
        return out.trimmingTrailingNewlines()
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
