import Foundation
import TutorClass
import TutorCore

/// Where a class's identity and outbox are for this run.
extension CommandEnvironment {
    /// `lrs-login.json` beside the preferences file.
    package var identityFile: IdentityFile {
        IdentityFile(besidePreferences: preferencesURL)
    }

    /// `$XDG_STATE_HOME/statetutor/outbox/`.
    package var outbox: Outbox {
        Outbox(environment: context.environment)
    }

    /// The identity to send with (the file, with the environment's variables in place of what
    /// they name), or a usage-style message saying why it cannot be read.
    package func classIdentity() -> Result<ClassIdentity?, IdentityFile.Problem> {
        do {
            return .success(try identityFile.resolve(environment: context.environment))
        } catch {
            return .failure(error)
        }
    }

    /// The recorder that turns the session's progress into statements, when someone is logged in.
    package func classRecorder(for course: Course) -> ClassRecorder? {
        guard case .success(let identity?) = classIdentity() else { return nil }
        let builder = StatementBuilder(
            course: course, actor: identity.actor, platform: "statetutor \(Application.version)")
        return ClassRecorder(builder: builder, sender: OutboxSender(outbox: outbox, client: identity.client))
    }
}
