import Foundation

/// Replaces a file atomically and durably: the data goes to a temporary file in the same
/// folder, which is flushed to disk, renamed over the target, and the folder is flushed so that
/// the rename itself survives a crash.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws {
        try write(Array(data), to: url)
    }

    package static func write(_ bytes: [UInt8], to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        do {
            try writeAll(bytes, to: descriptor)
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        close(descriptor)
        guard rename(temporary.path, url.path) == 0 else {
            let error = errno
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)
        }
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Writes every byte to an open file and flushes it to disk.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        var failed: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(
                    descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                offset += written
            }
        }
        if failed == 0 && fsync(descriptor) != 0 { failed = errno }
        guard failed == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failed) ?? .EIO) }
    }
}
