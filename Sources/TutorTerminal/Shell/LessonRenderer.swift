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
        var out = paint.paint(ControlCharacters.escape(lesson.title), .boldCyan) + "\n"
        var facts = ["\(lesson.minutes) min", "\(lesson.questions.count) questions"]
        if let platforms = lesson.platforms { facts.append(ControlCharacters.escape(platforms)) }
        out += paint.paint(facts.joined(separator: " · "), .dim) + "\n"
        if !lesson.summary.isEmpty { out += style.markdown(lesson.summary) + "\n" }
        let printer = SessionPrinter(course: course, style: style)
        for (number, section) in lesson.sections.enumerated() {
            out += "\n" + paint.paint("\(number + 1). " + ControlCharacters.escape(section.title), .boldCyan) + "\n"
            out += style.rule + "\n"
            out += printer.content(of: section, showingQuestions: true)
        }
        return style.plain ? ShellStyle.asciiSymbols(out) : out
    }
}
