import Foundation
import TutorClass

/// `statetutor logout`: forgets the identity and credential `login` stored. Statements still
/// waiting stay in the outbox for the next login.
struct LogoutCommand: Command {
    static let spec = CommandSpec(
        name: "logout", usage: "statetutor logout",
        summary: "forget your class LRS's credential (statements waiting are kept)",
        details: """
            Removes lrs-login.json beside the preferences file. Statements not sent yet stay in
            the outbox and are sent after the next 'statetutor login'.
            Exit status: 0 logged out (or nobody was logged in), 1 the file could not be removed.
            """)

    let environment: CommandEnvironment

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        try arguments.requireNoOperands(command: "logout")
        self.environment = environment
    }

    func run() throws(UsageError) -> Int32 {
        let file = environment.identityFile
        do {
            let removed = try file.remove()
            environment.context.out(removed ? "Logged out.\n" : "Nobody was logged in.\n")
            return 0
        } catch {
            environment.context.err(
                "statetutor: error: cannot remove \(file.url.path): \(error.localizedDescription)\n")
            return 1
        }
    }
}
