import TutorCore

/// A whole lesson for `statetutor show`: every page in order, questions where they stand,
/// decision trees drawn, with the shell's styling (colour, width, `--plain`).
package struct LessonRenderer: Sendable {
    package var course: Course
    package var style: ShellStyle

    package init(course: Course, style: ShellStyle) {
        self.course = course
        self.style = style
    }

    package func render(_ lesson: Lesson) -> String {
        let paint = style.painter
        var out = style.wrap(paint.paint(ControlCharacters.escape(lesson.title), .boldCyan)) + "\n"
        var facts = ["\(lesson.minutes) min", ShellTexts.count(lesson.questions.count, "question")]
        if let platforms = lesson.platforms { facts.append(ControlCharacters.escape(platforms)) }
        out += style.wrap(paint.paint(facts.joined(separator: " · "), .dim)) + "\n"
        if !lesson.summary.isEmpty { out += style.markdown(lesson.summary) + "\n" }
        let printer = SessionPrinter(course: course, style: style)
        for (number, section) in lesson.sections.enumerated() {
            out +=
                "\n" + style.hanging("\(number + 1). ", paint.paint(ControlCharacters.escape(section.title), .boldCyan))
            out += "\n"
            out += style.rule + "\n"
            out += printer.content(of: section, showingQuestions: true)
        }
        return style.plain ? ShellStyle.asciiSymbols(out) : out
    }
}
