import Foundation
import TutorCore

/// Finds the course to use: `--lessons DIR`, then `STATETUTOR_LESSONS`, then the bundled course.
package struct CourseLocator: Sendable {
    package var bundledFiles: [LessonFile]
    package var bundledCourseFile: LessonFile?

    package init(bundledFiles: [LessonFile], bundledCourseFile: LessonFile?) {
        self.bundledFiles = bundledFiles
        self.bundledCourseFile = bundledCourseFile
    }

    /// The folder chosen by option or environment, if any.
    package func chosenDirectory(_ arguments: ParsedArguments, _ context: ProcessContext) -> String? {
        if let path = arguments.option("lessons") { return path }
        if let path = context.environment["STATETUTOR_LESSONS"], !path.isEmpty { return path }
        return nil
    }

    package func load(_ arguments: ParsedArguments, _ context: ProcessContext, loader: CourseLoader = CourseLoader())
        throws(UsageError)
        -> CourseLoader.Result
    {
        guard let path = chosenDirectory(arguments, context) else {
            return loader.load(files: bundledFiles, courseFile: bundledCourseFile, defaultID: "statetutor")
        }
        return try Self.loadDirectory(path, context: context, loader: loader)
    }

    static func loadDirectory(_ path: String, context: ProcessContext, loader: CourseLoader) throws(UsageError)
        -> CourseLoader.Result
    {
        let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory)
        switch LessonFileReader.check(Array(url.path.utf8)) {
        case .folder?: break
        case nil: throw UsageError("not a folder: \(path) (a course is a folder of .md lessons)")
        case .notFound?: throw UsageError("no such course folder: \(path)")
        case let problem?: throw UsageError("cannot use course folder \(path): \(problem)")
        }
        do {
            return try loader.load(directory: url, displayPath: path)
        } catch {
            throw UsageError("cannot read course folder \(path): \(error)")
        }
    }

    /// The course folder `directory` is in: the nearest folder, from it upwards, that holds a
    /// `course.yaml`, else `directory` itself when it holds a lesson (a `.md` file that starts with
    /// front matter); nil outside any course.
    static func enclosingCourse(from directory: URL) -> URL? {
        let files = FileManager.default
        var folder = directory.standardizedFileURL
        for _ in 0..<64 {
            if files.fileExists(atPath: folder.appendingPathComponent(CourseLoader.courseFileName).path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        let names = (try? files.contentsOfDirectory(atPath: directory.path)) ?? []
        let hasLesson = names.contains { name in
            guard name.hasSuffix(".md"), name != "README.md", !name.hasPrefix("."),
                let handle = FileHandle(forReadingAtPath: directory.appendingPathComponent(name).path)
            else { return false }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 3)).map { String(decoding: $0, as: UTF8.self) } == "---"
        }
        return hasLesson ? directory.standardizedFileURL : nil
    }
}
