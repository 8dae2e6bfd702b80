import Foundation
import TutorCore

/// The shell's own texts, from the session's state: the banner, `help`, `list`, `sections` and
/// `progress`.
struct ShellTexts {
    let session: TutorSession
    let style: ShellStyle

    /// - Parameter resuming: the shell goes on to open the lesson the learner was in.
    func banner(resuming: Bool = false) -> String {
        let course = session.course
        let completed = Set(session.completedLessons)
        let done = course.lessons.filter { completed.contains($0.id) }.count
        let fraction = course.lessons.isEmpty ? 0 : Double(done) / Double(course.lessons.count)
        var out = style.painter.paint(ControlCharacters.escape(course.title), .boldCyan) + "\n"
        let lessons = course.lessons.count == 1 ? "1 lesson" : "\(course.lessons.count) lessons"
        out += "\(lessons), \(course.questions.count) questions  " + style.progressBar(fraction) + "\n"
        if resuming, let lesson = session.lesson ?? session.lessonInProgress() {
            out +=
                "Picking up where you left off in '\(ControlCharacters.escape(lesson.title))' ('list' and 'start' go elsewhere).\n"
        } else if let next = session.lessonToContinue() {
            let verb = hasStarted(next) ? "Continue with" : "Start with"
            out += "\(verb) '\(ControlCharacters.escape(next.title))': type 'start' (or 'start \(next.id)').\n"
        }
        if case let due = session.reviewsDue, due > 0 {
            out += "\(due) question\(due == 1 ? " is" : "s are") due for review: type 'review'.\n"
        }
        out += "Type 'help' for the commands, 'quit' or Ctrl-D to leave.\n"
        return style.wrap(out)
    }

    /// Whether the learner has opened `lesson` before or answered any of it.
    private func hasStarted(_ lesson: Lesson) -> Bool {
        if !(session.pagesSeen[lesson.id] ?? []).isEmpty
            || session.attempts.contains(where: { $0.lessonID == lesson.id })
        {
            return true
        }
        guard let saved = session.learnerReport(now: Date())?.lessons.first(where: { $0.id == lesson.id }) else {
            return false
        }
        return saved.sectionsSeen > 0 || saved.questionsRight > 0 || saved.completedAt != nil
    }

