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
}
