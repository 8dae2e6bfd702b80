import Foundation

/// The address of an LRS's xAPI endpoint (`https://lrs.example.org/xAPI/`), checked: http or
/// https, a host, no credentials inside it, and plain http only to this machine unless allowed.
package struct LRSEndpoint: Equatable, Sendable {
    /// The endpoint, always ending in `/`, so that `statements` is appended to it.
    package var url: String

    /// Why an address cannot be used.
    package enum Problem: Error, Equatable, Sendable {
        case notAURL(String)
        case unsupportedScheme(String)
        case credentialsInURL
        /// Plain http to a host other than loopback, without `--allow-http`.
        case plainHTTP(host: String)
    }

    package init(_ text: String, allowsHTTP: Bool) throws(Problem) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty
        else { throw .notAURL(text) }
        guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme(scheme) }
        guard components.user == nil, components.password == nil else { throw .credentialsInURL }
        if scheme == "http" && !allowsHTTP && !Self.isLoopback(host) { throw .plainHTTP(host: host) }
        var url = text
        if let query = url.firstIndex(where: { $0 == "?" || $0 == "#" }) { url = String(url[..<query]) }
        url = url.hasSuffix("/") ? url : url + "/"
        self.url = url
    }

    /// The statements resource.
    package var statements: String { url + "statements" }

    /// Whether the address is https (credentials are encrypted on the way).
    package var isEncrypted: Bool { url.lowercased().hasPrefix("https:") }

    /// An address (`more` links are relative to the server) made absolute against the endpoint.
    package func resolve(_ link: String) -> String {
        guard let base = URL(string: url), let resolved = URL(string: link, relativeTo: base) else { return link }
        return resolved.absoluteString
    }

    /// 127.0.0.0/8, ::1 and localhost: a request to them never leaves the machine.
    package static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == "localhost" || bare == "::1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
