import Foundation
import TutorClass
import TutorCore

/// `statetutor export --course ID --output FILE`: the learner's statements in a course as an
/// xAPI JSON array, to hand in where there is no LRS.
struct ExportCommand: Command {
    static let spec = CommandSpec(
        name: "export", usage: "statetutor export --course ID --output FILE [--name NAME] [--email EMAIL]",
        summary: "write your progress in a course as xAPI statements (a JSON array) to hand in",
        details: """
            Writes the statements the LRS would receive (docs/XAPI.md): one per try and one per
            completed lesson, from the preferences file. The actor is who 'statetutor login'
            stored, else --name and --email. ID is the course's id (see 'statetutor list';
            --lessons DIR for a course on disk). The file is written atomically.
            Exit status: 0 written, 1 the file could not be written, 2 usage error.
            """,
        options: [
            CommandSpec.Option(name: "course", value: "ID", help: "the course to export (its id)"),
            CommandSpec.Option(name: "output", value: "FILE", help: "where to write the JSON array"),
            CommandSpec.Option(name: "name", value: "NAME", help: "your name, when you are not logged in"),
            CommandSpec.Option(name: "email", value: "EMAIL", help: "your email, when you are not logged in"),
        ])

    let arguments: ParsedArguments
    let environment: CommandEnvironment
    let course: Course

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        try arguments.requireNoOperands(command: "export")
        self.arguments = arguments
        self.environment = environment
        course = try environment.loadCourse()
    }

    func run() throws(UsageError) -> Int32 {
        let context = environment.context
        guard let output = arguments.option("output"), !output.isEmpty else {
            throw UsageError("give the file to write with --output FILE", command: "export")
        }
        let id = arguments.option("course") ?? course.id
        guard id == course.id else {
            throw UsageError(
                "the course here is '\(course.id)', not '\(id)'; choose it with --lessons DIR", command: "export")
        }
        let actor: XAPIActor
        if let email = arguments.option("email"), !email.isEmpty {
            actor = XAPIActor(
                name: arguments.option("name") ?? environment.settings.learnerName, mbox: "mailto:" + email)
        } else if case .success(let identity?) = environment.classIdentity() {
            actor = identity.actor
        } else {
            throw UsageError("who are you? log in ('statetutor login') or give --email EMAIL", command: "export")
        }
        let preferences: Preferences
        switch PreferencesStore.readForReport(environment.preferencesURL, shownAs: environment.preferencesURL.path) {
        case .success(let read): preferences = read
        case .failure(let failure) where failure.isMissing: preferences = Preferences()
        case .failure(let failure):
            context.err("statetutor: error: \(failure.message)\n")
            return 1
        }
        let builder = StatementBuilder(course: course, actor: actor, platform: "statetutor \(Application.version)")
        let statements = StatementExport.statements(of: preferences, builder: builder)
        let url = URL(fileURLWithPath: output, relativeTo: context.currentDirectory)
        do {
            try AtomicFile.write(StatementExport.encode(statements), to: url)
        } catch {
            context.err("statetutor: error: cannot write \(output): \(error.localizedDescription)\n")
            return 1
        }
        context.out("Wrote \(statements.count) statement\(statements.count == 1 ? "" : "s") to \(output).\n")
        return 0
    }
}
