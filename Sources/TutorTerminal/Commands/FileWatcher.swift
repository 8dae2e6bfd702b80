import Foundation

/// Watches the Swift files `typecheck --watch` is given, by path: a file saved in place, saved by
/// writing a copy and renaming it over the old one (a new inode at the path), deleted and written
/// again, or gone. It looks every 25 ms (a `stat` per file, and its bytes while its time stamp is
/// too recent to be trusted), and hands on a save once it has settled. The same loop serves
/// ``CourseWatcher``.
struct FileWatcher: Sendable {
    /// One regular file as `stat` sees it, with a hash of its bytes: a rewrite of the same size
    /// within one tick of a coarse file clock still differs.
    struct Stamp: Equatable, Sendable {
        var inode: UInt64
        var size: Int64
        /// Nanoseconds since 1970.
        var modified: Int64
        var contentHash: Int
    }

    /// What is at a watched path.
    enum Entry: Equatable, Sendable {
        case file(Stamp)
        /// Nothing (deleted, or renamed away).
        case missing
        /// Something that cannot be checked: a folder, a device, a file that cannot be read.
        case unusable(String)
    }

    /// Absolute paths, each once.
    var paths: [String]
    var interval: TimeInterval = 0.025
    /// How long a save must stay unchanged before the work runs (a truncate-and-write, or a
    /// delete-and-write, is then seen as one save).
    var settle: TimeInterval = 0.015
    /// A time stamp younger than this is not trusted alone: the bytes are hashed again (git's
    /// "racy" rule), since a second write in the same tick of the file system's clock leaves it
    /// as it was.
    static let trustedAge: Int64 = 2_000_000_000

    /// What is at each path now. A file whose `stat` matches `previous` and whose time stamp is
    /// old enough keeps its hash without being read.
    func snapshot(after previous: [String: Entry] = [:]) -> [String: Entry] {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        var entries: [String: Entry] = [:]
        for path in paths {
            entries[path] = Self.entry(at: path, previous: previous[path], now: nanoseconds)
        }
        return entries
    }

    private static func entry(at path: String, previous: Entry?, now: Int64) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unusable(String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unusable("it is a folder now")
        default: return .unusable("it is not a regular file")
        }
        #if canImport(Darwin)
            let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        var stamp = Stamp(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified, contentHash: 0)
        if case .file(let old)? = previous, old.inode == stamp.inode, old.size == stamp.size,
            old.modified == stamp.modified, now - modified > trustedAge
        {
            stamp.contentHash = old.contentHash
            return .file(stamp)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .unusable(String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            // Nil for an empty file.
            data = try handle.readToEnd() ?? Data()
        } catch {
            return .unusable("it cannot be read")
        }
        var hasher = Hasher()
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        stamp.contentHash = hasher.finalize()
        return .file(stamp)
    }

    /// The paths whose entries differ between two snapshots, in the order given.
    func changes(from old: [String: Entry], to new: [String: Entry]) -> [String] {
        paths.filter { old[$0] != new[$0] }
    }

    /// Runs `work` now and after every settled change, until a signal ends the watch. `work`
    /// gets the paths that changed (empty the first time) and what is at each path.
    func run(_ work: (_ changed: [String], _ entries: [String: Entry]) -> Void) {
        Self.watch(interval: interval, settle: settle, look: { snapshot(after: $0 ?? [:]) }) { old, new in
            work(old.map { changes(from: $0, to: new) } ?? [], new)
        }
    }

    /// The loop of a watch: `work(nil, first)` at once, then a look every `interval`; when a look
    /// differs from the last, it looks again every `settle` until two looks agree, and calls
    /// `work(last, settled)`. `look` gets the look before it. Ctrl-C, SIGTERM, SIGHUP or SIGQUIT
    /// ends the loop (a resize does not).
    static func watch<Snapshot: Equatable>(
        interval: TimeInterval, settle: TimeInterval, look: (Snapshot?) -> Snapshot,
        work: (_ last: Snapshot?, _ settled: Snapshot) -> Void
    ) {
        SignalWatcher.install()
        var last = look(nil)
        work(nil, last)
        while true {
            guard sleep(for: interval) else { return }
            var current = look(last)
            guard current != last else { continue }
            // Let the save finish: look again until two looks agree.
            while true {
                guard sleep(for: settle) else { return }
                let again = look(current)
                if again == current { break }
                current = again
            }
            let previous = last
            last = current
            work(previous, current)
        }
    }

    /// Sleeps, waking early for a signal; false when the signal ends the watch.
    private static func sleep(for seconds: TimeInterval) -> Bool {
        var pipe = pollfd(fd: SignalWatcher.descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&pipe, 1, Int32(seconds * 1000))
        return !SignalWatcher.drain().contains { $0 != .resize }
    }
}
