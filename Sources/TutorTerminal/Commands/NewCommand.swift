import Foundation
import TutorCore

/// `statetutor new ID`: writes a lesson skeleton that passes `validate`.
struct NewCommand: Command {
    static let spec = CommandSpec(
        name: "new", usage: "statetutor new ID [--output FILE] [--force]",
        summary: "write a lesson skeleton that validates",
        details: """
            Writes ID.md in the current directory, or in the course folder given with --lessons
            (numbered after the last lesson there), or at --output FILE. Never overwrites a file
            unless --force is given. A course folder without course.yaml gets one, naming the
            course's id, title and version, so that a copy of the folder under another name
            (a zip download, a clone) is still the same course.
            """,
        options: [
            CommandSpec.Option(name: "output", value: "FILE", help: "where to write the lesson"),
            CommandSpec.Option(name: "force", value: nil, help: "overwrite an existing file"),
        ])

    let arguments: ParsedArguments
    let context: ProcessContext
    let locator: CourseLocator

    init(arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError) {
        self.arguments = arguments
        context = environment.context
        locator = environment.locator
    }

    func run() throws(UsageError) -> Int32 {
        guard let id = arguments.operands.first else {
            throw UsageError("new needs a lesson id, like 'statetutor new my-lesson'", command: "new")
        }
        guard arguments.operands.count == 1 else { throw UsageError("new takes one lesson id", command: "new") }
        guard Identifier.isValid(id) else {
            throw UsageError("invalid lesson id '\(id)'; \(Identifier.rule)", command: "new")
        }

        let target: URL
        if let output = arguments.option("output") {
            target = URL(fileURLWithPath: output, relativeTo: context.currentDirectory)
        } else if let folder = locator.chosenDirectory(arguments, context) {
            let directory = URL(fileURLWithPath: folder, relativeTo: context.currentDirectory)
            // A new course starts with its first lesson: make the folder.
            if let problem = Self.makeFolder(directory.path) {
                context.err("statetutor: error: cannot create the course folder \(folder): \(problem)\n")
                return 2
            }
            // Its ids must be new to the course, or the course would no longer validate.
            if let existing = try? CourseLoader().load(directory: directory, displayPath: folder),
                let lesson = existing.course.lesson(withID: id)
            {
                context.err(
                    "statetutor: error: the course already has a lesson '\(id)' (\(lesson.location.file)); choose another id\n"
                )
                return 1
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            if !names.contains(CourseLoader.courseFileName) {
                let courseFile = directory.appendingPathComponent(CourseLoader.courseFileName)
                do {
                    try Data(Self.courseFile(folder: directory.standardizedFileURL.lastPathComponent).utf8).write(
                        to: courseFile, options: .atomic)
                } catch {
                    context.err(
                        "statetutor: error: cannot write \(courseFile.relativePath): \(error.localizedDescription)\n")
                    return 1
                }
                context.out("wrote \(courseFile.relativePath)\n")
            }
            let numbers = names.compactMap { Int($0.prefix { $0.isNumber }) }
            let next = (numbers.max() ?? 0) + 1
            target = directory.appendingPathComponent(String(format: "%02d-%@.md", next, id))
        } else {
            target = context.currentDirectory.appendingPathComponent("\(id).md")
        }
        let display = target.relativePath
        if FileManager.default.fileExists(atPath: target.path) && !arguments.flag("force") {
            context.err("statetutor: error: \(display) already exists; use --force to overwrite it\n")
            return 1
        }
        do {
            try Data(LessonSkeleton.text(id: id).utf8).write(to: target, options: .atomic)
        } catch {
            context.err("statetutor: error: cannot write \(display): \(error.localizedDescription)\n")
            return 1
        }
        context.out("wrote \(display)\nnext: edit it, then run 'statetutor validate \(Self.shellQuoted(display))'\n")
        return 0
    }

    /// The `course.yaml` of a new course in the folder `folder`: its id (from the folder's name
    /// now, fixed from then on), a title to edit, and a first version.
    static func courseFile(folder: String) -> String {
        let id = CourseLoader.courseID(from: folder)
        let title = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return """
            # The course's identity. Progress, statements and reports find the course by its id,
            # whatever its folder is called: keep the id when the folder moves or is renamed.
            id: \(id)
            title: \(title)
            # Raise the version with each change the class should know about.
            version: 0.1.0

            """
    }

    /// `path` as a shell word: as it is when it is plain, else in double quotes.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "-_./+,:@".contains($0) }
        if plain { return path }
        let escaped = path.reduce(into: "") { text, character in
            if "\"\\$`".contains(character) { text.append("\\") }
            text.append(character)
        }
        return "\"" + escaped + "\""
    }

    /// Makes `path` and the folders above it that are missing (`mkdir -p`); the system's reason
    /// when that fails, or when `path` is there but is not a folder.
    private static func makeFolder(_ path: String) -> String? {
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            current += component + "/"
            if mkdir(current, 0o755) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return "it is a file, not a folder"
        }
        return nil
    }
}
