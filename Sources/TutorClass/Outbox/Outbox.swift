import Foundation
import TutorCore

/// Statements waiting to be sent, one file each (`<statement id>.json`) in
/// `$XDG_STATE_HOME/statetutor/outbox/`, written atomically and durably before anything is sent.
/// A statement leaves the outbox only once the LRS has it, so a crash, a full disk or an LRS
/// that is down loses nothing; its id is fixed by what it records, so sending it again stores
/// nothing twice.
package struct Outbox: Sendable {
    package var folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    /// The learner's outbox under an XDG state folder.
    package init(environment: [String: String]) {
        folder = XDGDirectories(environment: environment).state.appendingPathComponent("outbox")
    }

    /// Adds a statement (replacing one with the same id, which holds the same statement).
    package func add(_ statement: JSONValue) throws {
        guard case .string(let id)? = statement["id"], Self.isFileName(id + ".json") else {
            throw POSIXError(.EINVAL)
        }
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var writer = JSONWriter()
        writer.value(statement)
        try AtomicFile.write(writer.bytes, to: folder.appendingPathComponent(id + ".json"))
    }

    /// The names of the waiting statements' files, oldest first.
    package func waiting() -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        let files = names.filter(Self.isFileName)
        let dated = files.map { name -> (String, Double) in
            var status = stat()
            let path = folder.appendingPathComponent(name).path
            let time =
                stat(path, &status) == 0 ? Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9 : 0
            return (name, time)
        }
        return dated.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    package var count: Int { waiting().count }

    /// A waiting statement; nil when its file is gone (sent by another process) or unreadable.
    package func statement(named name: String) -> JSONValue? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
            return nil
        }
        var reader = JSONReader(Array(data))
        return try? reader.value()
    }

    /// Forgets statements the LRS has.
    package func remove(_ names: [String]) {
        for name in names { unlink(folder.appendingPathComponent(name).path) }
    }

    /// Runs `body` while holding the outbox's lock, so that two statetutor processes never send
    /// the same statements at once; nil (without waiting) when another process holds it.
    package func whileLocked<T>(_ body: () -> T) -> T? {
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = open(folder.appendingPathComponent(".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return nil }
        defer { flock(descriptor, LOCK_UN) }
        return body()
    }

    /// A statement's file: a UUID and `.json`, nothing else (temporary files start with a dot).
    private static func isFileName(_ name: String) -> Bool {
        name.hasSuffix(".json") && name.count == 41 && !name.hasPrefix(".")
            && name.utf8.allSatisfy { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || isalnum(Int32($0)) != 0 }
    }
}
