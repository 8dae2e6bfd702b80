import Foundation

/// Reads and writes the preferences file without ever losing it or anything else:
/// - every write is atomic (a temporary file in the same folder, fsync, rename, fsync of the
///   folder), so a crash or `kill -9` leaves the old file or the new one;
/// - writers take an advisory lock (`flock` on `<file>.lock`) and merge with what is on disk, so
///   two sessions at once lose no attempts; a lock held longer than `lockTimeout` (a stopped
///   session) is waited for no longer: the answers stay in memory and the next save tries
///   again, and at the end of the session they go to `<file>.pending-<time>-<pid>`, merged by
///   the next save of any session;
/// - a save that fails (a full disk) keeps the answers in memory and every later save tries
///   again, the last one when the session ends;
/// - a damaged file is moved aside to `<file>.corrupt-<time>` (a new name each time), also when
///   it appears while the session runs, never overwritten or dropped;
/// - a file of a newer schema is never written, also when it appears while the session runs;
/// - a folder, a device, or JSON that is not a preferences file (a `package.json`) at the path
///   is refused (``Refusal``) and never touched;
/// - a path that is a symbolic link is saved through (its target is the file), but a target that
///   is damaged is refused like someone else's file, never moved aside or replaced: the link may
///   point anywhere, `/etc/passwd` included;
/// - a reset is recorded in the file with its time, so that merging another session's older
///   copy cannot bring back what it removed.
///
/// Each problem is reported once in the messages (``takeMessages()``).
package final class PreferencesStore {
    package enum Mode: Equatable, Sendable {
        case readWrite
        /// Read, never written (a newer schema).
        case readOnly
        /// Not written: the file was replaced by something that is not this statetutor's to
        /// overwrite, or could not be moved aside. Progress lives in memory.
        case memoryOnly
    }

    /// Why the path cannot be used as a preferences file at all: the caller stops (exit 2).
    package struct Refusal: LocalizedError, Equatable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
        package var errorDescription: String? { message }
    }

    /// Why another learner's file could not be read for a report.
    package struct ReadFailure: Error, Equatable {
        package var message: String
        /// There is no file at the path.
        package var isMissing = false
        /// The file is damaged (and was moved aside, when it could be).
        package var isDamage = false

        package init(message: String, isMissing: Bool = false, isDamage: Bool = false) {
            self.message = message
            self.isMissing = isMissing
            self.isDamage = isDamage
        }
    }

    package let url: URL
    /// The path as given, when it is a symbolic link to ``url``.
    private let link: URL?
    package private(set) var preferences: Preferences
    package private(set) var mode: Mode = .readWrite
    /// True while some progress is in memory only because the last save did not happen (a full
    /// disk, a lock held too long): every save tries again.
    package private(set) var hasUnsavedChanges = false
    /// Warnings for the learner, each said once (take them with ``takeMessages()``).
    private var messages: [String] = []
    private let clock: @Sendable () -> Date
    /// How long a save waits for another session's lock, in seconds.
    private let lockTimeout: Double
    private let writeFile: ([UInt8], URL) throws -> Void
    /// Settings as loaded, to tell whether this process changed them.
    private var loadedSettings: Preferences.Settings
    /// The file as this process last read or wrote it: when it is still the same file (a new
    /// inode appears with every atomic write), nobody else wrote and there is nothing to merge.
    private var knownFile: FileStamp?
    /// Questions as encoded at the last save, so that a save encodes only what changed.
    private var encodingCache = EncodingCache()
    /// The loaded file being encoded in the background, so that the first save after an answer
    /// finds its cache warm (with 100,000 attempts a cold encode takes longer than the save).
    /// The cache belongs to the background encode until `done` is waited for; only then does a
    /// save take it (see ``EncodingCache``).
    private var warmUp: (done: DispatchGroup, cache: EncodingCache)?
    /// The last save could not take the lock in time (said once until a save works again).
    private var lockWasBusy = false
    /// The last save failed with this error (said once until a save works again).
    private var failingSave: String?

    /// Opens the learner's file (it need not exist yet).
    /// - Parameters:
    ///   - clock: the time of moved-aside copies, backups and resets.
    ///   - lockTimeout: how long a save waits for another session holding the lock.
    ///   - write: replaces the file (atomically); injectable to test failing disks.
    /// - Throws: ``Refusal`` when the path is a folder, not a regular file, unreadable, or JSON
    ///   that is not a preferences file. Nothing at the path is changed then.
    package init(
        url: URL, clock: @escaping @Sendable () -> Date = { Date() }, lockTimeout: Double = 3,
        write: @escaping ([UInt8], URL) throws -> Void = { try AtomicFile.write($0, to: $1) }
    ) throws(Refusal) {
        let target = Self.followingLinks(url)
        self.url = target
        self.link = target.path == url.path ? nil : url
        self.clock = clock
        self.lockTimeout = lockTimeout
        self.writeFile = write
        self.preferences = Preferences()
        self.loadedSettings = Preferences.Settings()
        try load()
    }

    /// The file a path names, through any symbolic links (to a file that may not exist yet): an
    /// atomic save renames a new file over the path, which would replace the link itself and
    /// leave its target behind. A chain longer than 40 links is left as it is.
    package static func followingLinks(_ url: URL) -> URL {
        var path = url.path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count > 0 else { return URL(fileURLWithPath: path) }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path =
                target.hasPrefix("/")
                ? target : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(target).path
        }
        return url
    }

    package func takeMessages() -> [String] {
        defer { messages = [] }
        return messages
    }

    // MARK: Loading

    /// Removes temporary files left by writers that were killed mid-write.
    private func removeStaleTemporaryFiles() {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let parts = name.dropFirst(prefix.count).split(separator: ".")
            guard let pid = parts.first.flatMap({ Int32($0) }), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private func load() throws(Refusal) {
        removeStaleTemporaryFiles()
        let path = url.path
        switch PreferencesFile.look(at: url) {
        case .missing:
            break
        case .folder:
            throw Refusal(message: "\(path) is a folder, not a preferences file; it was left as it is")
        case .notRegular:
            throw Refusal(
                message: "\(path) is not a regular file (a device, a pipe or a socket), so it cannot hold preferences")
        case .unreadable(let reason):
            throw Refusal(message: "cannot read \(path) (\(reason)); it was left as it is")
        case .bytes(let bytes):
            switch PreferencesFile.classify(bytes) {
            case .preferences(let loaded, let version):
                adopt(loaded, version: version)
            case .notPreferences(let reason):
                throw Refusal(
                    message: "\(path) is not a statetutor preferences file (\(reason)); it was left as it is")
            case .repeatedKey(let problem):
                throw Refusal(message: Self.repeatedKey(problem, at: path))
            case .damaged(let problem):
                if let link {
                    throw Refusal(message: Self.damagedTarget(problem, of: link, at: url))
                }
                moveDamagedFileAside(problem)
            }
        }
        mergePendingFiles()
    }

    /// A file with a key written twice: neither value is used, and nothing is written over it.
    private static func repeatedKey(_ problem: PreferencesFile.Damage, at path: String) -> String {
        "\(problem.describe(path)); statetutor cannot tell which of the two is meant, so the file is not used and was left as it is"
    }

    /// A link's target that is damaged: it may be any file on the system, so it is not touched.
    private static func damagedTarget(_ problem: PreferencesFile.Damage, of link: URL, at target: URL) -> String {
        "\(link.path) is a symbolic link to \(target.path), which is not a usable preferences file (\(problem.describe(target.path))); a file a link points to is never moved aside or replaced, so it was left as it is"
    }

    private func adopt(_ loaded: Preferences, version: Int) {
        preferences = loaded
        knownFile = FileStamp(url)
        loadedSettings = loaded.settings
        if !loaded.courses.isEmpty {
            let cache = EncodingCache()
            let done = DispatchGroup()
            DispatchQueue.global(qos: .utility).async(group: done) { _ = PreferencesCodec.encode(loaded, cache: cache) }
            warmUp = (done, cache)
        }
        if version > Preferences.currentSchemaVersion {
            mode = .readOnly
            messages.append(
                "\(url.path) was written by a newer statetutor (schema \(version)); it is used read-only, so this session's progress will not be saved"
            )
        }
    }

    /// At start-up: moves a damaged file aside (under the lock, once it is sure the file is
    /// still the damaged one). When the lock is busy, the first save does it instead.
    private func moveDamagedFileAside(_ problem: PreferencesFile.Damage) {
        do {
            let done = try withLock(timeout: lockTimeout) {
                guard case .bytes(let bytes) = PreferencesFile.look(at: url),
                    case .damaged(let current) = PreferencesFile.classify(bytes)
                else { return }
                try moveAside(current)
            }
            if !done { knownFile = nil }
        } catch {
            mode = .memoryOnly
            messages.append(
                "\(problem.describe(url.path)); the file could not be used nor moved aside (\(Self.reason(error))), so this session's progress is kept in memory only"
            )
        }
    }

    /// Renames the damaged file to a new `.corrupt-<time>` name; the caller holds the lock.
    private func moveAside(_ problem: PreferencesFile.Damage) throws {
        let aside = try PreferencesFile.renameAside(url, kind: "corrupt", at: clock())
        messages.append(
            "\(problem.describe(url.path)); the file could not be used, so it was moved to \(aside.path) (its content is kept there) and a new one is started"
        )
        knownFile = nil
    }

    // MARK: Changing and saving

    /// Applies a change in memory, then saves (merging with any other session's writes).
    /// - Parameter isFinal: the last save of the session: waits for a busy lock once more, then
    ///   leaves what it could not save in a pending file.
    package func update(save shouldSave: Bool = true, isFinal: Bool = false, _ change: (inout Preferences) -> Void) {
        change(&preferences)
        hasUnsavedChanges = true
        if shouldSave { save(isFinal: isFinal) }
    }

    /// Writes the preferences: lock, merge with the file on disk, atomic replace, unlock.
    package func save(isFinal: Bool = false) {
        guard mode == .readWrite else { return }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let wait = lockWasBusy && !isFinal ? 0 : lockTimeout
            let saved: Bool
            do {
                saved = try withLock(timeout: wait) { try saveHoldingLock() }
            } catch let unavailable as PreferencesFile.LockUnavailable {
                lockIsBusy(isFinal: isFinal, because: unavailable)
                return
            }
            guard saved else {
                lockIsBusy(isFinal: isFinal)
                return
            }
            if lockWasBusy || failingSave != nil {
                messages.append("progress is saved to \(url.path) again; nothing was lost")
            }
            lockWasBusy = false
            failingSave = nil
        } catch {
            hasUnsavedChanges = true
            let reason = Self.reason(error)
            if failingSave == nil {
                messages.append(
                    "cannot save progress to \(url.path) (\(reason)); your answers are kept in memory and saved as soon as it works again"
                )
            } else if isFinal {
                messages.append(
                    "the answers of this session that could not be saved to \(url.path) (\(reason)) are lost now that it ends"
                )
            }
            failingSave = reason
        }
    }

    /// The lock could not be taken: held by another session (`unavailable` nil), or its name is
    /// taken by something no one can lock. The answers wait in memory, and at the end in a
    /// pending file next to the preferences file.
    private func lockIsBusy(isFinal: Bool, because unavailable: PreferencesFile.LockUnavailable? = nil) {
        hasUnsavedChanges = true
        if !lockWasBusy {
            if let unavailable {
                messages.append(
                    "cannot save progress to \(url.path): it cannot be locked, because \(unavailable.reason); your answers are kept in memory and saved as soon as it can be locked"
                )
            } else {
                messages.append(
                    "\(url.path) is locked by another statetutor that has not finished saving (waited \(Self.seconds(lockTimeout))); your answers are kept in memory and saved as soon as it is free"
                )
            }
        }
        lockWasBusy = true
        guard isFinal else { return }
        do {
            let pending = try PreferencesFile.writePending(PreferencesCodec.encode(preferences), next: url, at: clock())
            hasUnsavedChanges = false
            messages.append(
                unavailable == nil
                    ? "it is still locked, so this session's progress was written to \(pending.path); the next statetutor to save merges it in"
                    : "it still cannot be locked, so this session's progress was written to \(pending.path); the next statetutor to save merges it in"
            )
        } catch {
            messages.append(
                "it is still locked, and this session's progress could not be written next to it either (\(Self.reason(error))); the unsaved answers are lost when it ends"
            )
        }
    }

    /// The save itself, with the lock held: merge with what another process wrote since, then
    /// write. Leaves the file alone when it is no longer this statetutor's to write.
    private func saveHoldingLock() throws {
        if FileStamp(url) != knownFile || knownFile == nil {
            switch PreferencesFile.look(at: url) {
            case .missing:
                break
            case .folder:
                throw POSIXError(.EISDIR)
            case .notRegular:
                throw Refusal(message: "it is not a regular file")
            case .unreadable(let reason):
                throw Refusal(message: "it cannot be read: \(reason)")
            case .bytes(let bytes):
                switch PreferencesFile.classify(bytes) {
                case .preferences(_, let version) where version > Preferences.currentSchemaVersion:
                    mode = .readOnly
                    messages.append(
                        "\(url.path) was replaced by a newer statetutor's file (schema \(version)) while this session ran; it is left as it is, and this session's answers are kept in memory only"
                    )
                    return
                case .preferences(let disk, _):
                    preferences = merged(disk)
                case .notPreferences(let reason):
                    mode = .memoryOnly
                    messages.append(
                        "\(url.path) was replaced by a file that is not statetutor's (\(reason)) while this session ran; it is left as it is, and this session's answers are kept in memory only"
                    )
                    return
                case .repeatedKey(let problem):
                    mode = .memoryOnly
                    messages.append(
                        "\(Self.repeatedKey(problem, at: url.path)); it changed while this session ran, so this session's answers are kept in memory only"
                    )
                    return
                case .damaged(let problem):
                    if let link {
                        mode = .memoryOnly
                        messages.append(
                            "\(Self.damagedTarget(problem, of: link, at: url)); this session's answers are kept in memory only"
                        )
                        return
                    }
                    try moveAside(problem)
                }
            }
        }
        let pending = mergePendingFiles()
        if let warmUp {
            warmUp.done.wait()
            encodingCache = warmUp.cache
            self.warmUp = nil
        }
        try writeFile(PreferencesCodec.encode(preferences, cache: encodingCache), url)
        knownFile = FileStamp(url)
        hasUnsavedChanges = false
        for file in pending { unlink(file.path) }
    }

    /// Merges the pending files other sessions left when the lock was busy at their end.
    /// - Returns: the files merged, to delete once the merged result is saved.
    @discardableResult
    private func mergePendingFiles() -> [URL] {
        var files: [URL] = []
        for file in PreferencesFile.pendingFiles(next: url) {
            guard case .bytes(let bytes) = PreferencesFile.look(at: file),
                case .preferences(let pending, let version) = PreferencesFile.classify(bytes),
                version <= Preferences.currentSchemaVersion
            else { continue }
            let own = preferences
            preferences = merged(pending)
            preferences.settings = own.settings
            preferences.unknown = own.unknown
            files.append(file)
        }
        return files
    }

    /// Forgets a lesson's progress (or a whole course's) on disk and in memory, after copying
    /// the file to `<file>.backup-<time>` (a new name each time). The reset is recorded with its
    /// time, so that no session's older copy brings the progress back. Returns the backup.
    /// - Throws: ``Refusal`` when the file is used read-only (a newer statetutor wrote it) or
    ///   locked for too long: nothing is forgotten then, not even in memory.
    @discardableResult
    package func reset(course: String, lesson: String?) throws -> URL? {
        let now = clock()
        var backup: URL?
        func apply() {
            Self.recordReset(&preferences, course: course, lesson: lesson, at: now)
        }
        switch mode {
        case .readWrite: break
        case .readOnly:
            // Nothing this session does reaches the file: forgetting only in memory would look
            // like a reset, and the next session would have every answer back.
            throw Refusal(
                message:
                    "\(url.path) is used read-only in this session (it was written by a newer statetutor), so nothing can be forgotten"
            )
        case .memoryOnly:
            apply()
            return nil
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let done = try withLock(timeout: lockTimeout) {
            if case .bytes(let bytes) = PreferencesFile.look(at: url) {
                backup = try PreferencesFile.writeCopy(bytes, of: url, kind: "backup", at: now)
            }
            apply()
            try saveHoldingLock()
        }
        guard done else {
            throw Refusal(
                message:
                    "\(url.path) is locked by another statetutor that has not finished saving; nothing was reset (try again in a moment)"
            )
        }
        return backup
    }

    private static func recordReset(_ preferences: inout Preferences, course: String, lesson: String?, at time: Date) {
        var progress = preferences.courses[course] ?? Preferences.CourseProgress()
        if let lesson {
            progress.lessonResets[lesson] = max(time, progress.lessonResets[lesson] ?? time)
            PreferencesMerge.cut(&progress, lesson: lesson, atOrBefore: time)
        } else {
            progress.resetAt = max(time, progress.resetAt ?? time)
            for lessonID in Array(progress.lessons.keys) {
                PreferencesMerge.cut(&progress, lesson: lessonID, atOrBefore: time)
            }
        }
        preferences.courses[course] = progress
    }

    private func withLock(timeout: Double, _ body: () throws -> Void) throws -> Bool {
        try PreferencesFile.withLock(of: url, timeout: timeout, body)
    }

    private static func reason(_ error: Error) -> String {
        if let refusal = error as? Refusal { return refusal.message }
        if let unavailable = error as? PreferencesFile.LockUnavailable {
            return "it cannot be locked: \(unavailable.reason)"
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return error.localizedDescription
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }

    // MARK: Reading other learners' files

    /// The settings of the file at `url`, read without changing anything: defaults for the
    /// command-line options. Without a usable file (none yet, damaged, someone else's), the
    /// defaults; the session that opens the file says what is wrong with it.
    package static func settings(at url: URL) -> Preferences.Settings {
        guard case .bytes(let bytes) = PreferencesFile.look(at: url),
            case .preferences(let preferences, _) = PreferencesFile.classify(bytes)
        else { return Preferences.Settings() }
        return preferences.settings
    }

    /// Reads a learner's file for a report. It is never written, moved or locked: a damaged one
    /// is left out with a message saying where the damage is; a `score` outside 0…1 is read as
    /// written, for the report to flag.
    /// - Parameters:
    ///   - path: the file as the user wrote it, for messages.
    package static func readForReport(
        _ url: URL, shownAs path: String
    ) -> Result<Preferences, ReadFailure> {
        switch PreferencesFile.look(at: url) {
        case .missing: return .failure(ReadFailure(message: "no such preferences file: \(path)", isMissing: true))
        case .folder: return .failure(ReadFailure(message: "\(path) is a folder, not a preferences file"))
        case .notRegular: return .failure(ReadFailure(message: "\(path) is not a regular file"))
        case .unreadable(let reason): return .failure(ReadFailure(message: "cannot read \(path) (\(reason))"))
        case .bytes(let bytes):
            switch PreferencesCodec.$readsScoresOutOfRange.withValue(
                true, operation: { PreferencesFile.classify(bytes) })
            {
            case .preferences(let preferences, _): return .success(preferences)
            case .notPreferences(let reason):
                return .failure(
                    ReadFailure(
                        message: "\(path) is not a statetutor preferences file (\(reason)); it was left as it is"))
            case .repeatedKey(let problem):
                return .failure(
                    ReadFailure(message: repeatedKey(problem, at: path) + "; it was left out of the report"))
            case .damaged(let problem):
                // A report never changes the files it reads: the damaged file stays as it is.
                return .failure(
                    ReadFailure(
                        message: problem.describe(path) + "; the file is damaged and was left out of the report",
                        isDamage: true))
            }
        }
    }

    /// This process's preferences merged into what another process wrote.
    private func merged(_ disk: Preferences) -> Preferences {
        PreferencesMerge.merged(preferences, into: disk, keepingOurSettings: preferences.settings != loadedSettings)
    }
}

/// Identifies one version of a file: inode, size and modification time.
private struct FileStamp: Equatable {
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    init?(_ url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if os(Linux)
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
        #else
            seconds = Int(info.st_mtimespec.tv_sec)
            nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #endif
    }
}
