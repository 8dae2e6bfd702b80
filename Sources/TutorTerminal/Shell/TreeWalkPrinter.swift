import TutorCore

/// A decision-tree walk as text: how it opens, each question with its lettered answers, and the
/// leaf with the answers that led there. The shell decides when to print; this says what.
struct TreeWalkPrinter {
    let session: TutorSession
    let style: ShellStyle

    /// The walk's first lines: the tree's name, how to answer, and (when a question is open)
    /// that the question waits.
    func opening(_ tree: DecisionTree) -> String {
        var opening = style.painter.paint("Decision tree '\(tree.id)'", .boldMagenta)
        opening += " (answer with a letter; 'back' changes your last answer; Ctrl-C leaves)"
        if let attempt = session.attempt, !attempt.isAnswered {
            opening += "\nThe open question waits until you leave the tree."
        }
        return style.wrap(opening)
    }

    /// The question the walk is at, its note, and its answers lettered; empty when the walk is
    /// at no node.
    func node(_ walk: TreeWalk) -> String {
        guard let node = walk.node else { return "" }
        var out = hanging("", node.text, paint: .bold)
        if let note = node.note {
            var rendered = style.markdown(note)
            while rendered.hasSuffix("\n") { rendered.removeLast() }
            out += style.painter.paint(rendered, .dim) + "\n"
        }
        for (index, edge) in walk.tree.edges(from: node.id).enumerated() {
            out += hanging("  \(ChoiceLetters.letter(index))) ", edge.label)
        }
        return out
    }

    /// The tree's answer, why it was reached (the answers given on the way), and where the
    /// course explains it; empty when the walk is at no node.
    func leaf(_ walk: TreeWalk) -> String {
        guard let leaf = walk.node else { return "" }
        var out = hanging("→ ", leaf.text, paint: .boldGreen)
        out += style.painter.paint("Because you answered:", .dim) + "\n"
        for step in walk.answers {
            out += hanging("  • ", "\(step.question) \(step.answer)")
        }
        if let note = leaf.note {
            var rendered = style.markdown(note)
            while rendered.hasSuffix("\n") { rendered.removeLast() }
            out += rendered + "\n"
        }
        if let place = place(of: walk.tree) {
            out += style.painter.paint(style.wrap(place), .dim) + "\n"
        }
        out += style.wrap("'back' changes your last answer; Enter leaves the tree.")
        return out
    }

    /// A tree's text (taken as written, not as Markdown: `\.keyPath` keeps its backslash) after
    /// `label`, wrapped at words with the lines after the first under the text.
    private func hanging(_ label: String, _ text: String, paint: Painter.Style? = nil) -> String {
        let indent = TextWidth.columns(label)
        let lines = WordWrapper(width: max(10, style.width - indent)).wrap(ControlCharacters.escape(text))
        return lines.enumerated().map { index, line in
            (index == 0 ? label : String(repeating: " ", count: indent))
                + (paint.map { style.painter.paint(line, $0) } ?? line)
        }.joined(separator: "\n") + "\n"
    }

    /// "Lesson 'x', page N" where the tree is drawn, unless that is the page open now.
    private func place(of tree: DecisionTree) -> String? {
        for lesson in session.course.lessons {
            guard let page = lesson.sections.firstIndex(where: { $0.trees.contains { $0.id == tree.id } })
            else { continue }
            if session.lesson?.id == lesson.id {
                return session.sectionIndex == page ? nil : "The tree is drawn on page \(page + 1) of this lesson."
            }
            return "The tree is drawn in lesson '\(lesson.id)', page \(page + 1) ('start \(lesson.id)')."
        }
        return nil
    }
}
