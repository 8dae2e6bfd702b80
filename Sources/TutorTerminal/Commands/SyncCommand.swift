import Foundation
import TutorClass

/// `statetutor sync`: sends the outbox to the LRS now, and says whether anything still waits.
struct SyncCommand: Command {
    static let spec = CommandSpec(
        name: "sync", usage: "statetutor sync [--format text|json]",
        summary: "send the statements waiting in the outbox to your class's LRS now",
        details: """
            The tutor sends statements in the background as you answer; 'sync' sends what is
            still waiting (the LRS was down, the laptop offline) and says why anything is left.
            Exit status: 0 nothing waits any more, 1 statements are still waiting (the reason is
            on stderr), 2 usage error.
            """,
        options: [CommandSpec.format])

    /// What `--format json` prints.
    struct Report: Encodable {
        var sent: Int
        var waiting: Int
        var problem: String?
    }

    let arguments: ParsedArguments
    let environment: CommandEnvironment

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        try arguments.requireNoOperands(command: "sync")
        self.arguments = arguments
        self.environment = environment
    }

    func run() throws(UsageError) -> Int32 {
        let format = try OutputFormat.parse(arguments.option("format"), allowed: [.text, .json])
        let context = environment.context
        let outbox = environment.outbox
        var result = SyncResult(waiting: outbox.count)
        switch environment.classIdentity() {
        case .failure(let problem):
            context.err("statetutor: error: \(ClassMessages.describe(problem))\n")
            return 1
        case .success(nil):
            if result.waiting > 0 { result.problem = .notLoggedIn }
        case .success(let identity?):
            if result.waiting > 0 { result = OutboxSender(outbox: outbox, client: identity.client).send() }
        }
        let reason = result.waiting > 0 ? result.problem.map(ClassMessages.describe) : nil
        if format == .json {
            context.out(JSONOutput.encode(Report(sent: result.sent, waiting: result.waiting, problem: reason)) + "\n")
        } else {
            let sent = "Sent \(result.sent) statement\(result.sent == 1 ? "" : "s")"
            context.out(
                result.waiting == 0 ? "\(sent); none waiting.\n" : "\(sent); \(result.waiting) still waiting.\n")
        }
        if result.waiting > 0 {
            context.err("statetutor: \(result.waiting) statement(s) still waiting: \(reason ?? "unknown")\n")
            return 1
        }
        return 0
    }
}
