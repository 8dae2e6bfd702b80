import Foundation
import TutorClass
import TutorCore

/// `statetutor login`: stores who the learner is and their class LRS's credential (a file of
/// mode 0600 beside the preferences), after checking the credential against the LRS.
struct LoginCommand: Command {
    static let spec = CommandSpec(
        name: "login",
        usage:
            "statetutor login [--lrs URL] [--user USER] [--password-stdin] [--name NAME] [--email EMAIL] [--cacert FILE] [--allow-http]",
        summary: "log in to your class's Learning Record Store (xAPI), so that your answers reach it",
        details: """
            Asks for what the options do not give (on a terminal): the LRS's xAPI endpoint (the
            course's 'lrs:' in course.yaml, else STATETUTOR_LRS), your user and password on it,
            your name and email (your answers are sent as 'NAME <EMAIL>'). The credential is
            checked with the LRS, then kept in lrs-login.json beside the preferences file (mode
            0600), never inside it. Credentials never go over plain http:// to another machine
            unless --allow-http is given; an https LRS whose certificate is not trusted is refused
            (--cacert FILE trusts a private certificate authority).
            Exit status: 0 logged in, 1 the LRS refused or could not be reached, 2 usage error.
            """,
        options: [
            CommandSpec.Option(name: "lrs", value: "URL", help: "the LRS's xAPI endpoint (https://HOST/xAPI/)"),
            CommandSpec.Option(name: "user", value: "USER", help: "your user on the LRS"),
            CommandSpec.Option(name: "password-stdin", value: nil, help: "read the password from standard input"),
            CommandSpec.Option(name: "name", value: "NAME", help: "your name, as your instructor sees it"),
            CommandSpec.Option(name: "email", value: "EMAIL", help: "your email address (your xAPI identity)"),
            CommandSpec.Option(
                name: "cacert", value: "FILE", help: "trust the certificate authorities in this PEM file"),
            CommandSpec.Option(
                name: "allow-http", value: nil,
                help: "allow plain http:// to another machine (the password is readable)"),
        ])

    let arguments: ParsedArguments
    let environment: CommandEnvironment
    var context: ProcessContext { environment.context }

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        try arguments.requireNoOperands(command: "login")
        self.arguments = arguments
        self.environment = environment
    }

    func run() throws(UsageError) -> Int32 {
        let variables = context.environment
        let interactive = context.stdinIsTerminal && !arguments.flag("password-stdin")
        let courseLRS = (try? environment.locator.load(arguments, context))?.course.lrs
        guard
            let address = arguments.option("lrs") ?? courseLRS ?? variables[IdentityFile.endpointVariable]
                ?? (interactive ? prompt("LRS address (https://…/xAPI/): ") : nil), !address.isEmpty
        else {
            throw UsageError("no LRS: give --lrs URL (or 'lrs:' in the course's course.yaml)", command: "login")
        }
        let endpoint: LRSEndpoint
        do {
            endpoint = try LRSEndpoint(address, allowsHTTP: arguments.flag("allow-http"))
        } catch {
            throw UsageError(ClassMessages.describe(error), command: "login")
        }
        guard
            let user = arguments.option("user") ?? variables[IdentityFile.userVariable]
                ?? (interactive ? prompt("User: ") : nil), !user.isEmpty
        else { throw UsageError("no user: give --user USER", command: "login") }
        let password: String
        if arguments.flag("password-stdin") {
            guard let line = readLine(strippingNewline: true), !line.isEmpty else {
                throw UsageError("--password-stdin read no password from standard input", command: "login")
            }
            password = line
        } else if let variable = variables[IdentityFile.passwordVariable], !variable.isEmpty {
            password = variable
        } else if interactive, let typed = secretPrompt("Password: "), !typed.isEmpty {
            password = typed
        } else {
            throw UsageError("no password: give it with --password-stdin", command: "login")
        }
        let name =
            arguments.option("name") ?? environment.settings.learnerName ?? (interactive ? prompt("Your name: ") : nil)
        let email = arguments.option("email") ?? (interactive ? prompt("Your email: ") : nil)
        if let email, !email.isEmpty, !Self.looksLikeEmail(email) {
            throw UsageError("'\(email)' is not an email address", command: "login")
        }
        var authorities: String?
        if let file = arguments.option("cacert") {
            let path = URL(fileURLWithPath: file, relativeTo: context.currentDirectory).standardizedFileURL.path
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw UsageError("cannot read the --cacert file \(file)", command: "login")
            }
            authorities = path
        }
        var identity = ClassIdentity(
            endpoint: endpoint, user: user, password: password, name: name.flatMap { $0.isEmpty ? nil : $0 },
            email: email.flatMap { $0.isEmpty ? nil : $0 }, certificateAuthorities: authorities)
        identity.allowsHTTP = arguments.flag("allow-http")
        do {
            try identity.client.checkCredential()
        } catch {
            context.err("statetutor: error: cannot log in to \(endpoint.url): \(ClassMessages.describe(error))\n")
            return 1
        }
        let file = environment.identityFile
        do {
            try file.write(identity)
        } catch {
            context.err("statetutor: error: cannot write \(file.url.path): \(error.localizedDescription)\n")
            return 1
        }
        let who = [identity.name, identity.email.map { "<\($0)>" }].compactMap { $0 }.joined(separator: " ")
        context.out("Logged in to \(endpoint.url) as \(user)\(who.isEmpty ? "" : " (\(who))").\n")
        return 0
    }

    private func prompt(_ text: String) -> String? {
        context.err(text)
        return readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces)
    }

    /// A prompt whose answer is not echoed (the terminal's echo is off while it is typed).
    private func secretPrompt(_ text: String) -> String? {
        context.err(text)
        var saved = termios()
        let hasTerminal = tcgetattr(0, &saved) == 0
        if hasTerminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(0, TCSAFLUSH, &quiet)
        }
        defer {
            if hasTerminal {
                tcsetattr(0, TCSAFLUSH, &saved)
                context.err("\n")
            }
        }
        return readLine(strippingNewline: true)
    }

    private static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !text.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" })
    }
}
