import Foundation

/// Who the learner is to their class and where the class's LRS is: what `statetutor login`
/// stores. The password is the LRS's HTTP Basic credential.
package struct ClassIdentity: Equatable, Sendable {
    package var endpoint: LRSEndpoint
    package var user: String
    package var password: String
    /// Shown to the instructor (`actor.name`).
    package var name: String?
    /// The learner's address (`actor.mbox`); without it the actor is the LRS account.
    package var email: String?
    /// A PEM file of certificate authorities to trust (`--cacert`), as an absolute path.
    package var certificateAuthorities: String?

    package init(
        endpoint: LRSEndpoint, user: String, password: String, name: String? = nil, email: String? = nil,
        certificateAuthorities: String? = nil
    ) {
        self.endpoint = endpoint
        self.user = user
        self.password = password
        self.name = name
        self.email = email
        self.certificateAuthorities = certificateAuthorities
    }

    /// Whether plain http to another machine was allowed (`--allow-http`).
    package var allowsHTTP = false

    /// The HTTP client for this LRS.
    package var client: LRSClient {
        LRSClient(
            endpoint: endpoint, user: user, password: password,
            http: HTTPClient(certificateAuthorities: certificateAuthorities))
    }

    /// The xAPI actor: `mbox` and `name`, or the LRS account when there is no email.
    package var actor: XAPIActor {
        if let email, !email.isEmpty { return XAPIActor(name: name, mbox: "mailto:" + email) }
        return XAPIActor(name: name, account: (homePage: endpoint.url, name: user))
    }
}
