import Foundation
import TutorCore

/// The shell's own texts, from the session's state: the banner, `help`, `list`, `sections` and
/// `progress`.
struct ShellTexts {
    let session: TutorSession
    let style: ShellStyle

    func banner() -> String {
        let course = session.course
        let completed = Set(session.completedLessons)
        let done = course.lessons.filter { completed.contains($0.id) }.count
        let fraction = course.lessons.isEmpty ? 0 : Double(done) / Double(course.lessons.count)
        var out = style.painter.paint(ControlCharacters.escape(course.title), .boldCyan) + "\n"
        let lessons = course.lessons.count == 1 ? "1 lesson" : "\(course.lessons.count) lessons"
        out += "\(lessons), \(course.questions.count) questions  " + style.progressBar(fraction) + "\n"
        if let next = session.lessonToContinue() {
            out += "Continue with '\(ControlCharacters.escape(next.title))': type 'start' (or 'start \(next.id)').\n"
        }
        if case let due = session.reviewsDue, due > 0 {
            out += "\(due) question\(due == 1 ? " is" : "s are") due for review: type 'review'.\n"
        }
        out += "Type 'help' for the commands, 'quit' or Ctrl-D to leave.\n"
        return style.wrap(out)
    }

    func help(_ argument: String?) -> String {
        if let argument {
            guard case .command(let command) = ShellCommand.resolve(argument) else {
                return "No command '\(ControlCharacters.escape(argument))'."
            }
            let aliases = command.aliases.isEmpty ? "" : " (also: \(command.aliases.joined(separator: ", ")))"
            return "\(command.usage)\(aliases)\n  \(command.summary)\n"
        }
        let width = (ShellCommand.all.map(\.usage.count).max() ?? 0) + 2
        var out = "Commands (any unique prefix works; Tab completes):\n"
        for command in ShellCommand.all {
            out += "  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        out += "\nWhile a question is open, type your answer; after the verdict, Enter moves on.\n"
        out += "Code answers end with a line holding only '.'. Ctrl-C cancels the line or question.\n"
        return out
    }

    func lessonList() -> String {
        var out = ""
        let completed = Set(session.completedLessons)
        // Ids are never cut: the column is as wide as the longest one.
        let idWidth = max(22, session.course.lessons.map(\.id.count).max() ?? 0)
        for (index, lesson) in session.course.lessons.enumerated() {
            let mark = completed.contains(lesson.id) ? (style.plain ? "[x]" : "✓") : (style.plain ? "[ ]" : " ")
            let current = session.lesson?.id == lesson.id ? "▸" : " "
            out +=
                "\(style.plain ? (current == "▸" ? ">" : " ") : current)\(mark) \(String(index + 1).leftPadded(to: 2)). "
            out +=
                lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + " "
                + ControlCharacters.escape(lesson.title)
            out += style.painter.paint("  \(lesson.minutes) min, \(lesson.questions.count) questions", .dim) + "\n"
        }
        return out
    }

    func sections() -> String {
        guard let lesson = session.lesson else { return "No lesson is open. 'start' opens one." }
        var out = ControlCharacters.escape(lesson.title) + "\n"
        let seen = session.pagesSeen[lesson.id] ?? []
        for (index, section) in lesson.sections.enumerated() {
            let marker = index == session.sectionIndex ? ">" : seen.contains(index) ? "·" : " "
            out += " \(marker) \(index + 1). \(ControlCharacters.escape(section.title))"
            out +=
                section.questions.isEmpty
                ? "\n" : style.painter.paint("  (\(section.questions.count) questions)", .dim) + "\n"
        }
        return out
    }

    /// Each lesson's share of questions answered right at least once (saved progress when there is
    /// a preferences file, this session's answers otherwise), with ✓ on completed lessons.
    func progress() -> String {
        var out = "Questions answered right, per lesson:\n"
        let width = (session.course.lessons.map(\.id.count).max() ?? 0) + 2
        let completed = Set(session.completedLessons)
        for lesson in session.course.lessons {
            let fraction = session.fractionRight(lesson)
            let done = completed.contains(lesson.id) ? (style.plain ? " (done)" : " ✓") : ""
            out += "  " + lesson.id.padding(toLength: width, withPad: " ", startingAt: 0)
            out += style.progressBar(fraction, width: 16) + done + "\n"
        }
        if case let due = session.reviewsDue, due > 0 {
            out += "\(due) question\(due == 1 ? " is" : "s are") due for review: type 'review'.\n"
        }
        return out
    }
}
