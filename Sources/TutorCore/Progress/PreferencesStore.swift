import Foundation

/// Reads and writes the preferences file without ever losing it:
/// - every write is atomic (a temporary file in the same folder, fsync, rename, fsync of the
///   folder), so a crash or `kill -9` leaves the old file or the new one;
/// - writers take an advisory lock (`flock` on `<file>.lock`) and merge with what is on disk, so
///   two sessions at once lose no attempts;
/// - a corrupt file is moved aside to `<file>.corrupt-<timestamp>`, never silently dropped;
/// - a file from a newer schema is used read-only; an unwritable folder leaves the session
///   running in memory. Each of these is reported once in `messages`.
package final class PreferencesStore: @unchecked Sendable {
    package enum Mode: Equatable, Sendable {
        case readWrite
        /// Read, never written (a newer schema).
        case readOnly
        /// Could not be written: progress lives in memory until the session ends.
        case memoryOnly
    }

    package let url: URL
    package private(set) var preferences: Preferences
    package private(set) var mode: Mode = .readWrite
    /// Warnings for the learner, each said once (take them with ``takeMessages()``).
    private var messages: [String] = []
    private let clock: @Sendable () -> Date
    /// Settings as loaded, to tell whether this process changed them.
    private var loadedSettings: Preferences.Settings
    /// The file as this process last read or wrote it: when it is still the same file (a new
    /// inode appears with every atomic write), nobody else wrote and there is nothing to merge.
    private var knownFile: FileStamp?

    /// Attempts this process removed (reset), so that merging does not bring them back.
    private var removedAttemptIDs: Set<String> = []

    package init(url: URL, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.url = url
        self.clock = clock
        self.preferences = Preferences()
        self.loadedSettings = Preferences.Settings()
        load()
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

    private func load() {
        removeStaleTemporaryFiles()
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: url.path) else { return }
        guard let data = fileManager.contents(atPath: url.path) else {
            moveAside(reason: "it could not be read")
            return
        }
        switch Self.decode(data) {
        case .success(let loaded):
            preferences = loaded.preferences
            knownFile = FileStamp(url)
            loadedSettings = loaded.preferences.settings
            if loaded.isNewer {
                mode = .readOnly
                messages.append(
                    "\(url.path) was written by a newer statetutor (schema \(loaded.version)); it is used read-only, so this session's progress will not be saved"
                )
            }
        case .failure(let reason):
            moveAside(reason: reason)
        }
    }

    private struct Loaded {
        var preferences: Preferences
        var version: Int
        var isNewer: Bool
    }

    /// Reads a preferences file without changing anything (no moving aside, no writing): for
    /// reports over other learners' files. Older schemas are migrated in memory.
    package static func read(_ data: Data) -> Result<Preferences, ReadFailure> {
        switch decode(data) {
        case .success(let loaded): return .success(loaded.preferences)
        case .failure(let failure): return .failure(ReadFailure(reason: failure.reason))
        }
    }

    package struct ReadFailure: Error, Equatable {
        package var reason: String
    }

    /// Decodes a file, migrating older schemas forward. Fails with a reason for anything else.
    private static func decode(_ data: Data) -> Result<Loaded, DecodeFailure> {
        guard !data.isEmpty else { return .failure(DecodeFailure("the file is empty")) }
        let bytes = Array(data)
        var preferences: Preferences
        do {
            preferences = try PreferencesCodec.decode(bytes)
        } catch {
            let first = bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
            if first != UInt8(ascii: "{") { return .failure(DecodeFailure("it is not a JSON object")) }
            return .failure(DecodeFailure("it is not valid: \(error.description)"))
        }
        let version = preferences.schemaVersion
        if version < Preferences.currentSchemaVersion {
            // Older files go through their migrations as plain JSON objects, then decode again.
            guard let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any],
                let migrated = try? JSONSerialization.data(
                    withJSONObject: PreferencesMigration.migrate(json, from: version)),
                let decoded = try? PreferencesCodec.decode(Array(migrated))
            else { return .failure(DecodeFailure("it could not be migrated from schema \(version)")) }
            preferences = decoded
        }
        let isNewer = version > Preferences.currentSchemaVersion
        if !isNewer { preferences.schemaVersion = Preferences.currentSchemaVersion }
        return .success(Loaded(preferences: preferences, version: version, isNewer: isNewer))
    }

    private struct DecodeFailure: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private func moveAside(reason: DecodeFailure) { moveAside(reason: reason.reason) }

    private func moveAside(reason: String) {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        let stamp = formatter.string(from: clock()).replacingOccurrences(of: ":", with: "")
        let aside = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
        do {
            try FileManager.default.moveItem(at: url, to: aside)
            messages.append(
                "\(url.path) could not be used (\(reason)); it was moved to \(aside.path) and a new file is started")
        } catch {
            mode = .memoryOnly
            messages.append(
                "\(url.path) could not be used (\(reason)) nor moved aside; this session's progress is kept in memory only"
            )
        }
    }

    // MARK: Changing and saving

    /// Applies a change in memory, then saves (merging with any other session's writes).
    package func update(save shouldSave: Bool = true, _ change: (inout Preferences) -> Void) {
        change(&preferences)
        if shouldSave { save() }
    }

    /// Writes the preferences: lock, merge with the file on disk, atomic replace, unlock.
    package func save() {
        guard mode == .readWrite else { return }
        do {
            let folder = url.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try withLock {
                if FileStamp(url) != knownFile, let data = FileManager.default.contents(atPath: url.path),
                    case .success(let onDisk) = Self.decode(data), !onDisk.isNewer
                {
                    preferences = merged(onDisk.preferences)
                }
                try AtomicFile.write(try preferences.encoded(), to: url)
                knownFile = FileStamp(url)
            }
        } catch {
            mode = .memoryOnly
            messages.append(
                "cannot save progress to \(url.path) (\(error.localizedDescription)); this session's progress is kept in memory only"
            )
        }
    }

    /// Forgets a lesson's progress (or a whole course's) on disk and in memory, after copying
    /// the file to `<file>.backup-<timestamp>`. Returns the backup's path.
    @discardableResult
    package func reset(course: String, lesson: String?) throws -> URL? {
        var backup: URL?
        if FileManager.default.fileExists(atPath: url.path) {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
            let stamp = formatter.string(from: clock()).replacingOccurrences(of: ":", with: "")
            let copy = url.deletingLastPathComponent().appendingPathComponent(
                "\(url.lastPathComponent).backup-\(stamp)")
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: url, to: copy)
            backup = copy
        }
        let removed = Self.attemptIDs(preferences, course: course, lesson: lesson)
        removedAttemptIDs.formUnion(removed)
        Self.remove(&preferences, course: course, lesson: lesson)
        guard mode == .readWrite else { return backup }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try withLock {
            if let data = FileManager.default.contents(atPath: url.path), case .success(let onDisk) = Self.decode(data)
            {
                var disk = onDisk.preferences
                removedAttemptIDs.formUnion(Self.attemptIDs(disk, course: course, lesson: lesson))
                Self.remove(&disk, course: course, lesson: lesson)
                preferences = merged(disk)
            }
            try AtomicFile.write(try preferences.encoded(), to: url)
            knownFile = FileStamp(url)
        }
        return backup
    }

    private static func attemptIDs(_ preferences: Preferences, course: String, lesson: String?) -> Set<String> {
        let lessons = preferences.courses[course]?.lessons ?? [:]
        let chosen = lesson.map { lessons[$0].map { [$0] } ?? [] } ?? Array(lessons.values)
        return Set(chosen.flatMap { $0.questions.values.flatMap { $0.attempts.map(\.id) } })
    }

    private static func remove(_ preferences: inout Preferences, course: String, lesson: String?) {
        if let lesson {
            preferences.courses[course]?.lessons[lesson] = nil
        } else {
            preferences.courses[course]?.lessons = [:]
        }
    }

    /// Runs `body` holding an exclusive `flock` on `<file>.lock`.
    private func withLock(_ body: () throws -> Void) throws {
        let lockPath = url.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EACCES) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        defer { flock(descriptor, LOCK_UN) }
        try body()
    }

    // MARK: Merging

    /// This process's preferences merged into what another process wrote: attempts and
    /// sessions are unions by id, pages seen are unions, lesson completion keeps the earliest
    /// date, settings are ours only if we changed them, and cards are replayed from the
    /// merged attempts.
    private func merged(_ disk: Preferences) -> Preferences {
        var result = disk
        if preferences.settings != loadedSettings { result.settings = preferences.settings }
        for (courseID, ours) in preferences.courses {
            var course = result.courses[courseID] ?? Preferences.CourseProgress()
            var sessions = Dictionary(course.sessions.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for session in ours.sessions {
                if let theirs = sessions[session.id], theirs.answered > session.answered { continue }
                sessions[session.id] = session
            }
            course.sessions = sessions.values.sorted { $0.start < $1.start }
            for (lessonID, lessonOurs) in ours.lessons {
                var lesson = course.lessons[lessonID] ?? Preferences.LessonProgress()
                lesson.sectionsSeen = Array(Set(lesson.sectionsSeen).union(lessonOurs.sectionsSeen)).sorted()
                lesson.completedAt = [lesson.completedAt, lessonOurs.completedAt].compactMap { $0 }.min()
                for (questionID, questionOurs) in lessonOurs.questions {
                    guard var question = lesson.questions[questionID] else {
                        lesson.questions[questionID] = questionOurs
                        continue
                    }
                    let known = Set(question.attempts.map(\.id))
                    let added = questionOurs.attempts.filter { !known.contains($0.id) }
                    if added.isEmpty && question.attempts.count == questionOurs.attempts.count { continue }
                    question.attempts += added
                    question.attempts.sort { $0.at < $1.at }
                    if let latest = question.attempts.last { question.contentHash = latest.contentHash }
                    question.card = CardReplay.card(for: question.attempts, contentHash: question.contentHash)
                    lesson.questions[questionID] = question
                }
                course.lessons[lessonID] = lesson
            }
            result.courses[courseID] = course
        }
        if !removedAttemptIDs.isEmpty {
            for (courseID, course) in result.courses {
                for (lessonID, lesson) in course.lessons {
                    for (questionID, question) in lesson.questions
                    where question.attempts.contains(where: { removedAttemptIDs.contains($0.id) }) {
                        var kept = question
                        kept.attempts.removeAll { removedAttemptIDs.contains($0.id) }
                        kept.card = CardReplay.card(for: kept.attempts, contentHash: kept.contentHash)
                        result.courses[courseID]?.lessons[lessonID]?.questions[questionID] =
                            kept.attempts.isEmpty ? nil : kept
                    }
                }
            }
        }
        return result
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
