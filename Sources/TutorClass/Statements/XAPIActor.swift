import TutorCore

/// The learner as an xAPI Agent: an email (`mbox`) or an LRS account, with a name.
package struct XAPIActor: Equatable, Sendable {
    package var name: String?
    package var mbox: String?
    package var accountHomePage: String?
    package var accountName: String?

    package init(name: String?, mbox: String) {
        self.name = name
        self.mbox = mbox
    }

    package init(name: String?, account: (homePage: String, name: String)) {
        self.name = name
        accountHomePage = account.homePage
        accountName = account.name
    }

    /// The identifier that names the agent (its "inverse functional identifier"), one string.
    package var key: String {
        mbox ?? "account:\(accountHomePage ?? "")#\(accountName ?? "")"
    }

    package var json: JSONValue {
        var members: [JSONValue.Member] = [.init("objectType", .string("Agent"))]
        if let name, !name.isEmpty { members.append(.init("name", .string(name))) }
        if let mbox {
            members.append(.init("mbox", .string(mbox)))
        } else {
            members.append(
                .init(
                    "account",
                    .object([
                        .init("homePage", .string(accountHomePage ?? "")), .init("name", .string(accountName ?? "")),
                    ])))
        }
        return .object(members)
    }

    /// The actor of a statement read back; nil when it names nobody.
    package init?(json: JSONValue?) {
        guard let json else { return nil }
        if case .string(let name)? = json["name"] { self.name = name }
        if case .string(let mbox)? = json["mbox"] {
            self.mbox = mbox
        } else if case .string(let home)? = json["account"]?["homePage"],
            case .string(let name)? = json["account"]?["name"]
        {
            accountHomePage = home
            accountName = name
        } else {
            return nil
        }
    }
}
