import Foundation
import TutorClass

/// `statetutor status`: who is logged in to which LRS, and how many statements wait to be sent.
struct StatusCommand: Command {
    static let spec = CommandSpec(
        name: "status", usage: "statetutor status [--format text|json]",
        summary: "who is logged in to which LRS, and how many statements wait to be sent",
        details: """
            Reads lrs-login.json beside the preferences file (with STATETUTOR_LRS,
            STATETUTOR_LRS_USER and STATETUTOR_LRS_PASSWORD in place of what they name) and counts
            the statements in the outbox ($XDG_STATE_HOME/statetutor/outbox). It does not use the
            network.
            Exit status: 0 success, 1 the stored login cannot be read, 2 usage error.
            """,
        options: [CommandSpec.format])

    /// What `--format json` prints.
    struct Report: Encodable {
        var loggedIn: Bool
        var lrs: String?
        var user: String?
        var name: String?
        var email: String?
        var waiting: Int
        var outbox: String
    }

    let arguments: ParsedArguments
    let environment: CommandEnvironment

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        try arguments.requireNoOperands(command: "status")
        self.arguments = arguments
        self.environment = environment
    }

    func run() throws(UsageError) -> Int32 {
        let format = try OutputFormat.parse(arguments.option("format"), allowed: [.text, .json])
        let context = environment.context
        let outbox = environment.outbox
        var identity: ClassIdentity?
        var status: Int32 = 0
        switch environment.classIdentity() {
        case .success(let found): identity = found
        case .failure(let problem):
            context.err("statetutor: error: \(ClassMessages.describe(problem))\n")
            status = 1
        }
        let report = Report(
            loggedIn: identity != nil, lrs: identity?.endpoint.url, user: identity?.user, name: identity?.name,
            email: identity?.email, waiting: outbox.count, outbox: outbox.folder.path)
        if format == .json {
            context.out(JSONOutput.encode(report) + "\n")
            return status
        }
        if let identity {
            let who = [identity.name, identity.email.map { "<\($0)>" }].compactMap { $0 }.joined(separator: " ")
            context.out("Logged in to \(identity.endpoint.url) as \(identity.user)\(who.isEmpty ? "" : " (\(who))").\n")
        } else {
            context.out("Not logged in to a class LRS ('statetutor login').\n")
        }
        let waiting = report.waiting
        context.out(
            waiting == 0
                ? "No statements waiting.\n"
                : "\(waiting) statement\(waiting == 1 ? "" : "s") waiting to be sent ('statetutor sync').\n")
        return status
    }
}
