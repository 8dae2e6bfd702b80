import Foundation
import TutorCore

/// The file `statetutor login` writes beside the preferences file (`lrs-login.json`, mode 0600):
/// the identity and the LRS credential, never inside the preferences, which a learner may hand
/// in. Environment variables (`STATETUTOR_LRS`, `STATETUTOR_LRS_USER`,
/// `STATETUTOR_LRS_PASSWORD`) take the place of what they name, for scripts.
package struct IdentityFile: Sendable {
    package static let fileName = "lrs-login.json"
    package static let endpointVariable = "STATETUTOR_LRS"
    package static let userVariable = "STATETUTOR_LRS_USER"
    package static let passwordVariable = "STATETUTOR_LRS_PASSWORD"

    package var url: URL

    /// The file beside a preferences file.
    package init(besidePreferences preferences: URL) {
        url = preferences.deletingLastPathComponent().appendingPathComponent(Self.fileName)
    }

    /// Why the stored identity cannot be read.
    package enum Problem: Error, Equatable, Sendable {
        /// Not JSON, or a value of the wrong kind: the place and what is wrong.
        case damaged(path: String, line: Int, column: Int, message: String)
        /// The stored address is no longer acceptable.
        case endpoint(LRSEndpoint.Problem)
        case unreadable(path: String, reason: String)
        /// Group or others may read the file: the credential is not private.
        case exposed(path: String, mode: Int)
    }

    /// The stored identity (nil when nobody is logged in), without the environment.
    package func read() throws(Problem) -> ClassIdentity? {
        let bytes: [UInt8]
        do {
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            bytes = Array(try Data(contentsOf: url))
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & 0o077 != 0 {
            throw .exposed(path: url.path, mode: Int(status.st_mode & 0o777))
        }
        var reader = JSONReader(bytes)
        let value: JSONValue
        do {
            value = try reader.value()
        } catch {
            let (line, column) = error.position(in: bytes)
            throw .damaged(path: url.path, line: line, column: column, message: error.message)
        }
        func string(_ key: String, required: Bool) throws(Problem) -> String? {
            switch value[key] {
            case .string(let text)?: return text
            case nil where !required, .null? where !required: return nil
            default:
                throw .damaged(path: url.path, line: 1, column: 1, message: "'\(key)' must be a string")
            }
        }
        guard case .object = value else {
            throw .damaged(path: url.path, line: 1, column: 1, message: "expected an object")
        }
        let address = try string("lrs", required: true) ?? ""
        let endpoint: LRSEndpoint
        do {
            endpoint = try LRSEndpoint(address, allowsHTTP: value["allowHTTP"] == .bool(true))
        } catch {
            throw .endpoint(error)
        }
        var identity = ClassIdentity(
            endpoint: endpoint, user: try string("user", required: true) ?? "",
            password: try string("password", required: true) ?? "", name: try string("name", required: false),
            email: try string("email", required: false), certificateAuthorities: try string("cacert", required: false))
        identity.allowsHTTP = value["allowHTTP"] == .bool(true)
        return identity
    }

    /// The identity to use: the stored one with the environment's variables in place of what
    /// they name; from the environment alone when all three are set.
    package func resolve(environment: [String: String]) throws(Problem) -> ClassIdentity? {
        let stored = try read()
        let address = environment[Self.endpointVariable].flatMap { $0.isEmpty ? nil : $0 }
        let user = environment[Self.userVariable].flatMap { $0.isEmpty ? nil : $0 }
        let password = environment[Self.passwordVariable]
        guard var identity = stored ?? Self.fromEnvironment(address, user, password) else { return nil }
        if let address {
            do {
                identity.endpoint = try LRSEndpoint(address, allowsHTTP: stored?.allowsHTTP ?? false)
            } catch {
                throw .endpoint(error)
            }
        }
        if let user { identity.user = user }
        if let password { identity.password = password }
        return identity
    }

    private static func fromEnvironment(_ address: String?, _ user: String?, _ password: String?) -> ClassIdentity? {
        guard let address, let user, let password, let endpoint = try? LRSEndpoint(address, allowsHTTP: false)
        else { return nil }
        return ClassIdentity(endpoint: endpoint, user: user, password: password)
    }

    /// Stores an identity, atomically, readable by the user alone.
    package func write(_ identity: ClassIdentity) throws {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("schemaVersion")
        writer.int(1)
        writer.key("lrs")
        writer.string(identity.endpoint.url)
        if identity.allowsHTTP {
            writer.key("allowHTTP")
            writer.bool(true)
        }
        writer.key("user")
        writer.string(identity.user)
        writer.key("password")
        writer.string(identity.password)
        for (key, value) in [
            ("name", identity.name), ("email", identity.email), ("cacert", identity.certificateAuthorities),
        ] {
            guard let value else { continue }
            writer.key(key)
            writer.string(value)
        }
        writer.endObject()
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        // The temporary file is created with mode 0600 and renamed into place.
        try AtomicFile.write(writer.bytes + [0x0A], to: url)
    }

    /// Forgets the identity; false when there was none.
    @discardableResult
    package func remove() throws -> Bool {
        guard FileManager.default.fileExists(atPath: url.path) else { return false }
        try FileManager.default.removeItem(at: url)
        return true
    }
}
