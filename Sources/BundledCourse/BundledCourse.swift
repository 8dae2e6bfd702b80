import Foundation
import TutorCore

/// The course shipped inside the binary: the files of `Lessons/`, embedded at build time.
package enum BundledCourse {
    /// The course description file, if the bundled course has one.
    package static var courseFile: LessonFile? {
        all.first { $0.path.hasSuffix("/" + CourseLoader.courseFileName) }
    }

    /// The lesson files, with paths like `Lessons/01-source-of-truth.md`.
    package static var lessonFiles: [LessonFile] {
        all.filter { $0.path.hasSuffix(".md") }
    }

    private static let all: [LessonFile] = EmbeddedLessons.files.compactMap { entry in
        guard let data = Data(base64Encoded: entry.base64) else { return nil }
        return LessonFile(path: entry.path, bytes: Array(data))
    }
}
