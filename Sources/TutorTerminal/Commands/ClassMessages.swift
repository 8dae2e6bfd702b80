import TutorClass

/// The words for a class's typed problems (the library never writes English).
enum ClassMessages {
    static func describe(_ problem: SyncProblem) -> String {
        switch problem {
        case .notLoggedIn: return "nobody is logged in; run 'statetutor login'"
        case .busy: return "another statetutor is sending them right now"
        case .unreachable(let failure): return "the LRS did not answer: " + describe(failure)
        case .refused(let status):
            return "the LRS refused the credential (HTTP \(status)); run 'statetutor login' again"
        case .rejected(let count, let message):
            return "the LRS rejected \(count) statement(s) as invalid: \(message)"
        case .conflict(let count):
            return "the LRS holds \(count) other statement(s) with the same id, not yours"
        case .failed(let status): return "the LRS answered HTTP \(status); it will be tried again"
        }
    }

    static func describe(_ failure: HTTPFailure) -> String {
        switch failure {
        case .unreachable(let detail): return "cannot connect (\(detail))"
        case .certificate(let detail):
            return "its certificate is not trusted (\(detail)); give the CA with --cacert FILE"
        case .timedOut: return "no answer in time"
        case .transfer(let detail): return "the connection failed (\(detail))"
        }
    }

    static func describe(_ failure: LRSClient.Failure) -> String {
        switch failure {
        case .network(let failure): return describe(failure)
        case .status(401, _), .status(403, _):
            return "the LRS refused the credential (wrong user or password, or no right to read)"
        case .status(let status, let detail): return "the LRS answered HTTP \(status): \(detail)"
        case .notXAPI(let url): return "\(url) did not answer as an xAPI LRS (is it the xAPI endpoint?)"
        }
    }

    static func describe(_ problem: LRSEndpoint.Problem) -> String {
        switch problem {
        case .notAURL(let text): return "'\(text)' is not an address (expected https://HOST/PATH/)"
        case .unsupportedScheme(let scheme): return "'\(scheme):' is not http or https"
        case .credentialsInURL:
            return "the address holds a user or password; give them with --user and --password-stdin"
        case .plainHTTP(let host):
            return "plain http to \(host) would send the password unencrypted; use https, or --allow-http if you must"
        }
    }

    static func describe(_ problem: IdentityFile.Problem) -> String {
        switch problem {
        case .damaged(let path, let line, let column, let message):
            return "\(path):\(line):\(column): \(message); run 'statetutor login' again"
        case .endpoint(let problem): return describe(problem)
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .exposed(let path, let mode):
            return "\(path) may be read by others (mode \(String(mode, radix: 8))); run 'chmod 600 \(path)'"
        }
    }
}
