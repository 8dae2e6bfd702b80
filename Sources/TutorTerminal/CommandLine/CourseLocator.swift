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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw UsageError("no such course folder: \(path)")
        }
        guard isDirectory.boolValue else {
            throw UsageError("not a folder: \(path) (a course is a folder of .md lessons)")
        }
        do {
            return try loader.load(directory: url, displayPath: path)
        } catch {
            throw UsageError("cannot read course folder \(path): \(error.localizedDescription)")
        }
    }
}
