import Foundation

/// A TCP listener on 127.0.0.1 at a free port, outside any sandbox: what a sandboxed
/// program must not reach.
public struct LoopbackListener: Sendable {
    public let descriptor: Int32
    public let port: UInt16

    public struct Failure: Error {}

    public init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Failure() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, listen(listener, 8) == 0 else {
            Foundation.close(listener)
            throw Failure()
        }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &actualLength) }
        }
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        descriptor = listener
        port = UInt16(bigEndian: actual.sin_port)
    }

    /// True when someone connected (the connection is accepted and closed).
    public func hasPendingConnection() -> Bool {
        let accepted = accept(descriptor, nil, nil)
        if accepted >= 0 { Foundation.close(accepted) }
        return accepted >= 0
    }

    public func close() { Foundation.close(descriptor) }
}
