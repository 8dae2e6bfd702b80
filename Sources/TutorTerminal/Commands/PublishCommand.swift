import Foundation
import TutorCore

/// `statetutor publish --student DIR`: writes the students' copy of a course, without answer
/// keys or hidden tests, in assessment mode (docs/LESSON_FORMAT.md, "Assessment mode").
struct PublishCommand: Command {
    static let spec = CommandSpec(
        name: "publish", usage: "statetutor publish --student DIR [--force] [--format text|json]",
        summary: "write a copy of the course for students: no answer keys, assessment mode",
        details: """
            Writes the course (--lessons DIR, else the bundled one) to the folder DIR for
            students: the same ids, titles, pages, prompts, starters and trees, without answers,
            solutions, bug lines and fixes, tree paths, expected output, blank answers, tests,
            hints, explanations or per-choice feedback; its course.yaml says 'mode: assessment'
            and 'published: true'. Each question keeps the full question's hash, so that answers
            given in the copy are found under the full course by 'statetutor report --lessons
            FULLCOURSE'. Only the
            lessons and course.yaml are written (no other files of the folder).
            DIR must be empty or missing, unless --force replaces it; it can never be inside the
            course folder. The copy is written beside DIR and renamed into place, so DIR is
            either the old folder or the whole copy, and it is validated before it is.
            Exit status: 0 written, 1 the copy could not be written (or did not validate), 2
            usage error (DIR not empty, DIR inside the course, a course with errors).
            """,
        options: [
            CommandSpec.Option(name: "student", value: "DIR", help: "the folder to write the students' copy to"),
            CommandSpec.Option(name: "force", value: nil, help: "replace DIR when it is not empty"),
            CommandSpec.format,
        ])

    /// What `--format json` prints.
    struct Report: Encodable {
        var course: String
        var directory: String
        var lessons: Int
        var questions: Int
        var withheldKeys: Int
    }

    let arguments: ParsedArguments
    let environment: CommandEnvironment

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        try arguments.requireNoOperands(command: "publish")
        self.arguments = arguments
        self.environment = environment
    }

    func run() throws(UsageError) -> Int32 {
        let format = try OutputFormat.parse(arguments.option("format"), allowed: [.text, .json])
        let context = environment.context
        guard let student = arguments.option("student"), !student.isEmpty else {
            throw UsageError("give the folder to write with --student DIR", command: "publish")
        }
        let course = try environment.loadCourse()
        let locator = environment.locator
        let lessons: [LessonFile]
        var courseFolder: URL?
        if let folder = locator.chosenDirectory(arguments, context) {
            let url = URL(fileURLWithPath: folder, relativeTo: context.currentDirectory).standardizedFileURL
            courseFolder = url
            do {
                lessons = try CourseLoader().lessonFiles(in: url, displayPath: folder).files
            } catch {
                context.err("statetutor: error: cannot read the course folder \(folder): \(error)\n")
                return 1
            }
        } else {
            lessons = locator.bundledFiles
        }
        let target = URL(fileURLWithPath: student, relativeTo: context.currentDirectory).standardizedFileURL
        if let courseFolder {
            let course = Self.resolved(courseFolder)
            let directory = Self.resolved(target)
            if directory == course || directory.hasPrefix(course + "/") {
                throw UsageError(
                    "the students' copy cannot go inside the course folder (\(student)); choose a folder outside it",
                    command: "publish")
            }
            if course.hasPrefix(directory + "/") {
                throw UsageError(
                    "the course folder is inside \(student); choose another folder for the students' copy",
                    command: "publish")
            }
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder)
        if exists && !isFolder.boolValue {
            throw UsageError("\(student) is a file, not a folder", command: "publish")
        }
        let entries = exists ? (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? [] : []
        if !entries.isEmpty && !arguments.flag("force") {
            throw UsageError("\(student) is not empty; use --force to replace it", command: "publish")
        }
        let copy = StudentCopy.files(of: course, lessons: lessons)
        do {
            try Self.write(copy.files, to: target, replacing: exists)
        } catch let problem as Problem {
            context.err("statetutor: error: \(problem.message)\n")
            return 1
        } catch {
            context.err("statetutor: error: cannot write \(student): \(error.localizedDescription)\n")
            return 1
        }
        let report = Report(
            course: course.id, directory: student, lessons: copy.summary.lessons, questions: copy.summary.questions,
            withheldKeys: copy.summary.withheldKeys)
        if format == .json {
            context.out(JSONOutput.encode(report) + "\n")
        } else {
            context.out(
                "wrote the students' copy of '\(course.id)' to \(student): "
                    + Self.count(report.lessons, "lesson") + ", " + Self.count(report.questions, "question") + ", "
                    + Self.count(report.withheldKeys, "answer key") + " left out\n"
                    + "next: 'statetutor validate \(student)', then hand the folder to your students\n")
        }
        return 0
    }

    /// "1 lesson", "2 lessons".
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// A problem writing the copy, in words.
    struct Problem: Error {
        var message: String
    }

    /// The path with symbolic links resolved, for comparing folders.
    private static func resolved(_ url: URL) -> String {
        url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Writes the files into a new folder beside `target`, checks that it loads as a course
    /// without errors, and renames it into place (the old folder moved aside first, and
    /// removed once the copy is there).
    private static func write(_ files: [StudentCopy.File], to target: URL, replacing: Bool) throws {
        let manager = FileManager.default
        let parent = target.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).publish-\(pid)")
        try? manager.removeItem(at: staging)
        try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        do {
            for file in files {
                try Data(file.text.utf8).write(to: staging.appendingPathComponent(file.name), options: .atomic)
            }
            let loaded = try CourseLoader().load(directory: staging, displayPath: target.path)
            if let error = loaded.diagnostics.first(where: { $0.severity == .error }) {
                throw Problem(message: "the students' copy does not validate: \(error.location): \(error.message)")
            }
            if replacing {
                let aside = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(pid)")
                try manager.moveItem(at: target, to: aside)
                do {
                    try manager.moveItem(at: staging, to: target)
                } catch {
                    try? manager.moveItem(at: aside, to: target)
                    throw error
                }
                try? manager.removeItem(at: aside)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }
}
