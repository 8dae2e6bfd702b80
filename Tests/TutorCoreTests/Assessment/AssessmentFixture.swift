import Foundation
import TutorCore
import TutorTestSupport

/// The end-to-end fixture course (every kind of question), loaded in assessment mode, and its
/// students' copy.
enum AssessmentFixture {
    static let folder = Repository.root().appendingPathComponent("Tests/EndToEndTests/Fixtures/Course")

    static func lessonFiles() throws -> [LessonFile] {
        try CourseLoader().lessonFiles(in: folder, displayPath: "course").files
    }

    /// The fixture with `mode: assessment` (and `extra` lines) in its `course.yaml`.
    static func courseFile(_ extra: String = "") -> LessonFile {
        LessonFile(path: "course/course.yaml", text: "id: transcript-course\ntitle: T\nmode: assessment\n" + extra)
    }

    static func full() throws -> Course {
        let result = CourseLoader().load(files: try lessonFiles(), courseFile: courseFile())
        return result.course
    }

    /// The students' copy's files, by name.
    static func copy() throws -> [String: String] {
        let copied = StudentCopy.files(of: try full(), lessons: try lessonFiles()).files
        return Dictionary(uniqueKeysWithValues: copied.map { ($0.name, $0.text) })
    }

    /// The students' copy, loaded as the tutor loads it.
    static func published() throws -> CourseLoader.Result {
        let files = try copy()
        let lessons = files.filter { $0.key != CourseLoader.courseFileName }.map {
            LessonFile(path: "copy/" + $0.key, text: $0.value)
        }
        return CourseLoader().load(
            files: lessons, courseFile: LessonFile(path: "copy/course.yaml", text: files["course.yaml"] ?? ""))
    }

    static func session(_ course: Course) -> TutorSession {
        TutorSession(course: course, clock: { Date(timeIntervalSince1970: 1_000) })
    }
}
