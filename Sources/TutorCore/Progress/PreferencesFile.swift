import Foundation

/// The preferences file and its neighbours on disk: what is at the path, what its bytes hold,
/// its lock, and the files made next to it (moved-aside copies, backups, pending saves), each
/// under a name that no other file has.
package enum PreferencesFile {
    /// What is at a path.
    enum Found {
        case missing
        case folder
        /// A device, a pipe or a socket: never read (a pipe would block).
        case notRegular
        case unreadable(String)
        case bytes([UInt8])
    }

    /// What is wrong with a damaged file, and where.
    package struct Damage: Equatable, Sendable {
        package var message: String
        /// 1-based line and column, when the problem has a place.
        package var line: Int?
        package var column: Int?

        /// `path:line:col: message`, or `path: message` without a place.
        package func describe(_ path: String) -> String {
            guard let line, let column else { return "\(path): \(message)" }
            return "\(path):\(line):\(column): \(message)"
        }
    }

    /// What a file's bytes hold.
    enum Contents {
        /// A preferences file, migrated to the current schema unless it is newer; `version` is
        /// the schema it was written in.
        case preferences(Preferences, version: Int)
        /// Valid JSON of something else.
        case notPreferences(String)
        /// A key written twice in one object: which value is meant cannot be told, and keeping
        /// either would lose the other at the next save, so the file is left as it is.
        case repeatedKey(Damage)
        case damaged(Damage)
    }

    static func look(at url: URL) -> Found {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .missing
            case EISDIR: return .folder
            default: return .unreadable(String(cString: strerror(errno)))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: break
        default: return .notRegular
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .bytes(bytes)
    }

    static func classify(_ bytes: [UInt8]) -> Contents {
        guard !bytes.isEmpty else { return .damaged(Damage(message: "the file is empty")) }
        var preferences: Preferences
        do {
            preferences = try PreferencesCodec.decode(bytes)
        } catch {
            switch error {
            case .notPreferences(let reason): return .notPreferences(reason)
            case .repeatedKey(let failure):
                let (line, column) = failure.position(in: bytes)
                return .repeatedKey(Damage(message: failure.message, line: line, column: column))
            case .damaged(let failure):
                let (line, column) = failure.position(in: bytes)
                return .damaged(Damage(message: failure.message, line: line, column: column))
            }
        }
        let version = preferences.schemaVersion
        if version < Preferences.currentSchemaVersion {
            // Older files go through their migrations as JSON values, then decode again.
            guard let json = try? JSONReader.parse(bytes) else {
                return .damaged(Damage(message: "it could not be migrated from schema \(version)"))
            }
            var writer = JSONWriter()
            writer.value(PreferencesMigration.migrate(json, from: version))
            guard let migrated = try? PreferencesCodec.decode(writer.bytes) else {
                return .damaged(Damage(message: "it could not be migrated from schema \(version)"))
            }
            preferences = migrated
        }
        if version <= Preferences.currentSchemaVersion { preferences.schemaVersion = Preferences.currentSchemaVersion }
        return .preferences(preferences, version: version)
    }

    // MARK: Neighbours

    /// `20261201T083713Z`: a moment in file names.
    static func stamp(_ date: Date) -> String {
        let text = ISODate.format(date)
        return String(text.prefix(19)).filter { $0 != "-" && $0 != ":" } + "Z"
    }

    /// Candidate names `<file>.<kind>-<time>`, then with `-2`, `-3`… until one is free.
    private static func candidates(next url: URL, kind: String, at time: Date, suffix: String = "") -> [URL] {
        let folder = url.deletingLastPathComponent()
        let base = "\(url.lastPathComponent).\(kind)-\(stamp(time))\(suffix)"
        return (1...1000).map { folder.appendingPathComponent($0 == 1 ? base : "\(base)-\($0)") }
    }

    /// Renames the file to `<file>.<kind>-<time>` under a name that is not taken (never
    /// replacing another copy), and returns the new name.
    static func renameAside(_ url: URL, kind: String, at time: Date) throws -> URL {
        for target in candidates(next: url, kind: kind, at: time) {
            if link(url.path, target.path) == 0 {
                unlink(url.path)
                syncFolder(of: url)
                return target
            }
            switch errno {
            case EEXIST:
                continue
            case EPERM, EOPNOTSUPP, EMLINK, EXDEV, ENOSYS:
                // No hard links on this file system: rename, after checking the name is free.
                var info = stat()
                if lstat(target.path, &info) == 0 { continue }
                guard rename(url.path, target.path) == 0 else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                syncFolder(of: url)
                return target
            default:
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
        throw POSIXError(.EEXIST)
    }

    /// Writes `bytes` to a new file `<file>.<kind>-<time>` (never replacing another) and returns it.
    static func writeCopy(_ bytes: [UInt8], of url: URL, kind: String, at time: Date) throws -> URL {
        for target in candidates(next: url, kind: kind, at: time) {
            let descriptor = open(target.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            defer { close(descriptor) }
            do {
                try AtomicFile.writeAll(bytes, to: descriptor)
            } catch {
                unlink(target.path)
                throw error
            }
            syncFolder(of: url)
            return target
        }
        throw POSIXError(.EEXIST)
    }

    /// Leaves a session's progress next to the file when the file's lock stayed busy until the
    /// session ended: `<file>.pending-<time>-<pid>`, merged in and removed by the next save.
    static func writePending(_ bytes: [UInt8], next url: URL, at time: Date) throws -> URL {
        let fileManager = FileManager.default
        guard
            let target = candidates(next: url, kind: "pending", at: time, suffix: "-\(getpid())").first(where: {
                !fileManager.fileExists(atPath: $0.path)
            })
        else { throw POSIXError(.EEXIST) }
        try AtomicFile.write(bytes, to: target)
        return target
    }

    /// The pending files next to the file, oldest first.
    static func pendingFiles(next url: URL) -> [URL] {
        let folder = url.deletingLastPathComponent()
        let prefix = "\(url.lastPathComponent).pending-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func syncFolder(of url: URL) {
        let descriptor = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }

    // MARK: The lock

    /// The lock file's name is taken by a folder (or a loop of links): no session can lock the
    /// file until it is gone, so progress waits in memory as it does for a busy lock.
    struct LockUnavailable: LocalizedError {
        var path: String
        var code: Int32

        var reason: String {
            code == EISDIR ? "\(path) is a folder" : "\(path) cannot be opened (\(String(cString: strerror(code))))"
        }
        var errorDescription: String? { "the file cannot be locked: \(reason)" }
    }

    /// Runs `body` holding an exclusive `flock` on `<file>.lock`, waiting at most `timeout`
    /// seconds for another process to let go (non-blocking tries, further apart as time
    /// passes). Returns false, without running `body`, when it did not: a stopped session can
    /// hold the lock for ever.
    /// - Throws: ``LockUnavailable`` when something that is not a file holds the lock's name.
    static func withLock(of url: URL, timeout: Double, _ body: () throws -> Void) throws -> Bool {
        let lock = url.path + ".lock"
        let descriptor = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            if code == EISDIR || code == ELOOP { throw LockUnavailable(path: lock, code: code) }
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EACCES)
        }
        defer { close(descriptor) }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, min(timeout, 3600)) * 1e9)
        var pause: useconds_t = 1000
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            if DispatchTime.now().uptimeNanoseconds >= deadline { return false }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        try body()
        return true
    }
}
