import Foundation
import TutorCore

/// `statetutor reset [LESSON]`: forgets the learner's answers to a lesson (or the whole course)
/// after asking, and keeps a backup of the preferences file.
struct ResetCommand: Command {
    static let spec = CommandSpec(
        name: "reset", usage: "statetutor reset [LESSON] [--yes]",
        summary: "forget your answers to a lesson (or the whole course), keeping a backup",
        details: """
            Asks for confirmation (unless --yes), copies the preferences file to
            preferences.json.backup-<time>, then removes the lesson's progress.
            """,
        options: [CommandSpec.Option(name: "yes", value: nil, help: "do not ask for confirmation")])

    let arguments: ParsedArguments
    let context: ProcessContext
    let course: Course
    let url: URL

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        course = try environment.loadCourse()
        url = environment.preferencesURL
    }

    func run() throws(UsageError) -> Int32 {
        guard arguments.operands.count <= 1 else {
            throw UsageError("reset takes at most one lesson id", command: "reset")
        }
        let lesson = arguments.operands.first
        if let lesson, course.lesson(withID: lesson) == nil {
            var message = "no lesson '\(lesson)' in this course"
            if let suggestion = Suggestion.closest(to: lesson, in: course.lessons.map(\.id)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message, command: "reset")
        }
        let what = lesson.map { "your answers to '\($0)'" } ?? "all your answers in '\(course.title)'"
        if !arguments.flag("yes") {
            context.out("Forget \(what)? A backup of \(url.path) is kept. [y/N] ")
            let reply = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard reply == "y" || reply == "yes" else {
                context.out("Nothing was reset.\n")
                return 0
            }
        }
        let store: PreferencesStore
        do {
            store = try PreferencesStore(url: url)
        } catch {
            context.err("statetutor: error: \(error.message); nothing was reset\n")
            return 2
        }
        for message in store.takeMessages() { context.err("statetutor: warning: \(message)\n") }
        guard store.mode == .readWrite else {
            context.err("statetutor: error: \(url.path) cannot be changed; nothing was reset\n")
            return 1
        }
        do {
            let backup = try store.reset(course: course.id, lesson: lesson)
            context.out("Forgot \(what).\n")
            if let backup { context.out("Backup: \(backup.path)\n") }
            return 0
        } catch {
            context.err("statetutor: error: cannot reset \(url.path): \(error.localizedDescription)\n")
            return 1
        }
    }
}
