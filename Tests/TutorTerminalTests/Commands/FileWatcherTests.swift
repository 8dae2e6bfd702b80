import Foundation
import Testing

@testable import TutorTerminal

/// What `typecheck --watch` counts as a change of the files it is given.
@Suite struct FileWatcherTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("file-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFileSavedInPlaceIsAChange() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try Data("let a = 1\n".utf8).write(to: file)
        let watcher = FileWatcher(paths: [file.path])
        let before = watcher.snapshot()
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("let a = 22\n".utf8))
        try handle.close()
        #expect(watcher.changes(from: before, to: watcher.snapshot(after: before)) == [file.path])
    }

    @Test func aFileReplacedByRenamingACopyOverItIsAChange() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try Data("let a = 1\n".utf8).write(to: file)
        let watcher = FileWatcher(paths: [file.path])
        let before = watcher.snapshot()
        let copy = folder.appendingPathComponent(".A.swift.tmp")
        try Data("let a = 2\n".utf8).write(to: copy)
        #expect(rename(copy.path, file.path) == 0)
        let after = watcher.snapshot(after: before)
        guard case .file(let old)? = before[file.path], case .file(let new)? = after[file.path] else {
            Issue.record("not a file: \(after)")
            return
        }
        #expect(old.inode != new.inode)
        #expect(watcher.changes(from: before, to: after) == [file.path])
    }

    @Test func aRewriteOfTheSameSizeWithTheSameTimeStampIsAChange() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try Data("let a = 1\n".utf8).write(to: file)
        let watcher = FileWatcher(paths: [file.path])
        let stamp = Date()
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: file.path)
        let before = watcher.snapshot()
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("let a = 2\n".utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: file.path)
        #expect(watcher.changes(from: before, to: watcher.snapshot(after: before)) == [file.path])
    }

    @Test func aDeletedFileIsMissingAndOneWrittenAgainIsAFileOnceMore() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try Data("let a = 1\n".utf8).write(to: file)
        let watcher = FileWatcher(paths: [file.path])
        let before = watcher.snapshot()
        try FileManager.default.removeItem(at: file)
        let gone = watcher.snapshot(after: before)
        #expect(gone[file.path] == .missing)
        try Data("let a = 1\n".utf8).write(to: file)
        let back = watcher.snapshot(after: gone)
        guard case .file? = back[file.path] else {
            Issue.record("not a file: \(back)")
            return
        }
        #expect(watcher.changes(from: gone, to: back) == [file.path])
    }

    @Test func aFolderAtTheWatchedPathCannotBeChecked() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("A.swift")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        #expect(FileWatcher(paths: [path.path]).snapshot()[path.path] == .unusable("it is a folder now"))
    }

    @Test func anEmptyFileIsAFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try Data().write(to: file)
        guard case .file(let stamp)? = FileWatcher(paths: [file.path]).snapshot()[file.path] else {
            Issue.record("an empty file is not a file")
            return
        }
        #expect(stamp.size == 0)
    }

    @Test func unchangedFilesHaveNoChanges() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try Data("let a = 1\n".utf8).write(to: file)
        let watcher = FileWatcher(paths: [file.path, folder.appendingPathComponent("B.swift").path])
        let before = watcher.snapshot()
        #expect(watcher.changes(from: before, to: watcher.snapshot(after: before)).isEmpty)
    }
}
