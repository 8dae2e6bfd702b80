import Foundation

/// Version 5 UUIDs (RFC 9562 §5.5): the same name always gives the same id, so a statement sent
/// twice has one id and the LRS stores it once.
package enum NameBasedUUID {
    /// statetutor's own namespace for statement ids and registrations.
    package static let namespace = UUID(uuidString: "573D58DB-60E1-495A-80C9-46D9B88CF62D") ?? UUID()

    package static func make(_ name: String, in namespace: UUID = NameBasedUUID.namespace) -> UUID {
        let space = withUnsafeBytes(of: namespace.uuid) { Array($0) }
        var hash = SHA1.digest(space + Array(name.utf8))
        hash[6] = (hash[6] & 0x0F) | 0x50
        hash[8] = (hash[8] & 0x3F) | 0x80
        let bytes = (
            hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7], hash[8], hash[9], hash[10],
            hash[11], hash[12], hash[13], hash[14], hash[15]
        )
        return UUID(uuid: bytes)
    }

    /// The lower-case form xAPI examples use.
    package static func string(_ name: String) -> String {
        make(name).uuidString.lowercased()
    }
}
