/// What a send of the outbox did: how many statements the LRS now has, how many still wait,
/// and why they wait (the terminal says it in words).
package struct SyncResult: Equatable, Sendable {
    package var sent = 0
    package var waiting = 0
    package var problem: SyncProblem?

    package init(sent: Int = 0, waiting: Int = 0, problem: SyncProblem? = nil) {
        self.sent = sent
        self.waiting = waiting
        self.problem = problem
    }
}

/// Why statements are still waiting.
package enum SyncProblem: Equatable, Sendable {
    /// Nobody is logged in (`statetutor login`), so there is nowhere to send them.
    case notLoggedIn
    /// Another statetutor process is sending this outbox right now.
    case busy
    /// The LRS did not answer (down, unreachable, too slow, its certificate refused).
    case unreachable(HTTPFailure)
    /// 401 or 403: the credential is refused.
    case refused(status: Int)
    /// The LRS found statements invalid (400): how many, and its message.
    case rejected(count: Int, message: String)
    /// The LRS holds other statements with these ids (409), not sent by this learner.
    case conflict(count: Int)
    /// Another answer, such as a 500.
    case failed(status: Int)
}
