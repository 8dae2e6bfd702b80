import Foundation
import Testing

@testable import TutorTerminal

/// What `validate --watch` counts as a change of a course.
@Suite struct CourseWatcherTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aLessonSavedAgainIsAChange() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = folder.appendingPathComponent("01-a.md")
        try Data("one".utf8).write(to: lesson)
        let watcher = CourseWatcher(folders: [folder])
        let before = watcher.snapshot()
        try Data("two!".utf8).write(to: lesson, options: .atomic)
        #expect(CourseWatcher.changes(from: before, to: watcher.snapshot()) == [lesson.path])
    }

    @Test func aNewLessonAndARemovedOneAreChanges() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("01-a.md")
        try Data("one".utf8).write(to: old)
        let watcher = CourseWatcher(folders: [folder])
        let before = watcher.snapshot()
        try FileManager.default.removeItem(at: old)
        let new = folder.appendingPathComponent("02-b.md")
        try Data("two".utf8).write(to: new)
        #expect(CourseWatcher.changes(from: before, to: watcher.snapshot()) == [old.path, new.path].sorted())
    }

    @Test func filesThatAreNeitherLessonsNorTheCourseFileAreNotWatched() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = CourseWatcher(folders: [folder])
        let before = watcher.snapshot()
        for name in ["notes.txt", ".01-a.md.swp", "01-a.md~", "course.yaml"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        #expect(
            CourseWatcher.changes(from: before, to: watcher.snapshot()) == [
                folder.appendingPathComponent("course.yaml").path
            ])
    }

    @Test func anUnchangedCourseHasNoChanges() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("one".utf8).write(to: folder.appendingPathComponent("01-a.md"))
        let watcher = CourseWatcher(folders: [folder])
        #expect(CourseWatcher.changes(from: watcher.snapshot(), to: watcher.snapshot()).isEmpty)
    }
}