    func help(_ argument: String?) -> String {
        if let argument {
            guard case .command(let command) = ShellCommand.resolve(argument) else {
                return style.wrap("No command '\(ControlCharacters.escape(argument))'.")
            }
            let aliases = command.aliases.isEmpty ? "" : " (also: \(command.aliases.joined(separator: ", ")))"
            return style.wrap("\(command.usage)\(aliases)") + "\n" + style.hanging("  ", command.summary) + "\n"
        }
        let width = (ShellCommand.all.map(\.usage.count).max() ?? 0) + 2
        var out = style.wrap("Commands (any unique prefix works; Tab completes):") + "\n"
        for command in ShellCommand.all {
            out +=
                style.columns(
                    "  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary) + "\n"
        }
        out += "\n" + style.wrap("While a question is open, type your answer; after the verdict, Enter moves on.")
        out += "\n" + style.wrap("Code answers end with a line holding only '.'. Ctrl-C cancels the line or question.")
        out +=
            "\n"
            + style.wrap(
                "On a terminal, each line of a code answer is checked as you type it (the first error is shown "
                    + "under it), and Tab completes Swift in code, blanks and bug fixes.")
        return out + "\n"
    }

    /// The lessons in order with the share of each one's questions answered right, a mark on
    /// completed lessons and on the open one. Ids are never cut; titles wrap under their column,
    /// or go under the id when the terminal is too narrow for a title column.
    func lessonList() -> String {
        let completed = Set(session.completedLessons)
        let lessons = session.course.lessons
        let idWidth = max(2, lessons.map(\.id.count).max() ?? 0)
        let numberWidth = String(lessons.count).count
        let rightColumn = "RIGHT".count + 2
        let lead = 3 + numberWidth + 2
        let titleColumn = lead + idWidth + 2 + rightColumn
        let titleBeside = style.options.textWidth - titleColumn >= 20
        let paint = style.painter
        var out =
            paint.paint(
                String(repeating: " ", count: lead - 3) + "#  "
                    + "ID".padding(toLength: idWidth, withPad: " ", startingAt: 0)
                    + "  " + (titleBeside ? "RIGHT  TITLE" : "RIGHT"), .dim) + "\n"
        for (index, lesson) in lessons.enumerated() {
            let done = completed.contains(lesson.id)
            let isOpen = session.lesson?.id == lesson.id
            let open = isOpen ? (style.plain ? ">" : "▸") : " "
            let mark = done ? (style.plain ? "x" : "✓") : " "
            let right = Int((session.fractionRight(lesson) * Double(lesson.questions.count)).rounded())
            let score = lesson.questions.isEmpty ? "-" : "\(right)/\(lesson.questions.count)"
            let row =
                open + mark + " " + String(index + 1).leftPadded(to: numberWidth) + ". "
                + lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + score.padding(toLength: rightColumn, withPad: " ", startingAt: 0)
            let about =
                ControlCharacters.escape(lesson.title) + " "
                + paint.paint(
                    // No-break spaces keep "14 min" and "17 questions" on one line.
                    "(\(lesson.minutes)\u{00A0}min, \(Self.count(lesson.questions.count, "question").replacingOccurrences(of: " ", with: "\u{00A0}")))",
                    .dim)
            if titleBeside {
                out +=
                    WordWrapper(
                        width: style.options.textWidth, firstPrefix: row,
                        continuationPrefix: String(repeating: " ", count: titleColumn)
                    ).wrap(about).joined(separator: "\n") + "\n"
            } else {
                out +=
                    row.trimmingTrailingSpaces() + "\n" + style.hanging(String(repeating: " ", count: lead), about)
                    + "\n"
            }
        }
        return out
    }

    /// `1 question`, `2 questions`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    func sections() -> String {
        guard let lesson = session.lesson else { return "No lesson is open. 'start' opens one." }
        var out = style.wrap(ControlCharacters.escape(lesson.title)) + "\n"
        let seen = session.pagesSeen[lesson.id] ?? []
        let numberWidth = String(lesson.sections.count).count
        for (index, section) in lesson.sections.enumerated() {
            let marker = index == session.sectionIndex ? ">" : seen.contains(index) ? "·" : " "
            var title = ControlCharacters.escape(section.title)
            if !section.questions.isEmpty {
                title += " " + style.painter.paint("(\(Self.count(section.questions.count, "question")))", .dim)
            }
            out += style.hanging(" \(marker) " + "\(index + 1).".leftPadded(to: numberWidth + 1) + " ", title) + "\n"
        }
        return out
    }

    /// Each lesson's share of questions answered right at least once (saved progress when there is
    /// a preferences file, this session's answers otherwise), with ✓ on completed lessons.
    func progress() -> String {
        var out = style.wrap("Questions answered right, per lesson:") + "\n"
        let width = (session.course.lessons.map(\.id.count).max() ?? 0) + 2
        let completed = Set(session.completedLessons)
        let bar = style.barWidth(after: 2 + width)
        for lesson in session.course.lessons {
            let fraction = session.fractionRight(lesson)
            let done = style.completionMark(isCompleted: completed.contains(lesson.id), fractionRight: fraction)
            let line =
                "  " + lesson.id.padding(toLength: width, withPad: " ", startingAt: 0)
                + style.progressBar(fraction, width: bar) + done
            out += style.columns(line) + "\n"
        }
        if case let due = session.reviewsDue, due > 0 {
            out += style.wrap("\(due) question\(due == 1 ? " is" : "s are") due for review: type 'review'.") + "\n"
        }
        return out
    }
}
