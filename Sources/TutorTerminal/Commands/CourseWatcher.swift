import Foundation

/// Watches a course's files for `validate --watch`: every lesson (`*.md`) and `course.yaml` in
/// the watched folders, including files that appear or go away. It looks every 25 ms (a `stat`
/// per file: nothing for a course of a few dozen files), waits until a save has settled (editors
/// write a file in several steps, or write a copy and rename it), and then runs the work again,
/// in ``FileWatcher``'s loop. Ctrl-C, SIGTERM or SIGHUP ends the watch.
struct CourseWatcher {
    /// One file as `lstat` sees it; any difference is a change.
    struct Stamp: Equatable {
        var inode: UInt64
        var size: Int64
        var modified: Int64
    }

    var folders: [URL]
    var interval: TimeInterval = 0.025
    /// How long a save must stay unchanged before the work runs (a truncate-and-write is then
    /// seen as one save).
    var settle: TimeInterval = 0.015

    /// The watched files of every folder and their stamps.
    func snapshot() -> [String: Stamp] {
        var files: [String: Stamp] = [:]
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where Self.isWatched(name) {
                let path = folder.appendingPathComponent(name).path
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                #if canImport(Darwin)
                    let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
                #else
                    let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
                #endif
                files[path] = Stamp(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified)
            }
        }
        return files
    }

    static func isWatched(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".md") || name == "course.yaml")
    }

    /// The paths whose stamps differ between two snapshots (changed, added or removed), sorted.
    static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }

    /// Runs `work` now and after every change, until a signal ends the watch. `work` gets the
    /// paths that changed (empty the first time).
    func run(_ work: ([String]) -> Void) {
        FileWatcher.watch(interval: interval, settle: settle, look: { _ in snapshot() }) { last, settled in
            work(last.map { Self.changes(from: $0, to: settled) } ?? [])
        }
    }
}
