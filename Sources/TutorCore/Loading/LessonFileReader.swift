import Foundation

/// Reads course folders and lesson files from disk with the system calls themselves, so that
/// whatever sits under a lesson's name is reported for what it is and never blocks the loader:
/// a FIFO, a device, a folder, a dangling or looping symbolic link, a file it may not read.
///
/// Names are kept as bytes: a file name that is not UTF-8 can still be opened, and is shown with
/// its invalid bytes escaped (`03-\xFF\xFE.md`).
package enum LessonFileReader {
    /// Why a path could not be read as a file.
    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
        case notFound
        case folder
        /// A FIFO, a device or a socket, named by `kind` ("a FIFO (named pipe)").
        case special(kind: String)
        /// A symbolic link to something that does not exist.
        case danglingLink(target: String)
        /// A symbolic link that leads back to itself (ELOOP).
        case linkLoop
        case permissionDenied
        /// A symbolic link that leads out of the course's folder. Nothing of the file it names is
        /// read, and the message names neither that file nor anything in it.
        case outsideFolder
        /// Any other error of the system, with its message.
        case system(String)

        package var description: String {
            switch self {
            case .notFound: return "it does not exist"
            case .folder: return "it is a folder, not a file"
            case .special(let kind): return "it is \(kind), not a regular file"
            case .danglingLink(let target): return "it is a symbolic link to '\(target)', which does not exist"
            case .linkLoop: return "it is a symbolic link that loops (too many levels of symbolic links)"
            case .permissionDenied: return "you do not have permission to read it"
            case .outsideFolder:
                return "it is a symbolic link to a file outside the course folder, and statetutor reads only "
                    + "the course's own files"
            case .system(let message): return message
            }
        }

        package var errorDescription: String? { description }
    }

    /// A name in a folder.
    package struct Entry: Sendable, Equatable {
        /// The name's bytes, as the file system holds them.
        package var name: [UInt8]
        /// The name for messages: invalid UTF-8 bytes are written `\xFF`.
        package var displayName: String
        /// False when the name is not UTF-8 text.
        package var isUTF8: Bool

        package init(name: [UInt8]) {
            self.name = name
            self.isUTF8 = String(validating: name, as: UTF8.self) != nil
            self.displayName = LessonFileReader.displayName(name)
        }
    }

    /// The names in `directory` (without `.` and `..`), sorted by their display names.
    package static func entries(of directory: String) throws(Problem) -> [Entry] {
        guard let handle = opendir(directory) else { throw problem(errno: errno, path: Array(directory.utf8)) }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            entries.append(Entry(name: name))
        }
        return entries.sorted { $0.displayName < $1.displayName }
    }

    /// `directory/name` as bytes.
    package static func path(_ directory: String, _ name: [UInt8]) -> [UInt8] {
        var bytes = Array(directory.utf8)
        if bytes.last != 0x2F { bytes.append(0x2F) }
        return bytes + name
    }

    /// The bytes of the regular file at `path`. Anything else is a ``Problem``; nothing here
    /// waits: the file type is checked before opening, and the open itself does not block.
    ///
    /// With `folder` (the course's folder), a file that is not inside it once every symbolic
    /// link on the way is followed is ``Problem/outsideFolder``, and none of it is read: a
    /// course is shared as a folder, and a link in it must not show the learner's own files
    /// (a private key, `/proc/self/environ`) in a diagnostic.
    package static func contents(of path: [UInt8], inside folder: String? = nil) -> Result<[UInt8], Problem> {
        let root = folder.map { resolved(Array($0.utf8)) ?? Array($0.utf8) }
        return withCString(path) { cPath in
            var status = stat()
            guard stat(cPath, &status) == 0 else { return .failure(problem(errno: errno, path: path)) }
            if let problem = problem(mode: status.st_mode, path: cPath) { return .failure(problem) }
            if let root, let real = resolved(path), !isInside(real, root) { return .failure(.outsideFolder) }
            // The file could be swapped for a FIFO between the two calls: O_NONBLOCK keeps the open
            // from waiting for a writer, and fstat checks what was opened.
            let descriptor = open(cPath, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(problem(errno: errno, path: path)) }
            defer { close(descriptor) }
            guard fstat(descriptor, &status) == 0 else { return .failure(problem(errno: errno, path: path)) }
            if let problem = problem(mode: status.st_mode, path: cPath) { return .failure(problem) }
            // A link could also be swapped between the check and the open: what was opened is
            // checked again, by the descriptor.
            if let root, !isInside(openedPath(descriptor) ?? resolved(path) ?? [], root) {
                return .failure(.outsideFolder)
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(max(0, Int(status.st_size)))
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count == 0 { break }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(problem(errno: errno, path: path))
                }
                bytes += chunk[..<count]
            }
            return .success(bytes)
        }
    }

    /// The problem at `path` when it is not a regular file; nil when it is one.
    package static func check(_ path: [UInt8]) -> Problem? {
        withCString(path) { cPath in
            var status = stat()
            guard stat(cPath, &status) == 0 else { return problem(errno: errno, path: path) }
            return problem(mode: status.st_mode, path: cPath)
        }
    }

    /// A name for messages: UTF-8 text as it is, each byte that is not part of valid UTF-8 as `\xFF`.
    package static func displayName(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var result = ""
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(in: bytes, at: index)
            if length == 0 {
                result += "\\x" + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            } else {
                result += String(decoding: bytes[index..<index + length], as: UTF8.self)
                index += length
            }
        }
        return result
    }

    // MARK: - Helpers

    /// `path` with every symbolic link, `.` and `..` resolved (`realpath`); nil when it cannot be.
    private static func resolved(_ path: [UInt8]) -> [UInt8]? {
        withCString(path) { cPath in
            guard let real = realpath(cPath, nil) else { return nil }
            defer { free(real) }
            return Array(UnsafeBufferPointer(start: real, count: strlen(real)).map { UInt8(bitPattern: $0) })
        }
    }

    /// The path the open file `descriptor` was reached by, every link resolved (Linux's
    /// `/proc/self/fd`); nil where that cannot be read.
    private static func openedPath(_ descriptor: Int32) -> [UInt8]? {
        #if os(Linux)
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBufferPointer { raw in
                raw.withMemoryRebound(to: CChar.self) { characters in
                    characters.baseAddress.map { readlink("/proc/self/fd/\(descriptor)", $0, characters.count) } ?? -1
                }
            }
            guard count > 0, count < buffer.count, buffer[0] == 0x2F else { return nil }
            return Array(buffer[..<count])
        #else
            return nil
        #endif
    }

    /// True when the resolved `path` is `folder` or below it (both resolved).
    private static func isInside(_ path: [UInt8], _ folder: [UInt8]) -> Bool {
        let prefix = folder.last == 0x2F ? folder : folder + [0x2F]
        return path.starts(with: prefix)
    }

    /// `path` with a terminating zero, for the system calls.
    private static func withCString<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        let terminated = path.map { CChar(bitPattern: $0) } + [0]
        // The array is passed as a pointer to its storage, valid for the call.
        return body(terminated)
    }

    private static func problem(mode: mode_t, path: UnsafePointer<CChar>) -> Problem? {
        let kind: String
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .folder
        case S_IFIFO: kind = "a FIFO (named pipe)"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a special file"
        }
        if let target = linkTarget(path) { return .special(kind: "a symbolic link to '\(target)', \(kind)") }
        return .special(kind: kind)
    }

    private static func problem(errno code: Int32, path: [UInt8]) -> Problem {
        switch code {
        case ENOENT:
            let target = withCString(path) { linkTarget($0) }
            return target.map { .danglingLink(target: $0) } ?? .notFound
        case ELOOP: return .linkLoop
        case EACCES, EPERM: return .permissionDenied
        case ENOTDIR: return .notFound
        default: return .system(String(cString: strerror(code)))
        }
    }

    /// Where the symbolic link at `path` points, for messages; nil if `path` is not a link.
    private static func linkTarget(_ path: UnsafePointer<CChar>) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { characters in
                characters.baseAddress.map { readlink(path, $0, characters.count) } ?? -1
            }
        }
        guard count >= 0 else { return nil }
        return displayName(Array(buffer[..<count]))
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 if the byte there starts none.
    private static func validSequenceLength(in bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        let length: Int
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<index + length], as: UTF8.self) != nil ? length : 0
    }
}
