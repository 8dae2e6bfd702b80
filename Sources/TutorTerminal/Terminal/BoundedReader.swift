import Foundation

/// Reads a whole stream or file, but never more than a limit: chunk by chunk, stopping as soon as
/// the limit is passed, so that memory stays bounded whatever the source is (a pipe that never
/// ends, `/dev/zero`, a FIFO, a huge file).
package enum BoundedReader {
    package enum Failure: Error, Equatable, Sendable {
        /// More than `limit` bytes were available.
        case tooLarge(limit: Int)
        /// The system's reason, such as "No such file or directory".
        case unreadable(String)
    }

    private static let chunkSize = 65_536

    /// Reads `descriptor` to its end. Does not close it.
    package static func read(descriptor: Int32, limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { return .success(bytes) }
            guard bytes.count + count <= limit else { return .failure(.tooLarge(limit: limit)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Reads the file at `path` (any kind that can be opened for reading; a folder is refused).
    package static func read(path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            return .failure(.unreadable("it is a folder"))
        }
        return read(descriptor: descriptor, limit: limit)
    }
}
